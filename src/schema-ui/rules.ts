import type { RegistrationFieldName, RegistrationFieldRule } from '@/generated/config-types';
import type { FieldRule, ResolvedField } from './field-types';
import { REGISTRATION_FIELDS } from './registration-fields';

/** The server's registration rules (`/wps/system/setting/register`): any field may be missing. */
export type RegistrationRules = Partial<Record<RegistrationFieldName, RegistrationFieldRule>>;

/** Site flags, modId → on. */
export type Flags = Readonly<Record<string, boolean>>;

export type RegisterTab = 'username' | 'mobile';

/** PLATFORM-NOTES client fallbacks for fields the server sends no rule for. */
export const FALLBACK_RULES = {
  username: { patternId: 4, minLength: 6, maxLength: 13, acceptedPattern: '' },
  password: { patternId: 0, minLength: 6, maxLength: 16, acceptedPattern: '*' },
  mobileNum: { patternId: 6, minLength: 10, maxLength: 16, acceptedPattern: '' },
  countryDialingCode: { patternId: 6, minLength: 1, maxLength: 3, acceptedPattern: '' },
  verificationCode: { patternId: 0, minLength: 1, maxLength: 10, acceptedPattern: '*' },
} as const satisfies Record<string, FieldRule>;

type FallbackField = keyof typeof FALLBACK_RULES;

/** The fields whose visibility and requirement SPEC §5 fixes whatever the server rules say. */
const CORE_FIELDS: ReadonlySet<RegistrationFieldName> = new Set([
  'username',
  'password',
  'confirmPassword',
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
]);
/** Invitation codes are never required (SPEC §5). */
const ALWAYS_OPTIONAL: ReadonlySet<RegistrationFieldName> = new Set(['affiliateCode', 'referralCode']);
/** Shown on the mobile tab before anything else. */
const MOBILE_FIRST: readonly RegistrationFieldName[] = ['countryDialingCode', 'mobileNum', 'verificationCode'];

export const FLAG = {
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobilePassword: 'MOBILENUMPASSREG3',
  smsVerification: 'REGMOBVERF3',
} as const;

function toFieldRule(rule: RegistrationFieldRule): FieldRule {
  return {
    patternId: rule.patternId,
    minLength: rule.minLength,
    maxLength: rule.maxLength,
    acceptedPattern: rule.acceptedPattern,
  };
}

/** A field's rule: the server's, else the client fallback (core fields only). */
export function fieldRule(rules: RegistrationRules, name: RegistrationFieldName): FieldRule | undefined {
  const server = rules[name];
  if (server) return toFieldRule(server);
  return name in FALLBACK_RULES ? FALLBACK_RULES[name as FallbackField] : undefined;
}

/** The registration tabs the site offers, in order (USERNAMEREG3, MOBILENUMREG3). */
export function registrationTabs(flags: Flags): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags[FLAG.usernameRegistration]) tabs.push('username');
  if (flags[FLAG.mobileRegistration]) tabs.push('mobile');
  return tabs;
}

export interface RegistrationFormInput {
  rules: RegistrationRules;
  flags: Flags;
  tab: RegisterTab;
}

interface Visibility {
  shown: boolean;
  required: boolean;
  requiredWith?: string;
}

function coreVisibility(name: RegistrationFieldName, { rules, flags, tab }: RegistrationFormInput): Visibility {
  const byMobile = tab === 'mobile';
  const mobileRule = rules.mobileNum;
  const mobileShown = byMobile || !!mobileRule?.enabled;
  const mobileRequired = byMobile || !!(mobileRule?.enabled && mobileRule.required);
  // A number that is optional still needs its dialing code and (with SMS verification) its code once it is given.
  const withMobile: Visibility = mobileRequired
    ? { shown: true, required: true }
    : { shown: true, required: false, requiredWith: 'mobileNum' };
  const passwordShown = !byMobile || !!flags[FLAG.mobilePassword];
  switch (name) {
    case 'username':
      return { shown: !byMobile, required: true };
    case 'password':
    case 'confirmPassword':
      return { shown: passwordShown, required: true };
    case 'mobileNum':
      return { shown: mobileShown, required: mobileRequired };
    case 'countryDialingCode':
      return mobileShown ? withMobile : { shown: false, required: false };
    case 'verificationCode':
      return mobileShown && (byMobile || !!flags[FLAG.smsVerification])
        ? withMobile
        : { shown: false, required: false };
    default:
      return { shown: false, required: false };
  }
}

function ruleVisibility(name: RegistrationFieldName, rules: RegistrationRules): Visibility {
  const rule = rules[name];
  if (!rule?.enabled) return { shown: false, required: false };
  if (ALWAYS_OPTIONAL.has(name)) return { shown: true, required: false };
  if (name === 'paymentPassword') return { shown: true, required: true };
  return { shown: true, required: rule.required };
}

/**
 * SPEC §5: which registration fields a tab shows, in catalogue order, and which are required. Username and password
 * are always required (the mobile tab has no username, and a password only with MOBILENUMPASSREG3), the confirmation
 * must equal the password, the mobile number is required on the mobile tab, the SMS code whenever SMS verification is
 * on (REGMOBVERF3) and always on the mobile tab, the payment password whenever shown; invitation codes are optional;
 * every other field is shown when its rule is enabled and required when its rule says so.
 */
export function resolveRegistrationForm(input: RegistrationFormInput): ResolvedField[] {
  const fields: ResolvedField[] = [];
  for (const def of REGISTRATION_FIELDS) {
    const v = CORE_FIELDS.has(def.name) ? coreVisibility(def.name, input) : ruleVisibility(def.name, input.rules);
    if (!v.shown) continue;
    const rule =
      def.name === 'confirmPassword'
        ? (fieldRule(input.rules, 'confirmPassword') ?? fieldRule(input.rules, 'password'))
        : fieldRule(input.rules, def.name);
    fields.push({
      def,
      required: v.required,
      ...(rule ? { rule } : {}),
      ...(v.requiredWith ? { requiredWith: v.requiredWith } : {}),
      ...(def.name === 'confirmPassword' ? { equals: 'password' } : {}),
    });
  }
  if (input.tab !== 'mobile') return fields;
  const rank = (f: ResolvedField) => {
    const i = MOBILE_FIRST.indexOf(f.def.name as RegistrationFieldName);
    return i === -1 ? MOBILE_FIRST.length : i;
  };
  // Array.prototype.sort is stable: the rest keeps catalogue order.
  return [...fields].sort((a, b) => rank(a) - rank(b));
}
