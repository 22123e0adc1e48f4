/**
 * Image captcha: a 4-digit answer drawn into a real 100x40 PNG with a tiny 5x7 bitmap font, plus the
 * failed-login counter that makes login require it (after one failure).
 */
import { encodePng } from './png.js';
import type { Captcha, Rng } from './types.js';

export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 40;

/** 5x7 digit glyphs, one string of 5 bits per row. */
const FONT: readonly (readonly string[])[] = [
  ['01110', '10001', '10011', '10101', '11001', '10001', '01110'], // 0
  ['00100', '01100', '00100', '00100', '00100', '00100', '01110'], // 1
  ['01110', '10001', '00001', '00010', '00100', '01000', '11111'], // 2
  ['11110', '00001', '00001', '01110', '00001', '00001', '11110'], // 3
  ['00010', '00110', '01010', '10010', '11111', '00010', '00010'], // 4
  ['11111', '10000', '11110', '00001', '00001', '10001', '01110'], // 5
  ['00110', '01000', '10000', '11110', '10001', '10001', '01110'], // 6
  ['11111', '00001', '00010', '00100', '01000', '01000', '01000'], // 7
  ['01110', '10001', '10001', '01110', '10001', '10001', '01110'], // 8
  ['01110', '10001', '10001', '01111', '00001', '00010', '01100'], // 9
];

/** Render digits into an RGB buffer (exported for tests). */
export function renderCaptcha(answer: string, rng: Rng): Uint8Array {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const px = new Uint8Array(w * h * 3);
  const bg = [rng.int(225, 250), rng.int(225, 250), rng.int(225, 250)] as const;
  const set = (x: number, y: number, c: readonly [number, number, number]): void => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (y * w + x) * 3;
    px[i] = c[0];
    px[i + 1] = c[1];
    px[i + 2] = c[2];
  };
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) set(x, y, bg);
  // noise dots
  for (let i = 0; i < 120; i++)
    set(rng.int(0, w - 1), rng.int(0, h - 1), [rng.int(120, 200), rng.int(120, 200), rng.int(120, 200)]);
  // digits, scale 3 (15x21), jittered
  const scale = 3;
  [...answer].forEach((ch, n) => {
    const glyph = FONT[Number(ch)] ?? FONT[0]!;
    const colour = [rng.int(10, 110), rng.int(10, 110), rng.int(10, 110)] as const;
    const ox = 8 + n * 22 + rng.int(-2, 2);
    const oy = 9 + rng.int(-4, 4);
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) set(ox + gx * scale + dx, oy + gy * scale + dy, colour);
      }
    });
  });
  // two strike-through lines
  for (let l = 0; l < 2; l++) {
    const y0 = rng.int(5, h - 5);
    const y1 = rng.int(5, h - 5);
    const c = [rng.int(60, 160), rng.int(60, 160), rng.int(60, 160)] as const;
    for (let x = 0; x < w; x++) set(x, Math.round(y0 + ((y1 - y0) * x) / w), c);
  }
  return px;
}

export function createCaptcha(rng: Rng): Captcha {
  let answer: string | null = null;
  const failures = new Map<string, number>();
  const key = (u: string): string => u.trim().toLowerCase();
  return {
    newCaptcha() {
      answer = rng.digits(4);
      const png = encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, renderCaptcha(answer, rng)).toString('base64');
      return { answer, png };
    },
    current: () => answer,
    check: (given) => answer !== null && typeof given === 'string' && given.trim() === answer,
    recordFailure(u) {
      const n = (failures.get(key(u)) ?? 0) + 1;
      failures.set(key(u), n);
      return n;
    },
    failures: (u) => failures.get(key(u)) ?? 0,
    requiresCaptcha: (u) => (failures.get(key(u)) ?? 0) >= 1,
    clearFailures(u) {
      failures.delete(key(u));
    },
  };
}
