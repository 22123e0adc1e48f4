import { describe, expect, it } from 'vitest';
import { FALLBACK_RULES } from '../../src/schema-ui/rules.js';
import { compilePatterns, DEFAULT_RULES, validateRegistration as validate, type ValidateOptions } from './patterns.js';
import { PATTERN_DEFS } from './test-helpers.js';
import type { RegistrationFields, RegistrationRule } from './types.js';

/** The catalogue the gateway passes to the world: site-config/registration-patterns.json. */
const PATTERNS = compilePatterns(PATTERN_DEFS);
const validateRegistration = (
  fields: RegistrationFields,
  rules: Readonly<Record<string, RegistrationRule>>,
  options?: ValidateOptions,
) => validate(fields, rules, PATTERNS, options);

const r = (
  patternId: number,
  minLength = 1,
  maxLength = 50,
  extra: Partial<RegistrationRule> = {},
): RegistrationRule => ({
  enabled: true,
  required: true,
  patternId,
  minLength,
  maxLength,
  ...extra,
});

/** Errors for one field validated under one rule (username/password satisfied). */
function check(patternId: number, value: string, extra: Partial<RegistrationRule> = {}, min = 1, max = 50) {
  return validateRegistration(
    { username: 'player1', password: 'secret1', field: value },
    { field: r(patternId, min, max, extra) },
  ).filter((e) => e.field === 'field');
}
const ok = (id: number, v: string) => expect(check(id, v), `${id} accepts ${JSON.stringify(v)}`).toEqual([]);
const bad = (id: number, v: string) =>
  expect(
    check(id, v).map((e) => e.code),
    `${id} rejects ${JSON.stringify(v)}`,
  ).toEqual(['pattern']);

describe('pattern catalogue (site-config/registration-patterns.json)', () => {
  it('has the 21 pattern ids 0-19 and 999, each with a regex compiling with the u flag', () => {
    expect([...PATTERNS.ids].sort((a, b) => a - b)).toEqual([...Array.from({ length: 20 }, (_, i) => i), 999]);
    for (const id of PATTERNS.ids) expect(PATTERNS.regex(id)?.flags).toContain('u');
    expect(PATTERNS.regex(42)).toBeUndefined();
  });

  it.each(PATTERN_DEFS.map((p) => [p.id, p.meaning, p] as const))(
    '%i (%s) accepts and rejects its own examples',
    (id, _meaning, p) => {
      expect(p.examples?.accepted.length ?? 0, `pattern ${id} has no accepted example`).toBeGreaterThan(0);
      for (const v of p.examples?.accepted ?? []) {
        expect(PATTERNS.regex(id)!.test(v), `${id} accepts ${JSON.stringify(v)}`).toBe(true);
        if (v !== '') ok(id, v);
      }
      for (const v of p.examples?.rejected ?? []) {
        expect(PATTERNS.regex(id)!.test(v), `${id} rejects ${JSON.stringify(v)}`).toBe(false);
        bad(id, v);
      }
    },
  );

  it('refuses a catalogue with a duplicate id or a regex that does not compile', () => {
    expect(() => compilePatterns([...PATTERN_DEFS, { id: 0, meaning: 'again', regex: '.*' }])).toThrow(/duplicate/);
    expect(() => compilePatterns([{ id: 1, meaning: 'broken', regex: '^[a-' }])).toThrow(/pattern 1/);
    expect(() => compilePatterns([{ id: 1, meaning: 'not unicode-safe', regex: '\\p{Foo}' }])).toThrow(/pattern 1/);
  });

  it('has no pattern of its own: an id missing from the catalogue checks length only', () => {
    const only4 = compilePatterns(PATTERN_DEFS.filter((p) => p.id === 4));
    const rules = { nickname: r(1, 1, 20) };
    const fields = { username: 'player1', password: 'secret', nickname: '1 not pattern 1!' };
    expect(validate(fields, rules, only4)).toEqual([]);
    expect(validate(fields, rules, PATTERNS)).toEqual([
      { field: 'nickname', patternId: 1, min: 1, max: 20, code: 'pattern' },
    ]);
  });

  it("keeps the PLATFORM-NOTES fallbacks identical to the front end's (src/schema-ui/rules.ts)", () => {
    for (const [field, f] of Object.entries(FALLBACK_RULES)) {
      const w = DEFAULT_RULES[field]!;
      expect([w.patternId, w.minLength, w.maxLength], field).toEqual([f.patternId, f.minLength, f.maxLength]);
    }
    expect(Object.keys(DEFAULT_RULES).sort()).toEqual(Object.keys(FALLBACK_RULES).sort());
  });
});

