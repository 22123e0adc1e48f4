/**
 * Behaviour the spec names, through the gateway: login (password, SMS, captcha, areas, unrecognised IP), free play,
 * registration rules, the welcome bonus, password flows, SMS limits, game maintenance and balance, favourites,
 * customer-service paths.
 * The last test checks that every error code the error table ties to SPEC section 8 was reached here, by its key.
 */
import { webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCsPath } from '../../mock-gateway/lib/cs-cipher.js';
import { API_SCHEMAS_DIR, DEFAULT_SITE_CONFIG_DIR } from '../../mock-gateway/lib/paths.js';
import {
  Client,
  MAIN_WALLET,
  startGateway,
  uniqueSession,
  vendorWallet,
  type CallOptions,
  type CallResult,
  type Gateway,
} from './harness.js';
import { withMerchantVariant } from './merchant-variant.js';
import { registrationBody } from './happy-paths.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

/** Error codes seen in this file. */
const reached = new Set<string>();
class Tracked extends Client {
  override async call<T = unknown>(target: Parameters<Client['call']>[0], opts?: CallOptions): Promise<CallResult<T>> {
    const r = await super.call<T>(target, opts);
    if (r.body.errorCode) reached.add(r.body.errorCode);
    return r;
  }
}
const client = (merchant?: string) => new Tracked(gw.baseUrl, uniqueSession(), merchant);
const SOLBET = 'SB01';
const none = { type: 'none' };
const DEMO_MOBILE = { mobileNum: '09171234567', countryDialingCode: '63' };

