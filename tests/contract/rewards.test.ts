/**
 * Reward centre and points mall through the gateway: each claim pays once (same key replays, another key is
 * refused), every refusal with its code and value, MCS2_ and MCSFE_ twins answering alike, the encrypted redeem and
 * convert calls (plaintext refused), and the points account agreeing with its details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const DAY = 86_400_000;
const FUND_PASSWORD = '246810';
let n = 0;
const key = () => ({ 'Idempotency-Key': `rw-${Date.now()}-${++n}` });
async function member(): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login('demo_member', 'Member123');
  return c;
}
async function trial(): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  c.token = (await c.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
  return c;
}
type Claim = { amount: number; points: number; balance: number; pointBalance: number };

describe('reward centre', () => {
  it('pays an issued reward once: a retry replays, a second click with another key is already claimed', async () => {
    const c = await member();
    const list = (await c.call<{ rewardId: string; promotionType: string }[]>('rewards.claimList')).body.value!;
    const manual = list.find((r) => r.promotionType === 'MANUAL')!;
    const headers = key();
    const body = { rewardId: manual.rewardId, promotionType: 'MANUAL' };
    const first = await c.call<Claim>('rewards.claimIssued', { body, headers });
    expect(first.body.value).toMatchObject({ amount: 50, points: 0, balance: 5050 });
    const retry = await c.call<Claim>('rewards.claimIssued', { body, headers });
    expect(retry.body.value).toEqual(first.body.value);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const other = await c.call('rewards.claimIssued', { body, headers: key() });
    expect([other.status, other.body.errorCode]).toEqual([409, 'reward_already_claimed']);
    const summary = await c.call<{ totalBonus: number; dailyReceivedBonus: number }>('rewards.summary');
    expect(summary.body.value).toMatchObject({ totalBonus: 50, dailyReceivedBonus: 50 });
    const expired = list.find((r) => r.promotionType === 'UPGRADE_BONUS')!;
    const gone = await c.call('rewards.claimIssued', { body: { rewardId: expired.rewardId }, headers: key() });
    expect([gone.status, gone.body.errorCode]).toEqual([410, 'reward_expired']);
    const missing = await c.call('rewards.claimIssued', { body: { rewardId: 'NOPE' }, headers: key() });
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'reward_not_found']);
  });

  it('signs in today, says which day is not open yet, and names the bet required vs made on day 2', async () => {
    const c = await member();
    expect((await c.call<Claim>('rewards.loginClaim', { body: { id: 1 }, headers: key() })).body.value).toMatchObject({
      amount: 1,
      points: 5,
    });
    const early = await c.call('rewards.loginClaim', { body: { id: 2 }, headers: key() });
    expect(early.body.errorCode).toBe('reward_not_started');
    await c.control.advanceClock(DAY);
    await c.login('demo_member', 'Member123'); // a session lasts 24 h of virtual time
    const short = await c.call('rewards.loginClaim', { body: { id: 2 }, headers: key() });
    expect([short.status, short.body.errorCode, short.body.value]).toEqual([
      403,
      'claim_bet_required',
      { requiredValidBet: 100, actualBet: 0 },
    ]);
    const cal = await c.call<{ list: { dayNo: number; isToday: boolean; hasClaimed: boolean }[] }>(
      'rewards.loginHistory',
      { query: { configId: 1 } },
    );
    expect(cal.body.value!.list.slice(0, 2)).toEqual([
      expect.objectContaining({ dayNo: 1, isToday: false, hasClaimed: true }),
      expect.objectContaining({ dayNo: 2, isToday: true, hasClaimed: false }),
    ]);
    await c.control.advanceClock(DAY);
    await c.login('demo_member', 'Member123');
    const deposit = await c.call('rewards.loginClaim', { body: { id: 3 }, headers: key() });
    expect([deposit.body.errorCode, deposit.body.value]).toEqual([
      'claim_deposit_required',
      { requiredDepositAmount: 100, accumulatedDepositAmount: 0 },
    ]);
  });

  it('names the missing profile fields of a newbie task and refuses bad or expired promo codes', async () => {
    const c = await member();
    type Tasks = { accomplishedFields: string[]; registerPromotion: Record<string, unknown>[] };
    const tasks = await c.call<Tasks>('rewards.registerList');
    expect(tasks.body.value!.accomplishedFields).toEqual(expect.arrayContaining(['email', 'mobile']));
    // The platform's flag per field a task needs (GATEWAY-CALLS-SEEN §9).
    expect(tasks.body.value!.registerPromotion.find((t) => t.promotionId === 502)).toMatchObject({
      bankCardRequired: true,
      payeeNameRequired: true,
      emailRequired: false,
      mobileVerified: false,
      hasExpiry: false,
      endDate: null,
      qqRequired: false,
    });
    const r = await c.call('rewards.registerClaim', { body: { promotionId: 502 }, headers: key() });
    expect([r.body.errorCode, r.body.value]).toEqual([
      'required_member_information_incomplete',
      { requiredInformation: ['payeeName'] },
    ]);
    const code = (promoCode: string) => c.call('rewards.promoCodeClaim', { body: { promoCode }, headers: key() });
    expect((await code('NOPE')).body.errorCode).toBe('promo_code_invalid');
    expect((await code('SUMMER2020')).body.errorCode).toBe('reward_expired');
    expect((await code('luckyegg')).body.value).toMatchObject({ ticketName: 'Golden egg', ticketQuantity: 1 });
  });

  it('reveals each ticket once with its prize, and lists it in the claim history with its delivery status', async () => {
    const c = await member();
    const tickets = (await c.call<{ transactionId: string; type: string }[]>('rewards.tickets')).body.value!;
    expect(tickets.map((t) => t.type)).toEqual(['RAFFLE', 'GOLDEN_EGG', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE']);
    const wheel = tickets.find((t) => t.type === 'PRIZE_WHEEL')!;
    const slots = await c.call<{ prizeWheelData: { configId: number }[] }>('rewards.prizeWheel', {
      query: { transactionId: wheel.transactionId },
    });
    const spun = await c.call<{ configId: number }>('rewards.ticketClaim', {
      body: { transactionId: wheel.transactionId },
      headers: key(),
    });
    expect(slots.body.value!.prizeWheelData.map((s) => s.configId)).toContain(spun.body.value!.configId);
    const gift = tickets.find((t) => t.type === 'GIFT_CODE')!;
    const prize = await c.call('rewards.ticketClaim', { body: { transactionId: gift.transactionId }, headers: key() });
    expect(prize.body.value).toMatchObject({ type: 'MERCHANDISE', productName: 'Brand hoodie' });
    const again = await c.call('rewards.ticketClaim', { body: { transactionId: gift.transactionId }, headers: key() });
    expect(again.body.errorCode).toBe('reward_already_claimed');
    const now = (await c.control.clock()).now;
    const history = await c.call<{ list: { type: string; deliveryStatus: string }[] }>('rewards.claimHistory', {
      query: { claimDateFrom: now - DAY, claimDateTo: now + DAY, page: 1, size: 13 },
    });
    expect(history.body.value!.list.map((h) => [h.type, h.deliveryStatus])).toEqual([
      ['GIFT_CODE', 'PENDING_DELIVERY'],
      ['PRIZE_WHEEL', expect.any(String)],
    ]);
    const available = await c.call<{ content: { TICKET: { count: number } } }>('rewards.available');
    expect(available.body.value!.content.TICKET.count).toBe(3);
  });

  it('lets a trial account read its rewards but refuses its claims with in_need_true_account', async () => {
    const t = await trial();
    const list = await t.call<{ rewardId: string }[]>('rewards.claimList');
    expect(list.body.value!.length).toBeGreaterThan(0);
    const r = await t.call('rewards.claimIssued', {
      body: { rewardId: list.body.value![0]!.rewardId },
      headers: key(),
    });
    expect([r.status, r.body.errorCode]).toEqual([403, 'in_need_true_account']);
    expect((await t.call<number>('points.balance')).body.value).toBe(0);
  });
});

describe('points mall', () => {
  it('earns points from a round by the merchant rules, and the details agree with the balance', async () => {
    const c = await member();
    const before = (await c.call<number>('points.balance')).body.value!;
    const cfg = (await c.call<{ rngBet: number; pointExchangeRate: number }>('points.config')).body.value!;
    const played = await c.control.playRound('demo_member', 100);
    expect(played.earned).toBe(cfg.rngBet);
    const after = (await c.call<number>('points.balance')).body.value!;
    expect(after).toBe(before + cfg.rngBet);
    expect((await c.call<number>('points.balanceMcsfe')).body.value).toBe(after);
    const now = (await c.control.clock()).now;
    // The points details are the platform's account record of the points account (GATEWAY-CALLS-SEEN §10).
    const details = (query: Record<string, unknown>) =>
      c.call<{ list: { txTypeId: number; amount: number; currentAvailBalance: number }[]; total: number }>(
        'wallet.history',
        { query: { subordinateName: 'demo_member', accountTypeId: 9, page: 1, size: 12, ...query } },
      );
    const recent = (await details({ startTime: now - DAY, endTime: now + 1, excludeTxTypeIds: '9203' })).body.value!;
    expect(recent.list[0]).toMatchObject({ txTypeId: 9201, amount: cfg.rngBet, currentAvailBalance: after });
    expect(recent.total).toBe(recent.list.length);
    const noBets = (await details({ startTime: now - DAY, endTime: now + 1, excludeTxTypeIds: '9201' })).body.value!;
    expect(noBets.list.some((r) => r.txTypeId === 9201)).toBe(false);
    const long = await details({ startTime: now - 40 * DAY, endTime: now });
    expect([long.status, long.body.errorCode]).toEqual([400, 'date_range_invalid']);
    const otherAccount = await details({ startTime: now - DAY, endTime: now, accountTypeId: 8 });
    expect(otherAccount.body.errorCode).toBe('request.invalid');
  });

  it('redeems once per key through the encrypted call, refuses each problem, and QA approval shows as A', async () => {
    const c = await member();
    const redeem = (body: Record<string, unknown>, headers = key()) =>
      c.call<{ redemptionId: string; status: string; requiredPoint: number; pointBalance: number }>('points.redeem', {
        body: {
          rewardId: 303,
          quantity: 2,
          redeemType: 'P',
          password: FUND_PASSWORD,
          remarks: 'Ana/1 Main St/0917',
          ...body,
        },
        headers,
      });
    const headers = key();
    const first = await redeem({}, headers);
    expect(first.body.value).toMatchObject({ status: 'P', requiredPoint: 500 });
    expect((await redeem({}, headers)).body.value).toEqual(first.body.value);
    expect((await redeem({ password: '000000' })).body.errorCode).toBe('invalid.payment.pw');
    expect((await redeem({ rewardId: 304, quantity: 1 })).body.errorCode).toBe('point_reward_sold_out');
    const poor = await redeem({ rewardId: 302, quantity: 1 });
    expect([poor.body.errorCode, (poor.body.value as { requiredPoint: number }).requiredPoint]).toEqual([
      'points_not_enough',
      48000,
    ]);
    expect((await redeem({ rewardId: 999 })).body.errorCode).toBe('point_reward_not_found');
    const plain = await c.call('points.redeem', {
      body: { rewardId: 303, quantity: 1, redeemType: 'P', password: FUND_PASSWORD },
      headers: key(),
      plain: true,
    });
    expect([plain.status, plain.body.errorCode]).toEqual([400, 'payload.encryption_required']);
    const bad = await redeem({ quantity: 0 });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'request.invalid']);
    await c.control.decideRedemption(first.body.value!.redemptionId, 'approve');
    const now = (await c.control.clock()).now;
    const list = await c.call<{ list: { status: string; quantity: number }[] }>('points.redeemListMcsfe', {
      query: { startDate: now - DAY, endDate: now + 1, status: 'A' },
    });
    expect(list.body.value!.list).toEqual([expect.objectContaining({ status: 'A', quantity: 2 })]);
    const t = await trial();
    const refused = await t.call('points.redeem', {
      body: { rewardId: 303, quantity: 1, redeemType: 'P', password: FUND_PASSWORD },
      headers: key(),
    });
    expect(refused.body.errorCode).toBe('in_need_true_account');
  });

  it('converts points to money once under a double click, at the exchange rate', async () => {
    const c = await member();
    const headers = key();
    const body = { amount: 50, password: FUND_PASSWORD };
    const [a, b] = await Promise.all([
      c.call<{ money: number; balance: number; pointBalance: number }>('points.convert', { body, headers }),
      c.call<{ money: number; balance: number; pointBalance: number }>('points.convertMcsfe', { body, headers }),
    ]);
    expect(a.body.value).toEqual(b.body.value);
    expect(a.body.value).toMatchObject({ money: 5, balance: 5005 });
    const ledger = await c.control.ledger('demo_member');
    expect(ledger.balances.main).toBe(500_500);
    const tooMany = await c.call('points.convert', {
      body: { amount: 10_000_000, password: FUND_PASSWORD },
      headers: key(),
    });
    expect(tooMany.body.errorCode).toBe('points_not_enough');
    const plain = await c.call('points.convert', { body, headers: key(), plain: true });
    expect(plain.body.errorCode).toBe('payload.encryption_required');
  });
});