describe('registration validation', () => {
  it('0 any characters', () => {
    ok(0, 'anything goes! 你好 😀');
  });
  it('1 starts with a letter, then letters and digits', () => {
    ok(1, 'abc123');
    bad(1, '1abc');
    bad(1, 'ab_c');
  });
  it('2 Chinese characters and digits', () => {
    ok(2, '张伟88');
    ok(2, '李娜');
    bad(2, 'Zhang Wei');
    bad(2, '张 伟');
  });
  it('3 email', () => {
    ok(3, 'player.one+x@mail.example.com');
    bad(3, 'player@');
    bad(3, 'no-at.example.com');
    bad(3, 'a@b');
  });
  it('5 must contain letters and digits', () => {
    ok(5, 'abc123');
    bad(5, 'abcdef');
    bad(5, '123456');
  });
  it('6 digits only', () => {
    ok(6, '09171234567');
    bad(6, '0917-123');
    bad(6, '+63917');
  });
  it('7 letters and digits with a capital', () => {
    ok(7, 'Abc123');
    bad(7, 'abc123');
  });
  it('10 Chinese characters and punctuation', () => {
    ok(10, '你好，世界。');
    bad(10, '你好 world');
  });
  it('11 and 13 dates', () => {
    ok(11, '1990-12-31');
    bad(11, '12-31-1990');
    ok(13, '12-31-1990');
    bad(13, '1990-12-31');
  });
  it('12 letters (any script) separated by single spaces', () => {
    ok(12, 'José Rizal');
    ok(12, 'ชื่อ สกุล');
    bad(12, 'Juan  Cruz');
    bad(12, 'Juan2');
  });
  it('14 letters and digits of any script', () => {
    ok(14, 'ñandú7');
    ok(14, 'ผู้เล่น1');
    bad(14, 'abc_123');
  });
  it('15 Korean, 16 Thai only, 17 Thai or English with spaces', () => {
    ok(15, '김민준');
    bad(15, 'Kim');
    bad(15, '김민준1');
    ok(16, 'สมชาย');
    bad(16, 'Somchai');
    bad(16, 'สมชาย ใจดี');
    bad(16, 'สมชาย1');
    ok(17, 'สมชาย Jaidee');
    bad(17, 'สมชาย1');
  });
  it('18 upper-case letters and spaces', () => {
    ok(18, 'JUAN DELA CRUZ');
    ok(18, 'JOSÉ');
    bad(18, 'Juan');
    bad(18, '   ');
  });
  it('19 upper, lower, digit and symbol', () => {
    ok(19, 'Passw0rd!');
    bad(19, 'Password1');
    bad(19, 'password!1');
    bad(19, 'PASSWORD!1');
    bad(19, 'Passw0rd '); // a space is not a symbol
  });
  it('999 starts with a letter, may contain letters and digits', () => {
    ok(999, 'a');
    ok(999, 'user2024');
    bad(999, '2024user');
  });

  it('reports required, length (with min and max) and pattern per field', () => {
    const rules = {
      username: r(1, 6, 13),
      password: r(0, 6, 16),
      email: r(3, 5, 60, { required: false }),
      qqNum: r(6, 5, 12),
    };
    const errors = validateRegistration({ username: '1bad', password: '123', email: '' }, rules);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'username', patternId: 1, min: 6, max: 13, code: 'length' },
        { field: 'password', patternId: 0, min: 6, max: 16, code: 'length' },
        { field: 'qqNum', patternId: 6, min: 5, max: 12, code: 'required' },
      ]),
    );
    expect(errors.find((e) => e.field === 'email')).toBeUndefined();
    expect(validateRegistration({ username: 'abcdef1', password: 'secret', qqNum: '12345' }, rules)).toEqual([]);
    expect(validateRegistration({ username: 'a1bcdefg', password: 'x'.repeat(6), qqNum: '12345' }, rules)).toEqual([]);
    expect(validateRegistration({ username: '1abcdefg', password: 'secret', qqNum: '12345' }, rules)).toEqual([
      { field: 'username', patternId: 1, min: 6, max: 13, code: 'pattern' },
    ]);
  });

  it('counts code points, so a 2-character Chinese name is length 2', () => {
    const rules = { payeeName: r(2, 2, 4) };
    expect(validateRegistration({ username: 'player1', password: 'secret', payeeName: '李娜' }, rules)).toEqual([]);
    expect(validateRegistration({ username: 'player1', password: 'secret', payeeName: '李' }, rules)[0]?.code).toBe(
      'length',
    );
  });

  it('acceptedPattern from the server wins; "*" matches anything', () => {
    const rules = {
      nickname: r(1, 1, 20, { acceptedPattern: '^[a-z]+$' }),
      line: r(6, 1, 20, { acceptedPattern: '*' }),
    };
    expect(
      validateRegistration({ username: 'player1', password: 'secret', nickname: 'ABC', line: 'not digits' }, rules),
    ).toEqual([{ field: 'nickname', patternId: 1, min: 1, max: 20, code: 'pattern' }]);
  });

  it('disabled rules are ignored; confirmPassword must match; fallbacks apply to core fields', () => {
    const rules = { idNumber: { ...r(6, 5, 10), enabled: false } };
    expect(validateRegistration({ username: 'player1', password: 'secret', idNumber: 'x' }, rules)).toEqual([]);
    expect(validateRegistration({ username: 'player1', password: 'secret', confirmPassword: 'secreT' }, {})).toEqual([
      { field: 'confirmPassword', patternId: -1, min: 6, max: 16, code: 'mismatch' },
    ]);
    // no merchant rule: username letters and digits 6-13, password 6-16
    expect(validateRegistration({ username: 'ab', password: 'secret' }, {}).map((e) => [e.field, e.code])).toEqual([
      ['username', 'length'],
    ]);
    expect(validateRegistration({ username: 'abc_def', password: 'secret' }, {}).map((e) => [e.field, e.code])).toEqual(
      [['username', 'pattern']],
    );
    // mobile registration requires mobileNum, not username
    expect(
      validateRegistration({ password: 'secret' }, {}, { method: 'mobile' }).map((e) => [e.field, e.code]),
    ).toEqual([['mobileNum', 'required']]);
  });
});
