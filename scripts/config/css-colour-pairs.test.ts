import { describe, expect, it } from 'vitest';
import { pairsInCss, sitePairs } from './css-colour-pairs.ts';
import { ROOT } from './test-support.ts';

describe('colour pairs read from the stylesheets', () => {
  it('pairs a colour with its own background, or with every page surface when it has none', () => {
    const css = `.a { color: var(--color-on-primary); background: var(--color-primary); }
      .b { color: var(--color-text-muted); border-color: var(--color-border); }`;
    expect(pairsInCss(css, 'x.css').map((p) => `${p.foreground}/${p.background}`)).toEqual([
      'onPrimary/primary',
      'textMuted/background',
      'textMuted/surface',
      'textMuted/surfaceRaised',
    ]);
  });

  it('asks 3:1 of large text only (24 px, or 18.66 px bold), as axe does', () => {
    const min = (decl: string) =>
      pairsInCss(`.t { color: var(--color-primary); background: var(--color-surface); ${decl} }`, 'x.css')[0]?.minimum;
    expect(min('font-size: 1.5rem;')).toBe(3);
    expect(min('font-size: 1.2rem; font-weight: 700;')).toBe(3);
    expect(min('font-size: 1.2rem;')).toBe(4.5);
    expect(min('font-size: clamp(1.6rem, 5vw, 2.6rem);')).toBe(3);
    expect(min('')).toBe(4.5);
  });

  it('finds the link colour on the page background in the real stylesheets', () => {
    const pairs = sitePairs(ROOT).map((p) => `${p.foreground}/${p.background}`);
    expect(pairs).toEqual(expect.arrayContaining(['primary/background', 'onPrimary/primary', 'textMuted/surface']));
  });
});
