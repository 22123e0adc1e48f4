/**
 * Member account endpoints through the gateway: the security centre state, the payment password (set, change,
 * reset by SMS code), transfer to upline (idempotent, ledger-consistent on both accounts, every refusal) and bonus
 * details with their turnover progress.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RebateSeries } from '../../src/generated/api-types.js';
import { Client, entry, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const DAY = 86_400_000;
const PAYMENT_PASSWORD = '246810';
const client = () => new Client(gw.baseUrl, uniqueSession());
async function as(username: string, password: string): Promise<Client> {
  const c = client();
  await c.login(username, password);
  return c;
}
const member = () => as('demo_member', 'Member123');
async function trial(): Promise<Client> {
  const c = client();
  c.token = (await c.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
  return c;
}
const key = (() => {
  let n = 0;
  return () => `account-test-${Date.now()}-${++n}`;
})();

type SecurityItem = { enabled: boolean; isComplete: boolean; status: string | null };
/** getSecurityConfigV2's items, as the reference names them (GATEWAY-CALLS-SEEN §2). */
interface SecurityConfig {
  info: Record<
    | 'profile'
    | 'loginPassword'
    | 'bindGA'
    | 'bankCards'
    | 'eWallet'
    | 'paymentPassword'
    | 'mobileVerified'
    | 'mobileNum'
    | 'email'
    | 'idVerification',
    SecurityItem
  >;
}
interface Bonuses {
  list: {
    bonusId: string;
    bonusType: string;
    amount: number;
    grantedAt: number;
    requiredTurnover: number;
    actualTurnover: number;
    status: string;
  }[];
  totalPages: number;
  totalCount: number;
  footer: { amount: number };
}

