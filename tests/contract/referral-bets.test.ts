/**
 * Invite friends' betting rebate through the gateway: demo_member's seeded friends have bet, and their valid bets
 * show as betting-rebate income and records; QA makes a friend bet with POST /__mock/referral/friend-bets, once per
 * key, and bad input answers the error envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralRebateRecordValue } from '../../src/generated/api-types.js';
import { approvedDeposit, registerFriend } from './community-helpers.js';
import { Client, responseViolations, startGateway, uniqueSession, type Gateway } from './harness.js';
import { MockControlError } from './mock-control.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

type Income = Record<'totalAmountToday' | 'totalAmount' | 'totalBetRebateAmount' | 'bettingCountMember', number>;

async function demoMember(): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login('demo_member', 'Member123');
  return c;
}
const income = async (c: Client) => {
  const r = await c.call<Income>('referral.income');
  expect(responseViolations('referral.income', r.body.value)).toEqual([]);
  return r.body.value!;
};
const betRebates = async (c: Client) => {
  const r = await c.call<ReferralRebateRecordValue>('referral.rebateRecords', { query: { page: 1, size: 13 } });
  expect(responseViolations('referral.rebateRecords', r.body.value)).toEqual([]);
  return r.body.value!;
};
/** The error code /__mock answers (undefined when the call succeeded). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => (e instanceof MockControlError ? `${e.status} ${e.errorCode}` : String(e)),
  );

describe("invite friends: friends' bets", () => {
  it("shows the seeded friends' betting rebate in the terms, the income and the records", async () => {
    const c = await demoMember();
    const details = (await c.call<{ bettingRebateEnabled: string; betRebateRate: number }>('referral.details')).body
      .value!;
    expect(details).toMatchObject({ bettingRebateEnabled: 'Y', betRebateRate: 0.5 });
    const i = await income(c);
    expect(i.totalBetRebateAmount).toBeGreaterThan(0);
    expect(i.bettingCountMember).toBeGreaterThan(0);
    const records = await betRebates(c);
    expect(records.footer.amount).toBe(i.totalBetRebateAmount);
    expect(records.totalPages).toBeGreaterThan(1);
    for (const r of records.list) {
      expect(r.gameCategory).toMatch(/^(RNG|LIVE|FISH)$/);
      expect(r.orderNo).toMatch(/^B\d+F\d+$/);
      // 0.5 % of the valid bet, rounded down to the centavo.
      expect(r).toMatchObject({ levelTree: '1', rate: 0.5 });
      expect(r.amount).toBe(Math.floor(r.validGameBetting * 100 * 0.005) / 100);
    }
  });

  it('pays the referrer for bets QA makes a friend place, once per key, and refuses bad input', async () => {
    const c = await demoMember();
    const code = (await c.call<{ referralCode: string }>('referral.details')).body.value!.referralCode;
    const { client: friend, username } = await registerFriend(c, code);
    await approvedDeposit(friend, 200);
    const before = await income(c);
    const bonusMoves = async () =>
      (await c.control.ledger('demo_member')).movements.filter((m) => m.ref.startsWith('referral:bet-rebate:')).length;
    const movesBefore = await bonusMoves();

    const input = { account: username, count: 4, amount: 10, key: 'qa-friend-bets-1' };
    const placed = await c.control.friendBets(input);
    expect(placed).toMatchObject({ referrer: 'demo_member', validBetAmount: 40, rebate: 0.2, replayed: false });
    expect(placed.orderNos).toHaveLength(4);
    const after = await income(c);
    expect(after.totalAmountToday).toBeCloseTo(before.totalAmountToday + 0.2, 2);
    expect(after.totalBetRebateAmount).toBeCloseTo(before.totalBetRebateAmount + 0.2, 2);
    expect(after.bettingCountMember).toBe(before.bettingCountMember + 1);
    const newest = (await betRebates(c)).list[0]!;
    expect(newest).toMatchObject({
      amount: 0.05,
      validGameBetting: 10,
      referredName: expect.stringMatching(/^\w{2}\*/),
    });
    const friendLedger = await c.control.ledger(username);
    expect(friendLedger.balances.main).toBe(200_00 - 40_00);

    // Retried with the same key: the first answer, nothing placed or paid again.
    expect(await c.control.friendBets(input)).toEqual({ ...placed, replayed: true });
    expect(await income(c)).toEqual(after);
    expect(await bonusMoves()).toBe(movesBefore + 4);
    expect((await c.control.ledger(username)).movements).toHaveLength(friendLedger.movements.length);

    // Bad input: the error envelope, nothing moved.
    expect(await refusal(c.control.friendBets({ ...input, count: 5 }))).toBe('409 idempotency_key_reused');
    expect(await refusal(c.control.friendBets({ ...input, key: '' }))).toBe('400 qa.invalid');
    expect(await refusal(c.control.friendBets({ ...input, key: 'k2', count: 0 }))).toBe('400 qa.invalid');
    expect(await refusal(c.control.friendBets({ ...input, key: 'k3', amount: 1.234 }))).toBe('400 qa.invalid');
    expect(await refusal(c.control.friendBets({ ...input, key: 'k4', account: 'demo_member' }))).toBe('400 qa.invalid');
    expect(await refusal(c.control.friendBets({ ...input, key: 'k5', account: 'nobody_here' }))).toBe('400 qa.invalid');
    expect(await refusal(c.control.friendBets({ ...input, key: 'k6', amount: 1_000 }))).toMatch(
      /^\d{3} balance_not_enough$/,
    );
    expect(await income(c)).toEqual(after);

    const raw = await fetch(`${gw.baseUrl}/__mock/referral/friend-bets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Mock-Session': c.session },
      body: JSON.stringify({ account: username, count: 'many', amount: 10, key: 'k7' }),
    });
    expect(raw.status).toBe(400);
    const env = (await raw.json()) as Record<string, unknown>;
    expect(env).toMatchObject({ success: false, errorCode: 'qa.invalid', message: expect.stringContaining('count') });
    expect(JSON.stringify(env)).not.toMatch(/at \w+ \(/);
  });
});
