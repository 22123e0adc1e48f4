/**
 * Jackpot pool and winners board, both pure functions of elapsed virtual time (so `value(now)` is stable).
 * The pool starts in [20,000,000, 21,000,000] and rises by 100-500 every 3, 4 or 5 seconds.
 */
import { hash32, unitFrom } from './rng.js';
import type { Clock, Game, GameCatalogue, Jackpot, Winner } from './types.js';

export const JACKPOT_MIN_START = 20_000_000;
export const JACKPOT_MAX_START = 21_000_000;
const CHECKPOINT = 1024;
export const WINNER_SLOT_MS = 8_000;

/** Duration (ms) and increment of jackpot step k. */
export function jackpotStep(seed: number, k: number): { ms: number; inc: number } {
  return {
    ms: 3000 + 1000 * Math.floor(unitFrom(seed, 0x6a, k, 1) * 3),
    inc: 100 + Math.floor(unitFrom(seed, 0x6a, k, 2) * 401),
  };
}

const SYL = [
  'ka',
  'lo',
  'mi',
  'ra',
  'jo',
  'be',
  'ni',
  'sa',
  'to',
  'vi',
  'an',
  'el',
  'yu',
  'ko',
  'da',
  'pi',
  'ry',
  'zo',
];

export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** A made-up member name, masked as the gateway shows it: the same keys always give the same name. */
export function maskedPlayerName(seed: number, salt: number, slot: number): string {
  const sylCount = 2 + Math.floor(unitFrom(seed, salt, slot, 2) * 3);
  let name = '';
  for (let i = 0; i < sylCount; i++) name += SYL[Math.floor(unitFrom(seed, salt, slot, 10 + i) * SYL.length)] ?? 'x';
  name += String(Math.floor(unitFrom(seed, salt, slot, 3) * 100));
  return maskName(name);
}

export function createJackpot(deps: { seed: number; clock: Clock; games: GameCatalogue }): Jackpot {
  const { seed, clock, games } = deps;
  const start =
    JACKPOT_MIN_START + Math.floor(unitFrom(seed, 0x6a, 0x57) * (JACKPOT_MAX_START - JACKPOT_MIN_START + 1));
  // Checkpoints every CHECKPOINT steps: elapsed time and pool value at step j*CHECKPOINT.
  const cpT: number[] = [0];
  const cpV: number[] = [start];
  const extendTo = (elapsed: number): void => {
    while ((cpT[cpT.length - 1] ?? 0) <= elapsed) {
      const j = cpT.length - 1;
      let t = cpT[j] ?? 0;
      let v = cpV[j] ?? start;
      for (let k = j * CHECKPOINT; k < (j + 1) * CHECKPOINT; k++) {
        const s = jackpotStep(seed, k);
        t += s.ms;
        v += s.inc;
      }
      cpT.push(t);
      cpV.push(v);
    }
  };
  const value = (now = clock.now()): number => {
    const elapsed = now - clock.start;
    if (elapsed <= 0) return start;
    extendTo(elapsed);
    // last checkpoint with time <= elapsed
    let lo = 0;
    let hi = cpT.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((cpT[mid] ?? Infinity) <= elapsed) lo = mid;
      else hi = mid - 1;
    }
    let t = cpT[lo] ?? 0;
    let v = cpV[lo] ?? start;
    for (let k = lo * CHECKPOINT; ; k++) {
      const s = jackpotStep(seed, k);
      if (t + s.ms > elapsed) break;
      t += s.ms;
      v += s.inc;
    }
    return v;
  };

  let pool: Game[] | undefined;
  const winnerGames = (): Game[] =>
    (pool ??= [...games.jackpotGames(40), ...games.hot(40)].filter((g, i, a) => a.indexOf(g) === i));

  const winnerAt = (slot: number): Winner => {
    const list = winnerGames();
    const g = list[Math.floor(unitFrom(seed, 0x77, slot, 1) * list.length)] ?? list[0]!;
    const amount = 50 * 10_000 ** unitFrom(seed, 0x77, slot, 4);
    return {
      customerName: maskedPlayerName(seed, 0x77, slot),
      winAmount: Math.round(amount * 100) / 100,
      gameName: g.displayName,
      iconUrl: g.iconUrl,
      nodeId: g.nodeId,
      vassalage: g.vassalage,
      at: clock.start + slot * WINNER_SLOT_MS,
    };
  };

  return {
    start,
    value,
    winners(now = clock.now(), limit = 20) {
      const current = Math.floor((now - clock.start) / WINNER_SLOT_MS);
      const n = Math.max(0, Math.min(Math.floor(limit), 200));
      return Array.from({ length: n }, (_, i) => winnerAt(current - i));
    },
    jackpotGames: (limit) => games.jackpotGames(limit),
    rewardCounter(nodeId, now = clock.now()) {
      const h = hash32(nodeId);
      const base = 10_000 + Math.floor(unitFrom(seed, h, 1) * 490_000);
      const inc = 1 + Math.floor(unitFrom(seed, h, 2) * 49);
      return base + Math.max(0, Math.floor((now - clock.start) / 3000)) * inc;
    },
  };
}
