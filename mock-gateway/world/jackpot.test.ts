import { describe, expect, it } from 'vitest';
import { createClock } from './clock.js';
import { createJackpot, JACKPOT_MAX_START, JACKPOT_MIN_START, jackpotStep, WINNER_SLOT_MS } from './jackpot.js';
import { START, world } from './test-helpers.js';

describe('jackpot', () => {
  it('starts in [20,000,000, 21,000,000] for many seeds', () => {
    const w = world();
    for (let seed = 1; seed <= 200; seed++) {
      const j = createJackpot({ seed, clock: createClock(START), games: w.games });
      expect(j.start).toBeGreaterThanOrEqual(JACKPOT_MIN_START);
      expect(j.start).toBeLessThanOrEqual(JACKPOT_MAX_START);
      expect(j.value()).toBe(j.start);
    }
  });

  it('only rises, by 100-500 per step of 3, 4 or 5 s of virtual time', () => {
    const w = world();
    let prev = w.jackpot.value();
    let lastChange = w.clock.now();
    const steps = new Set<number>();
    for (let i = 0; i < 3000; i++) {
      w.clock.advance(1000);
      const v = w.jackpot.value();
      expect(v).toBeGreaterThanOrEqual(prev);
      if (v !== prev) {
        expect(v - prev).toBeGreaterThanOrEqual(100);
        expect(v - prev).toBeLessThanOrEqual(500);
        const gap = w.clock.now() - lastChange;
        if (i > 5) steps.add(gap);
        lastChange = w.clock.now();
      }
      prev = v;
    }
    expect([...steps].sort()).toEqual([3000, 4000, 5000]);
  });

  it('value(now) is a stable function of elapsed time, also far ahead and back', () => {
    const w = world();
    const t0 = w.clock.now();
    const far = t0 + 30 * 86_400_000;
    const a = w.jackpot.value(far);
    expect(w.jackpot.value(t0 + 1000)).toBeLessThanOrEqual(w.jackpot.value(t0 + 10_000));
    expect(w.jackpot.value(far)).toBe(a);
    expect(world().jackpot.value(far)).toBe(a);
    // average step ~4 s and ~300 per step: about 75/s
    const perSecond = (a - w.jackpot.start) / (30 * 86_400);
    expect(perSecond).toBeGreaterThan(60);
    expect(perSecond).toBeLessThan(90);
    for (let k = 0; k < 500; k++) {
      const s = jackpotStep(42, k);
      expect([3000, 4000, 5000]).toContain(s.ms);
      expect(s.inc).toBeGreaterThanOrEqual(100);
      expect(s.inc).toBeLessThanOrEqual(500);
    }
  });

  it('winners board: 20 masked entries with 2-decimal amounts, moving with virtual time', () => {
    const w = world();
    const board = w.jackpot.winners();
    expect(board).toHaveLength(20);
    for (const e of board) {
      expect(e.customerName).toMatch(/^.{1,2}\*\*\*.?$/);
      expect(Math.round(e.winAmount * 100) / 100).toBe(e.winAmount);
      expect(e.winAmount).toBeGreaterThan(0);
      expect(e.iconUrl).toMatch(/^\/__mock\/art\/game\//);
      expect(e.gameName).not.toBe('');
    }
    expect(w.jackpot.winners()).toEqual(board);
    w.clock.advance(WINNER_SLOT_MS);
    const next = w.jackpot.winners();
    expect(next).not.toEqual(board);
    expect(next.slice(1)).toEqual(board.slice(0, 19));
    expect(w.jackpot.winners(undefined, 5)).toHaveLength(5);
  });

  it('jackpot games and reward counters', () => {
    const w = world();
    const games = w.jackpot.jackpotGames(12);
    expect(games).toHaveLength(12);
    expect(games.every((g) => g.isJackpot === 1)).toBe(true);
    const id = games[0]!.nodeId;
    const c0 = w.jackpot.rewardCounter(id);
    w.clock.advance(2999);
    expect(w.jackpot.rewardCounter(id)).toBe(c0);
    w.clock.advance(1);
    expect(w.jackpot.rewardCounter(id)).toBeGreaterThan(c0);
  });
});
