import { describe, expect, it } from 'vitest';
import { betsIn, periodStart, profitReport } from './records.js';
import { START, world } from './test-helpers.js';

const DAY = 86_400_000;

describe('records', () => {
  const w = world();
  const member = w.accounts.findByUsername('demo_member')!;
  const deps = { money: w.money, ledger: w.ledger, wallets: w.wallets };

  it('periods start on the day, the Monday, the 1st or 16th, and the 1st', () => {
    const at = Date.UTC(2026, 0, 22, 4); // Thu 22 Jan 2026, 12:00 in UTC+8
    expect(periodStart(at, 'DAILY')).toBe('2026-01-22');
    expect(periodStart(at, 'WEEKLY')).toBe('2026-01-19');
    expect(periodStart(at, 'SEMIMONTHLY')).toBe('2026-01-16');
    expect(periodStart(at, 'MONTHLY')).toBe('2026-01-01');
  });

  it('the P&L agrees with the betting record and the ledger, whatever the period', () => {
    const window = { start: START - 120 * DAY, end: START };
    const bets = (['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const).flatMap((gameType) =>
      betsIn(w.money, member.id, { gameType, ...window }),
    );
    const pnl = bets.reduce((s, b) => s + b.winAmount - b.betAmount, 0);
    for (const period of ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const) {
      const rows = profitReport(deps, member.id, { period, ...window });
      expect(rows.reduce((s, r) => s + r.profitAndLoss, 0)).toBe(pnl);
      expect(rows.reduce((s, r) => s + r.deposit, 0)).toBe(
        w.money.deposits(member.id).reduce((s, d) => s + (d.state === 2 ? d.amount : 0), 0),
      );
    }
    const rng = profitReport(deps, member.id, { period: 'MONTHLY', gameType: 'RNG', ...window });
    expect(rng.reduce((s, r) => s + r.betAmount, 0)).toBe(
      betsIn(w.money, member.id, { gameType: 'RNG', ...window }).reduce((s, b) => s + b.betAmount, 0),
    );
  });
});
