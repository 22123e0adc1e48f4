/**
 * The 21 registration patterns (ids 0-19 and 999, see PLATFORM-NOTES) with their default regexes, and the
 * server-side registration validator. Regex sources are meant to be compiled with the `u` flag.
 */
import type { FieldError, RegisterMethod, RegistrationFields, RegistrationRule } from './types.js';

export interface PatternDef {
  id: number;
  meaning: string;
  /** Default acceptedPattern (regex source, `u` flag). */
  regex: string;
}

const CJK = '\\u4e00-\\u9fa5';
const LATIN = 'A-Za-z\\u00C0-\\u024F';

export const PATTERNS: Readonly<Record<number, PatternDef>> = Object.freeze({
  0: { id: 0, meaning: 'any characters', regex: '^[\\s\\S]*$' },
  1: { id: 1, meaning: 'starts with a letter, then letters and digits', regex: '^[A-Za-z][A-Za-z0-9]*$' },
  2: { id: 2, meaning: 'Chinese characters and digits', regex: `^[${CJK}0-9]+$` },
  3: { id: 3, meaning: 'email', regex: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$' },
  4: { id: 4, meaning: 'letters and digits, no special characters', regex: '^[A-Za-z0-9]+$' },
  5: { id: 5, meaning: 'must contain both letters and digits', regex: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  6: { id: 6, meaning: 'digits only', regex: '^[0-9]+$' },
  7: { id: 7, meaning: 'letters and digits with at least one capital', regex: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  8: { id: 8, meaning: 'English letters and spaces', regex: '^[A-Za-z ]+$' },
  9: { id: 9, meaning: 'no spaces', regex: '^\\S+$' },
  10: {
    id: 10,
    meaning: 'Chinese characters and punctuation',
    regex: `^[${CJK}\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20，。！？、；：“”‘’（）《》]+$`,
  },
  11: { id: 11, meaning: 'date yyyy-MM-dd', regex: '^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$' },
  12: { id: 12, meaning: 'letters and a space', regex: `^[${LATIN}]+(?: [${LATIN}]+)*$` },
  13: { id: 13, meaning: 'date MM-dd-yyyy', regex: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$' },
  14: { id: 14, meaning: 'letters and digits only', regex: '^[A-Za-z0-9]+$' },
  15: { id: 15, meaning: 'Korean only', regex: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F]+$' },
  16: { id: 16, meaning: 'Thai only', regex: '^[\\u0E00-\\u0E7F]+$' },
  17: { id: 17, meaning: 'Thai or English letters and spaces', regex: '^[\\u0E00-\\u0E7FA-Za-z ]+$' },
  18: { id: 18, meaning: 'upper-case letters and spaces, at least one letter', regex: '^(?=.*[A-Z])[A-Z ]+$' },
  19: {
    id: 19,
    meaning: 'at least one upper-case, one lower-case, one digit and one symbol',
    regex: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
  },
  999: { id: 999, meaning: 'starts with a letter, may contain letters and digits', regex: '^[A-Za-z][A-Za-z0-9]*$' },
});

export const PATTERN_IDS: readonly number[] = Object.keys(PATTERNS).map(Number);

const compiled = new Map<string, RegExp | null>();
function compile(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return re;
}

/** Default regex of a pattern id (unknown ids: match anything). */
export function patternRegex(id: number): RegExp {
  return compile(PATTERNS[id]?.regex ?? PATTERNS[0]!.regex) ?? /^[\s\S]*$/u;
}

/** Regex effectively applied for a rule: acceptedPattern ("*" = anything), else the pattern id's default. */
export function ruleRegex(rule: RegistrationRule): RegExp | null {
  const accepted = rule.acceptedPattern?.trim();
  if (accepted === '*') return null;
  if (accepted) return compile(accepted) ?? patternRegex(rule.patternId);
  return patternRegex(rule.patternId);
}

const rule = (patternId: number, minLength: number, maxLength: number, required = true): RegistrationRule => ({
  enabled: true,
  required,
  patternId,
  minLength,
  maxLength,
});

/** Client fallbacks from PLATFORM-NOTES, used server-side when a merchant has no rule for a core field. */
export const DEFAULT_RULES: Readonly<Record<string, RegistrationRule>> = Object.freeze({
  username: rule(4, 6, 13),
  password: rule(0, 6, 16),
  mobileNum: rule(6, 10, 16),
  countryDialingCode: rule(6, 1, 3),
  verificationCode: rule(0, 1, 10),
});

export interface ValidateOptions {
  /** Registration method: "username" requires username; "mobile" requires mobileNum. Default "username". */
  method?: RegisterMethod;
  /** Extra fields to treat as required even if their rule says otherwise. */
  require?: readonly string[];
}

/** Fields that take part in validation even when the merchant has no rule for them. */
const CORE_BY_METHOD: Record<RegisterMethod, readonly string[]> = {
  username: ['username', 'password'],
  mobile: ['mobileNum', 'password'],
};

const OPTIONAL_BY_METHOD: Record<RegisterMethod, readonly string[]> = {
  username: [],
  mobile: ['username'],
};

/**
 * Server-side validation of a registration (or password) form against the merchant's rules.
 * Returns one error per failing field (required > length > pattern), plus a `mismatch` error on
 * `confirmPassword` when given and different from `password`. Lengths count code points.
 */
export function validateRegistration(
  fields: RegistrationFields,
  rules: Readonly<Record<string, RegistrationRule>>,
  options: ValidateOptions = {},
): FieldError[] {
  const method = options.method ?? 'username';
  const forced = new Set([...CORE_BY_METHOD[method], ...(options.require ?? [])]);
  const effective = new Map<string, RegistrationRule>();
  for (const [field, r] of Object.entries(rules)) if (r && r.enabled) effective.set(field, r);
  // The mobile form has no username field: a username rule then applies only to a value that was sent.
  const relaxed = OPTIONAL_BY_METHOD[method];
  for (const field of relaxed) {
    const r = effective.get(field);
    if (r && !forced.has(field)) effective.set(field, { ...r, required: false });
  }
  for (const field of forced) {
    const r = effective.get(field) ?? rules[field] ?? DEFAULT_RULES[field] ?? rule(0, 1, 200);
    effective.set(field, { ...r, enabled: true, required: true });
  }
  // Core fields with a value but no merchant rule still get the platform fallback rule.
  for (const [field, r] of Object.entries(DEFAULT_RULES)) {
    if (!effective.has(field) && !(field in rules) && fields[field]) effective.set(field, { ...r, required: false });
  }

  const errors: FieldError[] = [];
  for (const [field, r] of effective) {
    const value = fields[field] ?? '';
    const base = { field, patternId: r.patternId, min: r.minLength, max: r.maxLength };
    if (value === '') {
      if (r.required) errors.push({ ...base, code: 'required' });
      continue;
    }
    const len = [...value].length;
    if ((r.minLength > 0 && len < r.minLength) || (r.maxLength > 0 && len > r.maxLength)) {
      errors.push({ ...base, code: 'length' });
      continue;
    }
    const re = ruleRegex(r);
    if (re && !re.test(value)) errors.push({ ...base, code: 'pattern' });
  }
  if (fields.confirmPassword !== undefined && fields.confirmPassword !== (fields.password ?? '')) {
    const p = effective.get('password');
    errors.push({
      field: 'confirmPassword',
      patternId: -1,
      min: p?.minLength ?? 0,
      max: p?.maxLength ?? 0,
      code: 'mismatch',
    });
  }
  return errors;
}
