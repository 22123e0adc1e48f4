/**
 * The server-side registration validator. The 21 registration patterns (ids 0-19 and 999, see PLATFORM-NOTES) are
 * not defined here: their one source is `site-config/registration-patterns.json` (the catalogue the front end uses),
 * which the server reads and passes in `WorldOptions.patterns`; `compilePatterns` compiles it once per world.
 */
import type { FieldError, PatternDef, RegisterMethod, RegistrationFields, RegistrationRule } from './types.js';

/** The pattern catalogue, compiled. */
export interface PatternCatalogue {
  /** Pattern ids in catalogue order. */
  readonly ids: readonly number[];
  get(id: number): PatternDef | undefined;
  /** The default regex of a pattern id; undefined for an id the catalogue does not have. */
  regex(id: number): RegExp | undefined;
}

const compiled = new Map<string, RegExp | null>();
/**
 * Compiles a regex source once: with the `u` flag (the catalogue's \p{...} classes need it), else without it for a
 * merchant's legacy acceptedPattern that is only valid outside Unicode mode (as the front end does). Null when it
 * compiles neither way.
 */
function compile(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source, 'u');
    } catch {
      try {
        re = new RegExp(source);
      } catch {
        re = null;
      }
    }
    compiled.set(source, re);
  }
  return re;
}

/** Compiles the catalogue; throws a TypeError on a duplicate id or a regex that does not compile with `u`. */
export function compilePatterns(defs: readonly PatternDef[]): PatternCatalogue {
  if (!Array.isArray(defs)) throw new TypeError('registration patterns: expected an array of { id, meaning, regex }');
  const byId = new Map<number, { def: PatternDef; re: RegExp }>();
  for (const def of defs) {
    if (!def || !Number.isInteger(def.id) || typeof def.regex !== 'string')
      throw new TypeError(`registration patterns: invalid entry ${JSON.stringify(def)}`);
    if (byId.has(def.id)) throw new TypeError(`registration patterns: duplicate id ${def.id}`);
    let re: RegExp;
    try {
      re = new RegExp(def.regex, 'u');
    } catch (e) {
      throw new TypeError(`registration patterns: pattern ${def.id} does not compile: ${(e as Error).message}`);
    }
    byId.set(def.id, { def: Object.freeze({ ...def }), re });
  }
  const ids = Object.freeze([...byId.keys()]);
  return Object.freeze({
    ids,
    get: (id: number) => byId.get(id)?.def,
    regex: (id: number) => byId.get(id)?.re,
  });
}

/**
 * Regex effectively applied for a rule: acceptedPattern ("*" = anything), else (missing or broken) the catalogue's
 * default for the pattern id; null (no pattern check) for "*" or an id the catalogue does not have.
 */
export function ruleRegex(rule: RegistrationRule, patterns: PatternCatalogue): RegExp | null {
  const accepted = rule.acceptedPattern?.trim();
  if (accepted === '*') return null;
  const own = accepted ? compile(accepted) : null;
  return own ?? patterns.regex(rule.patternId) ?? null;
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
  patterns: PatternCatalogue,
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
    const re = ruleRegex(r, patterns);
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
