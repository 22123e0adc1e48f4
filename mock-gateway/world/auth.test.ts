import { describe, expect, it } from 'vitest';
import { TRIAL_CREDIT, WEAK_DEFAULT_PASSWORD, type LoginVerifyMethod } from './index.js';
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

  it('asks for extra verification from an unrecognised IP when the scenario is on, and sends the SMS code', () => {
    const w = world();
    expect(w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip: '10.0.0.9' }).token).toBeTruthy();
    w.scenarios.set('unrecognised-ip');
    expect(w.auth.login({ username: 'demo_member', password: 'Member123', ip: '127.0.0.1' }).token).toBeTruthy();
    const e = errorOf(() => w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip: '10.0.0.9' }));
    expect(e).toEqual(
      expect.objectContaining({
        code: 'login_verify_required',
        status: 403,
        value: {
          methods: ['mobile', 'email', 'authenticator'],
          mobileHint: '091****001',
          emailHint: 'de***@example.com',
        },
      }),
    );
    const [sent] = w.sms.inbox('09170000001');
    expect(sent).toMatchObject({ purpose: 'login', used: false });
    const login = (verification?: { method: LoginVerifyMethod; answer: string }) =>
      w.auth.login({
        username: 'demo_fresh_ip',
        password: 'Fresh123',
        ip: '10.0.0.9',
        ...(verification ? { verification } : {}),
      });
    expect(codeOf(() => login({ method: 'mobile', answer: sent!.code === '000000' ? '111111' : '000000' }))).toBe(
      'verification_code_invalid',
    );
    expect(login({ method: 'mobile', answer: ` ${sent!.code} ` }).token).toBeTruthy();
    expect(w.sms.inbox('09170000001')[0]!.used).toBe(true);
    expect(login().token).toBeTruthy(); // the IP is known now
  });

  it('accepts e-mail, bank account name and authenticator answers, and only the methods the account has', () => {
    const w = world();
    w.scenarios.set('unrecognised-ip');
    const fresh = w.accounts.findByUsername('demo_fresh_ip')!;
    const login = (ip: string, verification?: { method: LoginVerifyMethod; answer: string }) =>
      w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip, ...(verification ? { verification } : {}) });
    expect(codeOf(() => login('10.0.0.1', { method: 'email', answer: 'other@example.com' }))).toBe(
      'verification_code_invalid',
    );
    expect(login('10.0.0.1', { method: 'email', answer: 'Demo_Fresh_IP@example.com' }).token).toBeTruthy();
    const unavailable = errorOf(() => login('10.0.0.2', { method: 'bankAccountName', answer: 'Fresh IP' }));
    expect(unavailable).toMatchObject({
      code: 'verification_code_invalid',
      message: expect.stringMatching(/bankAccountName is not available/) as unknown,
    });
    fresh.extra.payeeName = 'Juan Dela Cruz';
    expect(errorOf(() => login('10.0.0.2')).value).toMatchObject({
      methods: ['mobile', 'email', 'bankAccountName', 'authenticator'],
    });
    expect(login('10.0.0.2', { method: 'bankAccountName', answer: ' juan dela cruz ' }).token).toBeTruthy();
    const code = w.auth.authenticatorCode(fresh.id);
    expect(code).toMatch(/^\d{6}$/);
    w.clock.advance(30_000); // the previous 30 s window still counts
    expect(login('10.0.0.3', { method: 'authenticator', answer: code }).token).toBeTruthy();
    w.clock.advance(30_000);
    expect(codeOf(() => login('10.0.0.4', { method: 'authenticator', answer: code }))).toBe(
      'verification_code_invalid',
    );
    // An account without mobile or e-mail still verifies with the authenticator (no SMS is sent).
    const first = w.accounts.findByUsername('demo_first')!;
    const inbox = w.sms.inbox().length;
    expect(errorOf(() => w.auth.login({ username: 'demo_first', password: 'First123', ip: '10.0.0.5' })).value).toEqual(
      {
        methods: ['authenticator'],
      },
    );
    expect(w.sms.inbox()).toHaveLength(inbox);
    expect(
      w.auth.login({
        username: 'demo_first',
        password: 'First123',
        ip: '10.0.0.5',
        verification: { method: 'authenticator', answer: w.auth.authenticatorCode(first.id) },
      }).token,
    ).toBeTruthy();
  });

  it('still answers login_verify_required when the SMS cannot be sent (throttled or out of quota)', () => {
    const w = world();
    w.scenarios.set('unrecognised-ip');
    w.scenarios.set('sms-quota', 0);
    expect(codeOf(() => w.auth.login({ username: 'demo_fresh_ip', password: 'Fresh123', ip: '10.0.0.9' }))).toBe(
      'login_verify_required',
    );
    expect(w.sms.inbox('09170000001')).toEqual([]);
  });

  it('refuses a locked account after its credentials, at login and reset by phone, until unlocked', () => {
    const w = world();
    const member = w.accounts.findByUsername('demo_member')!;
    expect(member.frozen).toBe(false);
    expect(w.accounts.setFrozen(member.id, true).frozen).toBe(true);
    expect(errorOf(() => w.auth.login({ username: 'demo_member', password: 'Member123' }))).toMatchObject({
      code: 'account_frozen',
      status: 403,
      message: 'Your account is locked, please contact your agent',
    });
    expect(codeOf(() => w.auth.login({ username: 'demo_member', password: 'wrong' }))).toBe('login.password.invalid');
    const sms = w.sms.send('09171234567', '63', 'login');
    expect(
      codeOf(() =>
        w.auth.login({ type: 'sms', username: '09171234567', countryDialingCode: '63', password: sms.code }),
      ),
    ).toBe('account_frozen');
    w.clock.advance(1000);
    const reset = w.sms.send('09171234567', '63', 'reset');
    expect(
      codeOf(() =>
        w.auth.resetByPhone({ mobileNum: '09171234567', verificationCode: reset.code, newPassword: 'Other1234' }),
      ),
    ).toBe('account_frozen');
    expect(w.accounts.findByUsername('demo_member')!.password).toBe('Member123');
    w.accounts.setFrozen(member.id, false);
    const { answer } = w.captcha.newCaptcha(); // the wrong password above asks for the captcha
    expect(w.auth.login({ username: 'demo_member', password: 'Member123', captcha: answer }).token).toBeTruthy();
  });

  it('marks sessions opened on a first login (popups F), and only those', () => {
    const w = world();
    const first = w.auth.login({ username: 'demo_first', password: 'First123' });
    expect(first.session.firstLogin).toBe(true);
    expect(w.sessions.require(first.token).session.firstLogin).toBe(true);
    w.auth.changePassword(first.token, { oldPassword: 'First123', newPassword: 'NewPass123' });
    expect(w.sessions.require(first.token).session.firstLogin).toBe(true); // the session keeps it
    expect(w.auth.login({ username: 'demo_first', password: 'NewPass123' }).session.firstLogin).toBe(false);
    expect(w.auth.login({ username: 'demo_member', password: 'Member123' }).session.firstLogin).toBe(false);
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
