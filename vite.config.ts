import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { merchantMetaTag } from './scripts/lib/merchant-meta.ts';
import { copySiteConfig } from './scripts/lib/site-config-files.ts';

const merchant = process.env.WL_MERCHANT;
const siteConfigDir = fileURLToPath(new URL('./site-config', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
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
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
