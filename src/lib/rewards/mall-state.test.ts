import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { inMemberCentre } from '@/lib/routing/centre-paths';
import { clearMallState, mallState, POINTS_QUERY_KEY } from './mall-state';

describe('the points mall state', () => {
  it('is forgotten, cached reads too, when the member centre closes', () => {
    const seen = vi.fn();
    const stop = mallState.subscribe(seen);
    mallState.set({ tab: 'history', category: 3 });
    expect(mallState.get()).toEqual({ tab: 'history', category: 3 });
    const removeQueries = vi.fn();
    clearMallState({ removeQueries } as unknown as QueryClient);
    expect(mallState.get()).toEqual({ tab: 'rewards', category: '' });
    expect(removeQueries).toHaveBeenCalledWith({ queryKey: POINTS_QUERY_KEY });
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
  });

  it('counts the mall as part of the member centre, and its reads as money reads', () => {
    expect(['/member', '/member/rewardCenter', '/pointMall'].map(inMemberCentre)).toEqual([true, true, true]);
    expect(['/', '/promotions', '/members'].map(inMemberCentre)).toEqual([false, false, false]);
    expect(POINTS_QUERY_KEY[0]).toBe(MONEY_QUERY_KEY);
  });
});
