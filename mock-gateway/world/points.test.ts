import { describe, expect, it } from 'vitest';
import { codeOf, errorOf, world } from './test-helpers.js';

const setup = () => {
  const w = world();
  const a = w.accounts.findByUsername('demo_member')!;
  return { w, a };
};

describe('points', () => {
  it('earns points once per bet and deposit by the merchant rules, and the details add up to the balance', () => {
    const { w, a } = setup();
    const first = w.points.balance(a);
    expect(first).toBeGreaterThan(0);
    expect(w.points.balance(a)).toBe(first); // a second read books nothing new
    const rows = w.points.details(a);
    expect(rows.at(-1)?.balanceAfter).toBe(first);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(first);
    // 100.00 of RNG bet at 2 points per 100.00 earns 2 points
    const played = w.points.playRound({ account: a, stake: 10_000 });
    expect(played.earned).toBe(2);
    expect(w.points.balance(a)).toBe(first + 2);
  });

  it('redeems once per key, refuses sold out, too few points and a wrong fund password, and refunds a rejection', () => {
    const { w, a } = setup();
    w.points.grant(a, 5000, 'qa', 'seed');
    const before = w.points.balance(a);
    const input = {
      account: a,
      rewardId: 303,
      quantity: 2,
      redeemType: 'P' as const,
      password: '246810',
      province: 'Metro Manila',
      remarks: 'Ana/1 Main St/09171234567',
      idempotencyKey: 'k1',
    };
    const r = w.points.redeem(input);
    expect(r.redemption).toMatchObject({ status: 'P', requiredPoint: 500, quantity: 2 });
    expect(w.points.redeem(input).replayed).toBe(true);
    expect(w.points.balance(a)).toBe(before - 500);
    expect(codeOf(() => w.points.redeem({ ...input, idempotencyKey: 'k2', rewardId: 304, quantity: 1 }))).toBe(
      'point_reward_sold_out',
    );
    expect(codeOf(() => w.points.redeem({ ...input, idempotencyKey: 'k3', password: '000000' }))).toBe(
      'invalid.payment.pw',
    );
    expect(
      errorOf(() => w.points.redeem({ ...input, idempotencyKey: 'k4', rewardId: 302, quantity: 3 })),
    ).toMatchObject({ code: 'points_not_enough' });
    w.points.decide(r.redemption.redemptionId, 'reject');
    expect(w.points.balance(a)).toBe(before);
    expect(codeOf(() => w.points.decide(r.redemption.redemptionId, 'approve'))).toBe('redemption_state_invalid');
  });

  it('converts points to money once per key at the exchange rate', () => {
    const { w, a } = setup();
    w.points.grant(a, 100, 'qa', 'conv');
    const main = () => w.ledger.balance(w.wallets.mainId(a.id));
    const m0 = main();
    const p0 = w.points.balance(a);
    const input = { account: a, amount: 50, password: '246810', idempotencyKey: 'c1' };
    expect(w.points.convert(input)).toMatchObject({ points: 50, money: 500, replayed: false });
    expect(w.points.convert(input).replayed).toBe(true);
    expect(main()).toBe(m0 + 500); // 10 points per 1.00
    expect(w.points.balance(a)).toBe(p0 - 50);
    w.ledger.assertInvariant();
  });

  it('refuses trial accounts', () => {
    const { w } = setup();
    const trial = w.auth.freePlay('127.0.0.1').account;
    expect(codeOf(() => w.points.convert({ account: trial, amount: 10, password: 'x', idempotencyKey: 't' }))).toBe(
      'in_need_true_account',
    );
  });
});

describe('rewards', () => {
  it('claims an issued reward once: same key replays, another key is already claimed, expired is refused', () => {
    const { w, a } = setup();
    const list = w.rewards.claimList(a);
    const manual = list.find((r) => r.promotionType === 'MANUAL')!;
    const main = () => w.ledger.balance(w.wallets.mainId(a.id));
    const m0 = main();
    expect(w.rewards.claimIssued(a, manual.rewardId, 'x1')).toMatchObject({ amount: 5000, replayed: false });
    expect(w.rewards.claimIssued(a, manual.rewardId, 'x1').replayed).toBe(true);
    expect(codeOf(() => w.rewards.claimIssued(a, manual.rewardId, 'x2'))).toBe('reward_already_claimed');
    expect(main()).toBe(m0 + 5000);
    const expired = list.find((r) => r.promotionType === 'UPGRADE_BONUS')!;
    expect(codeOf(() => w.rewards.claimIssued(a, expired.rewardId, 'x3'))).toBe('reward_expired');
    expect(w.rewards.summary(a)).toMatchObject({ totalBonus: 5000, dailyReceivedBonus: 5000 });
  });

  it('signs in on day 1, then asks day 2 for its valid bet with required vs actual', () => {
    const { w, a } = setup();
    expect(w.rewards.claimSignIn(a, 1, 's1').amount).toBe(100);
    expect(codeOf(() => w.rewards.claimSignIn(a, 2, 's2'))).toBe('reward_not_started');
    w.clock.advance(86_400_000);
    expect(errorOf(() => w.rewards.claimSignIn(a, 2, 's2'))).toMatchObject({
      code: 'claim_bet_required',
      value: { requiredValidBet: 100, actualBet: 0 },
    });
    w.points.playRound({ account: a, stake: 10_000 });
    expect(w.rewards.claimSignIn(a, 2, 's2').amount).toBe(200);
  });

  it('reveals each ticket once with the prize fixed at issue, and keeps the claim history', () => {
    const { w, a } = setup();
    const tickets = w.rewards.tickets(a);
    expect(tickets.map((t) => t.type)).toEqual(['RAFFLE', 'GOLDEN_EGG', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE']);
    for (const t of tickets) {
      const prize = w.rewards.claimTicket(a, t.transactionId, `t-${t.ticketId}`);
      expect(prize.type).toBe(t.prize.type);
      expect(prize.value).toBe(t.prize.value);
    }
    expect(codeOf(() => w.rewards.claimTicket(a, tickets[0]!.transactionId, 'other'))).toBe('reward_already_claimed');
    const history = w.rewards.history(a);
    expect(history).toHaveLength(5);
    expect(history.find((h) => h.type === 'GIFT_CODE')?.deliveryStatus).toBe('PENDING_DELIVERY');
  });

  it('names the missing profile fields of a newbie task, and refuses bad promo codes', () => {
    const { w, a } = setup();
    const r = errorOf(() => w.rewards.claimNewbie(a, 502, 'n1'));
    expect(r.code).toBe('required_member_information_incomplete');
    expect(codeOf(() => w.rewards.claimPromoCode(a, 'NOPE', 'p1'))).toBe('promo_code_invalid');
    expect(codeOf(() => w.rewards.claimPromoCode(a, 'summer2020', 'p2'))).toBe('reward_expired');
    expect(w.rewards.claimPromoCode(a, 'welcome10', 'p3').amount).toBe(1000);
  });
});
