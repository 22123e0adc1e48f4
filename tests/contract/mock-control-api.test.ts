/**
 * The QA control API (/__mock) as a QA engineer meets it: every refusal (bad mock session name, unknown control,
 * query parameter or field), HTTP overrides (refusals, matching, expiry), the journal (paging, search, count,
 * masking, capacity), the curl-only login and the captcha answer; world files and proxy mode have their own files
 * (world-file.test.ts, proxy-record.test.ts). Needs the mock (in-process or GATEWAY_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';
import { MockControl, MockControlError, type OverrideSpec } from './mock-control.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

/** A raw control call: status and envelope, whatever the answer. */
async function control(
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  body: { success: boolean; value?: Record<string, unknown>; errorCode?: string; message?: string };
}> {
  const res = await fetch(`${gw.baseUrl}/__mock${path}`, {
    method,
    headers: {
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

async function refusal(promise: Promise<unknown>): Promise<MockControlError> {
  const e = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e, 'the call should have been refused').toBeInstanceOf(MockControlError);
  return e as MockControlError;
}

describe('mock session names', () => {
  it.each([
    ['a header with a space', { 'X-Mock-Session': 'alice bob' }, 'header/x-mock-session'],
    ['a header of 65 characters', { 'X-Mock-Session': 'a'.repeat(65) }, 'header/x-mock-session'],
    ['a header with a slash', { 'X-Mock-Session': 'team/alice' }, 'header/x-mock-session'],
    ['a cookie with a quote', { Cookie: 'mock_session=al"ice' }, 'cookie/mock_session'],
  ])('refuses %s with 400 request.header_invalid and leaves the default session alone', async (_l, headers, where) => {
    for (const [method, path, body] of [
      ['PUT', '/scenarios/maintenance', {}],
      ['POST', '/reset', {}],
      ['GET', '/journal', undefined],
      ['PUT', '/overrides', { route: 'system.status', answer: { errorCode: 'internal.error' } }],
      ['POST', '/login', { username: 'demo_member' }],
      ['GET', '/world', undefined],
      ['PUT', '/world/fixtures/member-payout-waiting', undefined],
      ['PUT', '/upstream', { url: 'https://gateway.example' }],
    ] as const) {
      const r = await control(method, path, { headers, ...(body !== undefined ? { body } : {}) });
      expect(r.status, `${method} ${path}`).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: 'request.header_invalid' });
      expect(r.body.message).toContain(where);
    }
    const defaultMaintenance = await control('GET', '/scenarios/maintenance');
    expect(defaultMaintenance.body.value).toMatchObject({ on: false });
  });

  it('answers the same refusal on /wps for the same header', async () => {
    const c = new Client(gw.baseUrl, 'alice bob');
    const r = await c.call('system.status');
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('request.header_invalid');
  });

  it('accepts a good name from the header or the cookie', async () => {
    const id = uniqueSession('cookie');
    expect((await control('GET', '/clock', { headers: { Cookie: `theme=dark; mock_session=${id}` } })).status).toBe(
      200,
    );
    expect((await control('GET', '/sessions')).body.value?.sessions).toContain(id);
  });
});

describe('unknown controls, query parameters and fields', () => {
  it('answers an unknown control with 404 qa.invalid naming it', async () => {
    const r = await control('GET', '/nope');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ errorCode: 'qa.invalid', message: 'no QA control at GET /__mock/nope' });
  });

  it.each([
    ['/journal?sinse=3', 'unknown query parameter "sinse"'],
    ['/journal?limit=-1', 'limit must be a whole number >= 0'],
    ['/journal?limit=2&tail=2', 'give limit (page forward) or tail (the newest n), not both'],
    ['/journal?status=abc', 'status must be an HTTP status or a class such as 4xx'],
    ['/journal/count?after=3', 'unknown query parameter "after"'],
    ['/overrides?id=x', 'unknown query parameter "id"'],
    ['/world?format=yaml', 'unknown query parameter "format"'],
    ['/upstream?url=x', 'unknown query parameter "url"'],
    ['/upstream/recording?since=1', 'unknown query parameter "since"'],
  ])('refuses GET %s', async (path, message) => {
    const r = await control('GET', path, { headers: { 'X-Mock-Session': uniqueSession() } });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('qa.invalid');
    expect(r.body.message).toContain(message);
  });

  it('refuses an unknown field or a bad value in /__mock/login', async () => {
    const mock = new MockControl(gw.baseUrl, uniqueSession());
    const bad = async (input: object, message: string) => {
      const e = await refusal(mock.login(input as { username: string }));
      expect(e.status).toBe(400);
      expect(e.message).toContain(message);
    };
    await bad({ username: 'demo_member', pasword: 'x' }, 'unknown field "pasword"');
    await bad({ username: '' }, 'username is required');
    await bad({ username: 'someone' }, 'password is required (only demo accounts have a default)');
    await bad({ username: 'demo_member', merchant: 'NOPE' }, 'merchant must be a merchant header code');
  });
});

