/**
 * Schema-derived fuzzing of every catalogue entry (new entries are covered without editing this file): malformed
 * bodies, queries and headers derived from the entry's request schemas and headers.schema.json. Every answer must be
 * the envelope, never a 5xx; a failure carries an error code the entry may answer (catalogue plus the codes its flags
 * imply); a request the contract refuses is refused; and the gateway still answers a good request afterwards.
 *
 * FUZZ_RUNS sets the runs per input kind (default 30); FUZZ_SEED a seed (default: fixed per entry, so a run is
 * reproducible; `FUZZ_SEED=random` explores new cases and prints the seed of a failure).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedErrors, answersRaw, type CatalogueEntry } from '../../mock-gateway/lib/catalogue.js';
import {
  Client,
  catalogue,
  contract,
  envelopeViolations,
  responseViolations,
  startGateway,
  type Envelope,
  type Gateway,
} from './harness.js';
import { happyPaths } from './happy-paths.js';
import { follows, malformedHeaders, malformedObject, schemaFile } from './schema-arbitraries.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const seedFor = (id: string): number | undefined => {
  const s = process.env.FUZZ_SEED;
  if (s === 'random') return undefined;
  if (s) return Number(s);
  return [...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7);
};

let gw: Gateway;
let qa = false;
beforeAll(async () => {
  gw = await startGateway();
  qa = await new Client(gw.baseUrl).control.available();
});

const counts = new Map<string, number>();
const t0 = performance.now();
afterAll(async () => {
  await gw?.close();
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const per = [...counts].map(([id, n]) => `${id} ${n}`).join(', ');
  console.log(
    `fuzz: ${total} malformed requests over ${counts.size} endpoints in ${Math.round(performance.now() - t0)} ms (${per})`,
  );
});

/** A fresh mock session for one entry: rate limits off (fuzzing is a load), logged in for T entries. */
async function session(e: CatalogueEntry): Promise<Client> {
  const c = new Client(gw.baseUrl);
  if (qa) await c.control.setScenario('rate-limits-off');
  if (e.flags.includes('T')) await c.login('demo_member', 'Member123');
  return c;
}

function expectEnvelope(e: CatalogueEntry, status: number, body: Envelope, refused: boolean, what: unknown): void {
  const about = `${e.id} ${status} ${body.errorCode ?? ''} ${body.message ?? ''} for ${JSON.stringify(what)?.slice(0, 300)}`;
  expect(status, about).toBeLessThan(500);
  // The platform answers an /lgw success raw: the bare value, checked against the response schema.
  if (answersRaw(e) && status < 400 && typeof (body as Partial<Envelope>).success !== 'boolean') {
    expect(refused, about).toBe(false);
    expect(responseViolations(e.id, body), about).toEqual([]);
    return;
  }
  expect(envelopeViolations(body), about).toEqual([]);
  if (!body.success) expect(allowedErrors(e).has(body.errorCode ?? ''), about).toBe(true);
  if (refused) {
    expect(body.success, about).toBe(false);
    expect(status, about).toBeGreaterThanOrEqual(400);
  }
}

const moneyHeaders = (e: CatalogueEntry): Record<string, string> =>
  e.money ? { 'Idempotency-Key': `fuzz-${Math.random().toString(36).slice(2)}` } : {};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown): string => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x));
/** What a form would carry for the value: its fields as text, anything else as one unnamed blob. */
const formBody = (x: unknown): string =>
  isRecord(x) ? new URLSearchParams(Object.entries(x).map(([k, v]) => [k, text(v)])).toString() : text(x);

const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"x"', '{"a":1}}', '\u0000', 'a=1&b', '{"__proto__":{"x":1}}'];

describe.each(catalogue.map((e) => [e.id, e] as const))('%s', (id, e) => {
  it('answers malformed bodies, queries and headers with the envelope and a catalogued code, then a good request', async () => {
    const c = await session(e);
    const v = contract().entries.get(id)!;
    let sent = 0;
    const seed = seedFor(id);
    const params = { numRuns: RUNS, ...(seed !== undefined ? { seed } : {}) };

    if (e.request) {
      const schema = schemaFile(e.request);
      const bodies = fc.oneof(
        { weight: 5, arbitrary: malformedObject(schema, schema.$id).map((body) => ({ body })) },
        // Inside the schema but odd (longest strings, edge numbers): these reach the handler.
        { weight: 2, arbitrary: follows(schema, schema.$id).map((body) => ({ body })) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (input) => {
          sent++;
          const r =
            'raw' in input
              ? await c.call(e, { rawBody: input.raw, headers: moneyHeaders(e) })
              : e.bodyEncoding === 'form'
                ? await c.call(e, { rawBody: formBody(input.body), contentType: 'application/x-www-form-urlencoded' })
                : await c.call(e, { body: input.body, headers: moneyHeaders(e) });
          const refused =
            'raw' in input ? false : e.bodyEncoding === 'form' ? false : !v.body!(structuredClone(input.body));
          expectEnvelope(e, r.status, r.body, refused, input);
        }),
        params,
      );
    }

    if (e.query) {
      const schema = schemaFile(e.query);
      const queries = fc
        .oneof({ weight: 3, arbitrary: malformedObject(schema, schema.$id) }, follows(schema, schema.$id))
        .map((q) =>
          q && typeof q === 'object' && !Array.isArray(q)
            ? Object.fromEntries(Object.entries(q as Record<string, unknown>).map(([k, x]) => [k, text(x)]))
            : { [String(q)]: '' },
        );
      await fc.assert(
        fc.asyncProperty(queries, async (query) => {
          sent++;
          const r = await c.call(e, { query, ...(e.request ? { body: {} } : {}), headers: moneyHeaders(e) });
          expectEnvelope(e, r.status, r.body, !v.query!({ ...query }), query);
        }),
        params,
      );
    }

    const good = { ...c.baseHeaders(), ...(c.token ? { Authorization: c.token } : {}) };
    await fc.assert(
      fc.asyncProperty(malformedHeaders(good), async (headers) => {
        sent++;
        // HTTP trims header values: judge what the gateway receives.
        const sendable = Object.fromEntries(
          Object.entries(headers).flatMap(([k, x]) => (x === undefined ? [] : [[k, x.trim()]])),
        ) as Record<string, string>;
        const res = await fetch(`${gw.baseUrl}${e.path}`, {
          method: e.method,
          headers: { ...sendable, ...(e.request ? { 'content-type': 'application/json' } : {}) },
          ...(e.request ? { body: '{}' } : {}),
        });
        const body = (await res.json()) as Envelope;
        expectEnvelope(e, res.status, body, !contract().headers({ ...sendable }), headers);
      }),
      params,
    );
    counts.set(id, sent);

    // The fuzzed session still answers, and so does a good request of this entry on a fresh one.
    expect((await c.call('system.status')).status).toBe(200);
    const fresh = new Client(gw.baseUrl);
    const { check: _check, ...happy } = await happyPaths[id]!(fresh);
    const r = await fresh.call(e, happy);
    expect(r.body, `${id}: ${r.body.errorCode} ${r.body.message}`).toMatchObject({ success: true });
  });
});
