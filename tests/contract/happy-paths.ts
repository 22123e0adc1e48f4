/**
 * One happy-path case per catalogue entry: how to call it successfully on a fresh mock session
 * (set-up through the gateway itself, plus the QA API for SMS codes and captcha answers).
 */
import { playRounds } from './community-helpers.js';
import { MAIN_WALLET, vendorWallet, type CallOptions, type Client } from './harness.js';
import { saferHappyPaths } from './safer-happy-paths.js';

export interface HappyCase extends CallOptions {
  /** Extra checks on envelope.value beyond the response schema. */
  check?: (value: unknown) => void;
}

type Case = (c: Client) => Promise<HappyCase>;

const DEMO = {
  username: 'demo_member',
  password: 'Member123',
  mobile: '09171234567',
  dialing: '63',
  email: 'demo_member@example.com',
};
const none = { type: 'none' } as const;
let serial = 0;
/** demo_member's payment password (docs/gateway.md, demo accounts). */
const WITHDRAW_PW = '246810';
const fail = (what: string): never => {
  throw new Error(`expected ${what}`);
};
const freshMobile = (): string => `0918${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

function expectShape(value: unknown, expected: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(expected))
    if ((value as Record<string, unknown>)[k] !== v) throw new Error(`expected ${k} = ${String(v)}`);
}

const moneyKey = () => ({ 'Idempotency-Key': `happy-${Date.now()}-${++serial}` });
/** A png's leading bytes (the gateway reads the type from them). */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

interface PromotionRow {
  promotionId: number;
  mechanic: string;
  status: string;
  raffleScheduleId?: number;
}
/** demo_member's first promotion taken part in by `mechanic` whose status is `status`. */
async function promotionWith(c: Client, mechanic: string, status: string): Promise<number> {
  const rows = (await c.call<PromotionRow[]>('promotions.statuses')).body.value!;
  return (
    rows.find((r) => r.mechanic === mechanic && r.status === status)?.promotionId ?? fail(`a ${mechanic} promotion`)
  );
}
/** Signs in; the raffle's draw as MCSFE_getRafflePromotionStatus takes it. */
async function raffleQuery(c: Client): Promise<{ rafflePromotionId: number; raffleScheduleId: number }> {
  await member(c);
  const rows = (await c.call<PromotionRow[]>('promotions.statuses')).body.value!;
  const r = rows.find((x) => x.mechanic === 'raffle') ?? fail('a raffle');
  return { rafflePromotionId: r.promotionId, raffleScheduleId: r.raffleScheduleId! };
}

/** Signs in and opens a bank-transfer deposit (state New). */
async function openDeposit(c: Client): Promise<string> {
  await member(c);
  const r = await c.call<{ depositId: string }>('deposit.transfer', {
    body: { amount: 500, vendorId: 'MT-BDO', bankCode: 'BDO' },
    headers: moneyKey(),
  });
  return r.body.value!.depositId;
}

/** The latest of the last 7 days whose bets left demo_member a manual rebate to claim (world/manual-rebate.ts). */
async function rebateDay(c: Client): Promise<{ day: string; remain: Record<string, unknown> }> {
  const now = (await c.control.clock()).now;
  for (let d = 0; d < 7; d++) {
    const day = new Date(now - d * 86_400_000).toISOString().slice(0, 10);
    const remain = (await c.call<Record<string, unknown>>('rebate.remaining', { query: { today: day } })).body.value!;
    if (Object.values(remain).some((n) => typeof n === 'number' && n > 0)) return { day, remain };
  }
  throw new Error('no rebate left in the last 7 days');
}

async function member(c: Client, who = DEMO.username, pw = DEMO.password): Promise<void> {
  await c.login(who, pw);
}

/** demo_agent signed in with the payment password 135790 (it has none at first). */
async function agentWithPaymentPassword(c: Client): Promise<void> {
  await member(c, 'demo_agent', 'Agent123');
  await c.call('member.paymentPasswordSet', { body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } });
}

/** The last `back` + 1 whole days (merchant zone, UTC+8) as YYYY-MM-DD. */
function teamDays(back: number): { startDate: string; endDate: string } {
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { startDate: day(Date.now() - back * 86_400_000), endDate: day(Date.now()) };
}

async function firstGame(
  c: Client,
  gameType: string,
): Promise<{ nodeId: string; vassalage: string; gameType: string; gameCode: string }> {
  const r = await c.call<{
    games: { nodeId: string; vassalage: string; gameType: string; gameCode: string; isGame: string }[];
  }>('games.list', {
    query: { gameType, pageNo: 1, pageSize: 20 },
  });
  const g = r.body.value?.games.find((x) => x.isGame === 'GAME') ?? r.body.value?.games[0];
  if (!g) throw new Error(`no ${gameType} game`);
  return g;
}

interface RankValue {
  playerRankProgress: Record<string, unknown>;
}
function expectPositive(value: unknown, key: string): void {
  if (!((value as Record<string, number>)[key]! > 0)) throw new Error(`expected ${key} > 0`);
}
/** This week's ranked mission (the weekly betting race). */
async function missionId(c: Client): Promise<string> {
  const r = await c.call<{ list: { missionId: string; ranked: string }[] }>('mission.summary', {
    query: { status: 'O' },
  });
  return r.body.value!.list.find((m) => m.ranked === 'Y')!.missionId;
}

interface Rule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
}

/** A registration body that satisfies the merchant's served rules (captcha and SMS code fetched through QA). */
export async function registrationBody(c: Client, method: 'username' | 'mobile'): Promise<Record<string, string>> {
  const rules = (await c.call<Record<string, Rule>>('system.registerSettings')).body.value!;
  const need = (f: string): boolean => !!rules[f]?.enabled && !!rules[f]?.required;
  const len = (f: string, fallback: number): number =>
    Math.min(Math.max(rules[f]?.minLength ?? fallback, fallback), rules[f]?.maxLength ?? fallback);
  const id = `${Date.now().toString(36)}${++serial}`.replace(/[^a-z0-9]/g, '');
  const pw = `Aa1!${'x'.repeat(Math.max(0, len('password', 10) - 4))}`;
  const body: Record<string, string> = { password: pw, confirmPassword: pw };
  if (method === 'username')
    body.username = `u${id}`
      .slice(0, Math.max(rules.username?.minLength ?? 6, Math.min(12, rules.username?.maxLength ?? 12)))
      .padEnd(rules.username?.minLength ?? 6, '7');
  if (need('payeeName')) body.payeeName = 'Juan Cruz';
  if (need('email')) body.email = `r${id}@example.com`;
  if (need('idNumber')) body.idNumber = '1'.repeat(len('idNumber', 11));
  if (need('birthday')) body.birthday = '1990-01-01';
  if (need('nationality')) body.nationality = 'Filipino';
  for (const f of [
    'qqNum',
    'whatsapp',
    'zalo',
    'line',
    'facebook',
    'telegram',
    'wechat',
    'paymentPassword',
    'nickname',
    'address',
    'occupation',
    'sourceOfIncome',
  ]) {
    if (need(f))
      body[f] =
        f === 'paymentPassword' || f === 'nickname' || f === 'address' || f === 'occupation' || f === 'sourceOfIncome'
          ? `Ab${'1'.repeat(len(f, 6) - 2)}`
          : '9'.repeat(len(f, 9));
  }
  const mobileNeeded = method === 'mobile' || need('mobileNum') || need('verificationCode');
  if (mobileNeeded) {
    const mobile = freshMobile();
    body.mobileNum = mobile;
    body.countryDialingCode = '63';
    const sms = await c.call('sms.register', {
      body: { mobileNo: mobile, countryDialingCode: '63', regType: method, humanVerification: none },
    });
    if (!sms.body.success) throw new Error(`sms.register: ${sms.body.errorCode}`);
    body.verificationCode = await c.control.lastSmsCode(mobile);
  } else if (need('countryDialingCode')) body.countryDialingCode = '63';
  if (need('captcha')) {
    await c.call('captcha.image');
    body.captcha = (await c.control.captcha()).answer ?? '';
  }
  return body;
}

export const happyPaths: Record<string, Case> = {
  'system.whitelabel': async () => ({}),
  'system.registerSettings': async () => ({}),
  'system.status': async () => ({
    check: (v) => {
      if ((v as { status: number }).status !== 0) throw new Error('status should be 0 without scenarios');
    },
  }),
  'system.domainRoute': async () => ({}),
  'system.helpCenter': async () => ({ query: { lang: 'EN', device: 'WEB' } }),
  'system.jwks': async () => ({}),

  'session.login': async () => ({
    body: { username: DEMO.username, password: DEMO.password, type: 'username' },
    token: null,
  }),
  // The second step from an unrecognised IP, answered with the authenticator's code.
  'session.loginVerification': async (c) => {
    await c.control.setScenario('unrecognised-ip');
    const { code } = await c.control.authenticator('demo_fresh_ip');
    return {
      body: { username: 'demo_fresh_ip', password: 'Fresh123', method: 'G', authCode: code },
      headers: { 'X-Forwarded-For': '198.51.100.30' },
      token: null,
    };
  },
  'session.freeplay': async () => ({ body: { os: 'linux', platform: 'W', gatewayVersion: '3' } }),
  'session.logout': async (c) => (await member(c), {}),

  'member.register': async (c) => ({
    body: { ...(await registrationBody(c, 'username')), registerMethod: 'WEB', loginFlag: true },
  }),
  'member.registerMobile': async (c) => ({
    body: { ...(await registrationBody(c, 'mobile')), registerMethod: 'WEB', loginFlag: true },
  }),
  'member.registerOnlyMobile': async (c) => ({
    body: { ...(await registrationBody(c, 'mobile')), registerMethod: 'WEB', loginFlag: true },
  }),
  'member.info': async (c) => (await member(c), {}),
  'member.infoIcon': async (c) => (await member(c), {}),
  'member.playerAvatar': async (c) => (await member(c), {}),
  'member.changeIcon': async (c) => (
    await member(c),
    { body: { avatar: '7', avatarType: 'STATIC' }, check: (v) => expectShape(v, { avatar: '7' }) }
  ),
  'member.registerAuto': async (c) => ({
    body: {
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: await c.control.idpToken('GOOGLE', `happy-${++serial}`),
      registerMethod: 'WEB',
      login: true,
    },
    token: null,
  }),
  'content.articles': async () => ({ query: { type: 'BLOG', pageNo: 1, pageSize: 3 } }),
  'content.article': async () => ({ query: { id: 6001, lang: 'PT' } }),
  'content.page': async () => ({ query: { code: 'ABOUT' } }),
  'member.creditReport': async (c) => (await member(c), { query: { months: 3 } }),
  'member.fundsConsolidated': async (c) => (await member(c, 'demo_agent', 'Agent123'), {}),
  'member.passwordChange': async (c) => (
    await member(c),
    { body: { oldPassword: DEMO.password, newPassword: 'Member456', confirmNewPassword: 'Member456' } }
  ),
  'member.passwordVerification': async (c) => {
    const r = await c.call('sms.noLogin', {
      body: { mobileNum: DEMO.mobile, countryDialingCode: DEMO.dialing, purpose: 'reset', humanVerification: none },
    });
    if (!r.body.success) throw new Error(`sms.noLogin: ${r.body.errorCode}`);
    const code = await c.control.lastSmsCode(DEMO.mobile);
    return {
      body: {
        newPassword: 'Member789',
        mobileNum: DEMO.mobile,
        verificationCode: code,
        countryDialingCode: DEMO.dialing,
      },
    };
  },
  'member.passwordSms': async () => ({
    body: { username: DEMO.username, mobileNumber: DEMO.mobile, countryDialingCode: DEMO.dialing },
    check: (v) => expectPositive(v, 'expiredMinutes'),
  }),
  'member.passwordEmail': async () => ({ body: { username: DEMO.username, email: DEMO.email } }),
  'member.welcomeBonus': async (c) => (
    await member(c),
    {
      body: { channel: 'WHATSAPP', number: '+639171234567' },
      headers: { 'Idempotency-Key': `happy-${Date.now()}-${++serial}` },
      check: (v) => {
        if ((v as { amount: number }).amount <= 0) throw new Error('expected a positive bonus');
      },
    }
  ),

  'sms.noLogin': async () => ({
    body: { mobileNum: DEMO.mobile, countryDialingCode: DEMO.dialing, purpose: 'login', humanVerification: none },
  }),
  'sms.register': async () => ({
    body: { mobileNo: freshMobile(), countryDialingCode: '63', regType: 'mobile', humanVerification: none },
  }),
  // Geetest v3's challenge, served while the scenario has v3 on (docs/gateway.md, "Geetest").
  'captcha.geetest': async (c) => {
    await c.control.setScenario('geetest', { version: 'v3' });
    return { query: { t: Date.now() }, check: (v) => expectShape(v, { newCaptcha: true }) };
  },
  'captcha.image': async () => ({
    check: (v) => {
      if (
        !Buffer.from(String(v), 'base64')
          .subarray(0, 8)
          .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      )
        throw new Error('not a PNG');
    },
  }),
  'agent.affiliate': async () => ({ query: { code: 'DEMOAG', domain: 'localhost' } }),
  'feedback.submit': async () => ({
    body: { content: 'Lovely games, quick payouts.', type: '4', sender: 'me@example.com' },
  }),

  'wallet.balance': async (c) => (await member(c), {}),
  'wallet.transfer': async (c) => (
    await member(c),
    {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 10.5 },
      headers: { 'Idempotency-Key': `happy-${Date.now()}-${++serial}` },
    }
  ),

  'member.securityConfig': async (c) => (await member(c), {}),
  'member.paymentPasswordSet': async (c) => (
    await member(c, 'demo_fresh_ip', 'Fresh123'),
    { body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } }
  ),
  'member.paymentPasswordChange': async (c) => (
    await member(c),
    { body: { oldPassword: '246810', newPassword: '135790', confirmNewPassword: '135790' } }
  ),
  'member.paymentPasswordSms': async (c) => (await member(c), { body: {} }),
  'member.paymentPasswordReset': async (c) => {
    await member(c);
    await c.call('member.paymentPasswordSms', { body: {} });
    const code = await c.control.lastSmsCode(DEMO.mobile);
    return { body: { method: 'S', verificationCode: code, password: '135790', confirmPassword: '135790' } };
  },
  'member.uplineTransfer': async (c) => (
    await member(c),
    {
      body: { transferAmount: 10.5, password: '246810', remark: 'happy path' },
      headers: { 'Idempotency-Key': `happy-${Date.now()}-${++serial}` },
    }
  ),
  'bonus.rebateSeries': async (c) => (
    await member(c),
    {
      check: (v) => {
        if (!(v as { productType: string }[]).some((r) => r.productType === '5')) throw new Error('expected sports');
      },
    }
  ),
  'rebate.settings': async (c) => (
    await member(c),
    {
      check: (v) => {
        if (!(v as Record<string, { rebateValue: number }[]>)['5']?.length) throw new Error('expected sports rates');
      },
    }
  ),
  'rebate.remaining': async (c) => (await member(c), { query: { today: (await rebateDay(c)).day } }),
  'rebate.disburse': async (c) => {
    await member(c);
    const { day, remain } = await rebateDay(c);
    const rebateAmount = Object.fromEntries(
      Object.entries(remain)
        .filter(([k, n]) => k.endsWith('Remain') && (n as number) > 0)
        .map(([k, n]) => [k.slice(0, -'Remain'.length), n]),
    );
    return { body: { balanceDate: day, rebateAmount }, headers: moneyKey(), check: (v) => expectPositive(v, 'award') };
  },
  'bonus.details': async (c) => (
    await member(c),
    { query: { startDate: Date.now() - 30 * 86_400_000, endDate: Date.now(), page: 1, size: 13 } }
  ),

  'wallet.merchantWallet': async (c) => (
    await member(c),
    { query: { merchantCode: 'RA88' }, check: (v) => expectShape(v, { isSingle: 0 }) }
  ),
  'wallet.balances': async (c) => (
    await member(c),
    {
      check: (v) => {
        const [main] = (v as { balances: { accountTypeId: number; availBalance: number }[] }).balances;
        if (main?.accountTypeId !== 2 || main.availBalance !== 5000) throw new Error('expected main 5000 first');
      },
    }
  ),
  'wallet.returnAll': async (c) => (
    await member(c),
    { body: {}, headers: { 'Idempotency-Key': `happy-${Date.now()}-${++serial}` } }
  ),
  'wallet.history': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return { query: { startTime: now - 30 * 86_400_000, endTime: now, codeTypes: '', page: 1, size: 13 } };
  },

  'deposit.settings': async (c) => (await member(c), {}),
  'deposit.banks': async (c) => (await member(c), {}),
  'deposit.promotions': async (c) => (await member(c), { query: { method: 'MT', channel: 'MT-BDO' } }),
  'deposit.redirect': async (c) => (
    await member(c),
    { body: { amount: 300, vendorId: 'PG-FASTPAY', bankCode: 'BDO' }, headers: moneyKey() }
  ),
  'deposit.qr': async (c) => (await member(c), { body: { amount: 500, vendorId: 'QR-PAY' }, headers: moneyKey() }),
  'deposit.transfer': async (c) => (
    await member(c),
    { body: { amount: 500, vendorId: 'MT-BDO', bankCode: 'BDO' }, headers: moneyKey() }
  ),
  'deposit.methods': async (c) => (await member(c), { check: (v) => expectShape((v as unknown[])[0], { code: 'MT' }) }),
  'deposit.gcash': async (c) => (
    await member(c),
    {
      body: { amount: 500, vendorId: 'GCASH-1' },
      headers: moneyKey(),
      check: (v) => expectShape(v, { defaultPageQr: true }),
    }
  ),
  'deposit.confirm': async (c) => ({ body: { depositId: await openDeposit(c) } }),
  'deposit.uploadSlip': async (c) => ({
    body: { depositId: await openDeposit(c), image: `data:image/png;base64,${PNG_BYTES}` },
  }),
  'deposit.remind': async (c) => {
    const depositId = await openDeposit(c);
    await c.control.advanceClock(5 * 60_000);
    return { body: { depositId } };
  },
  'deposit.records': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return { query: { startDate: now - 30 * 86_400_000, endDate: now, page: 1, size: 8 } };
  },
  'withdraw.turnover': async (c) => (await member(c), { check: (v) => expectShape(v, { status: 'A' }) }),
  'withdraw.settings': async (c) => (await member(c), { check: (v) => expectShape(v, { minimumAmount: 100 }) }),
  'withdraw.accounts': async (c) => (await member(c), { check: (v) => expectShape(v, { hasPaymentPassword: true }) }),
  'withdraw.banks': async (c) => (await member(c), {}),
  'withdraw.addAccount': async (c) => (
    await member(c),
    {
      body: {
        cardType: 'E',
        bankCode: 'MAYA',
        payeeName: 'Juan Dela Cruz',
        cardNumber: '09171234567',
        paymentPassword: WITHDRAW_PW,
      },
    }
  ),
  'withdraw.deleteAccount': async (c) => {
    await member(c);
    const v = (await c.call<{ bankCards: { bankCardId: string }[] }>('withdraw.accounts')).body.value!;
    return { body: { bankCardId: v.bankCards[0]!.bankCardId, password: WITHDRAW_PW } };
  },
  'withdraw.charges': async (c) => (
    await member(c),
    { query: { withdrawAmount: 1000, withdrawType: 'EW' }, check: (v) => void (v === 10 || fail('fee 10')) }
  ),
  'withdraw.submit': async (c) => {
    await member(c);
    const v = (await c.call<{ bankCards: { bankCardId: string }[] }>('withdraw.accounts')).body.value!;
    return {
      body: { amount: 250.5, bankCardId: v.bankCards[0]!.bankCardId, password: WITHDRAW_PW, currentWithdrawType: 'BC' },
      headers: { 'Idempotency-Key': `happy-${Date.now()}-${++serial}` },
    };
  },
  'withdraw.sms': async (c) => (await member(c), { body: {} }),
  'withdraw.records': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return { query: { startDateTs: now - 30 * 86_400_000, endDateTs: now, start: 0, end: 14 } };
  },
  'receipt.list': async (c) => (
    await member(c),
    { check: (v) => void ((v as unknown[]).length === 1 || fail('one open receipt')) }
  ),
  'receipt.process': async (c) => {
    await member(c);
    const [open] = (await c.call<{ payDetailId: string }[]>('receipt.list')).body.value!;
    return {
      body: { payDetailId: open!.payDetailId, isMoneyReceived: 'Y' },
      headers: { 'Idempotency-Key': `happy-${Date.now()}-${++serial}` },
    };
  },

  'promotions.categories': async () => ({}),
  'promotions.statuses': async (c) => (await member(c), {}),
  'promotions.join': async (c) => (await member(c), { body: { promotionId: await promotionWith(c, 'join', 'JOIN') } }),
  'promotions.apply': async (c) => {
    await member(c);
    const promotionId = await promotionWith(c, 'apply', 'JOIN');
    return { body: { promotionId, remarks: 'My losses last week', pictures: [`data:image/png;base64,${PNG_BYTES}`] } };
  },
  'promotions.raffleStatus': async (c) => ({ query: await raffleQuery(c) }),
  'promotions.raffleStatusMcs': async (c) => ({ query: await raffleQuery(c) }),
  'promotions.raffleClaim': async (c) => {
    const q = await raffleQuery(c);
    await c.control.raffle('start');
    return { body: { promotionId: q.rafflePromotionId, raffleScheduleId: q.raffleScheduleId }, headers: moneyKey() };
  },
  'promotions.raffleClaimMcs': async (c) => {
    const q = await raffleQuery(c);
    await c.control.raffle('start');
    return { body: { promotionId: q.rafflePromotionId, raffleScheduleId: q.raffleScheduleId }, headers: moneyKey() };
  },

  'records.bets': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return { query: { gameType: 'RNG', startDate: now - 30 * 86_400_000, endDate: now, page: 1, size: 13 } };
  },
  'records.lotteryDetail': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    const orders = await c.call<{ list: { orderNo: string }[] }>('records.lottery', {
      query: { startDate: now - 30 * 86_400_000, endDate: now, prizeModeId: 1, page: 1, size: 1 },
    });
    return { query: { orderNo: orders.body.value!.list[0]!.orderNo } };
  },
  'records.lottery': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return {
      query: {
        startDate: now - 30 * 86_400_000,
        endDate: now,
        subordinateType: 'SELF',
        prizeModeId: 1,
        page: 1,
        size: 13,
      },
    };
  },
  'records.profit': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return {
      query: { gameCategory: 'CONS', period: 'MONTHLY', startDate: day(now - 150 * 86_400_000), endDate: day(now) },
    };
  },

  'games.menus': async () => ({
    query: { prizeMode: 'LOTT', device: 'WEB', language: 'EN' },
    check: (v) => {
      const groups = Object.values(v as Record<string, { gameMenus: unknown[] }>);
      if (!groups.some((g) => g.gameMenus.length)) throw new Error('expected the LOTT lottery games');
    },
  }),
  'games.list': async () => ({
    query: { gameType: 'RNG', pageNo: 1, pageSize: 20, clientType: 3, platform: 'html5-desktop', language: 'EN' },
    check: (v) => {
      if ((v as { games: unknown[] }).games.length !== 20) throw new Error('expected a full page of 20');
    },
  }),
  'games.hot': async () => ({ query: { isPlatform: 2, platform: 'flash,html5-desktop', language: 'EN' } }),
  'games.vendorLanes': async () => ({
    query: { merchantCode: 'RA88', platform: 'html5-desktop' },
    check: (v) => {
      const lanes = (v as { data: { lanes: { cards: { games?: unknown }[] }[] } }).data.lanes;
      if (lanes.length < 5) throw new Error('expected a lane per game type');
      if (lanes.some((l) => l.cards.some((c) => c.games))) throw new Error('games only come with a gameType');
    },
  }),
  'games.rankList': async () => ({}),
  'games.winnerBoard': async () => ({ query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }),
  'games.jackpot': async () => ({ body: { merchant_code: 'RA88', currency: 'PHP' } }),
  'games.favouriteIds': async (c) => (await member(c), {}),
  'games.favouriteList': async (c) => (
    await member(c),
    { query: { clientType: 3, pageNo: 1, pageSize: 999, gameType: 'RNG' } }
  ),
  'games.favouriteAdd': async (c) => {
    await member(c);
    const g = await firstGame(c, 'RNG');
    return { body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType } };
  },
  'games.favouriteRemove': async (c) => {
    await member(c);
    const g = await firstGame(c, 'RNG');
    return { body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType } };
  },
  'games.recent': async (c) => (await member(c), { query: { page: 1, pageSize: 20, gameType: 'RNG' } }),
  'games.roomList': async (c) => {
    await member(c);
    return { query: { gameCode: (await firstGame(c, 'PVP')).gameCode } };
  },
  'games.launch': async (c) => {
    await member(c);
    return {
      query: { nodeId: (await firstGame(c, 'RNG')).nodeId, device: 'web', backUrl: 'http://127.0.0.1:8080/rng' },
    };
  },
  'games.launchFb': async (c) => ({ query: { nodeId: (await firstGame(c, 'RNG')).nodeId } }),
  'games.trialLaunch': async (c) => ({
    query: { nodeId: (await firstGame(c, 'RNG')).nodeId, platform: 'html5-desktop' },
    check: (v) => {
      if (!(v as { content: { game_url: string } }).content.game_url.includes('mode=fun'))
        throw new Error('expected a fun-mode URL');
    },
  }),

  'lottery.vnMenu': async () => ({ query: { prizeMode: 'LOTT', device: 'WEB' } }),
  'lottery.openedNumero': async () => ({
    query: { prizeMode: 'ELOTT' },
    check: (v) => {
      if (!Object.values(v as Record<string, unknown[]>).some((l) => l.length)) throw new Error('expected open draws');
    },
  }),
  'lottery.openedNumbers': async () => ({}),
  'lottery.draws': async () => ({
    check: (v) => {
      if (!(v as unknown[]).length) throw new Error('expected finished draws');
    },
  }),
  'lottery.drawOf': async (c) => {
    const [latest] = (await c.call<{ gameCode: string }[]>('lottery.draws')).body.value ?? [];
    return { path: { gameCode: latest?.gameCode ?? fail('a finished draw') } };
  },
  'lottery.vnMenuRecent': async (c) => (await member(c), {}),
  'lottery.popular': async () => ({
    query: { count: 6, prizeMode: 'LOTT' },
    check: (v) => {
      if (!(v as unknown[]).length) throw new Error('expected items');
    },
  }),
  'lottery.games': async () => ({
    query: { prizeMode: 'SEA' },
    check: (v) => {
      if (!(v as unknown[]).length) throw new Error('expected items');
    },
  }),
  'lottery.nearNumero': async (c) => {
    const games = await c.call<{ gameId: number }[]>('lottery.games', { query: { prizeMode: 'LOTT' } });
    return { query: { gameId: games.body.value![0]!.gameId } };
  },
  'lottery.menusRecent': async (c) => (await member(c), {}),
  'lottery.gameSetting': async (c) => (await member(c), {}),
  'lottery.missionSummary': async (c) => (await member(c), { query: { device: 'WEB' } }),
  'lottery.leaderboard': async (c) => (await member(c), { query: { period: 'WEEKLY', limit: 20 } }),

  'announcements.list': async () => ({
    query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', groupName: 'default_notice' },
  }),
  'messages.unreadCount': async (c) => (await member(c), {}),
  'chat.permission': async (c) => (await member(c), { check: (v) => expectShape(v, { hasPermission: true }) }),
  'chat.unreadCount': async (c) => (await member(c), {}),
  'games.matches': async () => ({
    check: (v) => {
      if (!(v as unknown[]).length) throw new Error('expected items');
    },
  }),
  'games.vassGameType': async () => ({}),
  'system.customerServiceScript': async () => ({}),
  'promotions.merchantAvailable': async () => ({}),
  'rewards.appDownloadClaim': async (c) => (
    await member(c),
    { body: { appType: 'ANDROID' }, headers: moneyKey(), check: (v) => expectShape(v, { award: 8, claimed: 1 }) }
  ),
  'chat.launch': async () => ({}),
  'chat.models': async () => ({}),

  // Agent contracts and announcements (demo_agent's seeded contracts, docs/gateway.md "Agent contracts").
  'contracts.list': async (c) => (await agent(c), { query: { kind: 'DIVIDEND', role: 'downline' } }),
  'contracts.records': async (c) => {
    await agent(c);
    const now = (await c.control.clock()).now;
    return { query: { kind: 'DAILY', startDate: now - 7 * 86_400_000, endDate: now } };
  },
  'contracts.offerTargets': async (c) => (await agent(c), { query: { kind: 'DIVIDEND' } }),
  'contracts.offer': async (c) => {
    await agent(c);
    const v = await c.call<{ list: { customerName: string }[] }>('contracts.offerTargets', {
      query: { kind: 'DIVIDEND' },
    });
    return { body: { kind: 'DIVIDEND', downlineName: v.body.value!.list[0]!.customerName, rate: 25 } };
  },
  'contracts.processDividend': async (c) => (await agent(c), { body: { productType: 'CONS', status: 'C' } }),
  'contracts.processDailySalary': async (c) => ({ body: { id: await ownContract(c, 'DAILY'), status: 'C' } }),
  'contracts.processHourSalary': async (c) => ({
    body: { contractId: await ownContract(c, 'HOURLY'), productType: 'LOTT', status: 'C' },
  }),
  'contracts.processRealTimeSalary': async (c) => {
    const offer = await c.control.offerContract({ account: 'demo_agent', kind: 'REALTIME', rate: 0.5 });
    await agent(c);
    return { body: { contractId: offer.contractId, status: 'A' } };
  },
  'announcements.agent': async (c) => (await agent(c), { check: (v) => expectShape(v, { totalCount: 23 }) }),
  // reward centre and points mall
  'rewards.summary': async (c) => (await member(c), {}),
  'rewards.available': async (c) => (await member(c), {}),
  'rewards.claimList': async (c) => (await member(c), { query: { promotionType: 'MANUAL' } }),
  'rewards.claimIssued': async (c) => (
    await member(c),
    { body: { rewardId: await firstIssued(c), promotionType: 'MANUAL' }, headers: moneyKey() }
  ),
  'rewards.loginPromotions': async (c) => (await member(c), {}),
  'rewards.loginHistory': async (c) => (await member(c), { query: { configId: 1 } }),
  'rewards.loginClaim': async (c) => (await member(c), { body: { id: 1 }, headers: moneyKey() }),
  'rewards.registerList': async (c) => (await member(c), {}),
  'rewards.registerClaim': async (c) => (await member(c), { body: { promotionId: 501 }, headers: moneyKey() }),
  'rewards.savior': async (c) => (await member(c), {}),
  'rewards.promoCodeClaim': async (c) => (await member(c), { body: { promoCode: 'WELCOME10' }, headers: moneyKey() }),
  'rewards.tickets': async (c) => (await member(c), { query: { status: 'AVAILABLE' } }),
  'rewards.ticketClaim': async (c) => (
    await member(c),
    { body: { transactionId: (await tickets(c))[0]!.transactionId }, headers: moneyKey() }
  ),
  'rewards.prizeWheel': async (c) => (
    await member(c),
    { query: { transactionId: (await tickets(c)).find((t) => t.type === 'PRIZE_WHEEL')!.transactionId } }
  ),
  'rewards.claimHistory': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return { query: { claimDateFrom: now - 30 * 86_400_000, claimDateTo: now, page: 1, size: 13 } };
  },
  'points.balance': async (c) => (await member(c), { check: (v) => void ((v as number) > 0 || fail('points > 0')) }),
  'points.balanceMcsfe': async (c) => (await member(c), {}),
  'points.conversionTypes': async (c) => (await member(c), {}),
  'points.rewards': async (c) => (await member(c), { query: { page: 1, size: 1000, type: '' } }),
  'points.rewardsMcsfe': async (c) => (await member(c), { query: { page: 1, size: 1000, type: 3 } }),
  'points.redeem': async (c) => (await member(c), { body: redeemBody(), headers: moneyKey() }),
  'points.redeemMcsfe': async (c) => (await member(c), { body: redeemBody(), headers: moneyKey() }),
  'points.redeemList': async (c) => (await member(c), { query: await redeemWindow(c) }),
  'points.redeemListMcsfe': async (c) => (await member(c), { query: await redeemWindow(c) }),
  'points.config': async (c) => (await member(c), {}),
  'points.configMcsfe': async (c) => (await member(c), {}),
  'points.convert': async (c) => (
    await member(c),
    { body: { amount: 10, password: WITHDRAW_PW }, headers: moneyKey() }
  ),
  'points.convertMcsfe': async (c) => (
    await member(c),
    { body: { amount: 10, password: WITHDRAW_PW }, headers: moneyKey() }
  ),
  // member community: missions, VIP rank, invite friends (set-ups in community-helpers.ts)
  'mission.summary': async (c) => (await member(c), { query: { status: 'O', page: 1, size: 5 } }),
  'mission.milestones': async (c) => (await member(c), { query: { missionId: await missionId(c) } }),
  'mission.leaderboard': async (c) => (await member(c), { query: { missionId: await missionId(c) } }),
  'mission.claim': async (c) => {
    await member(c);
    await playRounds(c, 1);
    return { body: { claimLeaderboard: 'N' }, headers: moneyKey(), check: (v) => expectPositive(v, 'award') };
  },
  'mission.rules': async (c) => (await member(c), { query: { missionId: await missionId(c), device: 'W' } }),
  'rank.progress': async (c) => (
    await member(c),
    { check: (v) => expectShape((v as RankValue).playerRankProgress, { ranklevel: 2 }) }
  ),
  'rank.levels': async (c) => (await member(c), {}),
  'rank.clubBenefits': async (c) => (await member(c), {}),
  'rank.salary': async (c) => (await member(c), {}),
  'rank.salaryHistory': async (c) => (await member(c), { query: { claimDateFrom: 0, claimDateTo: 4_102_444_800_000 } }),
  'rank.rules': async (c) => (await member(c), {}),
  'referral.details': async (c) => (await member(c), {}),
  'referral.income': async (c) => (await member(c), {}),
  'referral.invites': async (c) => (await member(c), { query: { status: 'A', page: 1, size: 13 } }),
  'referral.invitationRecords': async (c) => (await member(c), { query: { page: 1, size: 13, sortType: 'desc' } }),
  'referral.depositRebateRecords': async (c) => (await member(c), { query: { page: 1, size: 13 } }),
  'referral.achievementRecords': async (c) => (await member(c), { query: { page: 1, size: 13 } }),
  'referral.rebateRecords': async (c) => (
    await member(c),
    { query: { page: 1, size: 13, gameCategory: 'RNG', sortColumn: 'createTime:asc' } }
  ),
  'referral.achievements': async (c) => (await member(c), {}),
  // demo_member's seeded friends (world/referral-seed.ts) have reached the second achievement, not yet claimed.
  'referral.claimAchievement': async (c) => (
    await member(c),
    { body: { configId: 2 }, headers: moneyKey(), check: (v) => expectPositive(v, 'award') }
  ),
  'referral.ranking': async (c) => (await member(c), {}),
  'referral.recentRewards': async (c) => (await member(c), {}),
  'referral.rules': async (c) => (await member(c), {}),
  'system.templates': async () => ({
    check: (v) => {
      if (!(v as { templateId: string }).templateId.startsWith('W')) throw new Error('templateId starts with W');
    },
  }),
  'system.consolidated': async () => ({
    check: (v) => {
      const { resources } = v as { resources: { qrCodeUrl: string }[] };
      if (!resources.length || !resources.every((r) => r.qrCodeUrl.startsWith('data:image/png')))
        throw new Error('expected resources with QR codes');
    },
  }),
  'system.country': async () => ({}),
  'system.location': async () => ({}),
  'system.ping': async () => ({ query: { speed: String(Date.now()) } }),
  'member.language': async (c) => (await member(c), { body: { language: 'PT' } }),
  'messages.inbox': async (c) => (await member(c), { query: { page: 1, size: 5 } }),
  'messages.markRead': async (c) => ({ body: { inboxId: await firstMail(c) } }),
  'messages.delete': async (c) => ({ body: { inboxId: await firstMail(c) } }),
  'messages.recipientTypes': async (c) => (await member(c, 'demo_agent', 'Agent123'), {}),
  'messages.send': async (c) => (
    await member(c, 'demo_agent', 'Agent123'),
    { body: { sendType: 2, subject: 'Team news', content: 'Hello team' } }
  ),
  // Agent team (demo_agent's downline, built on the first team call).
  'team.overview': async (c) => (await member(c, 'demo_agent', 'Agent123'), { query: teamDays(0) }),
  'team.subordinateSimple': async (c) => (
    await agent(c),
    {
      query: { subordinateType: 'DIRECT', page: 1, size: 20 },
      check: (v) => {
        if ((v as { list: unknown[] }).list.length < 2) throw new Error('expected the agent and its downlines');
      },
    }
  ),
  'team.members': async (c) => (
    await member(c, 'demo_agent', 'Agent123'),
    { query: { subordinateType: 'DIRECT_AGENT' } }
  ),
  'team.register': async (c) => (
    await member(c, 'demo_agent', 'Agent123'),
    {
      body: {
        accountType: 'PLAYER',
        username: `hp${Date.now().toString(36).slice(-8)}`,
        password: 'Secret12',
        confirmPassword: 'Secret12',
        mobileNum: freshMobile(),
        countryDialingCode: '63',
      },
    }
  ),
  'team.transfer': async (c) => (
    await agentWithPaymentPassword(c),
    { body: { downlineName: 'tdp001', transferAmount: 10.5, password: '135790' }, headers: moneyKey() }
  ),
  'team.redEnvelope': async (c) => (
    await agentWithPaymentPassword(c),
    { body: { downlineNames: ['tdp001', 'tdp002'], amountEach: 1, password: '135790' }, headers: moneyKey() }
  ),
  'team.bets': async (c) => (
    await member(c, 'demo_agent', 'Agent123'),
    { query: { startDate: Date.now() - 30 * 86_400_000, endDate: Date.now() } }
  ),
  'team.profit': async (c) => (await member(c, 'demo_agent', 'Agent123'), { query: teamDays(29) }),
  'team.income': async (c) => (
    await member(c, 'demo_agent', 'Agent123'),
    { query: { ...teamDays(29), period: 'WEEKLY' } }
  ),
  'team.transactions': async (c) => (
    await member(c, 'demo_agent', 'Agent123'),
    { query: { startDate: Date.now() - 30 * 86_400_000, endDate: Date.now(), transferType: 'DEPOSIT' } }
  ),
  ...saferHappyPaths,
};

async function agent(c: Client): Promise<void> {
  await c.login('demo_agent', 'Agent123');
}

/** demo_agent's signed contract of a kind, from its upline. */
async function ownContract(c: Client, kind: string): Promise<number> {
  await agent(c);
  const v = await c.call<{ list: { contractId: number }[] }>('contracts.list', { query: { kind, status: 'A' } });
  return v.body.value?.list[0]?.contractId ?? fail(`a signed ${kind} contract`);
}

async function firstIssued(c: Client): Promise<string> {
  const r = await c.call<{ rewardId: string }[]>('rewards.claimList', { query: { promotionType: 'MANUAL' } });
  return r.body.value![0]!.rewardId;
}
async function tickets(c: Client): Promise<{ transactionId: string; type: string }[]> {
  return (await c.call<{ transactionId: string; type: string }[]>('rewards.tickets')).body.value!;
}
function redeemBody() {
  return {
    rewardId: 303,
    quantity: 1,
    redeemType: 'P',
    password: WITHDRAW_PW,
    province: 'Metro Manila',
    remarks: 'Ana/1 Main St/09171234567',
  };
}
async function redeemWindow(c: Client) {
  const now = (await c.control.clock()).now;
  return { startDate: now - 30 * 86_400_000, endDate: now + 1000, page: 1, size: 13, status: '' };
}

/** Signs in as demo_member and answers the id of its newest mail. */
async function firstMail(c: Client): Promise<string> {
  await member(c);
  const r = await c.call<{ content: { inboxId: string }[] }>('messages.inbox', { query: { page: 1, size: 1 } });
  return r.body.value?.content[0]?.inboxId ?? fail('a mail in the inbox');
}