describe('HTTP overrides: refusals', () => {
  const mock = () => new MockControl(gw.baseUrl, uniqueSession('ovr'));
  it.each<[string, unknown, string]>([
    [
      'an unknown route',
      { route: 'games.lst', answer: { value: true } },
      'route "games.lst" is not in the endpoint catalogue',
    ],
    [
      'a path that is not in the catalogue',
      { route: '/wps/nope', answer: { value: true } },
      'is not in the endpoint catalogue',
    ],
    [
      'an unknown field',
      { route: 'agent.affiliate', answer: { value: true }, tims: 2 },
      'unknown field "tims" in the override',
    ],
    [
      'an unknown match field',
      { route: 'agent.affiliate', match: { qurey: {} }, answer: { value: true } },
      'unknown field "qurey" in match',
    ],
    [
      'an unknown answer field',
      { route: 'agent.affiliate', answer: { value: true, status: 500 } },
      'unknown field "status" in answer',
    ],
    [
      'a value breaking the response schema',
      { route: 'agent.affiliate', answer: { value: false } },
      'answer.value breaks the response schema of agent.affiliate',
    ],
    [
      'a value missing a required property',
      { route: 'feedback.submit', answer: { value: {} } },
      "must have required property 'id'",
    ],
    [
      'an unknown error code',
      { route: 'agent.affiliate', answer: { errorCode: 'nope.nope' } },
      'errorCode "nope.nope" is not in schemas/api/error-codes.json',
    ],
    [
      'an error code the endpoint does not declare',
      { route: 'agent.affiliate', answer: { errorCode: 'balance_not_enough' } },
      'errorCode "balance_not_enough" is not declared for agent.affiliate',
    ],
    [
      'an error value the code does not carry',
      { route: 'agent.affiliate', answer: { errorCode: 'affiliate_code_invalid', value: { x: 1 } } },
      'carries no value',
    ],
    [
      'a status outside 400-599',
      { route: 'agent.affiliate', answer: { errorCode: 'affiliate_code_invalid', status: 200 } },
      'answer.status must be an HTTP status 400-599',
    ],
    [
      'zero times',
      { route: 'agent.affiliate', answer: { value: true }, times: 0 },
      'times must be a whole number >= 1',
    ],
    [
      'an end in the past',
      { route: 'agent.affiliate', answer: { value: true }, until: 1 },
      'until must be a virtual time',
    ],
    [
      'both until and forMs',
      { route: 'agent.affiliate', answer: { value: true }, until: 9e15, forMs: 5 },
      'give until or forMs, not both',
    ],
    ['no answer', { route: 'agent.affiliate' }, 'answer must be { value } or { errorCode'],
  ])('refuses %s with 400 qa.invalid', async (_label, spec, message) => {
    const m = mock();
    const e = await refusal(m.addOverride(spec as OverrideSpec));
    expect(e.status).toBe(400);
    expect(e.errorCode).toBe('qa.invalid');
    expect(e.message).toContain(message);
    expect(await m.overrides()).toEqual([]);
  });
});