describe('login', () => {
  it('sets the captcha flag after a failure, then needs the captcha', async () => {
    const c = client();
    const bad = await c.call('session.login', { body: { username: 'demo_member', password: 'wrong' } });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'login.password.invalid', value: { captcha: true } } });
    const noCaptcha = await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' } });
    expect(noCaptcha.body).toMatchObject({ errorCode: 'captcha_invalid', value: { captcha: true } });
    const png = await c.call<string>('captcha.image');
    expect(png.body.value).toMatch(/^iVBORw0KGgo/);
    const { answer } = await c.control.captcha();
    const ok = await c.call('session.login', {
      body: { username: 'demo_member', password: 'Member123', captcha: answer },
    });
    expect(ok.body).toMatchObject({ success: true, value: { firstTimeLogin: false, passwordExpired: false } });
  });

  it('logs in by SMS code (single use, expiring)', async () => {
    const c = client();
    const sent = await c.call<{ expiredMinutes: number }>('sms.noLogin', {
      body: { ...DEMO_MOBILE, purpose: 'login', humanVerification: none },
    });
    expect(sent.body.value!.expiredMinutes).toBeGreaterThan(0);
    const code = await c.control.lastSmsCode(DEMO_MOBILE.mobileNum);
    const body = { username: DEMO_MOBILE.mobileNum, password: code, type: 'sms', countryDialingCode: '63' };
    expect((await c.call('session.login', { body })).body.success).toBe(true);
    expect((await c.call('session.login', { body })).body.errorCode).toBe('verification_code_invalid');
    await c.control.advanceClock(1000);
    await c.call('sms.noLogin', { body: { ...DEMO_MOBILE, purpose: 'login', humanVerification: none } });
    const code2 = await c.control.lastSmsCode(DEMO_MOBILE.mobileNum);
    await c.control.advanceClock(sent.body.value!.expiredMinutes * 60_000 + 1000);
    expect((await c.call('session.login', { body: { ...body, password: code2 } })).body.errorCode).toBe(
      'verification_code_expired',
    );
  });

  it('refuses SMS login where the merchant has it off', async () => {
    const c = client(SOLBET);
    expect(
      (await c.call('session.login', { body: { username: '09171234567', password: '123456', type: 'sms' } })).body
        .errorCode,
    ).toBe('sms_function_disabled');
    expect((await c.call('sms.noLogin', { body: { ...DEMO_MOBILE, humanVerification: none } })).body.errorCode).toBe(
      'sms_function_disabled',
    );
  });

  it('reports expired passwords (policy on), first logins and accepts the weak default', async () => {
    const c = client();
    expect(
      (await c.call('session.login', { body: { username: 'demo_expired', password: 'Expired123' } })).body.value,
    ).toMatchObject({ passwordExpired: true });
    expect(
      (await c.call('session.login', { body: { username: 'demo_first', password: 'First123' } })).body.value,
    ).toMatchObject({ firstTimeLogin: true });
    expect((await c.call('session.login', { body: { username: 'demo_weak', password: '123456' } })).body.success).toBe(
      true,
    );
    await c.control.setScenario('password-expired');
    expect(
      (await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' } })).body.value,
    ).toMatchObject({ passwordExpired: true });
  });

  it('shows popups with execution F to a first login only', async () => {
    const c = client();
    await c.login('demo_first', 'First123');
    const first = await c.call<{ popup: { execution: string }[] }>('announcements.list', { query: { types: 'PU' } });
    expect(first.body.value!.popup.map((p) => p.execution)).toContain('F');
    const anon = await c.call<{ popup: { execution: string }[] }>('announcements.list', {
      query: { types: 'PU' },
      token: null,
    });
    expect(new Set(anon.body.value!.popup.map((p) => p.execution))).toEqual(new Set(['B']));
  });

  it('sends no popups while the popups-off scenario is on', async () => {
    const c = client();
    await c.control.setScenario('popups-off');
    const off = await c.call<{ popup: unknown[]; banners: unknown[] }>('announcements.list', { token: null });
    expect(off.body.value!.popup).toEqual([]);
    expect(off.body.value!.banners.length).toBeGreaterThan(0);
    await c.control.clearScenario('popups-off');
    const on = await c.call<{ popup: unknown[] }>('announcements.list', { query: { types: 'PU' }, token: null });
    expect(on.body.value!.popup.length).toBeGreaterThan(0);
  });

  it('keeps popups F for the whole first-login session, and not for later logins', async () => {
    const c = client();
    const popups = async (cl: Client) =>
      (
        await cl.call<{ popup: { execution: string }[] }>('announcements.list', { query: { types: 'PU' } })
      ).body.value!.popup.map((p) => p.execution);
    await c.login('demo_first', 'First123');
    const change = await c.call('member.passwordChange', {
      body: { oldPassword: 'First123', newPassword: 'First456', confirmNewPassword: 'First456' },
    });
    expect(change.body.success).toBe(true);
    expect(await popups(c)).toContain('F');
    const later = new Tracked(gw.baseUrl, c.session);
    await later.login('demo_first', 'First456');
    expect(await popups(later)).not.toContain('F');
    expect(await popups(c)).toContain('F');
    const member = new Tracked(gw.baseUrl, c.session);
    await member.login('demo_member', 'Member123');
    expect(await popups(member)).not.toContain('F');
    await c.call('session.logout');
    expect((await c.call('announcements.list', { query: { types: 'PU' } })).body.success).toBe(true);
  });

  it('refuses non-members in the member area and non-agents in the agent area', async () => {
    const c = client();
    expect(
      (await c.call('session.login', { body: { username: 'demo_agent_only', password: 'Agent123', area: 'member' } }))
        .body.errorCode,
    ).toBe('non_member_login');
    expect(
      (await c.call('session.login', { body: { username: 'demo_member', password: 'Member123', area: 'agent' } })).body
        .errorCode,
    ).toBe('non_agent_login');
    expect(
      (await c.call('session.login', { body: { username: 'demo_agent', password: 'Agent123', area: 'agent' } })).body
        .success,
    ).toBe(true);
  });

  it('refuses a locked account ("contact your agent") at login and reset by phone, until unlocked', async () => {
    const c = client();
    expect(await c.control.freezeAccount('DEMO_MEMBER')).toEqual({ username: 'demo_member', frozen: true });
    expect(await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' } })).toMatchObject({
      status: 403,
      body: { errorCode: 'account_frozen' },
    });
    await c.call('sms.noLogin', { body: { ...DEMO_MOBILE, purpose: 'reset', humanVerification: none } });
    const code = await c.control.lastSmsCode(DEMO_MOBILE.mobileNum);
    expect(
      (
        await c.call('member.passwordVerification', {
          body: { ...DEMO_MOBILE, newPassword: 'Reset1234', verificationCode: code },
        })
      ).body.errorCode,
    ).toBe('account_frozen');
    expect(await c.control.freezeAccount('demo_member', false)).toEqual({ username: 'demo_member', frozen: false });
    expect(
      (await c.call('session.login', { body: { username: 'demo_member', password: 'Member123' } })).body.success,
    ).toBe(true);
    await expect(c.control.freezeAccount('nobody_here')).rejects.toMatchObject({ errorCode: 'qa.invalid' });
  });

  it('offers the bank account name to an account that has one', async () => {
    const c = client();
    const body: Record<string, string> = { ...(await registrationBody(c, 'username')), payeeName: 'Juan Cruz' };
    expect((await c.call('member.register', { body })).body.success).toBe(true);
    await c.control.setScenario('unrecognised-ip');
    const login = (extra: Record<string, unknown> = {}, secondStep = false) =>
      c.call(secondStep ? 'session.loginVerification' : 'session.login', {
        body: { username: body.username, password: body.password, ...extra },
        headers: { 'X-Forwarded-For': '198.51.100.20' },
      });
    expect((await login()).body).toMatchObject({
      errorCode: 'login_verify_required',
      value: { methods: expect.arrayContaining(['bankAccountName', 'authenticator']) as unknown },
    });
    expect((await login({ method: 'P', payeeName: 'Maria Cruz' }, true)).body.errorCode).toBe(
      'verification_code_invalid',
    );
    expect((await login({ method: 'P', payeeName: ' juan cruz ' }, true)).body.success).toBe(true);
  });

  it('asks an unrecognised IP for extra verification and accepts each method', async () => {
    const c = client();
    await c.control.setScenario('unrecognised-ip');
    const login = (extra: Record<string, unknown> = {}, secondStep = false) =>
      c.call(secondStep ? 'session.loginVerification' : 'session.login', {
        body: { username: 'demo_fresh_ip', password: 'Fresh123', ...extra },
      });
    const first = await login();
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({
      errorCode: 'login_verify_required',
      value: {
        methods: ['mobile', 'email', 'authenticator'],
        mobileHint: '091****001',
        emailHint: 'de***@example.com',
      },
    });
    expect((await c.control.sms('09170000001'))[0]).toMatchObject({ purpose: 'login', used: false });
    expect((await login({ method: 'P', payeeName: 'Fresh IP' }, true)).body.errorCode).toBe(
      'verification_code_invalid',
    );
    expect((await login({ method: 'E', email: 'wrong@example.com' }, true)).body.errorCode).toBe(
      'verification_code_invalid',
    );
    const code = await c.control.lastSmsCode('09170000001');
    expect((await login({ method: 'S', verificationCode: code }, true)).body.success).toBe(true);
    // recognised now; another IP needs verification again
    expect((await login()).body.success).toBe(true);
    const far = (extra: Record<string, unknown>, secondStep = false) =>
      c.call(secondStep ? 'session.loginVerification' : 'session.login', {
        body: { username: 'demo_fresh_ip', password: 'Fresh123', ...extra },
        headers: { 'X-Forwarded-For': '198.51.100.7' },
      });
    expect((await far({})).body.errorCode).toBe('login_verify_required');
    expect((await far({ method: 'E', email: 'demo_fresh_ip@example.com' }, true)).body.success).toBe(true);
    const far2 = (extra: Record<string, unknown>, secondStep = false) =>
      c.call(secondStep ? 'session.loginVerification' : 'session.login', {
        body: { username: 'demo_fresh_ip', password: 'Fresh123', ...extra },
        headers: { 'X-Forwarded-For': '198.51.100.8' },
      });
    const { code: totp } = await c.control.authenticator('demo_fresh_ip');
    expect((await far2({ method: 'G', authCode: totp }, true)).body.success).toBe(true);
  });

  it('answers a login with the account type, toUpline and labels member info has', async () => {
    for (const username of ['demo_member', 'demo_first']) {
      const c = client();
      const password = username === 'demo_member' ? 'Member123' : 'First123';
      const login = (await c.call<Record<string, unknown>>('session.login', { body: { username, password } })).body
        .value!;
      c.token = login.token as string;
      const info = (await c.call<Record<string, unknown>>('member.info')).body.value!;
      expect(login).toMatchObject({
        type: info.type,
        toUpline: info.toUpline,
        clubLabel: info.clubLabel,
        memberLabel: [],
      });
    }
  });

  it('gives trial tokens only where free play is on, and keeps trials out of member functions', async () => {
    expect((await client(SOLBET).call('session.freeplay', { body: {} })).body.errorCode).toBe('function_not_enabled');
    const c = client();
    const r = await c.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } });
    c.token = r.body.value!.token;
    expect((await c.call<{ type: number; isTrial: boolean }>('member.info')).body.value).toMatchObject({
      type: 4,
      isTrial: true,
    });
    expect((await c.call('member.fundsConsolidated')).body.errorCode).toBe('in_need_true_account');
    expect(
      (
        await c.call('wallet.transfer', {
          body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 1 },
          headers: { 'Idempotency-Key': 'trial-000001' },
        })
      ).body.errorCode,
    ).toBe('in_need_true_account');
  });

  it('logs out for good', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    expect((await c.call('session.logout')).body).toEqual({ success: true, value: true });
    expect((await c.call('member.info')).body.errorCode).toBe('user.or.token.invalid');
  });
});

