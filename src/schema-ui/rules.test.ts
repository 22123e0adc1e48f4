import { describe, expect, it } from 'vitest';
import type { RegistrationFieldRule } from '@/generated/config-types';
import { FALLBACK_RULES, registrationTabs, resolveRegistrationForm, type RegistrationRules } from './rules';

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  required = false,
  enabled = true,
): RegistrationFieldRule => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
  acceptedPattern: '*',
});

const BASE: RegistrationRules = {
  username: rule(1, 6, 13, true),
  password: rule(0, 6, 16, true),
  confirmPassword: rule(0, 6, 16, true),
};

const names = (fields: ReturnType<typeof resolveRegistrationForm>) => fields.map((f) => f.def.name);
const byName = (fields: ReturnType<typeof resolveRegistrationForm>, name: string) =>
  fields.find((f) => f.def.name === name);

describe('registration rules', () => {
  it('offers the tabs the flags switch on', () => {
    expect(registrationTabs({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual(['username', 'mobile']);
    expect(registrationTabs({ USERNAMEREG3: false, MOBILENUMREG3: true })).toEqual(['mobile']);
    expect(registrationTabs({})).toEqual([]);
  });

  it('always requires username, password and an equal confirmation on the username tab', () => {
    const fields = resolveRegistrationForm({ rules: BASE, flags: {}, tab: 'username' });
    expect(names(fields)).toEqual(['username', 'password', 'confirmPassword']);
    expect(fields.every((f) => f.required)).toBe(true);
    expect(byName(fields, 'confirmPassword')?.equals).toBe('password');
  });

  it('still requires username and password when the server switches their rules off', () => {
    const fields = resolveRegistrationForm({
      rules: { username: rule(1, 6, 13, false, false), password: rule(0, 6, 16, false, false) },
      flags: {},
      tab: 'username',
    });
    expect(names(fields)).toEqual(['username', 'password', 'confirmPassword']);
    expect(fields.every((f) => f.required)).toBe(true);
    // The confirmation borrows the password rule when it has none.
    expect(byName(fields, 'confirmPassword')?.rule).toMatchObject({ minLength: 6, maxLength: 16 });
  });

  it('shows other fields only when enabled, and requires them only when the rule says so', () => {
    const fields = resolveRegistrationForm({
      rules: {
        ...BASE,
        email: rule(3, 6, 64, true),
        payeeName: rule(12, 2, 50, false),
        qqNum: rule(6, 5, 12, true, false),
        birthday: rule(11, 10, 10, true),
      },
      flags: {},
      tab: 'username',
    });
    expect(names(fields)).toEqual(['username', 'password', 'confirmPassword', 'payeeName', 'email', 'birthday']);
    expect(byName(fields, 'email')?.required).toBe(true);
    expect(byName(fields, 'payeeName')?.required).toBe(false);
  });

  it('requires a shown payment password, and never an invitation code', () => {
    const fields = resolveRegistrationForm({
      rules: {
        ...BASE,
        paymentPassword: rule(6, 6, 6, false),
        affiliateCode: rule(4, 4, 20, true),
        referralCode: rule(4, 4, 20, true),
      },
      flags: {},
      tab: 'username',
    });
    expect(byName(fields, 'paymentPassword')?.required).toBe(true);
    expect(byName(fields, 'affiliateCode')?.required).toBe(false);
    expect(byName(fields, 'referralCode')?.required).toBe(false);
  });

  it('asks for the SMS code on the username tab only with REGMOBVERF3 and a mobile field', () => {
    const rules = { ...BASE, mobileNum: rule(6, 10, 16, true) };
    const off = resolveRegistrationForm({ rules, flags: { REGMOBVERF3: false }, tab: 'username' });
    expect(names(off)).toEqual(['username', 'password', 'confirmPassword', 'countryDialingCode', 'mobileNum']);
    const on = resolveRegistrationForm({ rules, flags: { REGMOBVERF3: true }, tab: 'username' });
    expect(byName(on, 'verificationCode')).toMatchObject({ required: true, rule: FALLBACK_RULES.verificationCode });
    const noMobile = resolveRegistrationForm({ rules: BASE, flags: { REGMOBVERF3: true }, tab: 'username' });
    expect(byName(noMobile, 'verificationCode')).toBeUndefined();
  });

  it('requires dialing code and SMS code only once an optional mobile number is given', () => {
    const fields = resolveRegistrationForm({
      rules: { ...BASE, mobileNum: rule(6, 10, 16, false) },
      flags: { REGMOBVERF3: true },
      tab: 'username',
    });
    expect(byName(fields, 'mobileNum')?.required).toBe(false);
    expect(byName(fields, 'countryDialingCode')).toMatchObject({ required: false, requiredWith: 'mobileNum' });
    expect(byName(fields, 'verificationCode')).toMatchObject({ required: false, requiredWith: 'mobileNum' });
  });

  it('on the mobile tab: mobile first, required, SMS code always, no username, password only with MOBILENUMPASSREG3', () => {
    const rules = { ...BASE, mobileNum: rule(6, 10, 11, false), email: rule(3, 6, 64) };
    const withoutPassword = resolveRegistrationForm({ rules, flags: { REGMOBVERF3: false }, tab: 'mobile' });
    expect(names(withoutPassword)).toEqual(['countryDialingCode', 'mobileNum', 'verificationCode', 'email']);
    expect(withoutPassword.slice(0, 3).every((f) => f.required)).toBe(true);
    expect(byName(withoutPassword, 'mobileNum')?.rule).toMatchObject({ minLength: 10, maxLength: 11 });

    const withPassword = resolveRegistrationForm({ rules, flags: { MOBILENUMPASSREG3: true }, tab: 'mobile' });
    expect(names(withPassword)).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
    ]);
  });

  it('falls back to the platform rules when the server sends none', () => {
    const fields = resolveRegistrationForm({ rules: {}, flags: {}, tab: 'mobile' });
    expect(byName(fields, 'mobileNum')?.rule).toEqual(FALLBACK_RULES.mobileNum);
    expect(byName(fields, 'countryDialingCode')?.rule).toEqual(FALLBACK_RULES.countryDialingCode);
    expect(byName(fields, 'verificationCode')?.rule).toEqual(FALLBACK_RULES.verificationCode);
    const username = resolveRegistrationForm({ rules: {}, flags: {}, tab: 'username' });
    expect(byName(username, 'username')?.rule).toEqual({
      patternId: 4,
      minLength: 6,
      maxLength: 13,
      acceptedPattern: '',
    });
    expect(byName(username, 'password')?.rule).toEqual({
      patternId: 0,
      minLength: 6,
      maxLength: 16,
      acceptedPattern: '*',
    });
  });
});
