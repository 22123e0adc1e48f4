/** `npm run dev [-- --merchant <code>] [--port 5173]`: hot reload, with the mock gateway on the same origin. */
import path from 'node:path';
import { createServer } from 'vite';
import { argValue, portArg } from './lib/cli-args.ts';
import { watchSiteConfig } from './lib/config-watch.ts';
import { createSiteServer } from './lib/site-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const merchant = argValue('merchant');
const port = portArg(5173);
const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
watchSiteConfig(path.join(root, 'site-config'), path.join(root, 'schemas/config'));
createSiteServer({ root, merchant, vite }).listen(port, '127.0.0.1', () => {
  console.log(`dev server on http://127.0.0.1:${port}${merchant ? ` (merchant ${merchant})` : ''}`);
});
