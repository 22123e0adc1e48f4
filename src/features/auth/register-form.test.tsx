// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo, SystemRegisterSettingsValue } from '@/generated/api-types';
import type { RegistrationFieldRule } from '@/generated/config-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { sessionToken } from '@/lib/gateway/session-store';
import type { SiteStatus } from '@/lib/config/site-settings';
import { FAKE_V4_RESULT, installFakeGeetest } from './human-check/fake-geetest';
import { RegisterForm, type RegisterFormProps } from './register-form';
import { geetestStatus, labelled, renderAuth, ROYAL_FLAGS, type Handlers } from './test-support';

// The SDK's script "loads" at once; the fake Geetest defines what it would.
vi.mock('./human-check/load-script', () => ({ loadScript: () => Promise.resolve() }));

const MEMBER = { id: 9, account: 'newplayer1', nickname: 'New', type: 0 } as MemberInfo;
const LOGIN = { token: 'reg-token', firstTimeLogin: true, passwordExpired: false };

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  required: boolean,
  enabled = true,
): RegistrationFieldRule => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
  acceptedPattern: '',
});

/** A small rule set: username tab with e-mail and invitation code; QQ switched off. */
const RULES: SystemRegisterSettingsValue = {
  username: rule(1, 6, 13, true),
  password: rule(0, 6, 16, true),
  confirmPassword: rule(0, 6, 16, true),
  email: rule(3, 6, 64, false),
  affiliateCode: rule(4, 4, 20, false),
  qqNum: rule(6, 5, 12, true, false),
};
const FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: false };

function setup(
  options: {
    handlers?: Handlers;
    rules?: SystemRegisterSettingsValue;
    flags?: Record<string, boolean>;
    props?: Partial<RegisterFormProps>;
    status?: SiteStatus;
  } = {},
) {
  const onDone = vi.fn();
  const onOpen = vi.fn();
  const result = renderAuth(
    <RegisterForm
      onDone={onDone}
      onOpen={onOpen}
      domain="royal.example"
      registerUrl="https://royal.example/register"
      {...options.props}
    />,
    {
      rules: options.rules ?? RULES,
      flags: options.flags ?? FLAGS,
      ...(options.status ? { status: options.status } : {}),
      handlers: {
        'member.register': () => LOGIN,
        'member.registerMobile': () => LOGIN,
        'member.info': () => MEMBER,
        'agent.affiliate': () => true,
        'captcha.image': () => 'iVBORw0KGgo=',
        'sms.register': () => ({ expiredMinutes: 5 }),
        ...options.handlers,
      },
    },
  );
  return { ...result, onDone, onOpen };
}

const form = () => screen.getByRole('form', { name: /Username|Mobile number/ });
const field = (label: string) =>
  within(form()).getByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement;
const queryField = (label: string) => within(form()).queryByLabelText(labelled(label), { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(within(form()).getByRole('button', { name: 'Register' }));
  });
};
const labels = () => Array.from(form().querySelectorAll('[data-field]')).map((el) => el.getAttribute('data-field'));

