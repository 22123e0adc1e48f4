import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderFirstScreen } from '../src/app/first-screen-server.tsx';
import type { MerchantConfig, NavigationCatalogue } from '../src/generated/config-types.ts';
import type { FirstScreenData } from '../src/lib/first-screen-data.ts';
import { languageInCookies } from '../src/lib/i18n/language-cookie.ts';
import { themeStyleSheet } from '../src/lib/theme/theme.ts';
import { live, livePerKey } from './live-file.ts';

/** Where `npm run build` writes the first-screen painter (src/app/first-screen-server.tsx). */
export const FIRST_SCREEN_BUILD = {
  entry: 'src/app/first-screen-server.tsx',
  outDir: 'dist-server',
  file: 'first-screen.js',
};

/** What the built painter exports. */
export interface Painter {
  renderFirstScreen: typeof renderFirstScreen;
}

export interface FirstScreen {
  /** The page's HTML without the busy sign: a screen to look at and (without scripts) read. */
  markup: string;
  /** The merchant's brand, for the page's title. */
  title: string;
  lang: string;
  dir: string;
  /** The default theme mode, and both palettes as a style sheet. */
  theme: string;
  themeCss: string;
}

/** index.html's busy sign and scripts-off note, which a painted first screen replaces. */
const SPLASH = /\s*<!--first-screen-->[\s\S]*?<!--\/first-screen-->\s*/;
const HTML_TAG = /<html lang="[^"]*">/;
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;
const TITLE = /<title>[^<]*<\/title>/;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The page with its first screen in place of the busy sign, in the visitor's language and the merchant's colours. */
export function paintPage(html: string, screen: FirstScreen): string {
  if (!SPLASH.test(html) || !HTML_TAG.test(html)) return html;
  // React puts resource hints first (a preload of the logo, which the screen's own <img> fetches anyway): they would
  // sit in #root, before the screen.
  const body = screen.markup.replace(LEADING_LINKS, '');
  return html
    .replace(HTML_TAG, `<html lang="${screen.lang}" dir="${screen.dir}" data-theme="${screen.theme}">`)
    .replace(TITLE, () => `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', () => `<style>${screen.themeCss}</style></head>`)
    .replace(SPLASH, () => body);
}

/** At most this many painted screens are kept (one per merchant, language and path). */
const KEPT = 500;

/** The built painter, or null when it is not built (`npm run dev`, a dist/ built before it existed). */
export async function loadPainter(painterDir: string): Promise<Painter | null> {
  const file = path.join(painterDir, FIRST_SCREEN_BUILD.file);
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Painter) : null;
}

/**
 * Paints first screens from the merchant's config as it is now (an operator's edit shows on the next page load), in
 * the language of the visitor's cookie when the merchant offers it, else in its default.
 */
export function firstScreenPainter(painter: Painter, configDir: string) {
  const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
  const navigation = live(path.join(configDir, 'navigation.json'), () =>
    readJson<NavigationCatalogue>(path.join(configDir, 'navigation.json')),
  );
  const merchantFile = (code: string) => path.join(configDir, code, 'merchant.json');
  const merchantOf = livePerKey(
    (code) => merchantFile(code),
    (code) => readJson<MerchantConfig>(merchantFile(code)),
  );
  const painted = new Map<string, { from: unknown[]; screen: FirstScreen }>();

  /** The language a visitor whose Cookie header is `cookies` sees merchant `code`'s pages in. */
  const languageFor = (code: string, cookies: string | undefined) => {
    const { languages } = merchantOf(code);
    const asked = languageInCookies(cookies);
    return asked && languages.supported.includes(asked as never) ? asked : languages.default;
  };
  /**
   * The first screen of `pagePath` for merchant `code` and the visitor whose Cookie header is `cookies`, with the
   * gateway data read for it (server/first-reads.ts: the same object while it is fresh).
   */
  const paint = (code: string, pagePath: string, cookies: string | undefined, data?: FirstScreenData): FirstScreen => {
    const merchant = merchantOf(code);
    const nav = navigation();
    const language = languageFor(code, cookies);
    const key = `${code} ${language} ${pagePath}`;
    const kept = painted.get(key);
    if (kept && kept.from[0] === merchant && kept.from[1] === nav && kept.from[2] === data) return kept.screen;
    const site = { merchant, navigation: nav, assetBase: `/site-config/${code}/` };
    const page = painter.renderFirstScreen(site, language, pagePath, data);
    const screen = {
      ...page,
      title: merchant.brand.name,
      theme: merchant.theme.default,
      themeCss: themeStyleSheet(merchant.theme),
    };
    if (painted.size >= KEPT) painted.clear();
    painted.set(key, { from: [merchant, nav, data], screen });
    return screen;
  };
  return Object.assign(paint, { languageFor, merchantOf });
}
