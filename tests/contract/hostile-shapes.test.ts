/**
 * Structural fuzzing: request shapes no schema describes (deep nesting, 100,000 keys, huge arrays, duplicate keys,
 * very long keys and strings, invalid UTF-8, a byte-order mark, a Content-Type that lies, a gzip bomb, too many or
 * too long query parameters and headers), sent to every catalogue endpoint, encrypted ones also inside the JWE, and
 * to the QA control. The gateway runs as its own process, as `npm run gateway` does, so a request that ends it fails
 * the test: every answer is the envelope, never a 5xx, the process is alive after each endpoint's batch, and the
 * member's money and journal are as they were.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptText } from '../../mock-gateway/lib/jwe-client.js';
import { REQUEST_LIMITS } from '../../mock-gateway/lib/request-limits.js';
import { Client, catalogue, envelopeViolations, type Envelope } from './harness.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Shape {
  name: string;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Raw query string (without '?'). */
  query?: string;
  /** The status the gateway must answer whatever the endpoint (else: any 2xx-4xx envelope). */
  status?: number;
}

const nest = (open: string, close: string, inner: string, n: number) => open.repeat(n) + inner + close.repeat(n);
const manyKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;

const SHAPES: Shape[] = [
  { name: 'object nested 5,000 deep', body: nest('{"a":', '}', '1', 5000), status: 400 },
  { name: 'array nested 5,000 deep', body: nest('[', ']', '1', 5000), status: 400 },
  { name: 'mixed nesting 100 deep', body: nest('{"a":[', ']}', '1', 50), status: 400 },
  { name: '100,000 keys', body: manyKeys(100_000) },
  { name: 'an array of 200,000 items', body: `{"list":[${'0,'.repeat(199_999)}0]}` },
  { name: 'duplicate keys', body: '{"username":"demo_member","username":"demo_agent"}', status: 400 },
  { name: 'a 5,000-character key', body: `{"${'k'.repeat(5000)}":1}`, status: 400 },
  { name: 'a 90,000-character string', body: JSON.stringify({ username: 'x'.repeat(90_000) }) },
  {
    name: 'invalid UTF-8',
    body: Buffer.concat([Buffer.from('{"username":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
  },
  { name: 'a byte-order mark', body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]) },
  { name: 'JSON sent as text/plain', body: '{"a":1}', contentType: 'text/plain' },
  { name: 'form data sent as JSON', body: 'a=1&b=2', contentType: 'application/json' },
  {
    name: 'a gzip bomb (30 MB of zeros)',
    body: gzipSync(Buffer.alloc(30 * 1024 * 1024, 0x30)),
    headers: { 'Content-Encoding': 'gzip' },
  },
  { name: '200 query parameters', query: Array.from({ length: 200 }, (_, i) => `p${i}=1`).join('&'), status: 400 },
  { name: 'a 12,000-character query', query: `q=${'x'.repeat(12_000)}`, status: 400 },
  { name: 'one parameter 1,000 times', query: 'pageNo=1&'.repeat(1000), status: 400 },
  {
    name: '120 headers',
    headers: Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`x-fuzz-${i}`, '1'])),
    status: 400,
  },
  { name: 'a 10,000-character header', headers: { 'X-Fuzz': 'x'.repeat(10_000) }, status: 400 },
];

let child: ChildProcess;
let base: string;
let exits = 0;

