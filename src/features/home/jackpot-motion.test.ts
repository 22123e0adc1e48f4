import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-carousel';
import { nextPollDelay, roundCents, tween } from './jackpot-motion';

describe('jackpot counter motion', () => {
  it('starts at the old server value, ends exactly at the new one and never leaves the range', () => {
    expect(tween(20_000_000, 20_000_400, 0)).toBe(20_000_000);
    expect(tween(20_000_000, 20_000_400, 1)).toBe(20_000_400);
    for (let p = 0; p <= 1; p += 0.05) {
      const v = tween(20_000_000, 20_000_400, p);
      expect(v).toBeGreaterThanOrEqual(20_000_000);
      expect(v).toBeLessThanOrEqual(20_000_400);
    }
    expect(tween(5, 9, 7)).toBe(9);
  });

  it('polls at one of the configured intervals', () => {
    expect(nextPollDelay([3000, 4000, 5000], () => 0)).toBe(3000);
    expect(nextPollDelay([3000, 4000, 5000], () => 0.5)).toBe(4000);
    expect(nextPollDelay([3000, 4000, 5000], () => 0.999)).toBe(5000);
  });

  it('shows at most cents', () => {
    expect(roundCents(1.23456)).toBe(1.23);
  });
});

describe('banner targets (SPEC §2: a tap opens the slide target)', () => {
  it('maps each linkage type to where the tap leads', () => {
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '4001' })).toEqual({
      kind: 'route',
      to: '/promotions#4001',
    });
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'RNG-MG-0293' })).toEqual({
      kind: 'game',
      nodeId: 'RNG-MG-0293',
    });
    expect(bannerTarget({ linkageType: 'URL', linkage: '/promotions' })).toEqual({ kind: 'route', to: '/promotions' });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://x.example/a' })).toEqual({
      kind: 'external',
      url: 'https://x.example/a',
    });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'NONE' })).toBeNull();
  });
});
