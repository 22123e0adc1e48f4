/**
 * Built for Node (scripts/build.ts → dist-server/first-screen.js): the site server paints each page's first screen
 * with it (server/first-screen.ts), so the page shows before any script has run.
 */
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { SiteConfig } from '@/lib/config/load-merchant';
import type { FirstScreenData } from '@/lib/first-screen-data';
import { SiteContext } from '@/lib/config/site-context';
import { FIRST_SCREEN_NAMESPACES } from '@/lib/i18n/first-screen-namespaces';
import { i18nOptions } from '@/lib/i18n/i18n-options';
import { bcp47, isPlatformLanguage, textDirection } from '@/lib/i18n/languages';
import { FirstScreen } from './first-screen';

const LOCALE_FILE = /\.\.\/locales\/(\w+)\/(\w+)\.json$/;
const firstScreenNamespaces = new Set<string>(FIRST_SCREEN_NAMESPACES);
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, dictionary] of Object.entries(
  import.meta.glob<Record<string, unknown>>('../locales/*/{common,games}.json', { eager: true, import: 'default' }),
)) {
  const [, language, namespace] = LOCALE_FILE.exec(file) ?? [];
  if (!language || !namespace || !firstScreenNamespaces.has(namespace)) continue;
  (resources[language.toUpperCase()] ??= {})[namespace] = dictionary;
}

export interface FirstScreenPage {
  markup: string;
  /** `<html lang>` and `dir` for the language. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * `language`: one the merchant supports (the visitor's, from its cookie, else the merchant's default). `data`: what
 * the site server read from the gateway for this screen (server/first-reads.ts).
 */
export function renderFirstScreen(
  site: SiteConfig,
  language: string,
  path: string,
  data?: FirstScreenData,
): FirstScreenPage {
  if (!isPlatformLanguage(language)) throw new Error(`"${language}" is not a platform language`);
  const i18n = i18next.createInstance();
  void i18n.init({
    ...i18nOptions(language, site.merchant.languages.default, (code) => code in resources),
    resources,
    initAsync: false,
  });
  const markup = renderToString(
    <SiteContext value={site}>
      <I18nextProvider i18n={i18n}>
        <FirstScreen path={path} language={language} data={data} />
      </I18nextProvider>
    </SiteContext>,
  );
  return { markup, lang: bcp47(language), dir: textDirection(language) };
}
