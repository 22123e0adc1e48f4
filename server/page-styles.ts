import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface StyleSheet {
  file: string;
  css: string;
  classes: string[];
}

/** A class selector's name (`.banner-k3x9`, `.visually-hidden`); `.5rem` and the like start with a digit. */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

function styleSheet(file: string, css: string): StyleSheet {
  // Declarations hold no selectors, and a url() may name a file (`.png`): only the selectors' side counts.
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  return { file, css, classes: [...new Set(Array.from(selectors.matchAll(CLASS_SELECTOR), (m) => m[1]!))] };
}

/** The sheets a rendered page carries: their rules, and their files (`/assets/…css`). */
export interface PageStyles {
  css: string;
  files: string[];
}

/**
 * The build splits the styles by chunk: the page has the shell's inlined, and a lazy chunk's stylesheet comes with
 * the chunk. A page the server rendered is painted before its chunks arrive, so it carries the styles its markup
 * uses: every sheet that styles one of the markup's classes, in one inline element (no request before the first
 * paint). It names their files too (render-page.ts), so that the app does not add them again when it loads the chunks.
 */
export function pageStyles(distDir: string, page: string): (markup: string) => PageStyles {
  const folder = path.join(distDir, 'assets');
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.css'));
  } catch {
    // Not built: pages are index.html as it is.
  }
  const sheets = names
    .sort()
    .map((name) => styleSheet(name, readFileSync(path.join(folder, name), 'utf8')))
    .filter((sheet) => !page.includes(sheet.css));
  return (markup) => {
    const used = new Set<string>();
    for (const [, list] of markup.matchAll(CLASS_ATTRIBUTE)) for (const name of list!.split(/\s+/)) used.add(name);
    const carried = sheets.filter((sheet) => sheet.classes.some((name) => used.has(name)));
    return { css: carried.map((sheet) => sheet.css).join(''), files: carried.map((sheet) => `/assets/${sheet.file}`) };
  };
}
