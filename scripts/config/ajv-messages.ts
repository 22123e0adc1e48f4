import type { ErrorObject } from 'ajv';

/**
 * Plain-language descriptions of the string patterns used in schemas/config, keyed by the pattern source.
 * A pattern error reads: "<value>" does not look like <description>. A test checks every schema pattern is here.
 */
export const PATTERN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '^/([A-Za-z0-9._/-]|/:[A-Za-z]+)*$':
    'a route path such as /member/securityCenter or /blog/:articleId (starts with /, no query or hash)',
  '^/[A-Za-z0-9._/-]*(\\?[^#\\s]*)?(#\\S*)?$': 'a route such as /help or /help#term (starts with /, no spaces)',
  '^[a-z][a-z0-9-]{1,31}$': 'a merchant id: 2 to 32 lower-case letters, digits and hyphens, starting with a letter',
  '^[A-Z0-9]{2,12}$': 'a merchant code: 2 to 12 upper-case letters and digits, such as RA88',
  '^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$':
    'a host name such as play.example.com (lower case, with a dot; no scheme, port or path; not localhost or an IP address)',
  '^#[0-9a-fA-F]{6}$': 'a colour written #rrggbb, such as #1a2b3c',
  '^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\\.(?:svg|png|jpe?g|webp|ico)$':
    'a path inside the merchant folder such as assets/logo.svg (svg, png, jpg, webp or ico; no leading / and no ..)',
  '^[A-Za-z][A-Za-z0-9_.-]*$': 'a translation key such as footer.aboutUs',
  '^https://': 'an https:// address',
  '^https://(?:\\*\\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9](?::[0-9]{1,5})?$':
    'an https origin such as https://img.example.com or https://*.cdn.example.com (no path)',
  '^[A-Za-z_]+(?:/[A-Za-z0-9_+-]+)*$': 'an IANA time zone such as Asia/Manila',
  '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$': 'a 24-hour time such as 09:30',
  '^[A-Z]{3}$': 'a 3-letter currency code such as PHP',
  '^[a-z][a-z0-9-]*$': 'an id of lower-case letters, digits and hyphens, starting with a letter',
  '^[A-Z0-9_]{2,16}$': 'a provider code such as PT or IBC (2 to 16 upper-case letters, digits or _)',
  '^[A-Z][A-Z0-9_]*-[0-9]+$': 'a customer-service position such as LIVECHAT-1',
  '^reg_pattern_[0-9]+$': 'a message key such as reg_pattern_3',
  '^[0-9]{1,3}$': 'a country dialing code of 1 to 3 digits, such as 63',
  '^https://(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9](?::[0-9]{1,5})?/[^\\s"\'<>\\\\]*$':
    'a chat script address such as https://chat.example.com/widget.js (https, a host name and a path; no wildcard, user name, spaces or quotes)',
  '^(?:https://[^\\s"\'<>]+|/[^/\\s"\'<>][^\\s"\'<>]*)$':
    'a script address: https://… or a path on the site such as /__mock/geetest/gt4.js (no spaces or quotes)',
};

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  uri: 'a valid absolute URL',
  email: 'a valid e-mail address',
  hostname: 'a valid host name',
};

/** A value as an operator would type it: strings quoted, everything else as JSON. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}

/** A list of allowed values as JSON, so strings and numbers differ: ["1", "0"] vs [1, 0]. */
export function showList(values: readonly unknown[]): string {
  return `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return 'true/false';
  return typeof value;
}

const EXPECTED_TYPE: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export interface TranslatedError {
  pointer: string;
  message: string;
}

type ParentSchema = { title?: unknown; properties?: Record<string, unknown> } | undefined;

/**
 * Turns one ajv error (from a validator compiled with `verbose: true`) into a sentence an operator can act on.
 * Returns null for errors that only restate another error (propertyNames, if/then wrappers).
 */
export function translateAjvError(error: ErrorObject): TranslatedError | null {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as ParentSchema;
  const data: unknown = error.data;
  const onKey = (error as ErrorObject & { propertyName?: string }).propertyName;

  switch (error.keyword) {
    case 'required':
      return { pointer, message: `missing required property "${String(params['missingProperty'])}"` };
    case 'additionalProperties': {
      const name = String(params['additionalProperty']);
      const allowed = Object.keys(parent?.properties ?? {}).filter((k) => !k.startsWith('$'));
      if (parent?.title === 'SiteFlags')
        return { pointer, message: `unknown flag "${name}" (known flags: ${allowed.join(', ')})` };
      if (parent?.title === 'RegistrationRules') {
        return { pointer, message: `unknown registration field "${name}" (known fields: ${allowed.join(', ')})` };
      }
      return { pointer, message: `unknown property "${name}" (allowed: ${allowed.join(', ')})` };
    }
    case 'enum': {
      const allowed = (params['allowedValues'] as unknown[] | undefined) ?? [];
      if (parent?.title === 'FlagName')
        return { pointer, message: `unknown flag ${show(data)} (known flags: ${allowed.join(', ')})` };
      return { pointer, message: `${show(data)} is not one of ${showList(allowed)}` };
    }
    case 'const':
      return { pointer, message: `${show(data)} must be ${show(params['allowedValue'])}` };
    case 'type': {
      const expected = String(params['type'])
        .split(',')
        .map((t) => EXPECTED_TYPE[t] ?? t)
        .join(' or ');
      return { pointer, message: `expected ${expected}, found ${typeName(data)} (${show(data)})` };
    }
    case 'pattern': {
      const pattern = String(params['pattern']);
      const what = PATTERN_DESCRIPTIONS[pattern] ?? `the pattern /${pattern}/`;
      if (onKey !== undefined) return { pointer, message: `key ${show(onKey)} does not look like ${what}` };
      return { pointer, message: `${show(data)} does not look like ${what}` };
    }
    case 'format': {
      const what = FORMAT_NAMES[String(params['format'])] ?? `a valid ${String(params['format'])}`;
      if (onKey !== undefined) return { pointer, message: `key ${show(onKey)} is not ${what}` };
      return { pointer, message: `${show(data)} is not ${what}` };
    }
    case 'minimum':
      return { pointer, message: `${show(data)} is less than the minimum of ${String(params['limit'])}` };
    case 'maximum':
      return { pointer, message: `${show(data)} is more than the maximum of ${String(params['limit'])}` };
    case 'exclusiveMinimum':
      return { pointer, message: `${show(data)} must be more than ${String(params['limit'])}` };
    case 'exclusiveMaximum':
      return { pointer, message: `${show(data)} must be less than ${String(params['limit'])}` };
    case 'minLength':
      return {
        pointer,
        message: `${show(data)} is too short: at least ${plural(Number(params['limit']), 'character')}`,
      };
    case 'maxLength':
      return { pointer, message: `${show(data)} is too long: at most ${plural(Number(params['limit']), 'character')}` };
    case 'minItems':
      return { pointer, message: `needs at least ${plural(Number(params['limit']), 'item')}` };
    case 'maxItems':
      return { pointer, message: `allows at most ${plural(Number(params['limit']), 'item')}` };
    case 'uniqueItems': {
      const [i, j] = [Number(params['j']), Number(params['i'])];
      const item = Array.isArray(data) ? (data as unknown[])[j] : undefined;
      return { pointer, message: `${show(item)} is listed twice (items ${i} and ${j})` };
    }
    case 'propertyNames':
    case 'if':
      return null;
    default:
      return { pointer, message: error.message ?? `fails the ${error.keyword} rule` };
  }
}
