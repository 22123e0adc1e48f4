/** `npm run build [-- --merchant <code>]`: the production build in dist/, and the app's server entry in dist-server/. */
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import path from 'node:path';
import { argValue } from '../server/cli-args.ts';
import { SERVER_BUILD } from '../server/render-page.ts';
import { scopedClassName } from '../build-plugins/css-class-names.ts';

const root = path.resolve(import.meta.dirname, '..');

export async function buildSite(merchant?: string): Promise<void> {
  if (merchant) process.env.WL_MERCHANT = merchant;
  await build({ root, logLevel: 'warn' });
  // The app for Node, from the same modules: the server renders its pages with it, and the browser hydrates them
  // (its CSS class names are the browser bundle's).
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    css: { modules: { generateScopedName: scopedClassName(root) } },
    // React and the libraries in their production builds, whatever NODE_ENV the server runs with.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: SERVER_BUILD.entry,
      outDir: SERVER_BUILD.outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: SERVER_BUILD.file } },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const merchant = argValue('merchant');
  await buildSite(merchant);
  console.log(`built dist/${merchant ? ` for merchant ${merchant}` : ' (merchant chosen by domain)'}`);
}
