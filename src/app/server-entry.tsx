/**
 * Built for Node (scripts/build.ts → dist-server/server-entry.js): the site server renders each page's first screen
 * with it (server/render-page.ts), from the app's own tree (app-tree.tsx), which the browser then hydrates.
 */
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SiteConfig } from '@/lib/config/load-merchant';
import { platformMerchantCode } from '@/lib/config/resolve-merchant';
import { gameMenusStore } from '@/lib/games/game-menus-store';
import { pickHost } from '@/lib/games/game-start';
import { createGatewayClient } from '@/lib/gateway/client';
import { NAMESPACES } from '@/lib/i18n/i18n';
import { FIRST_SCREEN_NAMESPACES } from '@/lib/i18n/first-screen-namespaces';
import { i18nOptions } from '@/lib/i18n/i18n-options';
import { bcp47, isPlatformLanguage, textDirection } from '@/lib/i18n/languages';
import { newQueryClient } from '@/lib/query-client';
import type { PageHandover, Words } from '@/lib/rendering/page-handover';
import { createSessionStore } from '@/lib/session/session-store';
import { serverBoot } from '@/features/boot/boot-actor';
import { AppTree } from './app-tree';
import { routesFor } from './routes-for';
import { readForPage } from './server-reads';

// Every dictionary, in memory: the server renders any page in any language without waiting for words.
const LOCALE_FILE = /\/locales\/(\w+)\/(\w+)\.json$/;
const resources: Words = {};
for (const [file, dictionary] of Object.entries(
  import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' }),
)) {
  const [, language, namespace] = LOCALE_FILE.exec(file) ?? [];
  if (language && namespace) (resources[language.toUpperCase()] ??= {})[namespace] = dictionary;
}

export interface RenderRequest {
  site: SiteConfig & { hostname: string };
  /** One the merchant supports (the visitor's, from its cookie, else the merchant's default). */
  language: string;
  /** The address asked for (path and query string). */
  url: string;
  /** The gateway as the server reaches it; `fetch` sends the visitor's forwarded headers (server/gateway-fetch.ts). */
  gateway: { baseUrl: string; fetch: typeof fetch };
  /** How long the page waits at most for its gateway reads (ms). */
  deadlineMs: number;
}

export interface RenderedPage {
  /** The app's HTML, for the page's root element. */
  markup: string;
  handover: PageHandover;
  /** `<html lang>` and `dir`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The dictionaries the browser's app would hold after this render: the first screen's namespaces and those the
 * rendered parts asked for (react-i18next records them), in the language and the fallbacks it resolves through.
 */
function wordsUsed(i18n: I18n): Words {
  const namespaces = new Set<string>([
    ...FIRST_SCREEN_NAMESPACES,
    ...(i18n.reportNamespaces?.getUsedNamespaces() ?? []),
  ]);
  const words: Words = {};
  for (const language of i18n.languages) {
    const dictionaries = resources[language];
    if (!dictionaries) continue;
    words[language] = Object.fromEntries(
      [...namespaces].filter((ns) => ns in dictionaries).map((ns) => [ns, dictionaries[ns]!]),
    );
  }
  return words;
}

/** The server has no encryption key and sends nothing encrypted: an encrypted call is a mistake here. */
const noCipher = {
  encrypt: () => Promise.reject(new Error('the server sends no encrypted call')),
  forgetKeys: () => undefined,
};

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/**
 * The page's first screen: the server makes the app's first reads (with its deadline), renders the app's tree with
 * them, every lazy part of the landing route included (prerendering waits for them), and hands the reads over.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { site, language } = request;
  if (!isPlatformLanguage(language)) throw new Error(`"${language}" is not a platform language`);
  const merchantCode = platformMerchantCode(site.hostname, site.merchant.merchantCodes);
  const gateway = createGatewayClient({
    baseUrl: request.gateway.baseUrl,
    fetchImpl: request.gateway.fetch,
    merchantCode: () => merchantCode,
    language: () => language,
    cipher: noCipher,
    // The deadline is the page's: no retry would fit in it.
    readRetries: 0,
  });
  const services = { gateway, session: createSessionStore() };
  const queries = newQueryClient();
  const url = new URL(request.url, 'http://page.invalid');
  const reads = await readForPage({
    gateway,
    site,
    merchantCode,
    language,
    url,
    queries,
    deadlineMs: request.deadlineMs,
  });
  const i18n = i18next.createInstance();
  void i18n.init({
    ...i18nOptions(language, site.merchant.languages.default, (code) => code in resources),
    ns: [...NAMESPACES],
    resources,
    initAsync: false,
  });
  // The menus render from what was read, as the browser's page will from the handover (main.tsx seeds them there).
  if (reads.menus) gameMenusStore(gateway).seed(reads.menus);
  const imageHost = pickHost(reads.boot?.settings.status.info.imageCDNs) ?? undefined;
  const location = url.pathname + url.search;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const boot = serverBoot(reads.boot);
  // A page beyond the landing pages (a centre, content, help...) is rendered with the later routes, as the browser will.
  const { later } = await routesFor(url.pathname).catch(() => ({ later: undefined }));
  try {
    const { prelude } = await prerenderToNodeStream(
      <QueryClientProvider client={queries}>
        <AppTree
          site={site}
          i18n={i18n}
          services={services}
          boot={boot}
          imageHost={imageHost}
          Router={Router}
          hydrating
          laterRoutes={later}
        />
      </QueryClientProvider>,
      {
        signal: AbortSignal.timeout(5_000),
        // Every boundary inline, in its place: no completion scripts (the page's policy allows no inline script the
        // build did not hash), and the page is whole before any script runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A part that fails here renders in the browser instead (React's own fallback): said in the server's log.
        onError: (error) => console.warn(`rendering ${url.pathname}:`, error),
      },
    );
    const markup = await streamText(prelude);
    const words = wordsUsed(i18n);
    return {
      markup,
      handover: {
        site,
        language,
        boot: reads.boot,
        menus: reads.menus,
        queries: dehydrate(queries),
        imageHost,
        words,
        laterRoutes: later !== undefined,
      },
      lang: bcp47(language),
      dir: textDirection(language),
    };
  } finally {
    boot.stop();
    queries.clear();
  }
}
