import { describe, expect, it } from 'vitest';
import { BET_REBATE_BASIS_POINTS } from './referral.js';
import { codeOf, world } from './test-helpers.js';

const launchOf = (url: string) => Number(new URL(url, 'http://mock').searchParams.get('launch'));

describe('the stand-in game', () => {
  it('books each round of the launching member once per key, through the ledger and the bet history', () => {
    const w = world(42);
    const member = w.accounts.findByUsername('demo_member')!;
    const { url, game } = w.play.launch(member.id, { nodeId: w.games.all().find((g) => g.gameType === 'RNG')!.nodeId });
    const launch = launchOf(url);
    const before = w.wallets.summary(member.id).main;
    const betsBefore = w.money.bets(member.id).length;

    const round = w.standIn.bet(launch, { amount: 500, key: 'spin-1' });
    expect(round.betAmount).toBe(500);
    expect(round.balance).toBe(before - 500 + round.winAmount);
    expect(w.wallets.summary(member.id).main).toBe(round.balance);
    const bets = w.money.bets(member.id);
    expect(bets).toHaveLength(betsBefore + 1);
    expect(bets.find((b) => b.orderNo === round.orderNo)).toMatchObject({
      gameCode: game.gameCode,
      vendor: game.vassalage,
      betAmount: 500,
      winAmount: round.winAmount,
    });

    // A retried or double-clicked round moves nothing more; the key cannot be reused for another stake.
    expect(w.standIn.bet(launch, { amount: 500, key: 'spin-1' })).toEqual({ ...round, replayed: true });
    expect(w.wallets.summary(member.id).main).toBe(round.balance);
    expect(w.money.bets(member.id)).toHaveLength(betsBefore + 1);
    expect(codeOf(() => w.standIn.bet(launch, { amount: 100, key: 'spin-1' }))).toBe('idempotency_key_reused');
  });

  it('wins and loses by round, keeping the house edge over many rounds', () => {
    const w = world(42);
    const member = w.accounts.findByUsername('demo_member')!;
    const launch = launchOf(w.play.launch(member.id, { nodeId: w.games.all()[0]!.nodeId }).url);
    const rounds = Array.from({ length: 50 }, (_, i) => w.standIn.bet(launch, { amount: 100, key: `r${i}` }));
    const paid = rounds.reduce((s, r) => s + r.winAmount, 0);
    expect(rounds.some((r) => r.winAmount > r.betAmount)).toBe(true);
    expect(rounds.some((r) => r.winAmount === 0)).toBe(true);
    expect(paid).toBeLessThan(50 * 100);
  });

  it("pays a referred member's referrer the betting rebate of each valid round", () => {
    const w = world(42);
    const referrer = w.accounts.findByUsername('demo_member')!;
    const friend = w.accounts
      .all()
      .filter((a) => a.referrerId === referrer.id)
      .sort((a, b) => w.wallets.summary(b.id).main - w.wallets.summary(a.id).main)[0]!;
    const launch = launchOf(w.play.launch(friend.id, { nodeId: w.games.all()[0]!.nodeId }).url);
    const income = () => w.referral.income(referrer.id).totalAmount;
    const before = income();
    let rebates = 0;
    for (let i = 0; i < 6; i++) {
      const round = w.standIn.bet(launch, { amount: 2_000, key: `f${i}` });
      const valid = round.winAmount === round.betAmount ? 0 : round.betAmount;
      expect(round.referrerRebate).toBe(Math.floor((valid * BET_REBATE_BASIS_POINTS) / 10_000));
      rebates += round.referrerRebate;
    }
    expect(rebates).toBeGreaterThan(0);
    expect(income()).toBe(before + rebates);
  });

  it('refuses an unknown launch and a stake above the main balance', () => {
    const w = world(42);
    const member = w.accounts.findByUsername('demo_member')!;
    const launch = launchOf(w.play.launch(member.id, { nodeId: w.games.all()[0]!.nodeId }).url);
    expect(codeOf(() => w.standIn.bet(launch + 1, { amount: 100, key: 'x' }))).toBe('game_not_found');
    const main = w.wallets.summary(member.id).main;
    expect(codeOf(() => w.standIn.bet(launch, { amount: main + 1, key: 'y' }))).toBe('balance_not_enough');
    expect(w.wallets.summary(member.id).main).toBe(main);
  });
});
