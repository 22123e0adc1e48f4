/**
 * One happy-path case per catalogue entry: how to call it successfully on a fresh mock session
 * (set-up through the gateway itself, plus the QA API for SMS codes and captcha answers).
 */
import type { CallOptions, Client } from './harness.js';

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

/** Signs in and opens a bank-transfer deposit (state New). */
async function openDeposit(c: Client): Promise<string> {
  await member(c);
  const r = await c.call<{ depositId: string }>('deposit.transfer', {
    body: { amount: 500, method: 'MT', vendorId: 'MT-BDO', bankCode: 'BDO' },
    headers: moneyKey(),
  });
  return r.body.value!.depositId;
}

async function member(c: Client, who = DEMO.username, pw = DEMO.password): Promise<void> {
  await c.login(who, pw);
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
  'session.freeplay': async () => ({ body: { os: 'linux', platform: 'W', gatewayVersion: '3' } }),
  'session.logout': async (c) => (await member(c), {}),

  'member.register': async (c) => ({
    body: { ...(await registrationBody(c, 'username')), registerMethod: 'WEB', loginFlag: true },
  }),
  'member.registerMobile': async (c) => ({
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
  'feedback.submit': async () => ({ body: { content: 'Lovely games, quick payouts.' } }),

  'wallet.balance': async (c) => (await member(c), {}),
  'wallet.transfer': async (c) => (
    await member(c),
    {
      body: { fromWallet: 'MAIN', toWallet: 'PT', amount: 10.5 },
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
  'bonus.details': async (c) => (
    await member(c),
    { query: { startDate: Date.now() - 30 * 86_400_000, endDate: Date.now(), page: 1, size: 13 } }
  ),

  'wallet.merchantWallet': async (c) => (await member(c), { check: (v) => expectShape(v, { isSingle: false }) }),
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
    { body: { amount: 300, method: 'PG', vendorId: 'PG-FASTPAY', bankCode: 'BDO' }, headers: moneyKey() }
  ),
  'deposit.qr': async (c) => (
    await member(c),
    { body: { amount: 500, method: 'QPQR', vendorId: 'QR-PAY' }, headers: moneyKey() }
  ),
  'deposit.transfer': async (c) => (
    await member(c),
    { body: { amount: 500, method: 'MT', vendorId: 'MT-BDO', bankCode: 'BDO' }, headers: moneyKey() }
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
      body: { amount: 250.5, bankCardId: v.bankCards[0]!.bankCardId, password: WITHDRAW_PW },
      headers: { 'Idempotency-Key': `happy-${Date.now()}-${++serial}` },
    };
  },
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

  'records.bets': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return { query: { gameType: 'RNG', startDate: now - 30 * 86_400_000, endDate: now, page: 1, size: 13 } };
  },
  'records.profit': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return {
      query: { gameCategory: 'CONS', period: 'MONTHLY', startDate: day(now - 150 * 86_400_000), endDate: day(now) },
    };
  },

  'games.menus': async () => ({}),
  'games.list': async () => ({
    query: { gameType: 'RNG', pageNo: 1, pageSize: 20, clientType: 3, platform: 'html5-desktop', language: 'EN' },
    check: (v) => {
      if ((v as { games: unknown[] }).games.length !== 20) throw new Error('expected a full page of 20');
    },
  }),
  'games.hot': async () => ({ query: { isPlatform: 2, platform: 'flash,html5-desktop', language: 'EN' } }),
  'games.vendorLanes': async () => ({ query: { platform: 'html5-desktop' } }),
  'games.rankList': async () => ({}),
  'games.winnerBoard': async () => ({ query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }),
  'games.jackpot': async () => ({}),
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
      body: { nodeId: (await firstGame(c, 'RNG')).nodeId, device: 'web', backUrl: 'http://127.0.0.1:8080/rng' },
    };
  },
  'games.launchFb': async (c) => ({ query: { nodeId: (await firstGame(c, 'RNG')).nodeId } }),

  'lottery.vnMenu': async () => ({ query: { prizeMode: 'LOTT', device: 'WEB' } }),
  'lottery.openedNumbers': async () => ({}),
  'lottery.vnMenuRecent': async (c) => (await member(c), {}),
  'lottery.missionSummary': async (c) => (await member(c), { query: { device: 'WEB' } }),
  'lottery.leaderboard': async (c) => (await member(c), { query: { period: 'WEEKLY', limit: 20 } }),
  'lottery.lobbyLaunch': async (c) => {
    await member(c);
    const menu = await c.call<{ gameMenus: { gameCode: string }[] }>('lottery.vnMenu', {
      query: { prizeMode: 'LOTT' },
    });
    const code = menu.body.value?.gameMenus[0]?.gameCode;
    if (!code) throw new Error('no VN lottery game');
    return {
      query: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: code,
        lottoView: 'lobby',
        device: 'WEB',
        backUrl: 'http://127.0.0.1:8080/vnLottery',
        language: 'EN',
      },
    };
  },

  'announcements.list': async () => ({ query: { types: 'B,PL,PU,PR,H', platform: 'W' } }),
  'messages.unreadCount': async (c) => (await member(c), {}),
  'chat.launch': async () => ({}),
  'chat.models': async () => ({}),
};
