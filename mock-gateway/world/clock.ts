/** Virtual clock of one world. Everything time-based reads `now()`; only QA (or tests) move it. */
import type { Clock } from './types.js';

export function createClock(start: number): Clock {
  if (!Number.isFinite(start)) throw new RangeError('clock start must be a finite epoch ms');
  let now = Math.floor(start);
  const listeners = new Set<(now: number) => void>();
  return {
    start: now,
    now: () => now,
    advance(ms: number): number {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('clock.advance needs a finite ms >= 0');
      now += Math.floor(ms);
      for (const l of [...listeners]) l(now);
      return now;
    },
    onAdvance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Default start: real time read once at creation, floored to the minute. */
export function defaultStart(): number {
  const t = Date.now();
  return t - (t % 60_000);
}
