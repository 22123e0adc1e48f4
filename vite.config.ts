import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { merchantMetaTag } from './scripts/lib/merchant-meta.ts';
import { copySiteConfig } from './scripts/lib/site-config-files.ts';
import { precompressAssets } from './scripts/lib/precompress.ts';
import { paintFirst } from './scripts/lib/paint-first.ts';

const merchant = process.env.WL_MERCHANT;
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
    chunkSizeWarningLimit: 600,
  },
});
