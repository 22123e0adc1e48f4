/**
 * `npm run bench:gateway`: autocannon on 127.0.0.1 against the mock gateway (game list, hot games, encrypted
 * login) and, in the same run, a bare Express server answering a JSON of the same size. Each server runs in its
 * own process; prints req/s, p99 and the ratio to bare Express. The bare server answers `res.json(obj)` with the
 * gateway's own game-list answer, so the ratio measures what routing, validation, sessions and the world cost.
 *
 * Then the soak (scripts/lib/gateway-soak.ts): a mixed load over as many mock sessions as the LRU keeps, for a fixed
 * number of minutes, with the gateway's memory at the start, middle and end.
 *
 * Options: --duration <s> (default 5), --connections <n> (default 10), --soak-minutes <n> (default 3; 0 skips it),
 * --state-dir <dir> (the gateway keeps its sessions there, fsynced before each answer, as `npm run gateway` does).
 * Targets: game list and hot games at least 70% of bare throughput, p99 under 50 ms; memory reaches a plateau.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { HOT, LIST, runSoak, type Memory } from './lib/gateway-soak.ts';
import { vendorAccountTypeId } from '../mock-gateway/handlers/wallet.ts';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Replaces `[<id>]` in headers and body by a fresh id per request. */
  idReplacement?: boolean;
}) => Promise<AutocannonResult>;

const self = fileURLToPath(import.meta.url);
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

// ------------------------------------------------------------------ child: one server
async function serve(kind: string): Promise<void> {
  let app: express.Express;
  if (kind === 'gateway') {
    const { createGatewayApp } = await import('../mock-gateway/app.js');
    const stateDir = process.env.BENCH_STATE_DIR;
    app = createGatewayApp(stateDir ? { stateDir } : {});
  } else {
    // Plain Express answering the same JSON object (serialised per request, as any Express handler does).
    const body = JSON.parse(fs.readFileSync(process.env.BENCH_BODY_FILE!, 'utf8')) as unknown;
    app = express();
    app.disable('x-powered-by');
    app.get(/.*/, (_req, res) => {
      res.json(body);
    });
  }
  // The parent asks for the memory after a full GC (the child runs with --expose-gc).
  process.on('message', (m) => {
    if (m !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ rss, heapUsed } satisfies Memory);
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    process.stdout.write(`PORT ${typeof addr === 'object' && addr ? addr.port : 0}\n`);
  });
}

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Memory));
    child.send('memory');
  });
}

