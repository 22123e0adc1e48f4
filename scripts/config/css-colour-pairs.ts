/**
 * The text/background colour pairs the site's stylesheets really combine, read from src/**\/*.css, so the checker
 * tests what axe will measure: a rule's `color` token on its own `background` token, or, for text without a
 * background of its own, on every surface the page paints (background, surface, surfaceRaised).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContrastPair } from './contrast.ts';

export interface UsedPair extends ContrastPair {
  /** Where the pair is used, e.g. `src/styles/global.css "a"`. */
  usedBy: string;
}

/** Surfaces text without a background of its own may sit on. */
const PAGE_SURFACES = ['background', 'surface', 'surfaceRaised'];
/** axe's "large text": 24 px, or 18.66 px bold (at the browser's 16 px root size). */
const LARGE_PX = 24;
const LARGE_BOLD_PX = 18.66;

const camel = (token: string): string => token.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

function tokenOf(declarations: string, property: RegExp): string | undefined {
  const m = property.exec(declarations);
  return m?.[1] ? camel(m[1]) : undefined;
}

/** Font size in px of a declaration block (the smallest of a clamp()), undefined when it sets none. */
function fontPx(declarations: string): number | undefined {
  const m = /(?:^|[;\s])font-size:\s*(?:clamp\(\s*)?([\d.]+)(rem|em|px)/.exec(declarations);
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2] === 'px' ? n : n * 16;
}

function isLarge(declarations: string): boolean {
  const px = fontPx(declarations);
  if (px === undefined) return false;
  const bold = /font-weight:\s*(bold|[7-9]00)/.test(declarations);
  return px >= LARGE_PX || (bold && px >= LARGE_BOLD_PX);
}

/** Pairs used by one stylesheet's text; `file` names it in the answer. */
export function pairsInCss(css: string, file: string): UsedPair[] {
  const out: UsedPair[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (m[1] ?? '').trim().replace(/\s+/g, ' ');
    const decl = m[2] ?? '';
    const fg = tokenOf(decl, /(?:^|[;\s])color:\s*var\(--color-([a-z-]+)/);
    const bg = tokenOf(decl, /(?:^|[;\s])background(?:-color)?:\s*var\(--color-([a-z-]+)/);
    if (!fg && !bg) continue;
    const minimum = isLarge(decl) ? 3 : 4.5;
    const usedBy = `${file} "${selector}"`;
    // A background without a colour of its own shows the inherited text colour.
    const foreground = fg ?? 'text';
    for (const background of bg ? [bg] : PAGE_SURFACES) out.push({ foreground, background, minimum, usedBy });
  }
  return out;
}

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return cssFiles(full);
    return d.name.endsWith('.css') ? [full] : [];
  });
}

/** Every distinct pair the site uses (the strictest minimum wins), with the first place that uses it. */
export function sitePairs(root: string): UsedPair[] {
  const byPair = new Map<string, UsedPair>();
  for (const file of cssFiles(path.join(root, 'src')).sort()) {
    const shown = path.relative(root, file).split(path.sep).join('/');
    for (const p of pairsInCss(fs.readFileSync(file, 'utf8'), shown)) {
      if (p.foreground === p.background) continue; // e.g. a primary border on a primary button
      const key = `${p.foreground}/${p.background}`;
      const seen = byPair.get(key);
      if (!seen || p.minimum > seen.minimum) byPair.set(key, p);
    }
  }
  return [...byPair.values()];
}