describe('registration', () => {
  it('serves the merchant rules and enforces them server-side', async () => {
    const c = client();
    const body = await registrationBody(c, 'username');
    const short = await c.call('member.register', { body: { ...body, username: 'ab' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'username', patternId: 1, min: 6, max: 13 },
    });
    const pattern = await c.call('member.register', { body: { ...body, username: '1abcdefg' } });
    expect(pattern.body.value).toMatchObject({ field: 'username', code: 'pattern' });
    const mismatch = await c.call('member.register', { body: { ...body, confirmPassword: 'different1' } });
    expect(mismatch.body.errorCode).toMatch(/register.field.invalid|password_confirm_mismatch/);
    const wrongCaptcha = await c.call('member.register', {
      body: { ...body, captcha: '0000' === body.captcha ? '1111' : '0000' },
    });
    expect(wrongCaptcha.body.errorCode).toBe('captcha_invalid');
    expect((await c.call('member.register', { body: { ...body, affiliateCode: 'NOPE9' } })).body.errorCode).toBe(
      'affiliate_code_invalid',
    );
    const ok = await c.call('member.register', { body: { ...body, affiliateCode: 'DEMOAG' } });
    expect(ok.body.success).toBe(true);
    const again = await registrationBody(c, 'username');
    expect((await c.call('member.register', { body: { ...again, username: body.username } })).body.errorCode).toBe(
      'username_exists',
    );
  });

  it("applies the other merchant's stricter rules", async () => {
    const c = client(SOLBET);
    const rules = (await c.call<Record<string, { patternId: number }>>('system.registerSettings')).body.value!;
    expect(rules.password!.patternId).toBe(19);
    const body = await registrationBody(c, 'username');
    const weak = await c.call('member.register', {
      body: { ...body, password: 'alllowercase', confirmPassword: 'alllowercase' },
    });
    expect(weak.body).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'password', patternId: 19 },
    });
    expect((await c.call('member.register', { body })).body.success).toBe(true);
    expect(
      (
        await c.call('member.registerMobile', {
          body: { mobileNum: '09181112222', verificationCode: '123456', countryDialingCode: '63' },
        })
      ).body.errorCode,
    ).toBe('registration_disabled');
  });

  it('checks affiliate codes', async () => {
    const c = client();
    expect((await c.call('agent.affiliate', { query: { code: 'DEMOAG' } })).body).toEqual({
      success: true,
      value: true,
    });
    expect((await c.call('agent.affiliate', { query: { code: 'NOPE' } })).body).toMatchObject({
      success: false,
      errorCode: 'affiliate_code_invalid',
    });
  });

  it('refuses a registration SMS for a mobile that is taken', async () => {
    const c = client();
    expect(
      (
        await c.call('sms.register', {
          body: { mobileNo: '09171234567', countryDialingCode: '63', regType: 'mobile', humanVerification: none },
        })
      ).body.errorCode,
    ).toBe('mobile_exists');
  });
});

