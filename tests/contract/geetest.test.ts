/**
 * Geetest (scenario `geetest`): the status answer names the id and version, the whitelabel tree turns GEETEST3 and
 * GEETESTVCODE3 on, and the calls they cover take the platform's fields (v3 geetestChallenge + geetestSeccode, v4
 * geetestValidateV4) from the stand-in SDK's passes. A missing, wrong, stale or used result is refused with
 * geetest_captcha_err in the error envelope; a verified one stands in for the image captcha.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from './happy-paths.js';
import {
  Client,
  envelopeViolations,
  responseViolations,
  startGateway,
  uniqueSession,
  type Gateway,
} from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const none = { type: 'none' } as const;
const DEMO = { username: 'demo_member', password: 'Member123' };
const MOBILE = { mobileNum: '09171234567', countryDialingCode: '63' };
let serial = 0;
const freshMobile = () => `0918${String(Date.now() % 1e5).padStart(5, '0')}${String(++serial % 100).padStart(2, '0')}`;

interface Status {
  info: { gw?: { GEETEST_ID?: string; GEETEST_VERSION?: string }; whitelabel: unknown[] };
}
const flags = (nodes: unknown[], into: Record<string, string> = {}): Record<string, string> => {
  for (const n of nodes as { modId: string; enabled: string; childrenNodes: unknown[] }[]) {
    into[n.modId] = n.enabled;
    flags(n.childrenNodes, into);
  }
  return into;
};

async function client(value?: unknown, merchant?: string): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession('geetest'), ...(merchant ? [merchant] : []));
  await c.control.setScenario('geetest', value);
  return c;
}

function expectRefused(r: { status: number; body: unknown }): void {
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
  expect(envelopeViolations(r.body)).toEqual([]);
}

const login = (c: Client, extra: Record<string, unknown> = {}) =>
  c.call<{ token: string }>('session.login', { body: { ...DEMO, ...extra }, token: null });

async function v3Fields(c: Client) {
  const r = await c.call<{ gt: string; challenge: string; newCaptcha: boolean }>('captcha.geetest', {
    query: { t: Date.now() },
  });
  expect(r.status).toBe(200);
  expect(responseViolations('captcha.geetest', r.body.value)).toEqual([]);
  const passed = await c.control.geetestPassV3(r.body.value!.challenge);
  return { geetestChallenge: passed.geetest_challenge, geetestSeccode: passed.geetest_seccode };
}

async function v4Fields(c: Client) {
  const status = await c.call<Status>('system.status');
  return { geetestValidateV4: await c.control.geetestPassV4(status.body.value!.info.gw!.GEETEST_ID!) };
}

describe('the status answer and switches', () => {
  it('names no Geetest while the scenario is off', async () => {
    const c = new Client(gw.baseUrl, uniqueSession('geetest'));
    const status = await c.call<Status>('system.status');
    expect(status.body.value!.info.gw).toBeUndefined();
    expect(flags(status.body.value!.info.whitelabel).GEETEST3).toBeUndefined();
    expect((await c.call('captcha.geetest')).body).toMatchObject({ errorCode: 'function_not_enabled' });
    expect((await login(c)).status).toBe(200);
  });

  it('names the id and version and turns the switches on everywhere the tree is sent', async () => {
    const c = await client({ version: 'v3', switches: ['GEETEST3'] });
    const status = await c.call<Status>('system.status');
    expect(responseViolations('system.status', status.body.value)).toEqual([]);
    expect(status.body.value!.info.gw).toEqual({
      GEETEST_ID: '3c0ffee03c0ffee03c0ffee03c0ffee0',
      GEETEST_VERSION: 'v3',
    });
    expect(flags(status.body.value!.info.whitelabel)).toMatchObject({ GEETEST3: '1' });
    expect(flags(status.body.value!.info.whitelabel).GEETESTVCODE3).toBeUndefined();
    const consolidated = await c.call<{ whitelabel: unknown[] }>('system.consolidated');
    expect(flags(consolidated.body.value!.whitelabel)).toMatchObject({ GEETEST3: '1' });
    const tree = await c.call<unknown[]>('system.whitelabel');
    expect(flags(tree.body.value!)).toMatchObject({ GEETEST3: '1' });
  });

  it('covers only the merchant the scenario names', async () => {
    const royal = await client({ version: 'v4', merchant: 'royal' });
    const solbet = new Client(gw.baseUrl, royal.session, 'SB01');
    expect((await royal.call<Status>('system.status')).body.value!.info.gw?.GEETEST_VERSION).toBe('v4');
    expect((await solbet.call<Status>('system.status')).body.value!.info.gw).toBeUndefined();
    expect((await login(solbet)).status).toBe(200);
    expectRefused(await login(royal));
  });

  it('refuses a scenario value it does not know', async () => {
    const c = new Client(gw.baseUrl, uniqueSession('geetest'));
    await expect(c.control.setScenario('geetest', { version: 'v5' })).rejects.toThrow(/scenario_value_invalid/);
    await expect(c.control.setScenario('geetest', { switches: ['NOPE3'] })).rejects.toThrow(/scenario_value_invalid/);
  });
});

describe('v4: geetestValidateV4', () => {
  it('refuses a login without a result, then takes a passed one once', async () => {
    const c = await client('v4');
    expectRefused(await login(c));
    const fields = await v4Fields(c);
    expect(fields.geetestValidateV4).toMatchObject({ captcha_id: '4c0ffee04c0ffee04c0ffee04c0ffee0' });
    const ok = await login(c, fields);
    expect(ok.status).toBe(200);
    expect(ok.body.value!.token).toBeTruthy();
    expectRefused(await login(c, fields));
  });

  it('refuses a result with a changed field, another id, or one older than ten minutes', async () => {
    const c = await client('v4');
    const { geetestValidateV4: good } = await v4Fields(c);
    expectRefused(await login(c, { geetestValidateV4: { ...good, pass_token: 'f'.repeat(64) } }));
    expectRefused(await login(c, { geetestValidateV4: { ...good, captcha_id: 'another' } }));
    await c.control.advanceClock(10 * 60_000 + 1_000);
    expectRefused(await login(c, { geetestValidateV4: good }));
    // A result the schema refuses never reaches the check.
    const malformed = await login(c, { geetestValidateV4: 'not-an-object' });
    expect(malformed.body).toMatchObject({ errorCode: 'request.invalid' });
  });

  it('stands in for the image captcha after a failed login', async () => {
    const c = await client('v4');
    const wrong = await login(c, { ...(await v4Fields(c)), password: 'Wrong123' });
    expect(wrong.body).toMatchObject({ errorCode: 'login.password.invalid', value: { captcha: true } });
    expect((await login(c, await v4Fields(c))).status).toBe(200);
  });

  it('asks SMS code sends for a result under GEETESTVCODE3 only', async () => {
    const c = await client('v4');
    const ask = (extra: Record<string, unknown>) =>
      c.call('sms.noLogin', { body: { ...MOBILE, purpose: 'login', humanVerification: none, ...extra } });
    expectRefused(await ask({}));
    expect((await ask(await v4Fields(c))).status).toBe(200);
    const reg = (extra: Record<string, unknown>) =>
      c.call('sms.register', {
        body: {
          mobileNo: freshMobile(),
          countryDialingCode: '63',
          regType: 'mobile',
          humanVerification: none,
          ...extra,
        },
      });
    expectRefused(await reg({}));
    expect((await reg(await v4Fields(c))).status).toBe(200);

    const loginOnly = await client({ version: 'v4', switches: ['GEETEST3'] });
    const sent = await loginOnly.call('sms.noLogin', {
      body: { ...MOBILE, purpose: 'reset', humanVerification: none },
    });
    expect(sent.status).toBe(200);
  });

  it('registers with a result instead of the image captcha the rules ask for', async () => {
    // GEETEST3 only: the registration SMS is sent without a check here.
    const c = await client({ version: 'v4', switches: ['GEETEST3'] });
    const { captcha, ...fields } = await registrationBody(c, 'username');
    expect(captcha).toBeDefined(); // royal's rules ask for the image captcha
    const body = { ...fields, registerMethod: 'WEB', loginFlag: true, humanVerification: none };
    expectRefused(await c.call('member.register', { body, token: null }));
    const ok = await c.call<{ token: string }>('member.register', { body: { ...body, ...(await v4Fields(c)) } });
    expect(ok.status).toBe(200);
    expect(ok.body.value!.token).toBeTruthy();
  });
});

describe('v3: geetestChallenge + geetestSeccode', () => {
  it('hands out challenges only while v3 is on', async () => {
    const v4 = await client('v4');
    expect((await v4.call('captcha.geetest')).body).toMatchObject({ errorCode: 'function_not_enabled' });
    const v3 = await client('v3');
    const a = await v3.call<{ gt: string; challenge: string }>('captcha.geetest', { query: { t: 1 } });
    const b = await v3.call<{ gt: string; challenge: string }>('captcha.geetest', { query: { t: 2 } });
    expect(a.body.value).toMatchObject({ gt: '3c0ffee03c0ffee03c0ffee03c0ffee0', newCaptcha: true });
    expect(a.body.value!.challenge).not.toBe(b.body.value!.challenge);
  });

  it('logs in with a passed challenge once; a wrong seccode or an unpassed challenge is refused', async () => {
    const c = await client('v3');
    expectRefused(await login(c));
    const fields = await v3Fields(c);
    expectRefused(await login(c, { ...fields, geetestSeccode: 'nope|jordan' }));
    expect((await login(c, fields)).status).toBe(200);
    expectRefused(await login(c, fields));
    const unpassed = await c.call<{ challenge: string }>('captcha.geetest');
    const challenge = unpassed.body.value!.challenge;
    expectRefused(await login(c, { geetestChallenge: challenge, geetestSeccode: `${challenge}|jordan` }));
  });

  it('takes the fields on SMS sends and registration by mobile', async () => {
    const c = await client('v3');
    const mobileNo = freshMobile();
    const sent = await c.call('sms.register', {
      body: { mobileNo, countryDialingCode: '63', regType: 'mobile', humanVerification: none, ...(await v3Fields(c)) },
    });
    expect(sent.status).toBe(200);
    const verificationCode = await c.control.lastSmsCode(mobileNo);
    const body = {
      mobileNum: mobileNo,
      countryDialingCode: '63',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verificationCode,
      registerMethod: 'WEB',
      loginFlag: true,
    };
    expectRefused(await c.call('member.registerMobile', { body, token: null }));
    const ok = await c.call('member.registerMobile', { body: { ...body, ...(await v3Fields(c)) }, token: null });
    expect(ok.status).toBe(200);
  });
});

describe('the stand-in SDK', () => {
  it('serves the v3 and v4 scripts and their stylesheet', async () => {
    const get = (path: string) => fetch(`${gw.baseUrl}/__mock/geetest/${path}`);
    const gt = await get('gt.js');
    expect(gt.headers.get('content-type')).toMatch(/javascript/);
    expect(await gt.text()).toMatch(/window\.__geetestStandIn\.v3\(\);\s*$/);
    expect(await (await get('gt4.js')).text()).toMatch(/window\.__geetestStandIn\.v4\(\);\s*$/);
    expect((await get('stand-in.css')).headers.get('content-type')).toMatch(/text\/css/);
  });

  it('passes only the version that is on, for its id', async () => {
    const c = await client('v4');
    await expect(c.control.geetestPassV3('abc')).rejects.toThrow(/qa\.invalid/);
    await expect(c.control.geetestPassV4('another')).rejects.toThrow(/qa\.invalid/);
    const v3 = await client('v3');
    await expect(v3.control.geetestPassV3('never-issued')).rejects.toThrow(/geetest_captcha_err/);
  });
});
