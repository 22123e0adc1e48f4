/**
 * Every catalogue entry: a happy path whose value matches the response schema; session errors for T endpoints;
 * a malformed body for endpoints that take one; the encrypted-body rules for E endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, catalogue, envelopeViolations, responseViolations, startGateway, type Gateway } from './harness.js';
import { happyPaths } from './happy-paths.js';

/** Money endpoints check the Idempotency-Key before the body: give them one so the payload check is reached. */
const moneyKey = (e: { money?: boolean }) => (e.money ? { 'Idempotency-Key': `enc-${Date.now()}` } : undefined);

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

describe('catalogue coverage', () => {
  it('has a happy-path case for every catalogue entry (and none for unknown ids)', () => {
    const ids = catalogue.map((e) => e.id);
    expect(ids.filter((id) => !happyPaths[id])).toEqual([]);
    expect(Object.keys(happyPaths).filter((id) => !ids.includes(id))).toEqual([]);
  });
});

describe.each(catalogue.map((e) => [e.id, e] as const))('%s', (id, e) => {
  it('answers its happy path per contract', async () => {
    const c = new Client(gw.baseUrl);
    const make = happyPaths[id];
    if (!make) throw new Error(`no happy-path case for ${id}`);
    const { check, ...opts } = await make(c);
    const r = await c.call(e, opts);
    expect(r.body, `${r.status} ${r.body.errorCode} ${r.body.message}`).toMatchObject({ success: true });
    expect(r.status).toBe(200);
    expect(envelopeViolations(r.body)).toEqual([]);
    expect(responseViolations(id, r.body.value)).toEqual([]);
    check?.(r.body.value);
  });

  if (e.flags.includes('T')) {
    it('refuses a missing token with CUSTOMER_NOT_LOGIN', async () => {
      const c = new Client(gw.baseUrl);
      const r = await c.call(e, { token: null, ...(e.request ? { body: {} } : {}) });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
    });
    it('refuses an unknown token with user.or.token.invalid', async () => {
      const c = new Client(gw.baseUrl);
      const r = await c.call(e, { token: 'not-a-real-token-0123456789', ...(e.request ? { body: {} } : {}) });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
      expect(envelopeViolations(r.body)).toEqual([]);
    });
  }

  if (e.request) {
    it('answers a malformed body with a 4xx envelope naming the problem', async () => {
      const c = new Client(gw.baseUrl);
      if (e.flags.includes('T')) await c.login('demo_member', 'Member123');
      const r =
        e.bodyEncoding === 'form'
          ? await c.call(e, { rawBody: '{"username": 1}', contentType: 'application/json' })
          : await c.call(e, {
              rawBody: '{"oops": ',
              contentType: 'application/json',
              headers: e.money ? { 'Idempotency-Key': 'malformed-0001' } : {},
            });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.success).toBe(false);
      expect(r.body.errorCode).toMatch(/^request\./);
      expect(r.body.message).toMatch(/^body/);
      expect(JSON.stringify(r.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    });
  }

  if (e.flags.includes('E')) {
    // A money call without its key is refused before its body is read: these checks send one.
    it('refuses a plain JSON body with payload.encryption_required', async () => {
      const c = new Client(gw.baseUrl);
      if (e.flags.includes('T')) await c.login('demo_member', 'Member123');
      const r = await c.call(e, {
        body: { username: 'demo_member', password: 'Member123' },
        plain: true,
        headers: moneyKey(e),
      });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: 'payload.encryption_required' });
    });
    it('refuses a JWE under an unknown key id with payload.key_unknown', async () => {
      const c = new Client(gw.baseUrl);
      if (e.flags.includes('T')) await c.login('demo_member', 'Member123');
      const jwks = await c.jwks();
      const forged = { keys: jwks.keys.map((k) => ({ ...k, kid: 'never-issued' })) };
      const r = await c.call(e, {
        body: { username: 'demo_member', password: 'x' },
        jwks: forged,
        headers: moneyKey(e),
      });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: 'payload.key_unknown' });
    });
    it('refuses an undecryptable payload with payload.decrypt_failed', async () => {
      const c = new Client(gw.baseUrl);
      if (e.flags.includes('T')) await c.login('demo_member', 'Member123');
      const r = await c.call(e, {
        body: { jwe: 'eyJhbGciOiJSU0EtT0FFUC0yNTYiLCJlbmMiOiJBMjU2R0NNIiwia2lkIjoieCJ9.AAAA.AAAA.AAAA.AAAA' },
        plain: true,
        headers: moneyKey(e),
      });
      expect(r.status).toBe(400);
      expect(['payload.decrypt_failed', 'payload.key_unknown']).toContain(r.body.errorCode);
    });
  }
});
