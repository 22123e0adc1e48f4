// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { sessionToken } from '@/lib/gateway/session-store';
import { ChangePasswordForm } from './change-password-form';
import { CHANGE_PASSWORD_MARKER, markPasswordChange, pendingPasswordChange } from './change-password-marker';
import { ForgotPasswordForm } from './forgot-password-form';
import { installFakeGeetest } from './human-check/fake-geetest';
import { geetestStatus, labelled, renderAuth, ROYAL, ROYAL_FLAGS } from './test-support';
import { WelcomeBonusForm } from './welcome-bonus-form';

const MEMBER = { id: 1, account: 'demo_member', nickname: 'Demo', type: 0 } as MemberInfo;

// The SDK's script "loads" at once; a fake Geetest defines what it would.
vi.mock('./human-check/load-script', () => ({ loadScript: () => Promise.resolve() }));

const visibleForm = () => screen.getByRole('form');
const field = (label: string) =>
  within(visibleForm()).getByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(within(visibleForm()).getByRole('button', { name }));
  });
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('forgot password form', () => {
  it('starts by e-mail without the phone-reset flag, and confirms the mail was sent', async () => {
    const onDone = vi.fn();
    const { sent } = renderAuth(<ForgotPasswordForm onDone={onDone} onOpen={() => {}} />, {
      flags: { ...ROYAL_FLAGS, FORGETPWDPHONE3: false },
      handlers: { 'member.passwordEmail': () => true },
    });
    expect(screen.getByRole('tab', { name: 'E-mail' }).getAttribute('aria-selected')).toBe('true');
    await press('Send e-mail');
    expect(within(visibleForm()).getAllByText('This field cannot be empty.')).toHaveLength(2);
    type('Username', 'demo_member');
    type('E-mail', 'demo@mail.example');
    await press('Send e-mail');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'We have sent you an e-mail to reset your password. Please check your inbox.',
    );
    expect(sent('member.passwordEmail')).toEqual([{ username: 'demo_member', email: 'demo@mail.example' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledWith({ kind: 'emailSent' });
  });

  it('shows the customer-service entry it is given next to the way back to login', () => {
    const onOpen = vi.fn();
    renderAuth(
      <ForgotPasswordForm onDone={() => {}} onOpen={onOpen} customerService={<button type="button">Help me</button>} />,
      { handlers: {} },
    );
    expect(screen.getByRole('button', { name: 'Help me' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(onOpen).toHaveBeenCalledWith('login');
  });

  it('keeps the values and says so when the username or e-mail does not exist', async () => {
    renderAuth(<ForgotPasswordForm onDone={() => {}} onOpen={() => {}} />, {
      flags: { ...ROYAL_FLAGS, FORGETPWDPHONE3: false },
      handlers: {
        'member.passwordEmail': () => {
          throw new GatewayError('username_or_email_not_exist', 'Username or email does not exist', 400);
        },
      },
    });
    type('Username', 'demo_member');
    type('E-mail', 'wrong@mail.example');
    await press('Send e-mail');
    expect((await screen.findByRole('alert')).textContent).toBe('Username or email does not exist.');
    expect(field('E-mail').value).toBe('wrong@mail.example');
  });

  it('sends the reset code for the username and its number (member.passwordSms), which takes no Geetest check', async () => {
    const geetest = installFakeGeetest();
    try {
      const { sent } = renderAuth(<ForgotPasswordForm onDone={() => {}} onOpen={() => {}} defaultDialingCode="63" />, {
        flags: { ...ROYAL_FLAGS, GEETESTVCODE3: true },
        status: geetestStatus('v3'),
        handlers: {
          'captcha.geetest': () => ({ gt: 'v3-geetest-id', challenge: 'reset-challenge', newCaptcha: false }),
          'member.passwordSms': () => ({ expiredMinutes: 5 }),
        },
      });
      type('Username', ' demo_member ');
      type('Mobile number', '09171234567');
      await press('Send code');
      await waitFor(() => expect(sent('member.passwordSms')).toHaveLength(1));
      expect(sent('member.passwordSms')[0]).toEqual({
        username: 'demo_member',
        mobileNumber: '09171234567',
        countryDialingCode: '63',
      });
      expect(sent('captcha.geetest')).toHaveLength(0);
    } finally {
      geetest.uninstall();
    }
  });

  it('asks for the username before sending a code, and words the gateway refusals of the send itself', async () => {
    vi.useFakeTimers();
    let refusal = new GatewayError('mobile_not_registered', 'This mobile number is not registered', 400);
    const { sent } = renderAuth(<ForgotPasswordForm onDone={() => {}} onOpen={() => {}} defaultDialingCode="63" />, {
      flags: ROYAL_FLAGS,
      handlers: {
        'member.passwordSms': () => {
          throw refusal;
        },
      },
    });
    type('Mobile number', '09171234567');
    await press('Send code');
    expect(within(visibleForm()).getByText('Username: This field cannot be empty.')).toBeTruthy();
    expect(sent('member.passwordSms')).toHaveLength(0);

    // A press less than a second after the last one is ignored (SPEC §9).
    await act(() => vi.advanceTimersByTimeAsync(1000));
    type('Username', 'demo_agent');
    await press('Send code');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const mismatch = screen.getByRole('dialog', { name: 'The code could not be sent' });
    expect(mismatch.textContent).toContain('This mobile number is not the one registered for this username.');
    await act(async () => {
      fireEvent.click(within(mismatch).getByRole('button', { name: 'Confirm' }));
    });
    expect(field('Username').value).toBe('demo_agent');
    expect(field('Mobile number').value).toBe('09171234567');

    // Too many tries: the translated sentence with the wait, not the gateway's words.
    refusal = new GatewayError('TOO_MANY_REQUESTS', 'Slow down', 429, { retryAfterMs: 300_000 });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await press('Send code');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const tooMany = screen.getByRole('dialog', { name: 'The code could not be sent' });
    expect(tooMany.textContent).toContain('Too many attempts. Please try again in 5 minutes.');
    expect(tooMany.textContent).not.toContain('Slow down');
  });

  it('starts by mobile with the phone-reset flag, counts one minute, and logs the user in', async () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { sent } = renderAuth(<ForgotPasswordForm onDone={onDone} onOpen={() => {}} defaultDialingCode="63" />, {
      flags: ROYAL_FLAGS,
      handlers: {
        'member.passwordSms': () => ({ expiredMinutes: 5 }),
        'member.passwordVerification': () => ({ token: 'reset-token', firstTimeLogin: false, passwordExpired: false }),
        'member.info': () => MEMBER,
      },
    });
    expect(screen.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    type('Username', 'demo_member');
    type('Mobile number', '09171234567');
    await press('Send code');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent('member.passwordSms')[0]).toMatchObject({ username: 'demo_member', mobileNumber: '09171234567' });
    expect(within(visibleForm()).getByRole('button', { name: 'New code in 60 s' })).toHaveProperty('disabled', true);
    type('SMS code', '123456');
    type('New password', 'NewPass123');
    await press('Reset password');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sent('member.passwordVerification')).toEqual([
      { mobileNum: '09171234567', countryDialingCode: '63', verificationCode: '123456', newPassword: 'NewPass123' },
    ]);
    expect(sessionToken.get()).toBe('reset-token');
    // The member is told the password changed before the dialog goes away.
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed and you are now logged in.');
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({ kind: 'loggedIn', member: MEMBER });
  });

  it('puts a refused code on the code field', async () => {
    renderAuth(<ForgotPasswordForm onDone={() => {}} onOpen={() => {}} defaultDialingCode="63" />, {
      flags: ROYAL_FLAGS,
      handlers: {
        'member.passwordVerification': () => {
          throw new GatewayError('verification_code_expired', 'expired', 400);
        },
      },
    });
    type('Username', 'demo_member');
    type('Mobile number', '09171234567');
    type('SMS code', '123456');
    type('New password', 'NewPass123');
    await press('Reset password');
    expect(await screen.findByText('The code has expired. Please send a new one.')).toBeTruthy();
    expect(field('New password').value).toBe('NewPass123');
  });
});

describe('change password form', () => {
  it('checks the rule and the confirmation, shows a wrong old password on its field', async () => {
    const { sent } = renderAuth(<ChangePasswordForm onDone={() => {}} />, {
      handlers: {
        'member.passwordChange': () => {
          throw new GatewayError('password_old_invalid', 'The old password is incorrect', 400);
        },
      },
    });
    type('Current password', 'old-one');
    type('New password', 'abc');
    type('Confirm new password', 'abd');
    await press('Change password');
    expect(screen.getByText('Enter 6–16 characters.')).toBeTruthy();
    expect(screen.getByText('The two entries are not the same. Confirmation input incorrect.')).toBeTruthy();
    expect(sent('member.passwordChange')).toEqual([]);
    type('New password', 'NewPass123');
    type('Confirm new password', 'NewPass123');
    await press('Change password');
    expect(await screen.findByText('The old password is incorrect.')).toBeTruthy();
    expect(field('Current password').value).toBe('old-one');
  });

  it('changes a forced password without asking the old one, clears the marker and reloads member info', async () => {
    sessionStorage.setItem(CHANGE_PASSWORD_MARKER, 'weak');
    const onDone = vi.fn();
    const { sent } = renderAuth(<ChangePasswordForm onDone={onDone} askOldPassword={false} reason="weak" />, {
      handlers: { 'member.passwordChange': () => true, 'member.info': () => MEMBER },
    });
    expect(screen.getByText('Your password is too easy to guess. Please choose a new one.')).toBeTruthy();
    expect(screen.queryByLabelText(labelled('Current password'))).toBeNull();
    type('New password', 'NewPass123');
    type('Confirm new password', 'NewPass123');
    await press('Change password');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(MEMBER));
    expect(sent('member.passwordChange')).toEqual([{ newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' }]);
    expect(sessionStorage.getItem(CHANGE_PASSWORD_MARKER)).toBeNull();
  });

  it('never shows a raw translation key for a reason the dictionaries have no sentence for', () => {
    renderAuth(<ChangePasswordForm onDone={() => {}} askOldPassword={false} reason="first" />, { handlers: {} });
    expect(screen.queryByText(/change\.reason/)).toBeNull();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
  });
});

describe('change-password marker', () => {
  it('keeps every forced reason, first login included, and ignores anything else', () => {
    for (const reason of ['weak', 'expired', 'first'] as const) {
      markPasswordChange(reason);
      expect(pendingPasswordChange()).toBe(reason);
    }
    sessionStorage.setItem(CHANGE_PASSWORD_MARKER, 'bogus');
    expect(pendingPasswordChange()).toBeNull();
  });
});

describe('welcome bonus form', () => {
  it('offers the configured amount for a Zalo or WhatsApp number, which is required', async () => {
    const onDone = vi.fn();
    renderAuth(<WelcomeBonusForm onDone={onDone} onSkip={() => {}} />, { handlers: {} });
    expect(screen.getByText(/Claim a bonus of up to .*131K.*: add your Zalo \/ WhatsApp number\./)).toBeTruthy();
    await press('Claim my bonus');
    expect(screen.getByText('This field cannot be empty.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    type('WhatsApp number', '0917123');
    await press('Claim my bonus');
    expect(screen.getByText('Use digits only (8–15 characters).')).toBeTruthy();
    type('WhatsApp number', '09171234567');
    await press('Claim my bonus');
    expect(onDone).toHaveBeenCalledWith({ channel: 'WHATSAPP', number: '09171234567' });
  });

  it('confirms what the gateway credited, in full and in the page language, then closes', () => {
    const onSkip = vi.fn();
    renderAuth(
      <WelcomeBonusForm
        onDone={() => {}}
        onSkip={onSkip}
        credited={{ claimed: true, amount: 131_000, currency: 'PHP' }}
      />,
      { handlers: {}, language: 'TY' },
    );
    expect(screen.getByRole('status').textContent).toBe('Tapos na! Naidagdag na ang ₱131,000.00 sa iyong balanse.');
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Magsimulang maglaro' }));
    expect(onSkip).toHaveBeenCalled();
  });

  it('has no channel choice when the merchant offers one channel', () => {
    const merchant = {
      ...ROYAL,
      registration: {
        ...ROYAL.registration,
        welcomeBonus: { ...ROYAL.registration.welcomeBonus, channels: ['WHATSAPP' as const] },
      },
    };
    renderAuth(<WelcomeBonusForm onDone={() => {}} onSkip={() => {}} />, { handlers: {}, merchant });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(field('WhatsApp number')).toBeTruthy();
  });
});