describe('welcome bonus', () => {
  const balance = async (c: Client) => (await c.call<{ balance: number }>('wallet.balance')).body.value!.balance;
  const claim = (c: Client, channel: string, number: string) =>
    c.call<{ claimed: boolean; amount: number; currency: string }>('member.welcomeBonus', {
      body: { channel, number },
      headers: { 'Idempotency-Key': `claim-${Math.random().toString(36).slice(2)}` },
    });

  it('credits the merchant bonus to the main wallet once per account; a retry returns the first result', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const before = await balance(c);
    const first = await claim(c, 'ZALO', '0901234567');
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, value: { claimed: true, amount: 131000, currency: 'PHP' } },
    });
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await balance(c)).toBeCloseTo(before + 131000, 2);

    // The same claim again, also from another login of the account: the first result, nothing credited.
    const again = await claim(c, 'ZALO', '0901234567');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const other = new Tracked(gw.baseUrl, c.session);
    await other.login('demo_member', 'Member123');
    expect((await claim(other, 'ZALO', '0901234567')).body).toEqual(first.body);

    // Any other claim of that account is refused.
    for (const [channel, number] of [
      ['ZALO', '0907654321'],
      ['WHATSAPP', '0901234567'],
    ] as const) {
      const r = await claim(c, channel, number);
      expect(r).toMatchObject({ status: 409, body: { success: false, errorCode: 'welcome_bonus_claimed' } });
    }
    expect(await balance(c)).toBeCloseTo(before + 131000, 2);

    // Another account of the same world has its own bonus.
    const broke = new Tracked(gw.baseUrl, c.session);
    await broke.login('demo_broke', 'Broke123');
    expect((await claim(broke, 'WHATSAPP', '+639170000002')).body.success).toBe(true);
    expect(await balance(broke)).toBe(131000);
  });

  it("refuses a channel the merchant does not offer and pays the merchant's own amount", async () => {
    const c = client(SOLBET);
    await c.login('demo_member', 'Member123');
    const zalo = await claim(c, 'ZALO', '0901234567');
    expect(zalo).toMatchObject({ status: 403, body: { errorCode: 'welcome_bonus_unavailable' } });
    expect((await claim(c, 'WHATSAPP', '+5511912345678')).body.value).toEqual({
      claimed: true,
      amount: 5000,
      currency: 'BRL',
    });
  });

  it('refuses trial accounts, and numbers that are not 6-20 digits', async () => {
    const c = client();
    c.token = (await c.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
    expect(await claim(c, 'WHATSAPP', '0901234567')).toMatchObject({
      status: 403,
      body: { errorCode: 'in_need_true_account' },
    });
    await c.login('demo_member', 'Member123');
    for (const number of ['12345', '1'.repeat(21), '09-0123-4567', '++0901234567'])
      expect((await claim(c, 'WHATSAPP', number)).body.errorCode, number).toBe('request.invalid');
    expect((await claim(c, 'LINE', '0901234567')).body.errorCode).toBe('request.invalid');
  });

  it('refuses every claim where the merchant has the bonus off', async () => {
    await withMerchantVariant(
      (m) =>
        ((m as { registration: { welcomeBonus: { enabled: boolean } } }).registration.welcomeBonus.enabled = false),
      async (off) => {
        const c = new Tracked(off.baseUrl, uniqueSession());
        await c.login('demo_member', 'Member123');
        for (const channel of ['ZALO', 'WHATSAPP'])
          expect((await claim(c, channel, '0901234567')).body.errorCode).toBe('welcome_bonus_unavailable');
      },
    );
  });
});

