import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { merchantMetaTag } from './scripts/lib/merchant-meta.ts';
import { copySiteConfig } from './scripts/lib/site-config-files.ts';
import { precompressAssets } from './scripts/lib/precompress.ts';
import { paintFirst } from './scripts/lib/paint-first.ts';

const merchant = process.env.WL_MERCHANT;
const LOCALE_FILE = /src[\\/]locales[\\/](\w+)[\\/]/;
const localeChunk = (id: string) => {
  const language = LOCALE_FILE.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};
const siteConfigDir = fileURLToPath(new URL('./site-config', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    paintFirst(),
    {
      name: 'wl-merchant',
      transformIndexHtml: (html) => merchantMetaTag(html, merchant),
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
