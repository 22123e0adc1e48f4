import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { FieldRule, ResolvedField } from './field-types';
import { registrationField } from './registration-fields';
import { checkRule, collectValues, compilePattern, ruleMessage, serverFieldErrors, validateFields } from './validate';

/** A rule as the server sends it: its own acceptedPattern, or '' to use the catalogue regex of patternId. */
const rule = (patternId: number, minLength: number, maxLength: number, acceptedPattern = ''): FieldRule => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern,
});
const ok = (value: string, r: FieldRule) => checkRule(value, r) === null;

describe('pattern and length checks', () => {
  it('pattern 1: a letter first, then letters and digits', () => {
    const r = rule(1, 6, 13);
    expect(ok('player01', r)).toBe(true);
    expect(ok('1player', r)).toBe(false);
    expect(ok('play_er1', r)).toBe(false);
    expect(checkRule('play_er1', r)).toEqual({ key: 'auth:reg_pattern_1', values: { min: 6, max: 13 } });
  });

  it('pattern 3: email', () => {
    const r = rule(3, 6, 64);
    expect(ok('juan.dela.cruz@mail.example', r)).toBe(true);
    expect(ok('juan@mail', r)).toBe(false);
    expect(ok('juan mail@x.com', r)).toBe(false);
  });

  it('pattern 6: digits only, with the length counted', () => {
    const r = rule(6, 10, 16, '^[0-9]+$');
    expect(ok('09171234567', r)).toBe(true);
    expect(ok('0917-123456', r)).toBe(false);
    expect(ok('091712345', r)).toBe(false);
    expect(checkRule('091712345', r)).toEqual({ key: 'auth:reg_pattern_6', values: { min: 10, max: 16 } });
  });

  it('pattern 19: upper, lower, digit and symbol', () => {
    const r = rule(19, 8, 20, '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s]).+$');
    expect(ok('Passw0rd!', r)).toBe(true);
    expect(ok('Password1', r)).toBe(false);
    expect(ok('passw0rd!', r)).toBe(false);
  });

  it('pattern 999: a letter first, may contain letters and digits', () => {
    const r = rule(999, 1, 12);
    expect(ok('p', r)).toBe(true);
    expect(ok('01player', r)).toBe(false);
    expect(ok('player 01', r)).toBe(false);
  });

  it('pattern 2: Chinese characters and digits, compiled with the u flag', () => {
    const r = rule(2, 2, 10);
    expect(ok('王小明2024', r)).toBe(true);
    expect(ok('张 三', r)).toBe(false);
    expect(ok('Zhang', r)).toBe(false);
  });

  it('pattern 16: Thai only, counting each character once', () => {
    const r = rule(16, 2, 5);
    expect(ok('สมชาย', r)).toBe(true);
    expect(ok('สมชาย ใจดี', r)).toBe(false);
    expect(ok('Somchai', r)).toBe(false);
  });

  it('patterns 11 and 13: dates yyyy-MM-dd and MM-dd-yyyy', () => {
    expect(ok('1990-05-31', rule(11, 10, 10))).toBe(true);
    expect(ok('1990-13-01', rule(11, 10, 10))).toBe(false);
    expect(ok('31-05-1990', rule(11, 10, 10))).toBe(false);
    expect(ok('05-31-1990', rule(13, 10, 10))).toBe(true);
    expect(ok('1990-05-31', rule(13, 10, 10))).toBe(false);
    expect(checkRule('1990/05/31', rule(11, 10, 10))).toEqual({
      key: 'auth:reg_pattern_11_exact',
      values: { min: 10, max: 10 },
    });
  });

  it('"*" accepts anything; only the length counts', () => {
    const r = rule(0, 6, 16, '*');
    expect(ok('密码 123 !', r)).toBe(true);
    expect(checkRule('abc', r)).toEqual({ key: 'auth:reg_pattern_0', values: { min: 6, max: 16 } });
  });

  it('falls back to the catalogue regex when the server regex is missing or broken', () => {
    expect(ok('abc-123', rule(4, 1, 20, '('))).toBe(false);
    expect(ok('abc123', rule(4, 1, 20, '('))).toBe(true);
    expect(compilePattern('(')).toBeNull();
    // A legacy source that only compiles without the u flag still works.
    expect(compilePattern('^[\\w-\\.]+$')?.test('a.b-c')).toBe(true);
  });

  it('names one number when min equals max, and uses the generic message for an unknown pattern', () => {
    expect(ruleMessage({ patternId: 6, minLength: 6, maxLength: 6 })).toEqual({
      key: 'auth:reg_pattern_6_exact',
      values: { min: 6, max: 6 },
    });
    expect(ruleMessage({ patternId: 6, minLength: 6, maxLength: 8 })).toEqual({
      key: 'auth:reg_pattern_6',
      values: { min: 6, max: 8 },
    });
    expect(ruleMessage({ patternId: 77, minLength: 2, maxLength: 9 })).toEqual({
      key: 'auth:reg_length',
      values: { min: 2, max: 9 },
    });
  });
});

