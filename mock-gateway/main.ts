/**
 * `npm run gateway [-- --port 8081]`: the mock gateway alone on 127.0.0.1 (port: --port, GATEWAY_PORT, or 8081).
 * `--state-dir <dir>` keeps every mock session's state there across restarts; `--world <file or fixture>` starts the
 * default mock session from a world file (docs/gateway.md, "Worlds as files"). `--upstream <url>` forwards what the
 * world does not serve (`--forward <id,id*>`: these routes too) to a real gateway, `--record` saves its answers,
 * `--playback <file>` answers from such a recording (docs/gateway.md, "Proxy and record").
 */
import { createGatewayApp, restoreSessions } from './app.js';
import { keepServing } from './lib/keep-serving.js';
import { DEMO_ACCOUNTS } from './world/index.js';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

const port = Number(argValue('--port') ?? process.env.GATEWAY_PORT ?? 8081);
const host = argValue('--host') ?? process.env.GATEWAY_HOST ?? '127.0.0.1';
const seedArg = argValue('--seed');
const stateDir = argValue('--state-dir');
const world = argValue('--world');
const playback = argValue('--playback');
const upstream = argValue('--upstream');
const forward = argValue('--forward');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-gateway: invalid port ${String(port)}`);
  process.exit(2);
}
if (upstream !== undefined && !/^https?:$/.test(URL.parse(upstream)?.protocol ?? '')) {
  console.error(
    `mock-gateway: --upstream takes the gateway's http(s) address, e.g. https://staging.example.com, not "${upstream}"`,
  );
  process.exit(2);
}

const app = createGatewayApp({
  ...(seedArg !== undefined ? { seed: Number(seedArg) } : {}),
  ...(stateDir !== undefined ? { stateDir } : {}),
  ...(upstream !== undefined
    ? {
        upstream: {
          url: upstream,
          record: process.argv.includes('--record'),
          ...(forward !== undefined ? { routes: forward.split(',') } : {}),
        },
      }
    : {}),
});
const server = app.listen(port, host, () => void ready());

// The port is printed once saved sessions and the world file are back: a client that waits for it sees them.
async function ready(): Promise<void> {
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  try {
    await restoreSessions(app, `http://${host.includes(':') ? `[${host}]` : host}:${actual}`, {
      ...(world !== undefined ? { world } : {}),
      ...(playback !== undefined ? { playback } : {}),
    });
  } catch (err) {
    console.error(`mock-gateway: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  keepServing();
  console.log(`mock gateway on http://${host}:${actual}  (QA control: /__mock, docs/gateway.md)`);
  console.log('demo accounts:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(16)} ${a.password.padEnd(11)} ${a.shows}`);
  if (stateDir !== undefined) console.log(`mock sessions kept in ${stateDir}`);
  if (upstream !== undefined)
    console.log(`forwarding to ${upstream}${process.argv.includes('--record') ? ', recording' : ''}`);
}
// Idle connections stay open longer than a busy client can stall between two requests (Node's 5 s let a client
// send on a socket the gateway had just closed), and longer than a proxy's usual 60 s idle time-out.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (err) => {
  console.error(`mock-gateway: ${err.message}`);
  process.exit(1);
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
