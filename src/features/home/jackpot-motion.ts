/**
 * The jackpot counter moves only between two values the gateway sent (ARCHITECTURE: the UI may animate between two
 * server values but never invents a number).
 */

/** Ease-out position between `from` and `to` at progress 0..1; exactly `to` at 1. */
export function tween(from: number, to: number, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  if (p === 1) return to;
  const eased = 1 - (1 - p) ** 3;
  return from + (to - from) * eased;
}

/** The next poll delay: one of the merchant's tick intervals, picked at random (SPEC §9: every 3, 4 or 5 seconds). */
export function nextPollDelay(intervals: readonly number[], random: () => number = Math.random): number {
  if (!intervals.length) return 5000;
  return intervals[Math.floor(random() * intervals.length) % intervals.length] ?? intervals[0]!;
}

/** Money-like display: a value between two server values never shows more precision than they have (2 decimals). */
export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
