import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { merchantLanguages, merchantMetaTag } from './scripts/lib/merchant-meta.ts';
import { copySiteConfig } from './scripts/lib/site-config-files.ts';
import { precompressAssets } from './scripts/lib/precompress.ts';
import { paintFirst } from './scripts/lib/paint-first.ts';
import { CATEGORIES } from './src/lib/games/categories.ts';
import { HOME_PATHS } from './src/features/home/home-paths.ts';

const merchant = process.env.WL_MERCHANT;
const LOCALE_FILE = /src[\\/]locales[\\/](\w+)[\\/]/;
const localeChunk = (id: string) => {
  const language = LOCALE_FILE.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};
const siteConfigDir = fileURLToPath(new URL('./site-config', import.meta.url));
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
        merchantMetaTag(html, merchant, merchant ? merchantLanguages(siteConfigDir, merchant) : []),
    },
    {
      name: 'wl-site-config',
      apply: 'build',
      async writeBundle(options) {
        await copySiteConfig(siteConfigDir, `${options.dir}/site-config`);
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
    rolldownOptions: {
      output: {
        // Fewer, larger files on the first visit: a phone opens only a few connections at a time.
        codeSplitting: {
          groups: [
            // The read cache, used by every screen with gateway data.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-client/,
              // Only these modules: React itself stays where the entry loads it.
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