function fillValid() {
  type('Username', 'newplayer1');
  type('Password', 'secret12');
  type('Confirm password', 'secret12');
  type('E-mail', 'new@mail.example');
  fireEvent.click(field('I am 18 years old or over.'));
  fireEvent.click(field('I have read and agree to the terms and conditions.'));
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('register form', () => {
  it('draws the royal username tab from its server rules: enabled fields only, with SMS verification', async () => {
    const { sent } = renderAuthRoyal();
    expect(labels()).toEqual([
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'payeeName',
      'email',
      'birthday',
      'whatsapp',
      'zalo',
      'affiliateCode',
      'referralCode',
      'captcha',
      'ageConfirmed',
      'termsAccepted',
    ]);
    expect(queryField('QQ number')).toBeNull();
    expect(field('Mobile number').required).toBe(true);
    expect(field('Real name').required).toBe(false);
    expect(field('Invitation code').required).toBe(false);
    await waitFor(() => expect(sent('captcha.image')).toHaveLength(1));
  });

  it('shows the mobile tab without username, mobile first, SMS code required', () => {
    setup({ flags: { ...FLAGS, USERNAMEREG3: false } });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(labels()).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'email',
      'affiliateCode',
      'ageConfirmed',
      'termsAccepted',
    ]);
    expect(field('SMS code').required).toBe(true);
  });

  it('adds the password to the mobile tab with MOBILENUMPASSREG3', () => {
    setup({ flags: { ...FLAGS, MOBILENUMPASSREG3: true } });
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(labels().slice(0, 5)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
  });

  it('requires the age confirmation and the terms', async () => {
    const { sent } = setup();
    type('Username', 'newplayer1');
    type('Password', 'secret12');
    type('Confirm password', 'secret12');
    await submit();
    expect(screen.getByText('Please confirm that you are old enough to play.')).toBeTruthy();
    expect(screen.getByText('Please agree to the terms and conditions.')).toBeTruthy();
    expect(sent('member.register')).toEqual([]);
  });

  it('checks patterns and the confirmation before sending', async () => {
    const { sent } = setup();
    type('Username', '1bad');
    type('Password', 'secret12');
    type('Confirm password', 'secret13');
    type('E-mail', 'not-an-email');
    await submit();
    expect(screen.getByText('Start with a letter, then use only letters and digits (6–13 characters).')).toBeTruthy();
    expect(screen.getByText('The two entries are not the same. Confirmation input incorrect.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address (6–64 characters).')).toBeTruthy();
    expect(sent('member.register')).toEqual([]);
  });

  it('registers with the extra payload, logs in and reports the welcome bonus', async () => {
    const { onDone, sent } = setup({ props: { referralCode: 'REF9' } });
    fillValid();
    type('Invitation code', 'DEMOAG');
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('agent.affiliate')).toEqual([{ code: 'DEMOAG', domain: 'royal.example' }]);
    expect(sent('member.register')).toEqual([
      {
        loginDeviceId: expect.any(String),
        username: 'newplayer1',
        password: 'secret12',
        confirmPassword: 'secret12',
        email: 'new@mail.example',
        affiliateCode: 'DEMOAG',
        referralCode: 'REF9',
        registerUrl: 'https://royal.example/register',
        domain: 'royal.example',
        registerMethod: 'WEB',
        loginFlag: true,
      },
    ]);
    expect(sessionToken.get()).toBe('reg-token');
    expect(onDone).toHaveBeenCalledWith({ member: MEMBER, firstTimeLogin: true, tab: 'username', welcomeBonus: true });
  });

  it('keeps every value after a server error, with the error on its field', async () => {
    const { onDone } = setup({
      handlers: {
        'member.register': () => {
          throw new GatewayError('username_exists', 'This username is already taken', 409);
        },
      },
    });
    fillValid();
    await submit();
    expect(await screen.findByText('This username is already taken.')).toBeTruthy();
    expect(field('Username').value).toBe('newplayer1');
    expect(field('Password').value).toBe('secret12');
    expect(field('Confirm password').value).toBe('secret12');
    expect(field('E-mail').value).toBe('new@mail.example');
    expect(field('I am 18 years old or over.').checked).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(field('Username')));
  });

  it('maps register.field.invalid onto the fields with min and max', async () => {
    setup({
      handlers: {
        'member.register': () => {
          throw new GatewayError('register.field.invalid', 'Some fields are not valid', 400, {
            field: 'username',
            patternId: 1,
            min: 8,
            max: 8,
            code: 'length',
          });
        },
      },
    });
    fillValid();
    await submit();
    expect(
      await screen.findByText('Start with a letter, then use only letters and digits (8 characters).'),
    ).toBeTruthy();
    expect(field('Username').value).toBe('newplayer1');
  });

  it('says a gateway failure without a field above the form, keeping the values', async () => {
    setup({
      handlers: {
        'member.register': () => {
          throw new GatewayError('client.network', 'network', 0);
        },
      },
    });
    fillValid();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network link abnormal. Check your connection and try again.',
    );
    expect(field('Username').value).toBe('newplayer1');
  });

  it('warns about an invalid invitation code with a confirm button, and does not register', async () => {
    const { sent } = setup({
      handlers: {
        'agent.affiliate': () => {
          throw new GatewayError('affiliate_code_invalid', 'Invalid invitation code', 400);
        },
      },
    });
    fillValid();
    type('Invitation code', 'NOPE');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Invitation code' });
    expect(within(dialog).getByText('Invalid invitation code.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(sent('member.register')).toEqual([]);
    expect(field('Invitation code').value).toBe('NOPE');
    expect(field('Invitation code').getAttribute('aria-invalid')).toBe('true');
  });

  it('registers by mobile with the SMS code and the mobile call', async () => {
    const { sent, onDone } = setup({ flags: { ...FLAGS, USERNAMEREG3: false }, props: { defaultDialingCode: '63' } });
    type('Mobile number', '09179998888');
    await act(async () => {
      fireEvent.click(within(form()).getByRole('button', { name: 'Send code' }));
    });
    await waitFor(() => expect(sent('sms.register')).toHaveLength(1));
    expect(sent('sms.register')[0]).toEqual({
      mobileNo: '09179998888',
      countryDialingCode: '63',
      regType: 'mobile',
      humanVerification: { type: 'none' },
    });
    expect((within(form()).getByRole('button', { name: 'New code in 300 s' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    type('SMS code', '123456');
    fireEvent.click(field('I am 18 years old or over.'));
    fireEvent.click(field('I have read and agree to the terms and conditions.'));
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('member.registerMobile')[0]).toMatchObject({
      countryDialingCode: '63',
      mobileNum: '09179998888',
      verificationCode: '123456',
      registerMethod: 'WEB',
    });
  });
});

describe('register form: Geetest instead of the image captcha', () => {
  let geetest: ReturnType<typeof installFakeGeetest>;
  beforeEach(() => {
    geetest = installFakeGeetest();
  });
  afterEach(() => geetest.uninstall());
  const WITH_CAPTCHA = { ...RULES, captcha: rule(4, 4, 4, true) };
  const GEETEST = { ...FLAGS, GEETEST3: true, GEETESTVCODE3: true };

  it('v4: draws no captcha field and registers with geetestValidateV4 once the check is passed', async () => {
    const { sent, onDone } = setup({ rules: WITH_CAPTCHA, flags: GEETEST, status: geetestStatus('v4') });
    expect(labels()).not.toContain('captcha');
    expect(sent('captcha.image')).toEqual([]);
    fillValid();
    geetest.endWith('close');
    await submit();
    expect(await screen.findByText(/The security check was closed before it was finished/)).toBeTruthy();
    expect(sent('member.register')).toEqual([]);
    expect(field('Username').value).toBe('newplayer1');
    expect(field('E-mail').value).toBe('new@mail.example');

    geetest.endWith('pass');
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('member.register')).toEqual([
      expect.objectContaining({
        username: 'newplayer1',
        geetestValidateV4: { captcha_id: 'v4-geetest-id', ...FAKE_V4_RESULT },
      }),
    ]);
    expect(sent('member.register')[0]).not.toHaveProperty('captcha');
  });

  it('keeps the image captcha when only SMS sends are checked (GEETESTVCODE3 without GEETEST3)', async () => {
    const { sent } = setup({
      rules: WITH_CAPTCHA,
      flags: { ...FLAGS, GEETESTVCODE3: true },
      status: geetestStatus('v4'),
    });
    expect(labels()).toContain('captcha');
    await waitFor(() => expect(sent('captcha.image')).toHaveLength(1));
  });

  it('v3: sends the registration SMS code with the challenge and seccode of a passed check', async () => {
    const { sent } = setup({
      flags: { ...GEETEST, USERNAMEREG3: false },
      status: geetestStatus('v3'),
      props: { defaultDialingCode: '63' },
      handlers: { 'captcha.geetest': () => ({ gt: 'v3-geetest-id', challenge: 'reg-challenge', newCaptcha: true }) },
    });
    type('Mobile number', '09179998888');
    await act(async () => {
      fireEvent.click(within(form()).getByRole('button', { name: 'Send code' }));
    });
    await waitFor(() => expect(sent('sms.register')).toHaveLength(1));
    expect(sent('sms.register')[0]).toEqual({
      mobileNo: '09179998888',
      countryDialingCode: '63',
      regType: 'mobile',
      humanVerification: { type: 'none' },
      geetestChallenge: 'reg-challenge',
      geetestSeccode: 'valid-1|jordan',
    });
    expect(geetest.configs[0]?.config).toMatchObject({ gt: 'v3-geetest-id', challenge: 'reg-challenge' });
  });
});

/** The royal merchant as served: its own rules and flags. */
function renderAuthRoyal() {
  return renderAuth(<RegisterForm onDone={() => {}} onOpen={() => {}} />, {
    flags: ROYAL_FLAGS,
    handlers: { 'captcha.image': () => 'iVBORw0KGgo=', 'sms.register': () => ({ expiredMinutes: 5 }) },
  });
}