describe('form validation', () => {
  const fields: ResolvedField[] = [
    { def: registrationField('username'), required: true, rule: rule(1, 6, 13) },
    { def: registrationField('password'), required: true, rule: rule(0, 6, 16, '*') },
    { def: registrationField('confirmPassword'), required: true, rule: rule(0, 6, 16, '*'), equals: 'password' },
    { def: registrationField('mobileNum'), required: false, rule: rule(6, 10, 16) },
    {
      def: registrationField('verificationCode'),
      required: false,
      requiredWith: 'mobileNum',
      rule: rule(0, 1, 10, '*'),
    },
    {
      def: {
        name: 'terms',
        labelKey: 'auth:register.terms',
        inputType: 'checkbox',
        autoComplete: 'off',
        widget: 'checkbox',
      },
      required: true,
    },
  ];

  it('gives a Formik-shaped errors object of i18n descriptors', () => {
    expect(
      validateFields(fields, { username: '', password: 'secret1', confirmPassword: 'secret2', terms: false }),
    ).toEqual({
      username: { key: 'auth:required' },
      confirmPassword: { key: 'auth:inconsistentTwice' },
      terms: { key: 'auth:required' },
    });
  });

  it('trims fields that say so before checking (username), not passwords', () => {
    const values = { username: '  player01 ', password: ' pass12 ', confirmPassword: ' pass12 ', terms: true };
    expect(validateFields(fields, values)).toEqual({});
    expect(collectValues(fields, values)).toEqual({
      username: 'player01',
      password: ' pass12 ',
      confirmPassword: ' pass12 ',
    });
  });

  it('requires a code once the optional mobile number is given', () => {
    const base = { username: 'player01', password: 'pass12', confirmPassword: 'pass12', terms: true };
    expect(validateFields(fields, base)).toEqual({});
    expect(validateFields(fields, { ...base, mobileNum: '09171234567' })).toEqual({
      verificationCode: { key: 'auth:required' },
    });
  });
});

describe('server field errors', () => {
  it('maps register.field.invalid onto the fields, with min and max', () => {
    const error = new GatewayError('register.field.invalid', 'Some fields are not valid', 400, {
      field: 'username',
      patternId: 1,
      min: 6,
      max: 13,
      code: 'length',
      errors: [
        { field: 'username', patternId: 1, min: 6, max: 13, code: 'length' },
        { field: 'email', patternId: 3, min: 6, max: 64, code: 'required' },
        { field: 'confirmPassword', patternId: -1, min: 6, max: 16, code: 'mismatch' },
        { field: 'idNumber', patternId: 6, min: 11, max: 11, code: 'pattern' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      username: { key: 'auth:reg_pattern_1', values: { min: 6, max: 13 } },
      email: { key: 'auth:required' },
      confirmPassword: { key: 'auth:inconsistentTwice' },
      idNumber: { key: 'auth:reg_pattern_6_exact', values: { min: 11, max: 11 } },
    });
  });

  it('renames fields and ignores other errors', () => {
    const error = new GatewayError('register.field.invalid', '', 400, {
      field: 'newPassword',
      patternId: 0,
      min: 6,
      max: 16,
    });
    expect(serverFieldErrors(error, { newPassword: 'password' })).toEqual({
      password: { key: 'auth:reg_pattern_0', values: { min: 6, max: 16 } },
    });
    expect(serverFieldErrors(new GatewayError('username_exists', '', 409))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});
