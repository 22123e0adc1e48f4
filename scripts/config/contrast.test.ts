import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, relativeLuminance } from './contrast.ts';

describe('WCAG contrast', () => {
  it('matches the WCAG reference points', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#f2c14e', '#1a1400')).toBe(contrastRatio('#1a1400', '#f2c14e'));
  });

  it('rounds down when shown, so a failing ratio never reads as 4.5', () => {
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
  });
});
