import { describe, expect, it } from 'vitest';
import { DEMO_BALANCES } from './demo.js';
import { BET_REBATE_BASIS_POINTS } from './referral.js';
import { codeOf, world } from './test-helpers.js';
import type { World } from './index.js';

const rebateOf = (validBet: number) => Math.floor((validBet * BET_REBATE_BASIS_POINTS) / 10_000);

function demo(w: World) {
  const member = w.accounts.findByUsername('demo_member')!;
  const friends = w.accounts.all().filter((a) => a.referrerId === member.id);
  return { member, friends };
}

describe("referred friends' bets", () => {
  it("seed every friend with money a bet history whose betting rebate is the referrer's income and records", () => {
    const w = world(42);
    const { member, friends } = demo(w);
    const betting = friends.filter((f) => w.money.bets(f.id).length > 0);
    expect(betting.length).toBeGreaterThanOrEqual(6);
    let expected = 0;
    const payers = new Set<string>();
    for (const f of friends) {
      const bets = w.money.bets(f.id);
      const deposited = w.money.deposits(f.id).reduce((s, d) => s + d.amount, 0);
      const net = bets.reduce((s, b) => s + b.winAmount - b.betAmount, 0);
      // The friend's own ledger agrees with its deposits and bets (nothing staked that it did not hold).
      expect(w.wallets.summary(f.id).main).toBe(deposited + net);
      for (const b of bets) {
        expect(b.betAt).toBeLessThanOrEqual(w.clock.now());
        expected += rebateOf(b.validBetAmount);
        if (rebateOf(b.validBetAmount) > 0) payers.add(f.account);
      }
    }
    const records = w.referral.records(member.id, 'BET_REBATE');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.bonus === rebateOf(r.bet!.validBetAmount) && r.depositBonusRate === 0.5)).toBe(true);
    const income = w.referral.income(member.id);
    expect(income.betRebateAmount).toBe(expected);
    expect(records.reduce((s, r) => s + r.bonus, 0)).toBe(expected);
    expect(income.bettingCountMember).toBe(payers.size);
    // Paid through the ledger, and demo_member still ends on its seeded balance.
    const paid = w.ledger
      .rows(`main:${member.id}`)
      .filter((r) => r.ref.startsWith('referral:bet-rebate:'))
      .reduce((s, r) => s + r.amount, 0);
    expect(paid).toBe(expected);
    expect(w.wallets.summary(member.id).main).toBe(DEMO_BALANCES.demo_member);
    w.ledger.assertInvariant();
  });

  it('are the same for the same seed', () => {
    const [a, b] = [world(9), world(9)];
    const of = (w: World) => w.referral.records(demo(w).member.id, 'BET_REBATE');
    expect(of(a)).toEqual(of(b));
    expect(of(a)).not.toEqual(of(world(10)));
  });

  it('QA bets of a friend pay the referrer today, once per key', () => {
    const w = world(42);
    const { member, friends } = demo(w);
    const friend = friends.find((f) => w.wallets.summary(f.id).main >= 40_000)!;
    const before = w.referral.income(member.id);
    const main = () => w.wallets.summary(member.id).main;
    const mainBefore = main();
    const input = { count: 4, amount: 10_000, key: 'qa-bets-1' };
    const first = w.referral.friendBets(friend, input);
    expect(first).toMatchObject({ validBetAmount: 40_000, rebate: 4 * rebateOf(10_000), replayed: false });
    expect(first.orderNos).toHaveLength(4);
    const after = w.referral.income(member.id);
    expect(after.totalAmountToday).toBe(before.totalAmountToday + 200);
    expect(after.betRebateAmount).toBe(before.betRebateAmount + 200);
    expect(w.referral.records(member.id, 'BET_REBATE')[0]).toMatchObject({ bonus: 50, at: w.clock.now() });
    expect(
      w.money
        .bets(friend.id)
        .slice(-4)
        .map((b) => b.orderNo),
    ).toEqual(first.orderNos);

    // The same call again moves nothing; the same key with another request is refused.
    expect(w.referral.friendBets(friend, input)).toEqual({ ...first, replayed: true });
    expect(codeOf(() => w.referral.friendBets(friend, { ...input, count: 5 }))).toBe('idempotency_key_reused');
    expect(w.referral.income(member.id)).toEqual(after);
    expect(main()).toBe(mainBefore + 200);
    expect(w.money.bets(friend.id).filter((b) => first.orderNos.includes(b.orderNo))).toHaveLength(4);

    // More than the friend holds: refused, nothing placed.
    const broke = { count: 1, amount: w.wallets.summary(friend.id).main + 1, key: 'qa-bets-2' };
    expect(codeOf(() => w.referral.friendBets(friend, broke))).toBe('balance_not_enough');
    expect(w.referral.income(member.id)).toEqual(after);
    w.ledger.assertInvariant();
  });
});
