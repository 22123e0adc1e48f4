/** WCAG 2.x contrast between two #rrggbb colours. */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => channel(parseInt(h ?? '0', 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio from 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio shown to an operator: rounded down, so 4.496 reads "4.49", never a passing-looking "4.5". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace(/\.?0+$/, '')}:1`;
}

export interface ContrastPair {
  foreground: string;
  background: string;
  minimum: number;
}

/**
 * The palette pairs the front end is allowed to combine, with the WCAG AA minimum each needs:
 * 4.5:1 for text, 3:1 for the focus ring (a non-text indicator).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5 },
  { foreground: 'danger', background: 'background', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'success', background: 'background', minimum: 4.5 },
  { foreground: 'success', background: 'surface', minimum: 4.5 },
  { foreground: 'warning', background: 'background', minimum: 4.5 },
  { foreground: 'warning', background: 'surface', minimum: 4.5 },
  { foreground: 'focus', background: 'background', minimum: 3 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
];

/**
 * The pairs a palette is checked on: the stylesheets' pairs (`used`) with the fixed list above, one per
 * foreground/background, keeping the strictest minimum (and, at equal minimums, the one that says where it is used).
 */
export function pairsToCheck<P extends ContrastPair & { usedBy?: string }>(
  used: readonly P[],
): (ContrastPair & { usedBy?: string })[] {
  const pairs = new Map<string, ContrastPair & { usedBy?: string }>();
  for (const pair of [...CONTRAST_PAIRS, ...used]) {
    const key = `${pair.foreground}/${pair.background}`;
    const seen = pairs.get(key);
    if (!seen || pair.minimum > seen.minimum || (pair.minimum === seen.minimum && !seen.usedBy)) pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/** What a pair's minimum protects, in WCAG's words. */
export function pairKind(pair: ContrastPair): string {
  return pair.minimum === 3 ? (pair.foreground === 'focus' ? 'a focus ring' : 'large text') : 'normal text';
}