describe('HTTP overrides: matching and expiry', () => {
  it('answers for matching query values only, leaving other requests to the gateway', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addOverride({
      route: 'agent.affiliate',
      match: { query: { code: 'DEMOAG' } },
      answer: { errorCode: 'affiliate_code_invalid', message: 'QA says no' },
    });
    await c.control.addOverride({
      route: 'GET /wps/agent/affiliate',
      match: { query: { code: 'NOPE' } },
      answer: { value: true },
    });
    const demo = await c.call('agent.affiliate', { query: { code: 'DEMOAG' } });
    expect(demo.status).toBe(400);
    expect(demo.body).toMatchObject({ success: false, errorCode: 'affiliate_code_invalid', message: 'QA says no' });
    const nope = await c.call('agent.affiliate', { query: { code: 'NOPE' } });
    expect(nope.body).toEqual({ success: true, value: true });
    const other = await c.call('agent.affiliate', { query: { code: 'OTHER' } });
    expect(other.body.errorCode).toBe('affiliate_code_invalid');
    expect(other.body.message).not.toBe('QA says no');
    const journal = await c.control.journal({ endpoint: 'agent.affiliate' });
    expect(journal.map((e) => e.override)).toEqual([1, 2, undefined]);
  });

  it('matches the body, a header and the merchant', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addOverride({
      route: 'feedback.submit',
      match: { body: { type: '3' }, headers: { Language: 'EN' }, merchant: c.merchant },
      answer: { value: { id: 4242 } },
    });
    const send = (body: object, headers: Record<string, string> = {}) =>
      c.call<{ id: number }>('feedback.submit', { body, headers });
    expect((await send({ content: 'broken', type: '3' })).body.value).toEqual({ id: 4242 });
    expect((await send({ content: 'broken', type: 'idea' })).body.value?.id).not.toBe(4242);
    expect((await send({ content: 'broken', type: '3' }, { Language: 'PT' })).body.value?.id).not.toBe(4242);
  });

  it('still checks the request first: an override never answers a request the contract refuses', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addOverride({ route: 'wallet.balance', answer: { errorCode: 'internal.error' } });
    const r = await c.call('wallet.balance', { token: null });
    expect(r.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('expires after its hit count', async () => {
    const c = new Client(gw.baseUrl);
    const o = await c.control.addOverride({ route: 'agent.affiliate', answer: { value: true }, times: 2 });
    expect(o).toMatchObject({ remaining: 2, hits: 0 });
    const code = async () => (await c.call('agent.affiliate', { query: { code: 'ZZZ' } })).body.success;
    expect([await code(), await code(), await code()]).toEqual([true, true, false]);
    expect(await c.control.overrides()).toEqual([]);
  });

  it('expires at a virtual time (forMs), driven by /__mock/clock', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.setClockFlowing(false);
    await c.control.addOverride({ route: 'agent.affiliate', answer: { value: true }, forMs: 60_000 });
    const code = async () => (await c.call('agent.affiliate', { query: { code: 'ZZZ' } })).body.success;
    expect(await code()).toBe(true);
    await c.control.advanceClock(59_999);
    expect(await code()).toBe(true);
    await c.control.advanceClock(1);
    expect(await code()).toBe(false);
    expect(await c.control.overrides()).toEqual([]);
  });

  it('belongs to one mock session, and goes with delete or reset', async () => {
    const a = new Client(gw.baseUrl);
    const b = new Client(gw.baseUrl);
    const o = await a.control.addOverride({ route: 'agent.affiliate', answer: { value: true } });
    expect((await b.call('agent.affiliate', { query: { code: 'ZZZ' } })).body.success).toBe(false);
    expect(await a.control.clearOverrides({ route: 'agent.affiliate' })).toEqual({ removed: 1 });
    await a.control.addOverride({ route: 'agent.affiliate', answer: { value: true } });
    await a.control.reset();
    expect(await a.control.overrides()).toEqual([]);
    expect(o.id).toBe(1);
  });
});

