import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { merchantMeta, merchantMetaTag } from './scripts/lib/merchant-meta.ts';
import { copySiteConfig } from './scripts/lib/site-config-files.ts';
import { precompressAssets } from './scripts/lib/precompress.ts';
import { firstScreenChunks } from './scripts/lib/first-screen-chunks.ts';
import { paintFirst } from './scripts/lib/paint-first.ts';
import { writeDeployHeaders } from './scripts/lib/security-headers.ts';
import { CATEGORIES } from './src/lib/games/categories.ts';
import { HOME_PATHS } from './src/features/home/home-paths.ts';

const merchant = process.env.WL_MERCHANT;
const LOCALE_FILE = /src[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
// One file per language for the first screen; the account dialogs' words (`auth`) in one of their own, fetched with
// the first dialog; the promotions page's words (`promotions`) in one of their own, fetched with that page.
const OWN_LOCALE_CHUNK: Record<string, string> = { auth: 'auth-words', promotions: 'promotions-words' };
const localeChunk = (id: string) => {
  const [, language, namespace] = LOCALE_FILE.exec(id) ?? [];
  if (!language) return null;
  const own = OWN_LOCALE_CHUNK[namespace ?? ''];
  return own ? `${own}-${language}` : `locale-${language}`;
};
const root = fileURLToPath(new URL('.', import.meta.url));
const siteConfigDir = path.join(root, 'site-config');
const categoryPaths = (kind: 'list' | 'centre') =>
  Object.values(CATEGORIES)
    .filter((c) => c.kind === kind)
    .map((c) => c.route);
// The pages a visit most often lands on: their chunks are fetched with the entry (see paint-first.ts).
const landingPages = {
  'src/features/home/home-screen.tsx': HOME_PATHS,
  'src/features/games/game-list-page.tsx': categoryPaths('list'),
  'src/features/games/vendor-centre-page.tsx': categoryPaths('centre'),
};

export default defineConfig({
  plugins: [
    react(),
    paintFirst({ routeModules: landingPages }),
    {
      name: 'wl-merchant',
      transformIndexHtml: (html) =>
        merchantMetaTag(html, merchant, merchant ? merchantMeta(siteConfigDir, merchant) : undefined),
    },
    {
      name: 'wl-site-config',
      apply: 'build',
      async writeBundle(options) {
        await copySiteConfig(siteConfigDir, `${options.dir}/site-config`, merchant);
      },
    },
    {
      // The policy npm start sends, as files for the host dist/ is deployed on (_headers, an nginx snippet).
      name: 'wl-security-headers',
      apply: 'build',
      async writeBundle(options) {
        await writeDeployHeaders(options.dir!, siteConfigDir, merchant);
      },
    },
    {
      name: 'wl-precompress',
      apply: 'build',
      async writeBundle(options) {
        await precompressAssets(`${options.dir}/assets`);
      },
    },
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every supported browser preloads modules natively; the polyfill only costs start-up time.
    modulePreload: { polyfill: false },
    // All the styles (9 kB gzip) go inline in the page: no page waits on a stylesheet request.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Fewer, larger files on the first visit: a phone opens only a few connections at a time.
        codeSplitting: {
          groups: [
            // The first visit's files: the entry's modules, then what the landing pages share.
            {
              name: firstScreenChunks(root, 'src/app/main.tsx', Object.keys(landingPages)),
              debugName: 'first-screen',
              // Each module goes where the plan puts it, not where the first module that imports it went.
              includeDependenciesRecursively: false,
            },
            // One file per language (its namespaces are tiny).
            { name: localeChunk, debugName: 'locales' },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
});
