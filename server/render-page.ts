import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderPage } from '../src/app/server-entry.tsx';
import type { MerchantConfig, NavigationCatalogue } from '../src/generated/config-types.ts';
import { languageInCookies } from '../src/lib/i18n/language-cookie.ts';
import { HANDOVER_ELEMENT_ID, handoverJson } from '../src/lib/rendering/page-handover.ts';
import { themeStyleSheet } from '../src/lib/theme/theme.ts';
import { live, livePerKey } from './live-file.ts';

/** Where `npm run build` writes the app's server entry (src/app/server-entry.tsx). */
export const SERVER_BUILD = {
  entry: 'src/app/server-entry.tsx',
  outDir: 'dist-server',
  file: 'server-entry.js',
};

/** What the built server entry exports. */
export interface ServerEntry {
  renderPage: typeof renderPage;
}

/** A page rendered on the server: what the page handler puts into the built index.html. */
export interface RenderedScreen {
  /** The app's HTML for #root, and the handover of what it was rendered with (a JSON script element). */
  markup: string;
  handover: string;
  title: string;
  lang: string;
  dir: string;
  /** The default theme mode. */
  theme: string;
  /** The page's own style element: both palettes (and, from the page handler, the chunks' styles the markup uses). */
  css: string;
}

/** index.html's #root with its busy sign and scripts-off note, which the rendered app replaces. */
const ROOT = /<div id="root">\s*<!--first-screen-->[\s\S]*?<!--\/first-screen-->\s*<\/div>/;
const HTML_TAG = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
/**
 * React puts the resource hints of a render without its own <head> first (the logo, the banner the screen shows
 * first): they belong in the page's head, where the browser reads them before the body; in #root they would be
 * nodes the app's tree does not have.
 */
/** merchant-meta.ts's preloads of the config files, which a rendered page carries (its handover) instead. */
const CONFIG_PRELOADS = /<link rel="preload" href="\/site-config\/[^"]+\.json" as="fetch" crossorigin="anonymous" \/>/g;
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page with the app rendered into #root (nothing between the element and the app's HTML, as hydration wants it)
 * and its handover right after it, in the visitor's language and the merchant's colours. `carried`: the stylesheets
 * whose rules its style element holds, named first in the head as disabled links (never fetched, never applied):
 * the app's chunk loader and the page's early fetches skip a stylesheet the page already has, so no copy of it
 * arrives to make the browser restyle the whole page.
 */
export function pageWith(html: string, screen: RenderedScreen, carried: readonly string[] = []): string {
  if (!ROOT.test(html) || !HTML_TAG.test(html)) return html;
  const hints = LEADING_LINKS.exec(screen.markup)?.[0] ?? '';
  const markup = screen.markup.slice(hints.length);
  const marks = carried.map((file) => `<link rel="stylesheet" href="${escapeHtml(file)}" disabled>`).join('');
  return html
    .replace(CONFIG_PRELOADS, '')
    .replace('<head>', () => `<head>${marks}`)
    .replace(HTML_TAG, `<html lang="${screen.lang}" dir="${screen.dir}" data-theme="${screen.theme}" data-rendered>`)
    .replace(TITLE, () => `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', () => `${hints}<style>${screen.css}</style></head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${markup}</div>` +
        `<script type="application/json" id="${HANDOVER_ELEMENT_ID}">${screen.handover}</script>`,
    );
}

/** The built server entry, or null when it is not built (`npm run dev`, a dist/ built before it existed). */
export async function loadServerEntry(buildDir: string): Promise<ServerEntry | null> {
  const file = path.join(buildDir, SERVER_BUILD.file);
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as ServerEntry) : null;
}

export interface PageRenderOptions {
  configDir: string;
  /** How long a page waits at most for its gateway reads (ms). */
  deadlineMs: number;
}

/** The gateway as this server reaches it, and the fetch that reads it for the visitor (server/gateway-fetch.ts). */
export interface GatewayReach {
  baseUrl: string;
  fetch: typeof fetch;
}

/** A page request: the merchant, the address (path and query), the host name and the visitor's Cookie header. */
export interface PageAsked {
  code: string;
  url: string;
  hostname: string;
  cookies: string | undefined;
  /** null: no gateway to read, the page renders without its data. */
  gateway: GatewayReach | null;
}

/**
 * Renders pages from the merchant's config as it is now (an operator's edit shows on the next page load), in the
 * language of the visitor's cookie when the merchant offers it, else in its default. Nothing is kept per page: a
 * page carries its visitor's status (the gateway's answer names the visitor's address), so each is rendered for its
 * request; the gateway reads that are the same for everyone are kept by the fetcher (server/gateway-fetch.ts).
 */
export function pageRenderer(entry: ServerEntry, options: PageRenderOptions) {
  const { configDir } = options;
  const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
  const navigation = live(path.join(configDir, 'navigation.json'), () =>
    readJson<NavigationCatalogue>(path.join(configDir, 'navigation.json')),
  );
  const merchantFile = (code: string) => path.join(configDir, code, 'merchant.json');
  const merchantOf = livePerKey(
    (code) => merchantFile(code),
    (code) => readJson<MerchantConfig>(merchantFile(code)),
  );
  const languageFor = (code: string, cookies: string | undefined) => {
    const { languages } = merchantOf(code);
    const asked = languageInCookies(cookies);
    return asked && languages.supported.includes(asked as never) ? asked : languages.default;
  };
  return async ({ code, url, hostname, cookies, gateway }: PageAsked): Promise<RenderedScreen> => {
    const merchant = merchantOf(code);
    const site = { merchant, navigation: navigation(), assetBase: `/site-config/${code}/`, hostname };
    const page = await entry.renderPage({
      site,
      language: languageFor(code, cookies),
      url,
      gateway: gateway ?? { baseUrl: 'http://gateway.invalid', fetch: () => Promise.reject(new Error('no gateway')) },
      deadlineMs: gateway ? options.deadlineMs : 0,
    });
    return {
      markup: page.markup,
      handover: handoverJson(page.handover),
      title: merchant.brand.name,
      lang: page.lang,
      dir: page.dir,
      theme: merchant.theme.default,
      css: themeStyleSheet(merchant.theme),
    };
  };
}
