import { describe, expect, it } from 'vitest';
import { TRIAL_CREDIT, WEAK_DEFAULT_PASSWORD } from './index.js';
import { codeOf, errorOf, MERCHANT, world } from './test-helpers.js';

describe('login flows', () => {
  it('logs a member in and the token resolves to the account until logout', () => {
    const w = world();
    const r = w.auth.login({ username: ' demo_member ', password: 'Member123', ip: '127.0.0.1' });
    expect(r).toMatchObject({ firstTimeLogin: false, passwordExpired: false, weakPassword: false });
    expect(r.token).toMatch(/^[A-Za-z0-9]{40}$/);
    const lookup = w.sessions.lookup(r.token);
    expect(lookup.ok && lookup.account.account).toBe('demo_member');
    expect(w.auth.logout(r.token)).toBe(true);
    expect(w.sessions.lookup(r.token)).toEqual({ ok: false, reason: 'user.or.token.invalid' });
    expect(codeOf(() => w.sessions.require(r.token))).toBe('user.or.token.invalid');
    expect(codeOf(() => w.sessions.require(undefined))).toBe('user.or.token.invalid');
  });

  it('sessions expire on the virtual clock', () => {
    const w = world();
    const r = w.auth.login({ username: 'demo_member', password: 'Member123' });
    w.clock.advance(w.sessions.ttlMs);
    expect(w.sessions.lookup(r.token)).toEqual({ ok: false, reason: 'login.not.session' });
  });

  it('flags weak default, expired and first-time passwords', () => {
    const w = world();
    expect(w.auth.login({ username: 'demo_weak', password: WEAK_DEFAULT_PASSWORD }).weakPassword).toBe(true);
    expect(w.auth.login({ username: 'demo_expired', password: 'Expired123' }).passwordExpired).toBe(true);
    const first = w.auth.login({ username: 'demo_first', password: 'First123' });
    expect(first.firstTimeLogin).toBe(true);
    w.auth.changePassword(first.token, {
      oldPassword: 'First123',
      newPassword: 'NewPass123',
      confirmNewPassword: 'NewPass123',
    });
    expect(w.auth.login({ username: 'demo_first', password: 'NewPass123' }).firstTimeLogin).toBe(false);
    w.scenarios.set('password-expired');
    expect(w.auth.login({ username: 'demo_member', password: 'Member123' }).passwordExpired).toBe(true);
  });

  it('password change checks the old password and confirmation', () => {
    const w = world();
    const { token } = w.auth.login({ username: 'demo_member', password: 'Member123' });
    expect(codeOf(() => w.auth.changePassword(token, { oldPassword: 'nope', newPassword: 'Abcdef12' }))).toBe(
      'password_old_invalid',
    );
    expect(
      codeOf(() =>
        w.auth.changePassword(token, { oldPassword: 'Member123', newPassword: 'Abcdef12', confirmNewPassword: 'x' }),
      ),
    ).toBe('password_confirm_mismatch');
    expect(errorOf(() => w.auth.changePassword(token, { oldPassword: 'Member123', newPassword: '123' }))).toMatchObject(
      {
        code: 'registration_invalid',
        value: [{ field: 'newPassword', code: 'length', min: 6, max: 16 }],
      },
    );
    w.auth.changePassword(token, { oldPassword: 'Member123', newPassword: 'Abcdef12' });
    expect(codeOf(() => w.auth.login({ username: 'demo_member', password: 'Member123' }))).toBe(
      'login.password.invalid',
    );
  });

  it('separates member and agent areas', () => {
    const w = world();
    expect(codeOf(() => w.auth.login({ username: 'demo_agent_only', password: 'Agent123', area: 'member' }))).toBe(
      'non_member_login',
    );
    expect(codeOf(() => w.auth.login({ username: 'demo_member', password: 'Member123', area: 'agent' }))).toBe(
      'non_agent_login',
    );
    expect(w.auth.login({ username: 'demo_agent', password: 'Agent123', area: 'agent' }).account.type).toBe(1);
    expect(w.auth.login({ username: 'demo_agent', password: 'Agent123', area: 'member' }).account.kind).toBe('agent');
  });

  it('logs in by SMS code (single use)', () => {
    const w = world();
    const { code } = w.sms.send('09171234567', '63', 'login');
    const r = w.auth.login({ type: 'sms', username: '09171234567', countryDialingCode: '63', password: code });
    expect(r.account.account).toBe('demo_member');
    expect(codeOf(() => w.auth.login({ type: 'sms', username: '09171234567', password: code }))).toBe(
      'verification_code_invalid',
    );
    expect(codeOf(() => w.auth.login({ type: 'sms', username: '09990000000', password: code }))).toBe(
      'mobile_not_registered',
    );
  });

  it('asks for extra verification from an unrecognised IP when the scenario is on', () => {
    const w = world();
    expect(w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip: '10.0.0.9' }).token).toBeTruthy();
    w.scenarios.set('unrecognised-ip');
    expect(w.auth.login({ username: 'demo_member', password: 'Member123', ip: '127.0.0.1' }).token).toBeTruthy();
    const e = errorOf(() => w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip: '10.0.0.9' }));
    expect(e).toMatchObject({ code: 'login_verify_required', value: { methods: ['sms'], mobileNum: '091****001' } });
    const { code } = w.sms.send('09170000001', '63', 'login');
    expect(
      w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip: '10.0.0.9', verificationCode: code }).token,
    ).toBeTruthy();
    expect(w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip: '10.0.0.9' }).token).toBeTruthy();
  });

  it('free play gives a trial account with play money that cannot enter member areas', () => {
    const w = world();
    const r = w.auth.freePlay('127.0.0.1');
    expect(r.account).toMatchObject({ type: 4, kind: 'trial' });
    expect(w.wallets.summary(r.account.id).main).toBe(TRIAL_CREDIT);
    expect(codeOf(() => w.play.requireRealAccount(r.account))).toBe('in_need_true_account');
    expect(codeOf(() => w.auth.changePassword(r.token, { newPassword: 'Abcdef12' }))).toBe('in_need_true_account');
    expect(codeOf(() => w.play.requireAgent(r.account))).toBe('non_agent_login');
  });
});

