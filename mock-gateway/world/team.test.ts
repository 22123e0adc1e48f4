import { describe, expect, it } from 'vitest';
import { profitReport } from './records.js';
import { TEAM_HISTORY_DAYS } from './team.js';
import { world as makeWorld } from './test-helpers.js';
import type { World } from './index.js';

const DAY = 86_400_000;

/** The sum of every downline's own P&L page (records.profit's function) over [start, end]. */
function sumOfOwnPages(w: World, agentId: number, start: number, end: number): number {
  let total = 0;
  for (const { account } of w.team.members(agentId))
    for (const row of profitReport(w, account.id, { period: 'MONTHLY', start, end })) total += row.profitAndLoss;
  return total;
}

describe('agent team', () => {
  it('is built only when asked, deterministic per seed, with more than 2,000 downlines on three levels', () => {
    const w = makeWorld(7);
    const agent = w.accounts.findByUsername('demo_agent')!;
    expect(w.accounts.all().length).toBeLessThan(100);
    const members = w.team.members(agent.id);
    expect(members.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(members.map((m) => m.level))).toEqual(new Set([1, 2, 3]));
    const again = makeWorld(7).team.members(agent.id);
    expect(again.map((m) => [m.account.account, m.account.nickname])).toEqual(
      members.map((m) => [m.account.account, m.account.nickname]),
    );
    const now = w.clock.now();
    expect(makeWorld(7).team.figures(agent.id, now - 30 * DAY, now)).toEqual(
      w.team.figures(agent.id, now - 30 * DAY, now),
    );
    expect(makeWorld(8).team.figures(agent.id, now - 30 * DAY, now)).not.toEqual(
      w.team.figures(agent.id, now - 30 * DAY, now),
    );
    // Every figure is in the ledger: the books balance, and demo_agent keeps its documented balance.
    w.ledger.assertInvariant();
    expect(w.wallets.summary(agent.id).main).toBe(2_500_000);
    const statuses = new Set(members.map((m) => w.team.facts(m.account.id).status));
    for (const s of [0, 1, 2, 10, 11]) expect(statuses).toContain(s);
  });

  it('signing in as a team member before any team call builds the team first', () => {
    const w = makeWorld(5);
    expect(w.accounts.findByUsername('tdp001')).toMatchObject({ account: 'tdp001', kind: 'member' });
    expect(w.accounts.all().length).toBeGreaterThan(2000);
    expect(w.accounts.findByUsername('nobody_here')).toBeUndefined();
  });

  it('the team P&L equals the sum of the downlines’ own P&L pages, seeded and after 1,000 random bets', () => {
    const w = makeWorld(3);
    const agent = w.accounts.findByUsername('demo_agent')!;
    const start = w.clock.now() - TEAM_HISTORY_DAYS * DAY;
    const team = () => w.team.figures(agent.id, start, w.clock.now()).profitAndLoss;
    expect(team()).not.toBe(0);
    expect(team()).toBe(sumOfOwnPages(w, agent.id, start, w.clock.now()));

    const players = w.team.members(agent.id).filter((m) => m.account.kind !== 'agent');
    const r = w.rng.fork('random-bets');
    const before = team();
    let expected = 0;
    for (let i = 0; i < 1000; i++) {
      w.clock.advance(r.int(1, 120) * 1000);
      const p = r.pick(players).account;
      const betAmount = r.int(1, 10) * 100;
      if (w.wallets.summary(p.id).main < betAmount) continue;
      const winAmount = r.chance(0.5) ? 0 : r.int(0, 30) * 100;
      expected += winAmount - betAmount;
      w.money.settleBet({
        orderNo: `RB${i}`,
        accountId: p.id,
        vendor: 'PT',
        gameType: 'RNG',
        gameCode: 'rb',
        gameName: 'Random bet',
        betAt: w.clock.now(),
        betAmount,
        validBetAmount: betAmount,
        winAmount,
      });
    }
    w.clock.advance(DAY);
    expect(team() - before).toBe(expected);
    expect(team()).toBe(sumOfOwnPages(w, agent.id, start, w.clock.now()));
    // A downline agent's team is the same sum over its own subtree.
    const sub = w.accounts.findByUsername('tda02')!;
    expect(w.team.figures(sub.id, start, w.clock.now()).profitAndLoss).toBe(
      sumOfOwnPages(w, sub.id, start, w.clock.now()),
    );
    w.ledger.assertInvariant();
  });
});