describe('passwords', () => {
  it('changes a password with the old one and a matching confirmation', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    expect(
      (
        await c.call('member.passwordChange', {
          body: { oldPassword: 'nope', newPassword: 'Member456', confirmNewPassword: 'Member456' },
        })
      ).body.errorCode,
    ).toBe('password_old_invalid');
    expect(
      (
        await c.call('member.passwordChange', {
          body: { oldPassword: 'Member123', newPassword: 'Member456', confirmNewPassword: 'Member457' },
        })
      ).body.errorCode,
    ).toBe('password_confirm_mismatch');
    expect(
      (
        await c.call('member.passwordChange', {
          body: { oldPassword: 'Member123', newPassword: 'x', confirmNewPassword: 'x' },
        })
      ).body.errorCode,
    ).toBe('register.field.invalid');
    expect(
      (
        await c.call('member.passwordChange', {
          body: { oldPassword: 'Member123', newPassword: 'Member456', confirmNewPassword: 'Member456' },
        })
      ).body.success,
    ).toBe(true);
    expect(
      (await c.call('session.login', { body: { username: 'demo_member', password: 'Member456' } })).body.success,
    ).toBe(true);
  });

  it('resets by phone and logs in; by e-mail only with the right address', async () => {
    const c = client();
    await c.call('sms.noLogin', { body: { ...DEMO_MOBILE, purpose: 'reset', humanVerification: none } });
    const code = await c.control.lastSmsCode(DEMO_MOBILE.mobileNum);
    const r = await c.call<{ token: string }>('member.passwordVerification', {
      body: { ...DEMO_MOBILE, newPassword: 'Reset1234', verificationCode: code },
    });
    expect(r.body.value!.token).toBeTruthy();
    expect(
      (await c.call('session.login', { body: { username: 'demo_member', password: 'Reset1234' } })).body.success,
    ).toBe(true);
    expect(
      (await c.call('member.passwordEmail', { body: { username: 'demo_member', email: 'other@example.com' } })).body
        .errorCode,
    ).toBe('username_or_email_not_exist');
  });
});

describe('SMS limits', () => {
  const send = (c: Client, mobileNum = '09171234567', extra: Record<string, unknown> = {}) =>
    c.call('sms.noLogin', {
      body: { mobileNum, countryDialingCode: '63', purpose: 'login', humanVerification: none, ...extra },
    });

  it('throttles to one code a second per mobile, then locks for 5 minutes after 5 in 10 minutes', async () => {
    const c = client();
    await c.control.setClockFlowing(false);
    expect((await send(c)).body.success).toBe(true);
    const fast = await send(c);
    expect(fast).toMatchObject({ status: 429, body: { errorCode: 'sms_throttled' } });
    for (let i = 0; i < 4; i++) {
      await c.control.advanceClock(1000);
      expect((await send(c)).body.success).toBe(true);
    }
    await c.control.advanceClock(1000);
    const locked = await send(c);
    expect(locked).toMatchObject({
      status: 429,
      body: { errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterMs: 300_000 } },
    });
    await c.control.advanceClock(300_000);
    expect((await send(c)).body.success).toBe(true);
  });

  it('answers the too-many and quota scenarios and the phone errors', async () => {
    const c = client();
    await c.control.setScenario('sms-too-many');
    expect((await send(c)).body.errorCode).toBe('TOO_MANY_REQUESTS');
    await c.control.clearScenario('sms-too-many');
    await c.control.setScenario('sms-quota', 0);
    expect((await send(c)).body).toMatchObject({ success: false, errorCode: 'sms_quota_insufficient' });
    await c.control.clearScenario('sms-quota');
    expect((await send(c, '')).body.errorCode).toBe('mobile_required');
    expect((await send(c, '12ab')).body.errorCode).toBe('mobile_format_invalid');
    expect((await send(c, '09990000000')).body.errorCode).toBe('mobile_not_registered');
    expect((await send(c, undefined, { humanVerification: undefined })).body.errorCode).toBe('bind_customer_required');
    expect((await send(c, undefined, { humanVerification: { type: 'recaptcha', token: 'fail' } })).body.errorCode).toBe(
      'recaptcha_failed',
    );
  });
});

