/** `npm run gateway [-- --port 8081]`: the mock gateway alone on 127.0.0.1 (port: --port, GATEWAY_PORT, or 8081). */
import { createGatewayApp } from './app.js';
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
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-gateway: invalid port ${String(port)}`);
  process.exit(2);
}

const app = createGatewayApp(seedArg !== undefined ? { seed: Number(seedArg) } : {});
const server = app.listen(port, host, () => {
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  keepServing();
  console.log(`mock gateway on http://${host}:${actual}  (QA control: /__mock, docs/gateway.md)`);
  console.log('demo accounts:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(16)} ${a.password.padEnd(11)} ${a.shows}`);
});
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
