// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { sessionToken } from '@/lib/gateway/session-store';
import { FAKE_V4_RESULT, installFakeGeetest } from './human-check/fake-geetest';
import { LoginForm } from './login-form';
import { REMEMBER_ME_COOKIE } from './remember-me';
import { geetestStatus, labelled, renderAuth, ROYAL_FLAGS, type Handlers } from './test-support';

// The SDK's script "loads" at once; the fake Geetest below defines what it would.
vi.mock('./human-check/load-script', () => ({ loadScript: () => Promise.resolve() }));

const MEMBER = { id: 1, account: 'demo_member', nickname: 'Demo', type: 0 } as MemberInfo;
const LOGIN = { token: 'tok-1', firstTimeLogin: false, passwordExpired: false };

const input = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const panel = (name: string) => screen.getByRole('form', { name });

function setup(handlers: Handlers = {}, flags = ROYAL_FLAGS) {
  const onDone = vi.fn();
  const onOpen = vi.fn();
  const result = renderAuth(<LoginForm onDone={onDone} onOpen={onOpen} defaultDialingCode="63" />, {
    flags,
    handlers: {
      'session.login': () => LOGIN,
      'member.info': () => MEMBER,
      'captcha.image': () => 'iVBORw0KGgo=',
      ...handlers,
    },
  });
  return { ...result, onDone, onOpen };
}

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = `${REMEMBER_ME_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('login form', () => {
  it('says which fields are required, and sends nothing', async () => {
    const { sent } = setup();
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    const form = panel('Username');
    expect(within(form).getAllByText('This field cannot be empty.')).toHaveLength(2);
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    expect(input('Password').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('Username')));
    expect(sent('session.login')).toEqual([]);
  });

  it('names the wait when the gateway holds logins back, and keeps what was typed', async () => {
    setup({
      'session.login': () => {
        throw new GatewayError('TOO_MANY_REQUESTS', 'Too many failed logins for this account', 429, {
          retryAfterMs: 90_000,
          retryAt: 0,
        });
      },
    });
    type('Username', 'demo_member');
    type('Password', 'Member123');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many attempts. Please try again in 90 seconds.')).toBeTruthy();
    expect(input('Username').value).toBe('demo_member');
    expect(input('Password').value).toBe('Member123');
  });

  it('says a login-forbidden account may not log in, in EN and TY, and keeps what was typed', async () => {
    const forbidden = () => {
      throw new GatewayError('login_forbidden', 'This account is not allowed to log in', 403, { status: 2 });
    };
    setup({ 'session.login': forbidden });
    type('Username', 'tdp091');
    type('Password', 'Team1234');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This account is not allowed to log in. Please contact your agent.')).toBeTruthy();
    expect(input('Username').value).toBe('tdp091');
    expect(input('Password').value).toBe('Team1234');
    cleanup();

    renderAuth(<LoginForm onDone={() => {}} onOpen={() => {}} />, {
      handlers: { 'session.login': forbidden },
      language: 'TY',
    });
    const form = screen.getByRole('form', { name: 'Pangalan ng account' });
    fireEvent.change(within(form).getByLabelText(/Pangalan ng account/, { selector: 'input' }), {
      target: { value: 'tdp091' },
    });
    fireEvent.change(within(form).getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'Team1234' },
    });
    await click(within(form).getByRole('button', { name: 'Mag-log in' }));
    expect(
      await screen.findByText('Hindi pinapayagang mag-log in ang account na ito. Makipag-ugnayan sa iyong ahente.'),
    ).toBeTruthy();
  });

  it('speaks Filipino (TY) too', async () => {
    renderAuth(<LoginForm onDone={() => {}} onOpen={() => {}} />, { handlers: {}, language: 'TY' });
    await click(
      within(screen.getByRole('form', { name: 'Pangalan ng account' })).getByRole('button', { name: 'Mag-log in' }),
    );
    expect(screen.getAllByText('Hindi maaaring walang laman ang field na ito.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Libreng laro' })).toBeTruthy();
  });

  it('logs in with trimmed credentials, stores the token, loads the member and remembers only the username', async () => {
    const { onDone, sent } = setup();
    type('Username', '  demo_member ');
    type('Password', ' Member123 ');
    fireEvent.click(input('Remember me'));
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent('session.login')).toEqual([
      {
        type: 'username',
        username: 'demo_member',
        password: 'Member123',
        area: 'member',
        loginDeviceId: expect.any(String),
      },
    ]);
    expect(onDone).toHaveBeenCalledWith({ kind: 'member', member: MEMBER, firstTimeLogin: false, trial: false });
    expect(sessionToken.get()).toBe('tok-1');
    expect(document.cookie).toContain(`${REMEMBER_ME_COOKIE}=demo_member`);
    expect(document.cookie).not.toContain('Member123');
  });

  it('prefills a remembered username', () => {
    document.cookie = `${REMEMBER_ME_COOKIE}=demo_member; Path=/`;
    setup();
    expect(input('Username').value).toBe('demo_member');
    expect(input('Remember me').checked).toBe(true);
  });

  it('shows the captcha after a captcha-flagged failure, keeping what was typed', async () => {
    const { sent } = setup({
      'session.login': () => {
        throw new GatewayError('login.password.invalid', 'Incorrect username or password', 400, { captcha: true });
      },
    });
    expect(screen.queryByLabelText(labelled('Captcha'))).toBeNull();
    type('Username', 'demo_member');
    type('Password', 'wrong-one');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The account or password is incorrect.')).toBeTruthy();
    expect(screen.queryByText('Account or password format incorrect.')).toBeNull();
    expect(input('Captcha')).toBeTruthy();
    const image = await screen.findByRole('button', { name: 'Captcha image. Select it for a new one.' });
    await waitFor(() =>
      expect(image.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo='),
    );
    expect(sent('captcha.image')).toHaveLength(1);
    expect(input('Username').value).toBe('demo_member');
    expect(input('Password').value).toBe('wrong-one');

    // Now the captcha is required too.
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter the captcha.')).toBeTruthy();
    expect(sent('session.login')).toHaveLength(1);
  });

  it('says a credential the gateway cannot read is badly formatted', async () => {
    setup({
      'session.login': () => {
        throw new GatewayError('request.invalid', 'body/username: must NOT have more than 64 characters', 400);
      },
    });
    type('Username', 'demo_member');
    type('Password', 'Member123');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Account or password format incorrect.')).toBeTruthy();
  });

  it('forces a password change after logging in with the weak default password', async () => {
    const { onDone, sent } = setup();
    type('Username', 'demo_weak');
    type('Password', '123456');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ kind: 'mustChangePassword', reason: 'weak', firstTimeLogin: false }),
    );
    expect(sent('member.info')).toEqual([]);
    expect(sessionStorage.getItem('wl.mustChangePassword')).toBe('weak');
  });

  it('plays free as a trial when FREEPLAY3 is on, and hides the button when it is off', async () => {
    const { onDone, unmount } = setup({ 'session.freeplay': () => ({ ...LOGIN, token: 'trial' }) });
    await click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ kind: 'member', member: MEMBER, firstTimeLogin: false, trial: true }),
    );
    unmount();
    setup({}, { ...ROYAL_FLAGS, FREEPLAY3: false });
    expect(screen.queryByRole('button', { name: 'Free play' })).toBeNull();
  });

  it('opens the other dialogs through its callback', () => {
    const { onOpen } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register now' }));
    fireEvent.click(within(panel('Username')).getByRole('button', { name: 'Terms and conditions' }));
    expect(onOpen.mock.calls.map(([target]) => target)).toEqual(['forgot', 'register', 'terms']);
  });

  it('offers the mobile tab only with MOBILEVERCODELOGIN3', () => {
    const { unmount } = setup();
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeTruthy();
    unmount();
    setup({}, { ...ROYAL_FLAGS, MOBILEVERCODELOGIN3: false });
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('asks for extra verification from an unrecognised IP, then logs in with the answer', async () => {
    const { onDone, sent } = setup({
      'session.login': () => {
        throw new GatewayError('login_verify_required', 'Extra verification', 403, {
          methods: ['mobile', 'email'],
          mobileHint: '091****001',
        });
      },
      'session.loginVerification': () => LOGIN,
    });
    type('Username', 'demo_fresh_ip');
    type('Password', 'Fresh123');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeTruthy();
    expect(screen.getByText('We sent a code to 091****001.')).toBeTruthy();
    const verify = screen.getByRole('region', { name: 'Confirm it is you' });
    fireEvent.change(within(verify).getByLabelText(labelled('SMS code'), { selector: 'input' }), {
      target: { value: '123456' },
    });
    await click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    // The platform's second step: the same credentials and the SMS code (method S).
    expect(sent('session.loginVerification')).toEqual([
      {
        username: 'demo_fresh_ip',
        password: 'Fresh123',
        area: 'member',
        method: 'S',
        verificationCode: '123456',
        loginDeviceId: expect.any(String),
      },
    ]);
  });
});

describe('login form: SMS tab', () => {
  const openMobileTab = () => fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));

  it('disables the send button during the countdown, showing the seconds left', async () => {
    vi.useFakeTimers();
    const { sent } = setup({ 'sms.noLogin': () => ({ expiredMinutes: 5 }) });
    openMobileTab();
    type('Mobile number', '09171234567');
    await click(screen.getByRole('button', { name: 'Send code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent('sms.noLogin')).toEqual([
      { mobileNum: '09171234567', countryDialingCode: '63', purpose: 'login', humanVerification: { type: 'none' } },
    ]);
    const button = screen.getByRole('button', { name: 'New code in 300 s' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(
      screen
        .getByText('A code has been sent. You can ask for a new one when the countdown ends.')
        .getAttribute('aria-live'),
    ).toBe('polite');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'New code in 299 s' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks the number before sending anything', async () => {
    const { sent } = setup({ 'sms.noLogin': () => ({ expiredMinutes: 5 }) });
    openMobileTab();
    type('Mobile number', '0917');
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Mobile number: Use digits only (10–16 characters).')).toBeTruthy();
    expect(sent('sms.noLogin')).toEqual([]);
  });

  it("shows a refused send in a warning dialog with the gateway's message", async () => {
    setup({
      'sms.noLogin': () => {
        throw new GatewayError(
          'sms_quota_insufficient',
          'SMS quota insufficient, please contact customer service',
          403,
        );
      },
    });
    openMobileTab();
    type('Mobile number', '09171234567');
    await click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'The code could not be sent' });
    expect(within(dialog).getByText('SMS quota insufficient, please contact customer service')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('logs in by SMS code with the mobile number', async () => {
    const { onDone, sent } = setup();
    openMobileTab();
    type('Mobile number', '09171234567');
    type('SMS code', '654321');
    await click(within(panel('Mobile number')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('session.login')).toEqual([
      {
        type: 'sms',
        username: '09171234567',
        password: '654321',
        countryDialingCode: '63',
        area: 'member',
        loginDeviceId: expect.any(String),
      },
    ]);
  });
});

describe('login form: Geetest instead of the image captcha', () => {
  let geetest: ReturnType<typeof installFakeGeetest>;
  beforeEach(() => {
    geetest = installFakeGeetest();
  });
  afterEach(() => geetest.uninstall());

  const GEETEST_FLAGS = { ...ROYAL_FLAGS, GEETEST3: true, GEETESTVCODE3: true };
  function setupGeetest(version: 'v3' | 'v4', handlers: Handlers = {}) {
    const onDone = vi.fn();
    const result = renderAuth(<LoginForm onDone={onDone} onOpen={vi.fn()} defaultDialingCode="63" />, {
      flags: GEETEST_FLAGS,
      status: geetestStatus(version),
      handlers: {
        'session.login': () => LOGIN,
        'member.info': () => MEMBER,
        'captcha.geetest': () => ({ gt: 'v3-geetest-id', challenge: 'challenge-9', newCaptcha: true }),
        'sms.noLogin': () => ({ expiredMinutes: 5 }),
        ...handlers,
      },
    });
    return { ...result, onDone };
  }
  const logIn = async () => {
    type('Username', 'demo_member');
    type('Password', 'Member123');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
  };

  it('v4: runs the check and logs in with geetestValidateV4', async () => {
    const { onDone, sent } = setupGeetest('v4');
    await logIn();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('session.login')).toEqual([
      {
        type: 'username',
        username: 'demo_member',
        password: 'Member123',
        area: 'member',
        geetestValidateV4: { captcha_id: 'v4-geetest-id', ...FAKE_V4_RESULT },
        loginDeviceId: expect.any(String),
      },
    ]);
    expect(geetest.configs).toEqual([
      { version: 'v4', config: { captchaId: 'v4-geetest-id', product: 'bind', language: 'eng' } },
    ]);
  });

  it("v3: takes a challenge from the gateway and logs in with the challenge and Geetest's seccode", async () => {
    const { onDone, sent } = setupGeetest('v3');
    await logIn();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('captcha.geetest')).toEqual([{ t: expect.any(Number) }]);
    expect(sent('session.login')).toEqual([
      expect.objectContaining({ geetestChallenge: 'challenge-9', geetestSeccode: 'valid-1|jordan' }),
    ]);
    expect(sent('session.login')[0]).not.toHaveProperty('captcha');
  });

  it('says a closed or failed check in its own words, sends nothing and keeps what was typed', async () => {
    const { onDone, sent } = setupGeetest('v4');
    geetest.endWith('close');
    await logIn();
    expect(
      await screen.findByText(
        'The security check was closed before it was finished. Nothing you entered was lost: try again when you are ready.',
      ),
    ).toBeTruthy();
    geetest.endWith('fail-then-close');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The security check was not passed. Nothing you entered was lost: please try again.'),
    ).toBeTruthy();
    expect(sent('session.login')).toEqual([]);
    expect(input('Username').value).toBe('demo_member');
    expect(input('Password').value).toBe('Member123');

    geetest.endWith('pass');
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('session.login')).toHaveLength(1);
  });

  it('shows no image captcha after a captcha-flagged failure: every login takes a new check', async () => {
    let tries = 0;
    const { onDone, sent } = setupGeetest('v4', {
      'session.login': () => {
        if (++tries === 1)
          throw new GatewayError('login.password.invalid', 'Incorrect username or password', 400, { captcha: true });
        return LOGIN;
      },
    });
    await logIn();
    expect(await screen.findByText('The account or password is incorrect.')).toBeTruthy();
    expect(screen.queryByLabelText(labelled('Captcha'))).toBeNull();
    expect(sent('captcha.image')).toEqual([]);
    await click(within(panel('Username')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(geetest.shown()).toBe(2);
  });

  it('runs the check before an SMS code is sent (GEETESTVCODE3) and warns when it was closed', async () => {
    vi.useFakeTimers();
    const { sent } = setupGeetest('v4');
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    type('Mobile number', '09171234567');
    geetest.endWith('close');
    await click(screen.getByRole('button', { name: 'Send code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dialog = screen.getByRole('dialog', { name: 'The code could not be sent' });
    expect(within(dialog).getByText(/The security check was closed before it was finished/)).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(sent('sms.noLogin')).toEqual([]);

    // A second press within the second is ignored (SPEC §9); then the check passes and the code is sent.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    geetest.endWith('pass');
    await click(screen.getByRole('button', { name: 'Send code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent('sms.noLogin')).toEqual([
      {
        mobileNum: '09171234567',
        countryDialingCode: '63',
        purpose: 'login',
        humanVerification: { type: 'none' },
        geetestValidateV4: { captcha_id: 'v4-geetest-id', ...FAKE_V4_RESULT },
      },
    ]);
    expect(screen.getByRole('button', { name: 'New code in 300 s' })).toBeTruthy();
    expect(input('Mobile number').value).toBe('09171234567');
  });
});
