import { readFileSync } from 'node:fs';
import path from 'node:path';

const PLACEHOLDER = '<!--wl-merchant-->';
const PINNED = /<meta name="wl-merchant" [^>]*\/>(<link [^>]+>)*/;

/**
 * Pins the page to one merchant folder and lets the browser fetch its config while the scripts load.
 * `languages` (the default first) let the page's loader fetch the visitor's dictionary with the bundle.
 * Without a code the page finds its merchant through domains.json.
 */
export function merchantMetaTag(html: string, merchant: string | undefined, languages: readonly string[] = []): string {
  if (!merchant) return html;
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(merchant))
    throw new Error(`--merchant "${merchant}" is not a valid merchant code`);
  const preload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;
  const languageList = languages.filter((l) => /^[A-Z]{2}$/.test(l)).join(',');
  const tags =
    `<meta name="wl-merchant" content="${merchant}"${languageList ? ` data-languages="${languageList}"` : ''} />` +
    preload(`/site-config/${merchant}/merchant.json`) +
    preload('/site-config/navigation.json');
  return PINNED.test(html) ? html.replace(PINNED, tags) : html.replace(PLACEHOLDER, tags);
}

/** The merchant's languages from its config, the default first (empty when the file cannot be read). */
export function merchantLanguages(configDir: string, merchant: string): string[] {
  try {
    const file = path.join(configDir, merchant, 'merchant.json');
    const { languages } = JSON.parse(readFileSync(file, 'utf8')) as {
      languages?: { default?: string; supported?: string[] };
    };
    const all = [languages?.default, ...(languages?.supported ?? [])].filter((l): l is string => Boolean(l));
    return [...new Set(all)];
  } catch {
    return [];
  }
}