function start(kind: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--serve', kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

// ------------------------------------------------------------------ parent: the run
async function main(): Promise<void> {
  const require = createRequire(import.meta.url);
  const autocannon = require('autocannon') as Autocannon;
  const { encryptPayload } = await import('../mock-gateway/lib/jwe-client.js');
  const duration = arg('duration', 5);
  const connections = arg('connections', 10);
  const headers = { Merchant: 'RA88', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

  const i = process.argv.indexOf('--state-dir');
  const stateDir = i >= 0 ? process.argv[i + 1] : undefined;
  if (stateDir) console.log(`the gateway keeps its mock sessions in ${stateDir} (--state-dir)`);
  const gw = await start('gateway', stateDir ? { BENCH_STATE_DIR: stateDir } : {});
  try {
    const get = async (p: string) => (await fetch(`${gw.url}${p}`, { headers })).text();
    const listBody = await get(LIST);
    const jwks = (JSON.parse(await get('/wps/system/jwks')) as { value: { keys: [] } }).value;
    const loginBody = JSON.stringify({
      jwe: await encryptPayload(jwks, { username: 'demo_member', password: 'Member123' }),
    });
    const probe = await fetch(`${gw.url}/wps/session/login`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: loginBody,
    });
    if (!probe.ok) throw new Error(`login probe failed: ${probe.status} ${await probe.text()}`);
    const token = ((await probe.json()) as { value: { token: string } }).value.token;

    const bodyFile = path.join(os.tmpdir(), `bench-gateway-${process.pid}.json`);
    fs.writeFileSync(bodyFile, listBody);
    const bare = await start('bare', { BENCH_BODY_FILE: bodyFile });
    try {
      const run = (url: string, extra: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
        autocannon({
          url,
          connections,
          duration,
          headers: { ...headers, ...extra.headers },
          ...(extra.method ? { method: extra.method } : {}),
          ...(extra.body ? { body: extra.body } : {}),
          idReplacement: true,
        });
      console.log(
        `autocannon: ${connections} connections, ${duration} s per run, ${os.cpus().length} CPUs; list answer ${listBody.length} bytes`,
      );
      console.log('each target runs right after its own bare-Express run, so machine noise hits both alike');
      // warm both servers up (JIT)
      await autocannon({ url: `${bare.url}${LIST}`, connections, duration: 1, headers });
      await autocannon({ url: `${gw.url}${LIST}`, connections, duration: 1, headers });
      const targets: [string, string, { method?: string; headers?: Record<string, string>; body?: string }][] = [
        ['games.list    GCSGAME_gameList', `${gw.url}${LIST}`, {}],
        ['games.hot     GCSGAME_hotGamesV2', `${gw.url}${HOT}`, {}],
        [
          'session.login (JWE, RSA-OAEP)',
          `${gw.url}/wps/session/login`,
          { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: loginBody },
        ],
        [
          // A money call: with --state-dir its answer waits for the disk (a fresh key per request).
          'wallet.transfer (money call)',
          `${gw.url}/wps/relay/GCS_walletTransfer`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': 'bench-[<id>]' },
            body: JSON.stringify({ fromAccountTypeId: 2, toAccountTypeId: vendorAccountTypeId('PT'), amount: 0.01 }),
          },
        ],
      ];
      const rows: { name: string; bare: AutocannonResult; r: AutocannonResult }[] = [];
      for (const [name, url, extra] of targets) {
        const b = await run(`${bare.url}${LIST}`);
        rows.push({ name, bare: b, r: await run(url, extra) });
      }
      const fmt = (n: number, w: number): string => n.toFixed(0).padStart(w);
      console.log(
        `\n${'target'.padEnd(34)}${'req/s'.padStart(9)}${'p99 ms'.padStart(8)}${'bare req/s'.padStart(12)}${'bare p99'.padStart(10)}${'ratio'.padStart(8)}${'errors'.padStart(8)}`,
      );
      for (const { name, bare: b, r } of rows) {
        const ratio = `${((r.requests.average / b.requests.average) * 100).toFixed(0)}%`;
        console.log(
          `${name.padEnd(34)}${fmt(r.requests.average, 9)}${fmt(r.latency.p99, 8)}${fmt(b.requests.average, 12)}${fmt(b.latency.p99, 10)}${ratio.padStart(8)}${String(r.non2xx + r.errors).padStart(8)}`,
        );
      }
      const verdict = rows
        .slice(0, 2)
        .every(({ bare: b, r }) => r.requests.average / b.requests.average >= 0.7 && r.latency.p99 < 50);
      console.log(
        `\ntarget (game list and hot games >= 70% of bare Express, p99 < 50 ms): ${verdict ? 'met' : 'NOT met'}`,
      );
    } finally {
      bare.child.kill();
      fs.rmSync(bodyFile, { force: true });
    }
    const soakMinutes = arg('soak-minutes', 3);
    if (soakMinutes > 0) {
      const { plateau, errors } = await runSoak({
        url: gw.url,
        headers,
        minutes: soakMinutes,
        pool: 200,
        memory: () => memoryOf(gw.child),
      });
      console.log(`soak target (memory reaches a plateau, no errors): ${plateau && errors === 0 ? 'met' : 'NOT met'}`);
    }
  } finally {
    gw.child.kill();
  }
}

const serveIdx = process.argv.indexOf('--serve');
if (serveIdx >= 0) void serve(process.argv[serveIdx + 1] ?? 'bare');
else
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
