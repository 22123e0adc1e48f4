/** Virtual clock of one world. Everything time-based reads `now()`; only QA (or tests) move it. */
import type { Clock } from './types.js';

export function createClock(start: number): Clock {
  if (!Number.isFinite(start)) throw new RangeError('clock start must be a finite epoch ms');
  let now = Math.floor(start);
  return {
    start: now,
    now: () => now,
    advance(ms: number): number {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('clock.advance needs a finite ms >= 0');
      now += Math.floor(ms);
      return now;
    },
  };
}

/** Default start: real time read once at creation, floored to the minute. */
export function defaultStart(): number {
  const t = Date.now();
  return t - (t % 60_000);
}