/** The gateway as `npm run gateway` runs it, on a free port. */
function startGatewayProcess(): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-gateway/main.ts', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.on('exit', () => exits++);
  child.stderr!.resume();
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /mock gateway on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited at start (${code})`)));
  });
}

let member: Client;
let balancesBefore: unknown;
const tried = { requests: 0, fiveHundreds: 0 };

beforeAll(async () => {
  base = await startGatewayProcess();
  member = new Client(base);
  await member.control.setScenario('rate-limits-off');
  await member.login('demo_member', 'Member123');
  balancesBefore = (await member.control.ledger('demo_member')).balances;
}, 60_000);

afterAll(() => {
  console.log(
    `hostile shapes: ${tried.requests} requests (${SHAPES.length} shapes x ${catalogue.length} endpoints, JWE and QA control), ${tried.fiveHundreds} 5xx, ${exits} process exits`,
  );
  child?.kill();
});

async function send(
  url: string,
  method: string,
  shape: Shape,
  token?: string,
): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = {
    ...member.baseHeaders(),
    ...(token ? { Authorization: token } : {}),
    'Idempotency-Key': `hostile-${Math.random().toString(36).slice(2)}`,
    ...(shape.body !== undefined ? { 'Content-Type': shape.contentType ?? 'application/json' } : {}),
    ...shape.headers,
  };
  const withBody = shape.body !== undefined && method !== 'GET' && method !== 'HEAD';
  const res = await fetch(`${url}${shape.query ? `?${shape.query}` : ''}`, {
    method,
    headers,
    ...(withBody ? { body: typeof shape.body === 'string' ? shape.body : new Uint8Array(shape.body!) } : {}),
  });
  const text = await res.text();
  tried.requests++;
  if (res.status >= 500) tried.fiveHundreds++;
  try {
    return { status: res.status, body: JSON.parse(text) as Envelope };
  } catch {
    throw new Error(`${method} ${url} ${shape.name}: ${res.status} ${text.slice(0, 200) || '(empty)'}`);
  }
}

function expectRefusedOrAnswered(what: string, shape: Shape, r: { status: number; body: Envelope }): void {
  expect(r.status, what).toBeLessThan(500);
  if (shape.status !== undefined) expect(r.status, `${what}: ${r.body.message}`).toBe(shape.status);
  if (r.status >= 400) expect(envelopeViolations(r.body), what).toEqual([]);
}

async function stillServing(): Promise<void> {
  expect(exits, 'the gateway process ended').toBe(0);
  expect((await member.call('system.status')).status).toBe(200);
}

describe('hostile request shapes', () => {
  it('are refused or answered inside the envelope at every endpoint, and the gateway keeps serving', async () => {
    for (const e of catalogue) {
      // Each batch signed in afresh: a batch may have ended the session (logout takes no body to refuse).
      await member.login('demo_member', 'Member123');
      const url = `${base}${e.path.replace(/\{\w+\}/g, 'x')}`;
      for (const shape of SHAPES) {
        const r = await send(url, e.method, shape, member.token);
        // A lying Content-Type or a body on a call that takes none is refused or ignored: never a 5xx.
        expectRefusedOrAnswered(
          `${e.id} ${shape.name}`,
          e.request || !shape.body ? shape : { ...shape, status: undefined },
          r,
        );
      }
      await stillServing();
    }
  }, 300_000);

  it('a deep body refused says which limit, and the same inside an encrypted payload', async () => {
    const login = catalogue.find((e) => e.id === 'session.login')!;
    const deep = await send(`${base}${login.path}`, 'POST', SHAPES[0]!);
    expect(deep.body).toMatchObject({
      errorCode: 'request.invalid',
      message: `body: nested deeper than ${REQUEST_LIMITS.depth} levels`,
      value: { location: 'body', keyword: 'maxDepth' },
    });
    const jwks = await member.jwks();
    await member.login('demo_member', 'Member123');
    for (const e of catalogue.filter((x) => x.flags.includes('E'))) {
      for (const shape of SHAPES.filter((s) => typeof s.body === 'string' && s.status === 400)) {
        const jwe = await encryptText(jwks, shape.body as string);
        const r = await send(
          `${base}${e.path}`,
          e.method,
          { name: shape.name, body: JSON.stringify({ jwe }) },
          member.token,
        );
        expect(r, `${e.id} ${shape.name} inside the JWE`).toMatchObject({
          status: 400,
          body: { errorCode: 'request.invalid' },
        });
      }
    }
    await stillServing();
  }, 120_000);

  it('the QA control refuses them too', async () => {
    for (const [method, p] of [
      ['PUT', '/__mock/faults'],
      ['PUT', '/__mock/overrides'],
      ['PUT', '/__mock/scenarios/geetest'],
    ] as const) {
      for (const shape of SHAPES.filter((s) => s.body !== undefined)) {
        const r = await send(`${base}${p}`, method, shape);
        expect(r.status, `${method} ${p} ${shape.name}`).toBeLessThan(500);
        expect(envelopeViolations(r.body)).toEqual([]);
      }
    }
    await stillServing();
  }, 60_000);

  it("leaves the member's money and the journal as they were", async () => {
    expect((await member.control.ledger('demo_member')).balances).toEqual(balancesBefore);
    const page = await member.control.journalPage({ tail: 5 });
    expect(page.entries.length).toBe(5);
    expect(page.recorded).toBeGreaterThan(tried.requests / 2);
  });
});
