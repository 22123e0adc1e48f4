/**
 * Rate limits on the virtual clock: each answers TOO_MANY_REQUESTS (429) in the envelope with the wait in its value
 * and a Retry-After header; /__mock/reset clears them and the scenario rate-limits-off lifts them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, type CallResult, type Gateway } from './harness.js';
import { happyPaths } from './happy-paths.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

/** A client whose clock only moves when the test says so. */
async function client(): Promise<Client> {
  const c = new Client(gw.baseUrl);
  await c.control.setClockFlowing(false);
  return c;
}

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

function expectLimited(r: CallResult, waitSeconds: number): void {
  expect(r.status).toBe(429);
  expect(r.body).toMatchObject({
    success: false,
    errorCode: 'TOO_MANY_REQUESTS',
    value: { retryAfterMs: waitSeconds * 1000 },
  });
  expect(r.headers.get('retry-after')).toBe(String(waitSeconds));
}

async function login(c: Client, username: string, password: string, ip: string): Promise<CallResult> {
  await c.call('captcha.image');
  const captcha = (await c.control.captcha()).answer ?? '';
  return c.call('session.login', { body: { username, password, captcha }, token: null, headers: from(ip) });
}

describe('login failures', () => {
  it('per account: the captcha from the first failure, then a wait that doubles, even for the right password', async () => {
    const c = await client();
    const ip = '10.1.0.1';
    for (let i = 0; i < 5; i++)
      expect((await login(c, 'demo_member', 'wrong', ip)).body.errorCode).toBe('login.password.invalid');
    expectLimited(await login(c, 'demo_member', 'Member123', ip), 30);
    // Another account from the same address is not held up.
    expect((await login(c, 'demo_agent', 'Agent123', ip)).status).toBe(200);
    await c.control.advanceClock(30_000);
    expect((await login(c, 'demo_member', 'wrong', ip)).body.errorCode).toBe('login.password.invalid');
    expectLimited(await login(c, 'demo_member', 'Member123', ip), 60);
    await c.control.advanceClock(60_000);
    expect((await login(c, 'demo_member', 'Member123', ip)).status).toBe(200);
    // A success forgets the failures: the next wrong password is free again.
    expect((await login(c, 'demo_member', 'wrong', ip)).body.errorCode).toBe('login.password.invalid');
    expect((await login(c, 'demo_member', 'Member123', ip)).status).toBe(200);
  });

  it('per IP: 20 failures on any accounts make that address wait a minute, others carry on', async () => {
    const c = await client();
    for (let i = 0; i < 20; i++)
      expect((await login(c, `nobody${i}`, 'wrong', '10.1.0.2')).body.errorCode).toBe('login.password.invalid');
    expectLimited(await login(c, 'demo_member', 'Member123', '10.1.0.2'), 60);
    expect((await login(c, 'demo_member', 'Member123', '10.1.0.3')).status).toBe(200);
    await c.control.advanceClock(60_000);
    expect((await login(c, 'demo_member', 'Member123', '10.1.0.2')).status).toBe(200);
  });

  it('are cleared by /__mock/reset and lifted by the scenario rate-limits-off', async () => {
    const c = await client();
    for (let i = 0; i < 5; i++) await login(c, 'demo_member', 'wrong', '10.1.0.4');
    expect((await login(c, 'demo_member', 'Member123', '10.1.0.4')).status).toBe(429);
    await c.control.reset();
    expect((await login(c, 'demo_member', 'Member123', '10.1.0.4')).status).toBe(200);

    await c.control.setScenario('rate-limits-off');
    for (let i = 0; i < 25; i++)
      expect((await login(c, 'demo_member', 'wrong', '10.1.0.4')).body.errorCode).toBe('login.password.invalid');
    expect((await login(c, 'demo_member', 'Member123', '10.1.0.4')).status).toBe(200);
  });
});

describe('SMS sends', () => {
  const send = (c: Client, mobile: string) =>
    c.call('sms.register', {
      body: { mobileNo: mobile, countryDialingCode: '63', regType: 'mobile', humanVerification: { type: 'none' } },
    });

  it('keep the SPEC throttles and cap one number at 10 codes an hour', async () => {
    const c = await client();
    const mobile = '09185550101';
    expect((await send(c, mobile)).status).toBe(200);
    const throttled = await send(c, mobile);
    expect(throttled.body.errorCode).toBe('sms_throttled');
    expect(throttled.headers.get('retry-after')).toBe('1');
    for (let i = 0; i < 4; i++) {
      await c.control.advanceClock(1000);
      expect((await send(c, mobile)).status).toBe(200);
    }
    await c.control.advanceClock(1000);
    expectLimited(await send(c, mobile), 300); // six in ten minutes
    await c.control.advanceClock(10 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await send(c, mobile)).status).toBe(200);
      await c.control.advanceClock(1000);
    }
    // Ten sent within the hour that started with the first (at 0 s); at 20 min 10 s the ten-minute window is clear,
    // but the hour is not: wait until it has passed.
    await c.control.advanceClock(10 * 60_000);
    expectLimited(await send(c, mobile), 3600 - 1210);
    expect((await send(c, '09185550102')).status).toBe(200);
    await c.control.setScenario('rate-limits-off');
    expect((await send(c, mobile)).status).toBe(200);
    expect((await send(c, mobile)).status).toBe(200);
  });
});

describe('per-IP windows', () => {
  it('feedback: 5 in 10 minutes from one address', async () => {
    const c = await client();
    const feedback = (ip: string) => c.call('feedback.submit', { body: { content: 'Nice' }, headers: from(ip) });
    for (let i = 0; i < 5; i++) {
      expect((await feedback('10.2.0.1')).status).toBe(200);
      await c.control.advanceClock(60_000);
    }
    expectLimited(await feedback('10.2.0.1'), 300);
    expect((await feedback('10.2.0.2')).status).toBe(200);
    await c.control.advanceClock(300_000);
    expect((await feedback('10.2.0.1')).status).toBe(200);
  });

  it('invitation code checks: 30 in 10 minutes from one address', async () => {
    const c = await client();
    const check = (code: string) =>
      c.call('agent.affiliate', { query: { code, domain: 'localhost' }, headers: from('10.2.0.3') });
    for (let i = 0; i < 30; i++) expect((await check(i % 2 ? 'DEMOAG' : 'NOPE')).status).not.toBe(429);
    expectLimited(await check('DEMOAG'), 600);
  });

  it('registrations: 10 attempts an hour from one address, whatever their outcome', async () => {
    const c = await client();
    const { body } = await happyPaths['member.register']!(c);
    // The first registers, the next nine are refused (the mobile is taken by then): each counts.
    const taken = body as object;
    for (let i = 0; i < 10; i++) {
      const r = await c.call('member.register', { body: taken, token: null, headers: from('10.2.0.4') });
      expect(r.body.errorCode).toBe(i === 0 ? undefined : 'mobile_exists');
    }
    expectLimited(await c.call('member.register', { body: taken, token: null, headers: from('10.2.0.4') }), 3600);
    const mobile = await c.call('member.registerMobile', { body: taken, token: null, headers: from('10.2.0.4') });
    expect(mobile.status).toBe(429);
    await c.control.setScenario('rate-limits-off');
    expect(
      (await c.call('member.register', { body: taken, token: null, headers: from('10.2.0.4') })).body.errorCode,
    ).toBe('mobile_exists');
  });
});
