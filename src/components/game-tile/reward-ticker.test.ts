// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REWARD_TICK_MS, useRewardCounter } from './reward-ticker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup(); // the shared 3-s interval stops with its last card
  vi.useRealTimers();
});

describe('useRewardCounter', () => {
  it('moves the server figure by the server step every 3 seconds, never in between', () => {
    const { result } = renderHook(() => useRewardCounter(1000, 7));
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(REWARD_TICK_MS - 1));
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1007);
    act(() => vi.advanceTimersByTime(2 * REWARD_TICK_MS));
    expect(result.current).toBe(1021);
  });

  it('starts again from a new server figure', () => {
    const { result, rerender } = renderHook(({ counter }) => useRewardCounter(counter, 5), {
      initialProps: { counter: 200 },
    });
    act(() => vi.advanceTimersByTime(2 * REWARD_TICK_MS));
    expect(result.current).toBe(210);
    rerender({ counter: 212 });
    expect(result.current).toBe(212);
    act(() => vi.advanceTimersByTime(REWARD_TICK_MS));
    expect(result.current).toBe(217);
  });

  it('stands still without a step, and shows nothing without a figure', () => {
    const still = renderHook(() => useRewardCounter(50, undefined));
    const none = renderHook(() => useRewardCounter(undefined, 3));
    act(() => vi.advanceTimersByTime(5 * REWARD_TICK_MS));
    expect(still.result.current).toBe(50);
    expect(none.result.current).toBeUndefined();
  });
});
