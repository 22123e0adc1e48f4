import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPlatformLanguage } from '../src/lib/i18n/languages.ts';
import { appIconFile, appPath, MANIFEST_FILE } from './web-app-paths.ts';

const PLACEHOLDER = '<!--wl-merchant-->';
const PINNED = /<meta name="wl-merchant" [^>]*\/>(<link [^>]+>|<meta name="theme-color" [^>]+>)*/;
/** An image path inside a merchant folder, as the merchant schema allows it (no leading slash, no ".."). */
const ICON_PATH = /^(?!.*\.\.)[A-Za-z0-9._/-]+\.(svg|png|ico|jpe?g|webp)$/;
const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** What the page says about its merchant before any script: its languages (the default first) and its icon. */
export interface MerchantMeta {
  languages: readonly string[];
  /** The icon inside the merchant folder, e.g. "assets/favicon.svg" (brand.favicon, else brand.logo). */
  icon?: string | null;
  /** The browser's colour for the page's frame (an installed site's title bar): its default palette's surface. */
  themeColor?: string;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const iconType = (icon: string): string =>
  ICON_TYPES[path.extname(icon).slice(1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Pins the page to one merchant folder and lets the browser fetch its config while the scripts load.
 * `languages` (the default first) let the page's loader fetch the visitor's dictionary with the bundle; `icon` is
 * declared as the page's icon. Without a code the page finds its merchant through domains.json.
 */
export function merchantMetaTag(
  html: string,
  merchant: string | undefined,
  meta: MerchantMeta = { languages: [] },
): string {
  if (!merchant) return html;
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(merchant))
    throw new Error(`--merchant "${merchant}" is not a valid merchant code`);
  const preload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;
  const languages = meta.languages.filter((l) => /^[A-Z]{2}$/.test(l) && isPlatformLanguage(l));
  const languageList = languages.join(',');
  const icon =
    meta.icon && ICON_PATH.test(meta.icon)
      ? `<link rel="icon" href="/site-config/${merchant}/${meta.icon}" type="${iconType(meta.icon)}" />`
      : '';
  // Installable: the manifest and icons the build makes (build-plugins/web-app.ts); iOS reads its own touch icon tag.
  const webApp =
    `<link rel="manifest" href="${appPath(merchant, MANIFEST_FILE)}" />` +
    `<link rel="apple-touch-icon" href="${appPath(merchant, appIconFile(192))}" />` +
    (meta.themeColor && HEX_COLOUR.test(meta.themeColor)
      ? `<meta name="theme-color" content="${meta.themeColor}" />`
      : '');
  const tags =
    `<meta name="wl-merchant" content="${merchant}"` +
    (languageList ? ` data-languages="${languageList}"` : '') +
    ' />' +
    preload(`/site-config/${merchant}/merchant.json`) +
    preload('/site-config/navigation.json') +
    icon +
    webApp;
  return PINNED.test(html) ? html.replace(PINNED, tags) : html.replace(PLACEHOLDER, tags);
}

/** `html` with `insert` right after the merchant's tag (or its placeholder): what must run before the page's style. */
export function afterMerchantTag(html: string, insert: string): string {
  const at =
    PINNED.exec(html) ?? (html.includes(PLACEHOLDER) ? { index: html.indexOf(PLACEHOLDER), 0: PLACEHOLDER } : null);
  if (!at) throw new Error('the page has no merchant tag or placeholder (<!--wl-merchant-->)');
  const end = at.index + at[0].length;
  return html.slice(0, end) + insert + html.slice(end);
}

/** The merchant's languages (the default first) and icon from its config (nothing when the file cannot be read). */
export function merchantMeta(configDir: string, merchant: string): MerchantMeta {
  try {
    const file = path.join(configDir, merchant, 'merchant.json');
    const { languages, brand, theme } = JSON.parse(readFileSync(file, 'utf8')) as {
      languages?: { default?: string; supported?: string[] };
      brand?: { logo?: string; favicon?: string };
      theme?: { default?: string; palettes?: Record<string, { surface?: string } | undefined> };
    };
    const all = [languages?.default, ...(languages?.supported ?? [])].filter((l): l is string => Boolean(l));
    const icon = brand?.favicon ?? brand?.logo;
    return {
      languages: [...new Set(all)],
      icon: icon && ICON_PATH.test(icon) ? icon : null,
      themeColor: theme?.palettes?.[theme.default ?? '']?.surface,
    };
  } catch {
    return { languages: [] };
  }
}
