import type { FieldDef, FieldRule, ResolvedField } from '@/schema-ui/field-types';
import { registrationField } from '@/schema-ui/registration-fields';
import { fieldRule, type RegistrationRules } from '@/schema-ui/rules';

/** Field definitions of the accounts forms that are not registration fields, and the field lists of each form. */

const usernameDef: FieldDef = { ...registrationField('username'), autoComplete: 'username' };
const loginPasswordDef: FieldDef = {
  ...registrationField('password'),
  autoComplete: 'current-password',
  trim: true, // SPEC §5: login username and password are trimmed
};
const checkbox = (name: string, labelKey: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  labelKey,
  inputType: 'checkbox',
  autoComplete: 'off',
  widget: 'checkbox',
  ...extra,
});
const passwordDef = (name: string, autoComplete: 'current-password' | 'new-password'): FieldDef => ({
  name,
  labelKey: `auth:field.${name}`,
  inputType: 'password',
  autoComplete,
  widget: 'password',
});

/** E-mail when the server has no rule for it: pattern 3, a sane length. */
const EMAIL_FALLBACK: FieldRule = { patternId: 3, minLength: 3, maxLength: 100, acceptedPattern: '' };
/** Messenger numbers when the server has no rule: digits, 8-15. */
const MESSENGER_FALLBACK: FieldRule = { patternId: 6, minLength: 8, maxLength: 15, acceptedPattern: '' };

const withRule = (def: FieldDef, required: boolean, rule: FieldRule | undefined): ResolvedField => ({
  def,
  required,
  ...(rule ? { rule } : {}),
});

function mobileGroup(rules: RegistrationRules): ResolvedField[] {
  return [
    withRule(registrationField('countryDialingCode'), true, fieldRule(rules, 'countryDialingCode')),
    withRule(registrationField('mobileNum'), true, fieldRule(rules, 'mobileNum')),
    withRule(registrationField('verificationCode'), true, fieldRule(rules, 'verificationCode')),
  ];
}

export type LoginTab = 'username' | 'mobile';

/** SPEC §5 login: username and password required (and trimmed), the captcha when shown; the mobile number by its rule. */
export function loginFields(tab: LoginTab, rules: RegistrationRules, captchaRequired: boolean): ResolvedField[] {
  if (tab === 'mobile') return mobileGroup(rules);
  return [
    { def: usernameDef, required: true },
    { def: loginPasswordDef, required: true },
    ...(captchaRequired ? [{ def: registrationField('captcha'), required: true }] : []),
    { def: checkbox('rememberMe', 'auth:login.rememberMe'), required: false },
  ];
}

/**
 * SPEC §5 forgot by email: username and a valid e-mail, both required. The username is an existing account's, so the
 * current registration pattern is not applied to it (accounts made under older rules must still recover).
 */
export function emailResetFields(rules: RegistrationRules): ResolvedField[] {
  return [
    { def: usernameDef, required: true },
    withRule(registrationField('email'), true, rules.email ? fieldRule(rules, 'email') : EMAIL_FALLBACK),
  ];
}

/**
 * SPEC §5 forgot by phone: the username and its mobile (the code goes only to the username's own number, MC
 * member/password/sms), the SMS code and a new password by the password rule, all required. As for e-mail, the username
 * is an existing account's, so the current registration pattern is not applied to it.
 */
export function phoneResetFields(rules: RegistrationRules): ResolvedField[] {
  return [
    { def: usernameDef, required: true },
    ...mobileGroup(rules),
    withRule(passwordDef('newPassword', 'new-password'), true, fieldRule(rules, 'password')),
  ];
}

/** SPEC §5 change password: old password unless known, new password by the password rule, an equal confirmation. */
export function changePasswordFields(rules: RegistrationRules, askOldPassword: boolean): ResolvedField[] {
  const rule = fieldRule(rules, 'password');
  return [
    ...(askOldPassword ? [{ def: passwordDef('oldPassword', 'current-password'), required: true }] : []),
    withRule(passwordDef('newPassword', 'new-password'), true, rule),
    { ...withRule(passwordDef('confirmNewPassword', 'new-password'), true, rule), equals: 'newPassword' },
  ];
}

/** Age confirmation and terms agreement, both required at registration (SPEC §5). */
export function registrationAgreements(ageLimit: number): ResolvedField[] {
  return [
    {
      def: checkbox('ageConfirmed', 'auth:register.ageConfirm', {
        labelValues: { age: ageLimit },
        requiredKey: 'auth:register.ageRequired',
      }),
      required: true,
    },
    {
      def: checkbox('termsAccepted', 'auth:register.terms', { requiredKey: 'auth:register.termsRequired' }),
      required: true,
    },
  ];
}

export type MessengerChannel = 'ZALO' | 'WHATSAPP';

/** The welcome-bonus number: required, by the zalo or whatsapp registration rule. */
export function messengerField(channel: MessengerChannel, rules: RegistrationRules): ResolvedField {
  const name = channel === 'ZALO' ? 'zalo' : 'whatsapp';
  return withRule(
    { ...registrationField(name), name: 'number' },
    true,
    rules[name] ? fieldRule(rules, name) : MESSENGER_FALLBACK,
  );
}
