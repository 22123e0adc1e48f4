/**
 * `npm run serve -- --gateway <url> [--port 8080] [--host 127.0.0.1] [--merchant <code>] [--no-pass-through]
 * [--gateway-paths /wps,/lgw] [--forward-cookies a,b] [--first-read-wait <ms>]`: the production site server. It
 * serves the built site (`npm run build`) and reaches the gateway at `--gateway`, passing its paths through on the
 * site's origin unless told not to. Every flag can come from the environment instead: GATEWAY_URL, PORT, HOST,
 * MERCHANT, PASS_THROUGH=0, GATEWAY_PATHS, FORWARD_COOKIES, FIRST_READ_WAIT_MS.
 */
import path from 'node:path';
import { argValue, portArg } from './cli-args.ts';
import { GATEWAY_PATHS, passUpgradesThrough } from './gateway-proxy.ts';
import { jsonLines } from './request-log.ts';
import { createSiteServer } from './site-server.ts';
import { stopOnSignals } from './shutdown.ts';

const root = path.resolve(import.meta.dirname, '..');
const gatewayArg = argValue('gateway') ?? process.env.GATEWAY_URL;
if (!gatewayArg) {
  console.error('serve: say where the gateway is: --gateway <url> (or GATEWAY_URL)');
  process.exit(2);
}
const gateway = new URL(gatewayArg);
const passThrough = !process.argv.includes('--no-pass-through') && process.env.PASS_THROUGH !== '0';
const list = (value: string | undefined) => (value ?? '').split(',').filter(Boolean);
const forwardCookies = list(argValue('forward-cookies') ?? process.env.FORWARD_COOKIES);
// The gateway's own paths: its calls, and whatever else it serves on the site's origin (images, game pages).
const gatewayPaths = list(argValue('gateway-paths') ?? process.env.GATEWAY_PATHS);
const paths = gatewayPaths.length ? gatewayPaths : GATEWAY_PATHS;
const firstReadWait = argValue('first-read-wait') ?? process.env.FIRST_READ_WAIT_MS;
const merchant = argValue('merchant') ?? process.env.MERCHANT;
const port = portArg(8080);
const host = argValue('host') ?? process.env.HOST ?? '127.0.0.1';

const app = createSiteServer({
  root,
  merchant,
  gateway: { url: gateway, passThrough, paths },
  forwardCookies,
  firstReadWaitMs: firstReadWait ? Number(firstReadWait) : undefined,
  log: jsonLines,
});
const server = app.listen(port, host, () => {
  console.log(
    JSON.stringify({ time: new Date().toISOString(), message: 'serving', url: `http://${host}:${port}`, gateway }),
  );
});
if (passThrough) passUpgradesThrough(server, gateway, paths);
// Idle connections outlive a proxy's usual 60 s idle time-out in front of it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (error) => {
  console.error(`serve: ${error.message}`);
  process.exit(1);
});
stopOnSignals(server);
