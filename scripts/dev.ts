/** `npm run dev [-- --merchant <code>] [--port 5173]`: hot reload, with the mock gateway on the same origin. */
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { createServer } from 'vite';
import { argValue, portArg } from '../server/cli-args.ts';
import { watchSiteConfig } from './lib/config-watch.ts';
import { createMockSiteServer } from './lib/mock-site-server.ts';
import { NONCE_PLACEHOLDER } from '../server/security-headers.ts';
import { attachPushChannel, pushHubOf } from '../mock-gateway/lib/push-channel.ts';

const root = path.resolve(import.meta.dirname, '..');
const merchant = argValue('merchant');
const port = portArg(5173);
const server = createHttpServer();
const vite = await createServer({
  root,
  appType: 'custom',
  // The hot-reload socket shares the page's origin, so the policy's connect-src 'self' covers it (Vite would
  // otherwise open it on a port of its own).
  server: { middlewareMode: true, hmr: { server } },
  // Vite marks the scripts and styles it injects (client, React refresh preamble) with this; each page answer
  // replaces it with that answer's nonce (site-server.ts).
  html: { cspNonce: NONCE_PLACEHOLDER },
});
watchSiteConfig(path.join(root, 'site-config'), path.join(root, 'schemas/config'));
const site = createMockSiteServer({ root, merchant, vite });
server.on('request', site);
attachPushChannel(server, pushHubOf(site));
server.listen(port, '127.0.0.1', () => {
  console.log(`dev server on http://127.0.0.1:${port}${merchant ? ` (merchant ${merchant})` : ''}`);
});
