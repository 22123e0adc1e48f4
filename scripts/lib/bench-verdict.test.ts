import { describe, expect, it } from 'vitest';
import { missedBudgets, ratiosToFloor, type LighthouseMedians } from './bench-verdict.ts';

const floor: LighthouseMedians = {
  performance: 99,
  accessibility: 100,
  fcp: 900,
  lcp: 1000,
  tbt: 200,
  cls: 0,
  si: 1000,
};
const page = (changes: Partial<LighthouseMedians>): LighthouseMedians => ({ ...floor, ...changes });

describe('bench verdict', () => {
  it('reads each timing as a multiple of the floor from the same run', () => {
    expect(ratiosToFloor(page({ tbt: 300, lcp: 1250, si: 1500, fcp: 900 }), floor)).toEqual({
      tbt: 1.5,
      lcp: 1.25,
      si: 1.5,
      fcp: 1,
    });
    expect(ratiosToFloor(page({ tbt: 30 }), page({ tbt: 0 })).tbt).toBeNull();
  });

  it('passes a page within every budget', () => {
    const input = { page: '/', formFactor: 'mobile' as const, floor, firstViewJsBytes: 150 * 1024 };
    expect(missedBudgets({ ...input, figures: page({ tbt: 300, lcp: 1300 }) })).toEqual([]);
  });

  it('names each budget a page misses', () => {
    const missed = missedBudgets({
      page: '/',
      formFactor: 'mobile',
      floor,
      figures: page({ tbt: 320, lcp: 1600, cls: 0.01, accessibility: 96 }),
      firstViewJsBytes: 150 * 1024 + 1,
    });
    expect(missed).toEqual([
      'first-view JS 150.0 kB > 150 kB',
      'TBT 1.6× floor > 1.5×',
      'LCP 1.6× floor > 1.3×',
      'LCP 1600 ms > 1500 ms',
      'CLS 0.01 > 0',
      'accessibility 96 < 100',
    ]);
  });

  it('holds the absolute LCP budget on mobile only, and treats a few ms of blocking over an idle floor as noise', () => {
    const slowFloor = page({ lcp: 2000, tbt: 0 });
    expect(
      missedBudgets({ page: '/', formFactor: 'desktop', floor: slowFloor, figures: page({ lcp: 1800, tbt: 40 }) }),
    ).toEqual([]);
    expect(
      missedBudgets({ page: '/', formFactor: 'mobile', floor: slowFloor, figures: page({ lcp: 1800, tbt: 60 }) }),
    ).toEqual(['TBT ∞× floor > 1.5×', 'LCP 1800 ms > 1500 ms']);
  });
});
