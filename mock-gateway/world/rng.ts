/** Seeded PRNG helpers (mulberry32 core, FNV-1a for deriving seeds from labels). No Math.random anywhere. */
import type { Rng } from './types.js';

/** 32-bit FNV-1a hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mix two 32-bit numbers into one (for per-item deterministic values without a stream). */
export function mix32(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Deterministic value in [0, 1) from a seed and any number of integer keys. */
export function unitFrom(seed: number, ...keys: number[]): number {
  let h = seed >>> 0;
  for (const k of keys) h = mix32(h, k | 0);
  return mix32(h, 0x5bd1e995) / 4294967296;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createRng(seed: number): Rng {
  const base = seed >>> 0;
  let state = base;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    seed: base,
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p) => next() < p,
    token(length) {
      let s = '';
      for (let i = 0; i < length; i++) s += ALNUM[Math.floor(next() * ALNUM.length)];
      return s;
    },
    digits(length) {
      let s = '';
      for (let i = 0; i < length; i++) s += String(Math.floor(next() * 10));
      return s;
    },
    fork: (label) => createRng(mix32(base, hash32(label))),
  };
}
