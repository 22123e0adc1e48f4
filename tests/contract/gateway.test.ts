/**
 * Gateway-wide rules: unknown paths, headers, validation messages, contract violations, encryption keys and
 * rotation, idempotent money, mock-session isolation, faults, scenario precedence, journal and clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  Client,
  entry,
  MAIN_WALLET,
  startGateway,
  uniqueSession,
  vendorWallet,
  type Gateway,
} from './harness.js';
import { MockControl } from './mock-control.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const raw = (path: string, init: RequestInit & { session?: string } = {}) => {
  const c = new Client(gw.baseUrl, init.session ?? uniqueSession());
  return fetch(`${gw.baseUrl}${path}`, {
    ...init,
    headers: { ...c.baseHeaders(), ...(init.headers as Record<string, string>) },
  });
};

describe('routing', () => {
  it('answers an unknown /wps or /lgw path with 501 endpoint.not_implemented', async () => {
    for (const p of ['/wps/relay/NOPE_nothing', '/lgw/vn/nothing']) {
      const r = await raw(p);
      expect(r.status).toBe(501);
      expect(await r.json()).toMatchObject({ success: false, errorCode: 'endpoint.not_implemented' });
    }
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const r = await raw('/wps/session/login', { method: 'GET' });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
    expect(await r.json()).toMatchObject({ errorCode: 'endpoint.method_not_allowed' });
  });

  it('lets every other path fall through (mountable in front of a static site)', async () => {
    const r = await fetch(`${gw.baseUrl}/index.html`);
    // Alone, nothing answers it; behind npm start (GATEWAY_URL), the site does. Never the gateway's envelope.
    if (gw.inProcess) expect(r.status).toBe(404);
    expect(r.headers.get('content-type') ?? '').not.toContain('application/json');
  });

  it('answers CORS preflights', async () => {
    const r = await fetch(`${gw.baseUrl}/wps/session/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(r.headers.get('access-control-allow-headers')).toContain('X-Gateway-Version');
  });
});

describe('request validation', () => {
  it('names a missing header', async () => {
    const c = new Client(gw.baseUrl);
    const r = await c.call('system.status', { headers: { Device: '' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      errorCode: 'request.header_invalid',
      value: { location: 'header', path: '/device' },
    });
  });

  it('requires X-Gateway-Version 3', async () => {
    const r = await new Client(gw.baseUrl).call('system.status', { headers: { 'X-Gateway-Version': '2' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('header/x-gateway-version: must be "3"');
  });

  it('refuses a merchant code no site-config merchant has', async () => {
    const r = await new Client(gw.baseUrl, uniqueSession(), 'NOPE').call('system.status');
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('merchant.unknown');
  });

  it('accepts every merchant code of site-config, including the alternate-domain code', async () => {
    for (const code of ['RA88', 'RA89', 'SB01', 'SB02']) {
      const r = await new Client(gw.baseUrl, uniqueSession(), code).call('system.registerSettings');
      expect(r.status, code).toBe(200);
    }
  });

  it('names the broken query field', async () => {
    const c = new Client(gw.baseUrl);
    const r = await c.call('games.list', { query: { pageNo: 1 } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errorCode: 'request.invalid', message: 'query/gameType: is required' });
    const r2 = await c.call('games.list', { query: { gameType: 'RNG', pageSize: 5000 } });
    expect(r2.body.message).toBe('query/pageSize: must be <= 100');
  });

  it('names the broken body field (after decryption)', async () => {
    const c = new Client(gw.baseUrl);
    const r = await c.call('session.login', { body: { username: 42, password: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      errorCode: 'request.invalid',
      message: 'body/username: must be string',
      value: { location: 'body', path: '/username' },
    });
    const r2 = await c.call('feedback.submit', { body: { content: 'x'.repeat(141) } });
    expect(r2.body.message).toBe('body/content: must NOT have more than 140 characters');
    const r3 = await c.call('feedback.submit', { body: { content: 'ok', extra: 1 } });
    expect(r3.body.message).toBe('body/extra: is not allowed');
  });

  it('answers malformed JSON with 400 request.malformed and no stack trace', async () => {
    const r = await raw('/wps/feedback', {
      method: 'PUT',
      body: '{"content": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body).toEqual({ success: false, errorCode: 'request.malformed', message: 'body: malformed JSON' });
  });

  it('reads the form-encoded forgot-password call and refuses JSON there', async () => {
    const c = new Client(gw.baseUrl);
    const ok = await c.call('member.passwordEmail', {
      body: { username: 'demo_member', email: 'demo_member@example.com' },
    });
    expect(ok.body).toEqual({ success: true, value: true });
    const json = await c.call('member.passwordEmail', {
      rawBody: JSON.stringify({ username: 'demo_member', email: 'x@y.z' }),
      contentType: 'application/json',
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('body: Content-Type must be application/x-www-form-urlencoded');
  });

  it('hints at the raw token when a Bearer prefix is sent', async () => {
    const c = new Client(gw.baseUrl);
    const token = await c.login('demo_member', 'Member123');
    const r = await c.call('member.info', { token: `Bearer ${token}` });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('user.or.token.invalid');
    expect(r.body.message).toContain('without "Bearer "');
  });
});

describe('response contract', () => {
  it('turns an answer that breaks the contract into a loud 500 plus a journal entry', async () => {
    const bad = await startGateway({ handlers: { 'games.hot': () => ({ list: 'not a list' }) } });
    try {
      const c = new Client(bad.baseUrl);
      const r = await c.call('games.hot');
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ success: false, errorCode: 'contract.response.invalid' });
      expect(r.body.message).toContain('games.hot');
      const journal = await c.control.journal({ violations: true });
      expect(journal).toHaveLength(1);
      expect(journal[0]).toMatchObject({ endpoint: 'games.hot', status: 500, errorCode: 'contract.response.invalid' });
      expect(journal[0]!.violations![0]).toContain('value/list');
      expect(bad.logs.join('\n')).toContain('CONTRACT VIOLATION in games.hot');
    } finally {
      await bad.close();
    }
  });

  it('treats an error code the catalogue does not declare as a contract violation', async () => {
    const { GatewayError } = await import('../../mock-gateway/lib/gateway-error.js');
    const bad = await startGateway({
      handlers: {
        'chat.models': () => {
          throw new GatewayError('balance_not_enough');
        },
        'chat.launch': () => {
          throw new Error('boom at secret/place.ts:12');
        },
      },
    });
    try {
      const c = new Client(bad.baseUrl);
      const r = await c.call('chat.models');
      expect(r.status).toBe(500);
      expect(r.body.errorCode).toBe('contract.response.invalid');
      expect(r.body.message).toContain('not declared for chat.models');
      const crash = await c.call('chat.launch');
      expect(crash.status).toBe(500);
      expect(crash.body).toEqual({ success: false, errorCode: 'internal.error', message: 'Unexpected error' });
    } finally {
      await bad.close();
    }
  });

  it('refuses to start when a catalogue entry has no handler', async () => {
    const { createGatewayApp } = await import('../../mock-gateway/app.js');
    expect(() => createGatewayApp({ handlers: { 'no.such': () => 1 } })).toThrow(
      /handlers without a catalogue entry: no.such/,
    );
  });
});

describe('encrypted payloads and keys', () => {
  it('publishes an RSA-OAEP-256 JWKS and rotates with an overlap', async () => {
    const c = new Client(gw.baseUrl);
    const before = await c.jwks();
    expect(before.keys).toHaveLength(1);
    expect(before.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' });
    const rot = await c.control.rotateKeys();
    expect(rot.previousKid).toBe(before.keys[0]!.kid);
    const after = await c.jwks(true);
    expect(after.keys.map((k) => k.kid)).toEqual([rot.kid, rot.previousKid]);
    // the old key still works during the overlap
    const old = await c.call('session.login', {
      body: { username: 'demo_member', password: 'Member123' },
      jwks: before,
    });
    expect(old.body.success).toBe(true);
    // after the next rotation it does not
    await c.control.rotateKeys();
    const gone = await c.call('session.login', {
      body: { username: 'demo_member', password: 'Member123' },
      jwks: before,
    });
    expect(gone.status).toBe(400);
    expect(gone.body).toMatchObject({ errorCode: 'payload.key_unknown', value: { kid: before.keys[0]!.kid } });
    const fresh = await c.call('session.login', {
      body: { username: 'demo_member', password: 'Member123' },
      jwks: await c.jwks(true),
    });
    expect(fresh.body.success).toBe(true);
  });

  it('ends the overlap when its virtual-time window runs out', async () => {
    const c = new Client(gw.baseUrl);
    const before = await c.jwks();
    await c.control.rotateKeys(60_000);
    expect(
      (await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' }, jwks: before })).body
        .success,
    ).toBe(true);
    await c.control.advanceClock(61_000);
    const r = await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' }, jwks: before });
    expect(r.body.errorCode).toBe('payload.key_unknown');
    expect((await c.jwks(true)).keys).toHaveLength(1);
  });

  it('keeps key rotation per mock session', async () => {
    const a = new Client(gw.baseUrl);
    const b = new Client(gw.baseUrl);
    const kb = await b.jwks();
    await a.control.rotateKeys(0);
    await a.control.rotateKeys(0);
    expect(
      (await b.call('session.login', { body: { username: 'demo_member', password: 'Member123' }, jwks: kb })).body
        .success,
    ).toBe(true);
  });
});

describe('money', () => {
  it('never moves money twice for one idempotency key', async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const balance = async () => (await c.call<{ balance: number }>('wallet.balance')).body.value!.balance;
    const start = await balance();
    const key = { 'Idempotency-Key': 'transfer-0001-abc' };
    const first = await c.call<{ successAmount: number }>('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 25.5 },
      headers: key,
    });
    expect(first.body.success).toBe(true);
    const again = await c.call<{ successAmount: number }>('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 25.5 },
      headers: key,
    });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balance()).toBeCloseTo(start - 25.5, 2);
    const reused = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 30 },
      headers: key,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe('idempotency_key_reused');
    expect(await balance()).toBeCloseTo(start - 25.5, 2);
  });

  it('requires the Idempotency-Key header and sane amounts', async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const none = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 1 },
    });
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('idempotency_key_required');
    const frac = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 0.001 },
      headers: { 'Idempotency-Key': 'frac-000001' },
    });
    expect(frac.body.errorCode).toBe('amount_invalid');
    const much = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 99_999_999 },
      headers: { 'Idempotency-Key': 'much-000001' },
    });
    expect(much.body.errorCode).toBe('balance_not_enough');
    const nowhere = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('NOPE'), amount: 1 },
      headers: { 'Idempotency-Key': 'nowhere-0001' },
    });
    expect(nowhere.body.errorCode).toBe('wallet_not_found');
  });
});

describe('mock sessions', () => {
  it('isolates state, scenarios and tokens between X-Mock-Session values', async () => {
    const a = new Client(gw.baseUrl);
    const b = new Client(gw.baseUrl);
    await a.control.setScenario('maintenance');
    expect((await a.call<{ status: number }>('system.status')).body.value!.status).toBe(1);
    expect((await b.call<{ status: number }>('system.status')).body.value!.status).toBe(0);
    const token = await a.login('demo_agent', 'Agent123').catch(() => undefined);
    expect(token).toBeUndefined(); // maintenance blocks login in a
    await a.control.clearScenario('maintenance');
    const ta = await a.login('demo_member', 'Member123');
    const other = await b.call('member.info', { token: ta });
    expect(other.body.errorCode).toBe('user.or.token.invalid');
    const g = (await a.call<{ games: { nodeId: string }[] }>('games.list', { query: { gameType: 'FISH' } })).body.value!
      .games[0]!;
    await a.call('games.favouriteAdd', { body: { nodeId: g.nodeId } });
    await b.login('demo_member', 'Member123');
    expect((await a.call<string[]>('games.favouriteIds')).body.value).toContain(g.nodeId);
    expect((await b.call<string[]>('games.favouriteIds')).body.value).not.toContain(g.nodeId);
    expect(await a.control.journal()).not.toEqual(await b.control.journal());
  });

  it('selects the mock session with the mock_session cookie too', async () => {
    const id = uniqueSession('cookie');
    await new MockControl(gw.baseUrl, id).setScenario('region-blocked');
    const { 'X-Mock-Session': _omit, ...headers } = new Client(gw.baseUrl).baseHeaders();
    const r = await fetch(`${gw.baseUrl}/wps/system/status`, {
      headers: { ...headers, Cookie: `theme=dark; mock_session=${id}` },
    });
    expect(((await r.json()) as { value: { status: number } }).value.status).toBe(2);
  });

  it('drops the least recently used session beyond the limit', async () => {
    const small = await startGateway({ maxSessions: 2 });
    try {
      const [s1, s2, s3] = [uniqueSession(), uniqueSession(), uniqueSession()].map(
        (s) => new MockControl(small.baseUrl, s),
      );
      await s1!.setScenario('maintenance');
      await s2!.scenarios();
      await s3!.scenarios();
      expect((await s1!.scenario('maintenance')).on).toBe(false);
    } finally {
      await small.close();
    }
  });

  it('resets a session to its seed', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.setScenario('sms-too-many');
    await c.control.addFault({ route: 'games.hot', kind: 'status', status: 500 });
    await c.login('demo_member', 'Member123');
    const r = await c.control.reset(7);
    expect(r.seed).toBe(7);
    expect((await c.control.scenarios()).every((s) => !s.on)).toBe(true);
    expect(await c.control.faults()).toEqual([]);
    expect((await c.call('member.info')).body.errorCode).toBe('user.or.token.invalid');
    expect((await c.call('games.hot')).status).toBe(200);
  });
});

describe('faults', () => {
  it('adds latency to one route only', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'games.hot', kind: 'latency', ms: 400 });
    const slow = await c.call('games.hot');
    expect(slow.ms).toBeGreaterThanOrEqual(380);
    expect(slow.body.success).toBe(true);
    expect((await c.call('games.rankList')).status).toBe(200);
    // Only the faulted route waited: the journal says which requests a fault touched (not a stopwatch).
    const journal = await c.control.journal({ endpoint: 'games.*' });
    expect(journal.map((e) => [e.endpoint, e.fault])).toEqual([
      ['games.hot', 'latency'],
      ['games.rankList', undefined],
    ]);
  });

  it('answers an injected status once, then recovers', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: '/wps/system/status', kind: 'status', status: 503, once: true });
    const r1 = await c.call('system.status');
    expect(r1.status).toBe(503);
    expect(r1.body.errorCode).toBe('fault.injected');
    expect((await c.call('system.status')).status).toBe(200);
    expect(await c.control.faults()).toEqual([]);
  });

  it('can answer any code of the table, e.g. domain_not_available', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({
      route: 'system.whitelabel',
      kind: 'status',
      status: 503,
      errorCode: 'domain_not_available',
    });
    const r = await c.call('system.whitelabel');
    expect(r.status).toBe(503);
    expect(r.body.errorCode).toBe('domain_not_available');
    expect((await c.call('system.whitelabel')).status).toBe(503);
    await c.control.clearFaults('system.whitelabel');
    expect((await c.call('system.whitelabel')).status).toBe(200);
  });

  it('drops the connection or hangs', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'chat.models', kind: 'drop', once: true });
    await expect(c.call('chat.models')).rejects.toThrow();
    await c.control.addFault({ route: 'chat.launch', kind: 'hang', once: true });
    await expect(c.call('chat.launch', { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    const j = await c.control.journal();
    expect(j.map((e) => e.fault).filter(Boolean)).toEqual(['drop', 'hang']);
  });

  it('refuses a fault it cannot apply', async () => {
    const r = await fetch(`${gw.baseUrl}/__mock/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'games.hot', kind: 'explode' }),
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { message: string }).message).toContain('kind must be one of');
  });
});

describe('scenarios, journal and clock', () => {
  it('puts maintenance before region block', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.setScenario('region-blocked', { country: 'US' });
    await c.control.setScenario('maintenance');
    const both = (await c.call<{ status: number; maintenance: boolean; regionRestriction: boolean }>('system.status'))
      .body.value!;
    expect(both).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
    const login = await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' } });
    expect(login).toMatchObject({ status: 503, body: { errorCode: 'info_maintenance' } });
    await c.control.clearScenario('maintenance');
    const blocked = (await c.call<{ status: number; location: { country?: string } }>('system.status')).body.value!;
    expect(blocked).toMatchObject({ status: 2, location: { country: 'US' } });
    const login2 = await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' } });
    expect(login2).toMatchObject({ status: 403, body: { errorCode: 'blockip' } });
  });

  it('blocks only the named IP when region-blocked names one, everyone otherwise', async () => {
    const c = new Client(gw.baseUrl);
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
    await c.control.setScenario('region-blocked', { ip: '203.0.113.9', country: 'US' });
    const status = async (ip: string) =>
      (await c.call<{ status: number; location: { ip: string; country?: string } }>('system.status', from(ip))).body
        .value!;
    expect(await status('203.0.113.9')).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: '203.0.113.9', country: 'US' },
    });
    const other = await status('198.51.100.1');
    expect(other).toMatchObject({ status: 0, regionRestriction: false, location: { ip: '198.51.100.1' } });
    expect(other.location.country).toBeUndefined();
    const login = (ip: string) =>
      c.call('session.login', { body: { username: 'demo_member', password: 'Member123' }, ...from(ip) });
    expect(await login('203.0.113.9')).toMatchObject({ status: 403, body: { errorCode: 'blockip' } });
    expect((await c.call('session.freeplay', { body: {}, ...from('203.0.113.9') })).body.errorCode).toBe('blockip');
    expect((await login('127.0.0.1')).body.success).toBe(true);
    await c.control.setScenario('region-blocked', { country: 'US' });
    expect((await status('198.51.100.1')).status).toBe(2);
  });

  it('lists the scenarios and refuses unknown ones', async () => {
    const c = new Client(gw.baseUrl);
    const names = (await c.control.scenarios()).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'maintenance',
        'region-blocked',
        'sms-quota',
        'sms-too-many',
        'game-maintenance',
        'unrecognised-ip',
        'password-expired',
        'popups-off',
      ]),
    );
    const r = await fetch(`${gw.baseUrl}/__mock/scenarios/nope`, {
      method: 'PUT',
      headers: { 'X-Mock-Session': c.session },
    });
    expect(r.status).toBe(400);
  });

  it('journals every gateway call and clears on request', async () => {
    const c = new Client(gw.baseUrl);
    await c.call('games.hot');
    await c.call('member.info');
    const j = await c.control.journal();
    expect(j).toHaveLength(2);
    expect(j[0]).toMatchObject({
      method: 'GET',
      path: '/wps/relay/GCSGAME_hotGamesV2',
      endpoint: 'games.hot',
      status: 200,
    });
    expect(j[1]).toMatchObject({ endpoint: 'member.info', status: 401, errorCode: 'CUSTOMER_NOT_LOGIN' });
    expect(typeof j[0]!.ms).toBe('number');
    expect(typeof j[0]!.at).toBe('number');
    await c.control.clearJournal();
    expect(await c.control.journal()).toEqual([]);
  });

  it('expires sessions on the virtual clock and ties tokens to their IP', async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const other = await c.call('member.info', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(other).toMatchObject({ status: 401, body: { errorCode: 'token_ip_different' } });
    await c.control.advanceClock(25 * 3600_000);
    const r = await c.call('member.info');
    expect(r).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
  });

  it('serves generated art with long cache headers', async () => {
    const c = new Client(gw.baseUrl);
    const g = (
      await c.call<{ games: { iconUrl: string; showIcon: string; lagerIcon: string }[] }>('games.list', {
        query: { gameType: 'RNG', pageSize: 1 },
      })
    ).body.value!.games[0]!;
    // The platform's two other icon fields are the same art (the large one asks for size l).
    expect(g.showIcon).toBe(g.iconUrl);
    expect(g.lagerIcon).toBe(`${g.iconUrl}?size=l`);
    const r = await fetch(`${gw.baseUrl}${g.iconUrl}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('image/svg+xml');
    expect(r.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await r.text()).toContain('<svg');
  });

  it('routes every catalogue entry (no entry shadowed)', () => {
    const keys = catalogue.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(entry('wallet.transfer').money).toBe(true);
  });
});
