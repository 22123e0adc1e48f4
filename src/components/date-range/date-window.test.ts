import { describe, expect, it } from 'vitest';
import { customWindow, isoDay, presetWindow, reachesToday, shiftWindow, windowDays } from './date-window';

const now = new Date(2026, 10, 24, 15, 30); // 24 Nov 2026, 15:30 local

describe('date windows', () => {
  it('covers whole local days for each preset', () => {
    const today = presetWindow('today', now);
    expect([isoDay(today.start), isoDay(today.end)]).toEqual(['2026-11-24', '2026-11-24']);
    expect(today.end - today.start).toBe(86_400_000 - 1);
    const yesterday = presetWindow('yesterday', now);
    expect([isoDay(yesterday.start), isoDay(yesterday.end)]).toEqual(['2026-11-23', '2026-11-23']);
    expect(windowDays(presetWindow('last7', now))).toBe(7);
    const last30 = presetWindow('last30', now);
    expect([isoDay(last30.start), isoDay(last30.end), windowDays(last30)]).toEqual(['2026-10-26', '2026-11-24', 30]);
  });

  it('steps back and forward by the window’s own length', () => {
    const week = presetWindow('last7', now);
    const before = shiftWindow(week, -1);
    expect([isoDay(before.start), isoDay(before.end)]).toEqual(['2026-11-11', '2026-11-17']);
    expect(shiftWindow(before, 1)).toEqual(week);
    expect(reachesToday(week, now)).toBe(true);
    expect(reachesToday(before, now)).toBe(false);
  });

  it('accepts a custom range of at most 30 days and names what is wrong otherwise', () => {
    expect(windowDays(customWindow('2026-10-01', '2026-10-30') as never)).toBe(30);
    expect(customWindow('2026-10-01', '2026-10-31')).toEqual({ problem: 'tooLong' });
    expect(customWindow('2026-10-05', '2026-10-01')).toEqual({ problem: 'order' });
    expect(customWindow('2026-02-30', '2026-03-01')).toEqual({ problem: 'format' });
  });
});