describe('registration and recovery', () => {
  it('registers by username with server-side rules and uniqueness, and logs in', () => {
    const w = world();
    const r = w.auth.register({
      merchantCode: 'ROYAL01',
      method: 'username',
      fields: { username: 'newbie01', password: 'secret1', confirmPassword: 'secret1', line: 'myline' },
    });
    expect(r.account).toMatchObject({ account: 'newbie01', type: 0, merchantCode: 'royal', extra: { line: 'myline' } });
    expect(w.sessions.lookup(r.token).ok).toBe(true);
    expect(
      codeOf(() =>
        w.auth.register({
          merchantCode: 'royal',
          method: 'username',
          fields: { username: 'NEWBIE01', password: 'secret1' },
        }),
      ),
    ).toBe('username_exists');
    const e = errorOf(() =>
      w.auth.register({
        merchantCode: 'royal',
        method: 'username',
        fields: { username: '9lives', password: 'secret1' },
      }),
    );
    expect(e).toMatchObject({
      code: 'registration_invalid',
      status: 400,
      value: [{ field: 'username', patternId: 1, code: 'pattern', min: 6, max: 13 }],
    });
    expect(
      codeOf(() =>
        w.auth.register({
          merchantCode: 'royal',
          method: 'username',
          fields: { username: 'another1', password: 'secret1', affiliateCode: 'NOPE' },
        }),
      ),
    ).toBe('affiliate_code_invalid');
    const down = w.auth.register({
      merchantCode: 'royal',
      method: 'username',
      fields: { username: 'another1', password: 'secret1', affiliateCode: 'demoag' },
    });
    expect(w.accounts.findByUsername('demo_agent')!.downlines).toContain(down.account.id);
  });

  it('registers by mobile with an SMS code, refusing a taken mobile', () => {
    const w = world();
    const fields = { mobileNum: '09181112222', countryDialingCode: '63', password: 'secret1' };
    expect(
      codeOf(() =>
        w.auth.register({ merchantCode: 'royal', method: 'mobile', fields: { ...fields, verificationCode: '000000' } }),
      ),
    ).toBe('verification_code_invalid');
    const { code } = w.sms.send(fields.mobileNum, '63', 'register');
    const r = w.auth.register({
      merchantCode: 'royal',
      method: 'mobile',
      fields: { ...fields, verificationCode: code },
    });
    expect(r.account.mobileNum).toBe('09181112222');
    expect(
      codeOf(() =>
        w.auth.register({ merchantCode: 'royal', method: 'mobile', fields: { ...fields, verificationCode: code } }),
      ),
    ).toBe('mobile_exists');
  });

  it('honours disabled registration methods', () => {
    const w = world(42, [{ ...MERCHANT, siteFlags: { ...MERCHANT.siteFlags, MOBILENUMREG3: '0' } }]);
    expect(
      codeOf(() =>
        w.auth.register({
          merchantCode: 'royal',
          method: 'mobile',
          fields: { mobileNum: '09181112222', password: 'secret1' },
        }),
      ),
    ).toBe('registration_disabled');
  });

  it('resets the password by phone and logs in; forgot-by-email checks username and email', () => {
    const w = world();
    const { code } = w.sms.send('09171234567', '63', 'reset');
    const r = w.auth.resetByPhone({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Fresh999',
    });
    expect(r.account.account).toBe('demo_member');
    expect(w.auth.login({ username: 'demo_member', password: 'Fresh999' }).token).toBeTruthy();
    w.auth.forgotByEmail({ username: 'demo_member', email: 'DEMO_MEMBER@example.com' });
    expect(codeOf(() => w.auth.forgotByEmail({ username: 'demo_member', email: 'other@example.com' }))).toBe(
      'username_or_email_not_exist',
    );
    expect(codeOf(() => w.auth.forgotByEmail({ username: 'ghost', email: 'ghost@example.com' }))).toBe(
      'username_or_email_not_exist',
    );
    expect(w.auth.checkAffiliate('DEMOAG')).toBe(true);
    expect(w.auth.checkAffiliate('NOPE')).toBe(false);
  });
});