describe('journal', () => {
  it('pages forward with a cursor and counts by pattern, saying its capacity', async () => {
    const c = new Client(gw.baseUrl);
    for (const code of ['A1', 'B2', 'C3', 'D4', 'E5']) await c.call('agent.affiliate', { query: { code } });
    await c.call('system.status');
    const first = await c.control.journalPage({ endpoint: 'agent.*', limit: 2 });
    expect(first.entries.map((e) => e.query.code)).toEqual(['A1', 'B2']);
    expect(first).toMatchObject({ count: 5, more: true, capacity: 1000, recorded: 6 });
    const second = await c.control.journalPage({ endpoint: 'agent.*', limit: 2, after: first.next });
    expect(second.entries.map((e) => e.query.code)).toEqual(['C3', 'D4']);
    const last = await c.control.journalPage({ endpoint: 'agent.*', limit: 2, after: second.next });
    expect(last.entries.map((e) => e.query.code)).toEqual(['E5']);
    expect(last.more).toBe(false);
    expect((await c.control.journalPage({ after: last.next })).entries.map((e) => e.endpoint)).toEqual([
      'system.status',
    ]);
    expect((await c.control.journalPage({ tail: 1 })).entries[0]!.endpoint).toBe('system.status');
    expect(await c.control.journalCount({ status: '4xx', errorCode: 'affiliate_*' })).toMatchObject({
      count: 5,
      capacity: 1000,
    });
    expect((await c.control.journalCount({ text: 'c3' })).count).toBe(1);
    expect((await c.control.journalCount({ status: 200 })).count).toBe(1);
  });

  it('records headers, query, bodies, status and duration, never a session token in full', async () => {
    const c = new Client(gw.baseUrl);
    const token = await c.login('demo_member', 'Member123');
    await c.call('wallet.balance');
    await c.call('feedback.submit', { body: { content: 'hello journal' } });
    const [login] = await c.control.journal({ endpoint: 'session.login' });
    expect(login!.requestBody).toMatchObject({ username: 'demo_member', password: '****' });
    expect(login!.responseBody).toMatchObject({
      success: true,
      value: { token: `****${token.slice(-4)} (${token.length} chars)` },
    });
    const [balance] = await c.control.journal({ endpoint: 'wallet.balance' });
    expect(balance).toMatchObject({ method: 'GET', status: 200, headers: { merchant: c.merchant } });
    expect(balance!.ms).toBeGreaterThanOrEqual(0);
    expect(balance!.headers.authorization).toBe(`****${token.slice(-4)} (${token.length} chars)`);
    const [feedback] = await c.control.journal({ endpoint: 'feedback.submit' });
    expect(feedback!.requestBody).toEqual({ content: 'hello journal' });
    expect(feedback!.responseBody).toMatchObject({ success: true, value: { id: expect.any(Number) } });
    const all = JSON.stringify(await c.control.journal());
    expect(all).not.toContain(token);
  });

  it('caps a long body and says so', async () => {
    const c = new Client(gw.baseUrl);
    await c.call('games.list', {
      query: { gameType: 'RNG', pageNo: 1, pageSize: 20, clientType: 3, platform: 'html5-desktop', language: 'EN' },
    });
    const [list] = await c.control.journal({ endpoint: 'games.list' });
    expect(list!.responseBodyTruncated).toBeGreaterThan(4096);
    expect(typeof list!.responseBody).toBe('string');
    expect((list!.responseBody as string).length).toBe(4096);
  });
});

describe('/__mock/login and /__mock/captcha', () => {
  it('gives a token for a demo account (default password) that the gateway accepts', async () => {
    const c = new Client(gw.baseUrl);
    const { token, username, created } = await c.control.login({ username: 'demo_member' });
    expect([username, created]).toEqual(['demo_member', false]);
    const r = await c.call('wallet.balance', { token });
    expect(r.status).toBe(200);
  });

  it('creates an account and logs it in; the world answers as for any login', async () => {
    const c = new Client(gw.baseUrl);
    const made = await c.control.login({ username: 'qafresh01', password: 'Fresh1234', create: true });
    expect(made.created).toBe(true);
    expect((await c.call('member.info', { token: made.token })).status).toBe(200);
    const again = await refusal(c.control.login({ username: 'qafresh01', password: 'Fresh1234', create: true }));
    expect(again.errorCode).toBe('username_exists');
    const wrong = await refusal(c.control.login({ username: 'qafresh01', password: 'nope' }));
    expect(wrong.errorCode).toBe('login.password.invalid');
  });

  it('gives the captcha answer before any image was requested, and the same answer until the next image', async () => {
    const c = new Client(gw.baseUrl);
    const { answer } = await c.control.captcha();
    expect(answer).toMatch(/^\d{4}$/);
    expect((await c.control.captcha()).answer).toBe(answer);
    await c.call('captcha.image');
    expect((await c.control.captcha()).answer).toMatch(/^\d{4}$/);
  });
});