describe('games', () => {
  it('refuses launches during game maintenance, with the window', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const g = (
      await c.call<{ games: { nodeId: string; vassalage: string }[] }>('games.list', { query: { gameType: 'RNG' } })
    ).body.value!.games[0]!;
    const { now } = await c.control.clock();
    await c.control.setScenario('game-maintenance', {
      start: now - 1000,
      end: now + 3_600_000,
      vendors: [g.vassalage],
    });
    const r = await c.call('games.launch', { query: { nodeId: g.nodeId } });
    expect(r).toMatchObject({
      status: 503,
      body: { errorCode: 'vendor_under_maintenance', value: { start: now - 1000, end: now + 3_600_000 } },
    });
    expect((await c.call('games.trialLaunch', { query: { nodeId: g.nodeId } })).body.errorCode).toBe(
      'vendor_under_maintenance',
    );
    const vendors = (
      await c.call<{ data: { lanes: { cards: { vassalage: string; maintenance?: unknown }[] }[] } }>(
        'games.vendorLanes',
      )
    ).body.value!;
    const card = vendors.data.lanes.flatMap((l) => l.cards).find((v) => v.vassalage === g.vassalage);
    expect(card?.maintenance).toEqual({ start: now - 1000, end: now + 3_600_000 });
  });

  it('offers a deposit when the balance is too low, and refuses odd back URLs', async () => {
    const c = client();
    await c.login('demo_broke', 'Broke123');
    const g = (await c.call<{ games: { nodeId: string }[] }>('games.list', { query: { gameType: 'RNG' } })).body.value!
      .games[0]!;
    expect((await c.call('games.launch', { query: { nodeId: g.nodeId } })).body.errorCode).toBe(
      'launch_game_balance_not_enough',
    );
    await c.login('demo_member', 'Member123');
    expect(
      (await c.call('games.launch', { query: { nodeId: g.nodeId, backUrl: 'javascript:alert(1)' } })).body.errorCode,
    ).toBe('merchant.acct.setup.err');
    expect((await c.call('games.launch', { query: { nodeId: 'nope' } })).body.errorCode).toBe('game_not_found');
    const ok = await c.call<{ content: { game_url: string } }>('games.launch', { query: { nodeId: g.nodeId } });
    const page = await fetch(ok.body.value!.content.game_url);
    expect(page.status).toBe(200);
    const recent = (await c.call<{ list: { nodeId: string }[] }>('games.recent', { query: { pageSize: 20 } })).body
      .value!.list;
    expect(recent[0]!.nodeId).toBe(g.nodeId);
  });

  it("launches a game by the platform's parameters: gameId, accountType, confirmTrans, launchMode GLS", async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const [first, second] = (
      await c.call<{ games: { gameId: number; nodeId: string }[] }>('games.list', { query: { gameType: 'RNG' } })
    ).body.value!.games;
    const platform = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3 };
    const byId = await c.call('games.launch', { query: { gameId: second!.gameId, ...platform } });
    expect(byId.body.success).toBe(true);
    const recent = (await c.call<{ list: { nodeId: string }[] }>('games.recent', { query: { pageSize: 20 } })).body
      .value!.list;
    expect(recent[0]!.nodeId).toBe(second!.nodeId);
    // The node id wins when both are sent, as it names the exact entry.
    await c.call('games.launch', { query: { gameId: second!.gameId, nodeId: first!.nodeId, ...platform } });
    const after = (await c.call<{ list: { nodeId: string }[] }>('games.recent', { query: { pageSize: 20 } })).body
      .value!.list;
    expect(after[0]!.nodeId).toBe(first!.nodeId);
    expect((await c.call('games.launch', { query: { gameId: 987_654_321, ...platform } })).body.errorCode).toBe(
      'game_not_found',
    );
  });

  it('adds and removes favourites idempotently', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const g = (await c.call<{ games: { nodeId: string }[] }>('games.list', { query: { gameType: 'SPORTS' } })).body
      .value!.games[0]!;
    const ids = async () => (await c.call<string[]>('games.favouriteIds')).body.value!;
    const before = (await ids()).length;
    await c.call('games.favouriteAdd', { body: { nodeId: g.nodeId } });
    await c.call('games.favouriteAdd', { body: { nodeId: g.nodeId } });
    expect((await ids()).filter((x) => x === g.nodeId)).toHaveLength(1);
    expect(await ids()).toHaveLength(before + 1);
    const marked = (
      await c.call<{ games: { nodeId: string; favourite?: boolean }[] }>('games.list', {
        query: { gameType: 'SPORTS' },
      })
    ).body.value!.games[0]!;
    expect(marked.favourite).toBe(true);
    expect((await c.call('games.favouriteRemove', { body: { nodeId: g.nodeId } })).body.value).toEqual({
      nodeId: g.nodeId,
      favourite: false,
    });
    expect((await c.call('games.favouriteRemove', { body: { nodeId: g.nodeId } })).body.success).toBe(true);
    expect(await ids()).toHaveLength(before);
    expect((await c.call('games.favouriteAdd', { body: { nodeId: 'nope' } })).body.errorCode).toBe('game_not_found');
  });

  it('pages the 10,000-game catalogue, filters Crash games and searches', async () => {
    const c = client();
    const all = (
      await c.call<{ totalCount: number; totalPages: number }>('games.list', {
        query: { gameType: 'RNG', pageSize: 20 },
      })
    ).body.value!;
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 20));
    const crash = (
      await c.call<{ games: { gameClassify: string }[] }>('games.list', {
        query: { gameType: 'RNG', gameClassify: 'Crash', pageSize: 12 },
      })
    ).body.value!;
    expect(crash.games.length).toBeGreaterThan(0);
    expect(crash.games.every((g) => g.gameClassify === 'Crash')).toBe(true);
    const named = crash.games[0] as unknown as { displayName: string };
    const part = named.displayName.slice(1, 5).toUpperCase();
    const found = (
      await c.call<{ games: { displayName: string; gameName: string }[] }>('games.list', {
        query: { gameType: 'RNG', gameName: part, pageSize: 40 },
      })
    ).body.value!.games;
    expect(found.map((g) => g.displayName)).toContain(named.displayName);
    expect(found.every((g) => `${g.displayName} ${g.gameName}`.toUpperCase().includes(part))).toBe(true);
    const lanes = (await c.call<{ data: { lanes: { gameType: string }[] } }>('games.vendorLanes')).body.value!.data
      .lanes;
    const total = await Promise.all(
      lanes.map(
        async (l) =>
          (await c.call<{ totalCount: number }>('games.list', { query: { gameType: l.gameType, pageSize: 1 } })).body
            .value!.totalCount,
      ),
    );
    expect(total.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
  });

  it('moves the jackpot and the winners board with server time', async () => {
    const c = client();
    await c.control.setClockFlowing(false);
    const a = (await c.call<{ amount: number }>('games.jackpot')).body.value!.amount;
    expect(a).toBeGreaterThanOrEqual(20_000_000);
    await c.control.advanceClock(60_000);
    const b = (await c.call<{ amount: number }>('games.jackpot')).body.value!.amount;
    expect(b).toBeGreaterThan(a);
  });
});

