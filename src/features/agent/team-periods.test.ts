import { describe, expect, it } from 'vitest';
import { customRange, periodRange } from './team-periods';

describe('overview periods', () => {
  // Wednesday 2026-01-14, local time.
  const now = new Date(2026, 0, 14, 15, 30);
  it('today, yesterday, this week from Monday and this month from the 1st', () => {
    expect(periodRange('today', now)).toEqual({ startDate: '2026-01-14', endDate: '2026-01-14' });
    expect(periodRange('yesterday', now)).toEqual({ startDate: '2026-01-13', endDate: '2026-01-13' });
    expect(periodRange('thisWeek', now)).toEqual({ startDate: '2026-01-12', endDate: '2026-01-14' });
    expect(periodRange('thisMonth', now)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-14' });
    expect(periodRange('thisWeek', new Date(2026, 0, 11))).toEqual({ startDate: '2026-01-05', endDate: '2026-01-11' });
  });
  it('a custom range of at most 92 days, in order', () => {
    expect(customRange('2026-01-01', '2026-04-02')).toEqual({ startDate: '2026-01-01', endDate: '2026-04-02' });
    expect(customRange('2026-01-01', '2026-04-03')).toEqual({ problem: 'tooLong' });
    expect(customRange('2026-02-01', '2026-01-01')).toEqual({ problem: 'order' });
    expect(customRange('', '2026-01-01')).toEqual({ problem: 'format' });
  });
});
