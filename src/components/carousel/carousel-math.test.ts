import { describe, expect, it } from 'vitest';
import { lastIndex, step, visibleSlides } from './carousel-math';

describe('carousel arithmetic', () => {
  it('shows up to slidesPerView, fewer when the slides would get narrower than their minimum', () => {
    expect(visibleSlides(0, 6, 150, 12)).toBe(6);
    expect(visibleSlides(1200, 6, 150, 12)).toBe(6);
    expect(visibleSlides(360, 6, 150, 12)).toBe(2);
    expect(visibleSlides(800, 1, 0, 0)).toBe(1);
  });

  it('steps forward and back, wrapping when it loops and stopping when it does not', () => {
    expect(lastIndex(12, 6)).toBe(6);
    expect(step(5, 1, 12, 6, false)).toBe(6);
    expect(step(6, 1, 12, 6, false)).toBe(6);
    expect(step(6, 1, 12, 6, true)).toBe(0);
    expect(step(0, -1, 12, 6, true)).toBe(6);
    expect(step(0, -1, 4, 1, false)).toBe(0);
    expect(step(3, 1, 4, 1, true)).toBe(0);
  });
});
