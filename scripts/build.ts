/** `npm run build [-- --merchant <code>]`: the production build in dist/, and the first-screen painter in dist-server/. */
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import path from 'node:path';
import { argValue } from '../server/cli-args.ts';
import { FIRST_SCREEN_BUILD } from '../server/first-screen.ts';
import { scopedClassName } from '../build-plugins/css-class-names.ts';

const root = path.resolve(import.meta.dirname, '..');

export async function buildSite(merchant?: string): Promise<void> {
  if (merchant) process.env.WL_MERCHANT = merchant;
  await build({ root, logLevel: 'warn' });
  // The first screen for Node, from the same modules: its CSS class names are the browser bundle's.
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    css: { modules: { generateScopedName: scopedClassName(root) } },
    build: {
      ssr: FIRST_SCREEN_BUILD.entry,
      outDir: FIRST_SCREEN_BUILD.outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: FIRST_SCREEN_BUILD.file } },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const merchant = argValue('merchant');
  await buildSite(merchant);
  console.log(`built dist/${merchant ? ` for merchant ${merchant}` : ' (merchant chosen by domain)'}`);
}
