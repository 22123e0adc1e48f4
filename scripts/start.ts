/**
 * `npm start [-- --merchant <code>] [--port 8080] [--no-build] [--first-read-wait <ms>] [--config-dir <folder>]`:
 * builds the site, then serves it with the mock gateway on one origin at http://127.0.0.1:8080, with the config of
 * site-config/ (or of another folder, such as a copy the studio's tests edit).
 */
import path from 'node:path';
import { argValue, portArg } from '../server/cli-args.ts';
import { watchSiteConfig } from './lib/config-watch.ts';
import { createMockSiteServer } from './lib/mock-site-server.ts';
import { buildSite } from './build.ts';
import { keepServing } from '../mock-gateway/lib/keep-serving.ts';

const root = path.resolve(import.meta.dirname, '..');
const merchant = argValue('merchant');
const port = portArg(8080);
const host = process.env.HOST ?? '127.0.0.1';
const firstReadWait = argValue('first-read-wait');
const configDir = path.resolve(argValue('config-dir') ?? path.join(root, 'site-config'));

if (!process.argv.includes('--no-build')) await buildSite();
watchSiteConfig(configDir, path.join(root, 'schemas/config'));
const server = createMockSiteServer({
  root,
  configDir,
  merchant,
  firstReadWaitMs: firstReadWait ? Number(firstReadWait) : undefined,
}).listen(port, host, () => {
  keepServing();
  console.log(`site and mock gateway on http://${host}:${port}${merchant ? ` (merchant ${merchant})` : ''}`);
});
// As the gateway alone (mock-gateway/main.ts): idle connections outlive a stalled client and a proxy's time-out.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