describe('lottery missions and leaderboard', () => {
  type Summary = {
    completed: number;
    total: number;
    resetsAt: number;
    missions: { kind: string; target: number; progress: number; completed: boolean; gameCode?: string }[];
  };
  type Board = { from: number; to: number; list: { rank: number; winAmount: number }[] };

  it("counts the day's lottery plays towards the missions, and starts again the next day", async () => {
    const c = client();
    await c.control.setClockFlowing(false);
    await c.login('demo_member', 'Member123');
    const summary = async () => (await c.call<Summary>('lottery.missionSummary')).body.value!;
    const first = await summary();
    expect(first.missions.map((m) => [m.kind, m.progress])).toEqual([
      ['PLAY_ANY', 0],
      ['PLAY_GAME', 0],
      ['PLAY_DIFFERENT', 0],
    ]);
    const featured = first.missions.find((m) => m.kind === 'PLAY_GAME')!.gameCode!;
    const play = (code: string) =>
      c.call('games.launch', {
        query: { lottoArea: 'VN', launchMode: 'LOTT', lottoGameCode: code, lottoView: 'lobby', device: 'WEB' },
      });
    expect((await play(featured)).body.success).toBe(true);
    expect((await play(featured)).body.success).toBe(true);
    const after = await summary();
    expect(after.missions.map((m) => [m.kind, m.progress, m.completed])).toEqual([
      ['PLAY_ANY', 2, false],
      ['PLAY_GAME', 2, true],
      ['PLAY_DIFFERENT', 1, false],
    ]);
    expect(after.completed).toBe(1);
    // A refused launch (unknown game) counts for nothing.
    expect((await play('NOPE')).body.errorCode).toBe('game_not_found');
    expect((await summary()).missions[0]!.progress).toBe(2);

    const { now } = await c.control.clock();
    await c.control.advanceClock(after.resetsAt - now);
    await c.login('demo_member', 'Member123');
    expect((await summary()).missions.every((m) => m.progress === 0)).toBe(true);
  });

  it('ranks the winners of today and of this week, biggest first, and needs a session', async () => {
    const c = client();
    expect((await c.call('lottery.leaderboard')).body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    await c.login('demo_member', 'Member123');
    const daily = (await c.call<Board>('lottery.leaderboard')).body.value!;
    expect(daily.list).toHaveLength(10);
    expect(daily.to - daily.from).toBe(86_400_000);
    const weekly = (await c.call<Board>('lottery.leaderboard', { query: { period: 'WEEKLY', limit: 50 } })).body.value!;
    expect(weekly.list.map((e) => e.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const amounts = weekly.list.map((e) => e.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(new Date(weekly.from).getUTCDay()).toBe(1);
    expect((await c.call('lottery.leaderboard', { query: { limit: 51 } })).status).toBe(400);
  });
});

describe('customer service', () => {
  const merchants = fs
    .readdirSync(DEFAULT_SITE_CONFIG_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(DEFAULT_SITE_CONFIG_DIR, d.name, 'merchant.json')))
    .map(
      (d) =>
        JSON.parse(fs.readFileSync(path.join(DEFAULT_SITE_CONFIG_DIR, d.name, 'merchant.json'), 'utf8')) as {
          code: string;
          merchantCodes: { default: string };
          customerService: { placements: { csPosition: string; where: string }[] };
          footer?: { contact?: { kind: string; value: string }[] };
        },
    );

  it.each(merchants.map((m) => [m.code, m] as const))(
    'has an entry for every csPosition %s places, with the channel its prefix names',
    async (_code, m) => {
      const c = client(m.merchantCodes.default);
      const cs = (
        await c.call<{ info: { customerService: { csPosition: string; csType?: string; path: string }[] } }>(
          'system.status',
        )
      ).body.value!.info.customerService;
      const placed = [
        ...m.customerService.placements.map((p) => p.csPosition),
        ...(m.footer?.contact ?? []).filter((x) => x.kind === 'livechat').map((x) => x.value),
      ];
      expect(placed.length).toBeGreaterThan(0);
      const served = cs.map((e) => e.csPosition);
      expect(placed.filter((p) => !served.includes(p))).toEqual([]);
      const channel: Record<string, RegExp> = {
        LIVECHAT: /^https:\/\//,
        TELEGRAM: /^https:\/\/t\.me\//,
        EMAIL: /^mailto:/,
        WHATSAPP: /^https:\/\/wa\.me\/\d+$/,
      };
      for (const e of cs) {
        const type = e.csPosition.replace(/-\d+$/, '');
        expect(e.csType).toBe(type);
        expect(decryptCsPath(e.path)).toMatch(channel[type] ?? /^https:\/\//);
      }
    },
  );

  it('encrypts paths so that the last 8 characters are the key (decryptable with WebCrypto)', async () => {
    const c = client();
    const cs = (await c.call<{ info: { customerService: { path: string }[] } }>('system.status')).body.value!.info
      .customerService;
    expect(cs.length).toBeGreaterThan(0);
    for (const { path: p } of cs) {
      const plain = decryptCsPath(p);
      expect(plain).toMatch(/^(https?:|mailto:)/);
      const k8 = p.slice(-8);
      const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(k8 + k8), 'AES-CBC', false, [
        'decrypt',
      ]);
      const data = Buffer.from(p.slice(0, -8), 'base64url');
      const out = await webcrypto.subtle.decrypt({ name: 'AES-CBC', iv: new Uint8Array(16) }, key, data);
      expect(new TextDecoder().decode(out)).toBe(plain);
    }
  });
});

describe('SPEC section 8', () => {
  it('reached every error code the error table ties to SPEC section 8, by its key', () => {
    const table = JSON.parse(fs.readFileSync(path.join(API_SCHEMAS_DIR, 'error-codes.json'), 'utf8')) as {
      code: string;
      spec?: string;
    }[];
    const specCodes = table
      .filter((r) => r.spec && !['blockip', 'info_maintenance', 'CUSTOMER_NOT_LOGIN'].includes(r.code))
      .map((r) => r.code);
    expect(specCodes.length).toBeGreaterThan(15);
    expect(specCodes.filter((code) => !reached.has(code))).toEqual([]);
  });
});
