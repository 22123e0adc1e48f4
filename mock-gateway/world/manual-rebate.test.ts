import { describe, expect, it } from 'vitest';
import { accountRecord } from './account-record.js';
import { dayOf, rebateRate } from './manual-rebate.js';
import { world } from './test-helpers.js';
import type { World } from './index.js';

/** A friend of demo_member who places bets now (world/referral.ts QA bets: slot bets, lost and settled at once). */
function bettor(w: World) {
  const member = w.accounts.findByUsername('demo_member')!;
  const friend = w.accounts.all().find((a) => a.referrerId === member.id && w.wallets.summary(a.id).main >= 100_000)!;
  return friend;
}

const total = (w: World) => w.ledger.rows().reduce((s, r) => s + r.amount, 0);

describe('manual rebate', () => {
  it('accrues from the bets the world books, at the merchant rate, floored per product and day', () => {
    const w = world(42);
    const friend = bettor(w);
    const today = dayOf(w.clock.now());
    const before = w.manualRebate.remaining(friend.id, today).rng;
    const r = w.referral.friendBets(friend, { count: 3, amount: 10_000, key: 'bets-1' });
    const after = w.manualRebate.remaining(friend.id, today);
    const validToday = w.money
      .bets(friend.id)
      .filter((b) => dayOf(b.betAt) === today && b.gameType === 'RNG')
      .reduce((s, b) => s + b.validBetAmount, 0);
    expect(r.validBetAmount).toBe(30_000);
    expect(after.rng).toBe(Math.floor((validToday * rebateRate('rng')) / 100));
    expect(after.rng).toBeGreaterThan(before);
  });

  it('pays a product once per day, once per key, in one ledger movement shown in the account record', () => {
    const w = world(42);
    const friend = bettor(w);
    const today = dayOf(w.clock.now());
    w.referral.friendBets(friend, { count: 4, amount: 25_000, key: 'bets-2' });
    const rng = w.manualRebate.remaining(friend.id, today).rng;
    const main = w.wallets.summary(friend.id).main;
    const sum = total(w);

    const first = w.manualRebate.claim(friend, today, { rng }, 'claim-1');
    const retry = w.manualRebate.claim(friend, today, { rng }, 'claim-1');
    expect(first).toMatchObject({ amount: rng, replayed: false });
    expect(retry).toMatchObject({ amount: rng, replayed: true });
    expect(w.wallets.summary(friend.id).main).toBe(main + rng);
    expect(w.ledger.rows(w.wallets.mainId(friend.id)).filter((row) => row.kind === 'rebate')).toHaveLength(1);
    expect(total(w)).toBe(sum); // from the house to the member: the ledger stays balanced
    expect(accountRecord(w.ledger, w.wallets, friend.id).at(-1)).toMatchObject({ amount: rng, txTypeId: 3002 });

    expect(w.manualRebate.remaining(friend.id, today).rng).toBe(0);
    expect(() => w.manualRebate.claim(friend, today, { rng }, 'claim-2')).toThrow(
      expect.objectContaining({ code: 'rebate_already_claimed' }),
    );
    expect(() => w.manualRebate.claim(friend, today, { rng: rng + 1 }, 'claim-1')).toThrow(
      expect.objectContaining({ code: 'idempotency_key_reused' }),
    );
  });

  it('refuses an amount other than what remains, nothing asked, and a day outside the last week', () => {
    const w = world(42);
    const friend = bettor(w);
    const today = dayOf(w.clock.now());
    w.referral.friendBets(friend, { count: 2, amount: 50_000, key: 'bets-3' });
    const rng = w.manualRebate.remaining(friend.id, today).rng;
    expect(() => w.manualRebate.claim(friend, today, { rng: rng + 100 }, 'k1')).toThrow(
      expect.objectContaining({ code: 'rebate_amount_mismatch' }),
    );
    expect(() => w.manualRebate.claim(friend, today, {}, 'k2')).toThrow(
      expect.objectContaining({ code: 'rebate_nothing_to_claim' }),
    );
    expect(() => w.manualRebate.remaining(friend.id, dayOf(w.clock.now() + 86_400_000))).toThrow(
      expect.objectContaining({ code: 'date_range_invalid' }),
    );
    expect(() => w.manualRebate.remaining(friend.id, dayOf(w.clock.now() - 8 * 86_400_000))).toThrow(
      expect.objectContaining({ code: 'date_range_invalid' }),
    );
  });
});
