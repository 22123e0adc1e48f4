import type { RegistrationFieldName } from '@/generated/config-types';
import type { FieldDef } from './field-types';

/** A registration field definition: names are the contract's registration field names. */
export interface RegistrationFieldDef extends FieldDef {
  name: RegistrationFieldName;
}

const field = (
  name: RegistrationFieldName,
  widget: FieldDef['widget'],
  autoComplete: string,
  extra: Partial<Omit<FieldDef, 'name' | 'widget' | 'autoComplete'>> = {},
): RegistrationFieldDef => ({
  name,
  labelKey: `auth:field.${name}`,
  widget,
  autoComplete,
  inputType: 'text',
  ...extra,
});

const digits = { inputMode: 'numeric', trim: true } as const;
const password = { inputType: 'password' } as const;
const trimmed = { trim: true } as const;

/**
 * The registration form's fields (SPEC §3) in the order they are shown. Which of them a form shows, and whether they
 * are required, comes from the server rules (`rules.ts`); this catalogue only says how each one looks.
 */
export const REGISTRATION_FIELDS: readonly RegistrationFieldDef[] = [
  field('username', 'text', 'username', trimmed),
  field('password', 'password', 'new-password', password),
  field('confirmPassword', 'password', 'new-password', password),
  field('countryDialingCode', 'dialingCode', 'tel-country-code', { ...digits, inputType: 'tel' }),
  field('mobileNum', 'digits', 'tel-national', { ...digits, inputType: 'tel' }),
  field('verificationCode', 'smsCode', 'one-time-code', digits),
  field('paymentPassword', 'password', 'off', { ...password, inputMode: 'numeric' }),
  field('payeeName', 'text', 'name', { hintKey: 'auth:hint.payeeName' }),
  field('nickname', 'text', 'nickname', trimmed),
  field('email', 'email', 'email', { inputType: 'email', inputMode: 'email', trim: true }),
  field('birthday', 'date', 'bday', trimmed),
  field('idNumber', 'text', 'off', trimmed),
  field('nationality', 'text', 'country-name', trimmed),
  field('occupation', 'text', 'organization-title', trimmed),
  field('sourceOfIncome', 'text', 'off', trimmed),
  field('address', 'text', 'street-address', trimmed),
  field('qqNum', 'digits', 'off', digits),
  field('line', 'text', 'off', trimmed),
  field('whatsapp', 'digits', 'tel', { ...digits, inputType: 'tel' }),
  field('facebook', 'text', 'off', trimmed),
  field('telegram', 'text', 'off', trimmed),
  field('zalo', 'digits', 'tel', { ...digits, inputType: 'tel' }),
  field('wechat', 'text', 'off', trimmed),
  field('recommenderId', 'text', 'off', trimmed),
  field('affiliateCode', 'text', 'off', trimmed),
  field('referralCode', 'text', 'off', trimmed),
  field('captcha', 'captcha', 'off', { ...trimmed, requiredKey: 'auth:captchaRequired' }),
];

const BY_NAME: ReadonlyMap<string, RegistrationFieldDef> = new Map(REGISTRATION_FIELDS.map((f) => [f.name, f]));

export function registrationField(name: RegistrationFieldName): RegistrationFieldDef {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`Unknown registration field ${name}`);
  return def;
}