describe('security centre', () => {
  it("answers the platform's items: what the merchant offers and what the member has done", async () => {
    const c = await member();
    const { info } = (await c.call<SecurityConfig>('member.securityConfig')).body.value!;
    const done = (i: SecurityConfig['info']) =>
      (Object.keys(i) as (keyof SecurityConfig['info'])[]).filter((k) => i[k].isComplete).sort();
    expect(info.paymentPassword).toEqual({ enabled: true, isComplete: true, status: null });
    expect(info.idVerification.enabled).toBe(false);
    expect(done(info)).toEqual([
      'bankCards',
      'bindGA',
      'eWallet',
      'email',
      'loginPassword',
      'mobileNum',
      'mobileVerified',
      'paymentPassword',
      'profile',
    ]);
    const first = (await (await as('demo_first', 'First123')).call<SecurityConfig>('member.securityConfig')).body.value!
      .info;
    expect([first.mobileNum, first.email, first.paymentPassword, first.bankCards].map((i) => i.isComplete)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // The masked mobile and e-mail and this login come with member info, as on the platform.
    const me = (await c.call<{ mobileNum?: string; email?: string; lastLogin?: number }>('member.info')).body.value!;
    expect(me).toMatchObject({ mobileNum: expect.stringMatching(/\*/), email: expect.stringMatching(/\*/) });
    expect(me.lastLogin).toBeGreaterThan(0);
  });

  it("sends the platform's clubLabel and toUpline in member info: a member without an upline has no transfer to it", async () => {
    type Info = { toUpline: boolean; clubLabel: { labelName: string; color: string; type: string; rankLevel: number } };
    const me = (await (await member()).call<Info>('member.info')).body.value!;
    expect(me.clubLabel).toEqual({
      labelName: 'VIP 2',
      color: expect.stringMatching(/^#/),
      type: 'AUTO',
      rankLevel: 2,
    });
    expect(me.toUpline).toBe(true);
    const first = (await (await as('demo_first', 'First123')).call<Info>('member.info')).body.value!;
    expect(first.toUpline).toBe(false);
  });

  it('refuses trial accounts', async () => {
    const r = await (await trial()).call('member.securityConfig');
    expect([r.status, r.body.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('payment password', () => {
  it('is set once, then changed with the old one; each refusal has its code', async () => {
    const c = await as('demo_fresh_ip', 'Fresh123');
    const set = (paymentPassword: string, confirmPaymentPassword = paymentPassword) =>
      c.call('member.paymentPasswordSet', { body: { paymentPassword, confirmPaymentPassword } });
    expect((await set('12ab')).body.errorCode).toBe('payment_password_format');
    expect((await set('135790', '135791')).body.errorCode).toBe('password_confirm_mismatch');
    const change = (oldPassword: string, newPassword = '975310') =>
      c.call('member.paymentPasswordChange', {
        body: { oldPassword, newPassword, confirmNewPassword: newPassword },
      });
    expect((await change('135790')).body.errorCode).toBe('not.exists.payment.password');
    expect((await set('135790')).body).toMatchObject({ success: true, value: true });
    expect((await set('135790')).body.errorCode).toBe('payment_password_exists');
    expect((await change('000000')).body.errorCode).toBe('invalid.payment.pw');
    expect((await change('135790', 'x')).body.errorCode).toBe('payment_password_format');
    expect((await change('135790')).body.success).toBe(true);
    expect((await change('975310', '135790')).body.success).toBe(true);
  });

  it('is reset with the code sent to the bound mobile, and not with a wrong one', async () => {
    const c = await member();
    const sent = await c.call<{ expiredMinutes: number; mobileNum: string }>('member.paymentPasswordSms', {
      body: {},
    });
    expect(sent.body.value!.expiredMinutes).toBeGreaterThan(0);
    const [sms] = await c.control.sms('09171234567');
    expect(sms).toMatchObject({ purpose: 'paymentPassword' });
    const reset = (verificationCode: string) =>
      c.call('member.paymentPasswordReset', {
        body: { method: 'S', verificationCode, password: '112233', confirmPassword: '112233' },
      });
    expect((await reset('000000')).body.errorCode).toBe('verification_code_invalid');
    expect((await reset(sms!.code)).body.success).toBe(true);
    const upline = await c.call('member.uplineTransfer', {
      body: { transferAmount: 1, password: '112233' },
      headers: { 'Idempotency-Key': key() },
    });
    expect(upline.body.success).toBe(true);
  });

  it('a reset code cannot be sent without a bound mobile', async () => {
    const r = await (await as('demo_first', 'First123')).call('member.paymentPasswordSms', { body: {} });
    expect(r.body.errorCode).toBe('mobile_required');
  });

  it('answers bad input with the contract error envelope', async () => {
    const c = await member();
    const r = await c.call('member.paymentPasswordSet', { body: { paymentPassword: 5 } });
    expect([r.status, r.body.success, r.body.errorCode]).toEqual([400, false, 'request.invalid']);
  });
});

describe('transfer to upline', () => {
  it('moves money once per key, main to the upline main, shown as 6233 in both records', async () => {
    const c = await member();
    const body = { transferAmount: 12.34, password: PAYMENT_PASSWORD, remark: 'for the team' };
    const idem = key();
    const before = await c.control.ledger('top_agent');
    const first = await c.call<{ amount: number; upline: string; balance: number }>('member.uplineTransfer', {
      body,
      headers: { 'Idempotency-Key': idem },
    });
    expect(first.body.value).toMatchObject({ amount: 12.34, upline: 'top_agent', balance: 4987.66 });
    const again = await c.call('member.uplineTransfer', { body, headers: { 'Idempotency-Key': idem } });
    expect(again.body.value).toEqual(first.body.value);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const mine = await c.control.ledger('demo_member');
    expect(mine.movements.filter((m) => m.kind === 'upline').map((m) => m.legs)).toEqual([
      [{ wallet: 'MAIN', amount: -1234 }],
    ]);
    const theirs = await c.control.ledger('top_agent');
    expect(theirs.balances.main - before.balances.main).toBe(1234);
    const now = Date.now();
    const history = await c.call<{ list: { txTypeId: number; amount: number; remark: string }[] }>('wallet.history', {
      query: { startTime: now - 15 * DAY, endTime: now + 15 * DAY, txTypeIds: '6233', page: 1, size: 20 },
    });
    expect(history.body.value!.list).toEqual([
      expect.objectContaining({ txTypeId: 6233, amount: -12.34, remark: 'for the team' }),
    ]);
  });

  it('refuses a wrong payment password, too much, no upline and trial accounts', async () => {
    const c = await member();
    const send = (client: Client, transferAmount: number, password = PAYMENT_PASSWORD) =>
      client.call('member.uplineTransfer', {
        body: { transferAmount, password },
        headers: { 'Idempotency-Key': key() },
      });
    expect((await send(c, 1, '000000')).body.errorCode).toBe('invalid.payment.pw');
    expect((await send(c, 999_999)).body.errorCode).toBe('balance_not_enough');
    expect((await send(c, 1.234)).body.errorCode).toBe('amount_invalid');
    expect((await send(await as('demo_first', 'First123'), 1)).body.errorCode).toBe('upline_not_found');
    // An agent sends to its own upline too; demo_agent has no payment password yet.
    expect((await send(await as('demo_agent', 'Agent123'), 1)).body.errorCode).toBe('not.exists.payment.password');
    const t = await send(await trial(), 1);
    expect([t.status, t.body.errorCode]).toEqual([403, 'in_need_true_account']);
    const none = await c.call('member.uplineTransfer', { body: { transferAmount: 1, password: PAYMENT_PASSWORD } });
    expect(none.status).toBe(400);
    expect((await c.control.ledger('demo_member')).movements.filter((m) => m.kind === 'upline')).toEqual([]);
  });

  it('answers bad input with the contract error envelope', async () => {
    const c = await member();
    const r = await c.call('member.uplineTransfer', {
      body: { transferAmount: -5, password: PAYMENT_PASSWORD },
      headers: { 'Idempotency-Key': key() },
    });
    expect([r.status, r.body.success, r.body.errorCode]).toEqual([400, false, 'request.invalid']);
  });
});

describe('bonus details', () => {
  it('lists the seeded bonuses newest first with turnover progress, paged, summed from the ledger', async () => {
    const c = await member();
    const now = Date.now();
    const window = { startDate: now - 30 * DAY, endDate: now + DAY };
    const v = (await c.call<Bonuses>('bonus.details', { query: { ...window, page: 1, size: 1 } })).body.value!;
    expect(v.totalCount).toBeGreaterThanOrEqual(2);
    expect(v.totalPages).toBe(v.totalCount);
    const all = (await c.call<Bonuses>('bonus.details', { query: { ...window, page: 1, size: 50 } })).body.value!;
    const times = all.list.map((b) => b.grantedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list[0]!.status).toBe('IN_PROGRESS');
    for (const b of all.list) expect(b.actualTurnover).toBeLessThanOrEqual(b.requiredTurnover);
    const ledger = await c.control.ledger('demo_member');
    const credited = ledger.movements.filter((m) => m.kind === 'bonus' && all.list.some((b) => b.bonusId === m.ref));
    expect(credited).toHaveLength(all.list.length);
    const cents = all.list.reduce((s, b) => s + Math.round(b.amount * 100), 0);
    expect(Math.round(all.footer.amount * 100)).toBe(cents);
  });

  it('refuses a window over 31 days and trial accounts', async () => {
    const now = Date.now();
    const r = await (
      await member()
    ).call('bonus.details', {
      query: { startDate: now - 40 * DAY, endDate: now, page: 1, size: 10 },
    });
    expect(r.body.errorCode).toBe('date_range_invalid');
    const t = await (await trial()).call('bonus.details', { query: { startDate: now - DAY, endDate: now } });
    expect(t.body.errorCode).toBe('in_need_true_account');
    const bad = await (await member()).call('bonus.details', { query: { startDate: 'yesterday', endDate: now } });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'request.invalid']);
  });
});

describe('rebate series (the bonus-details page)', () => {
  it("answers the member's rates at both builds' names, sports by bet series, and refuses a trial account", async () => {
    const c = await member();
    const mcs2 = (await c.call<RebateSeries[]>('bonus.rebateSeries')).body.value!;
    expect(mcs2.filter((r) => r.productType === '5').map((r) => r.type)).toEqual(['SPORTS-SINGLE', 'SPORTS-PARLAY']);
    expect(mcs2.every((r) => r.rebateValue >= 0)).toBe(true);
    const twin = { ...entry('bonus.rebateSeries'), path: '/wps/relay/MCSFE_lottoCustomerSeries' };
    expect((await c.call<RebateSeries[]>(twin)).body.value).toEqual(mcs2);
    expect((await (await trial()).call('bonus.rebateSeries')).body.errorCode).toBe('in_need_true_account');
  });
});
