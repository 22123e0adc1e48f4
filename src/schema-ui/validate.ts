import patternCatalogue from '../../site-config/registration-patterns.json';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { FieldErrors, FieldRule, FieldValue, FormValues, MessageDescriptor, ResolvedField } from './field-types';

/** The pattern ids the client has a message for (PLATFORM-NOTES: 0-19 and 999). */
const CATALOGUE: ReadonlyMap<number, string> = new Map(patternCatalogue.patterns.map((p) => [p.id, p.regex]));
export const KNOWN_PATTERN_IDS: readonly number[] = [...CATALOGUE.keys()];

export const REQUIRED: MessageDescriptor = { key: 'auth:required' };
export const INCONSISTENT_TWICE: MessageDescriptor = { key: 'auth:inconsistentTwice' };

const compiled = new Map<string, RegExp | null>();

/**
 * Compiles a server regex once: with the `u` flag (needed for \p{...} classes), else without it for legacy sources that
 * are only valid outside Unicode mode. Null when it compiles neither way.
 */
export function compilePattern(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re !== undefined) return re;
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
  return re;
}

/** The regex a rule applies: acceptedPattern (`*` = anything), else (missing or broken) the catalogue's by patternId. */
export function ruleRegex(rule: FieldRule): RegExp | null {
  const accepted = rule.acceptedPattern?.trim();
  if (accepted === '*') return null;
  const own = accepted ? compilePattern(accepted) : null;
  if (own) return own;
  const fallback = CATALOGUE.get(rule.patternId);
  return fallback === undefined ? null : compilePattern(fallback);
}

/**
 * The message of a rule: `reg_pattern_{id}` with min and max, or its `_exact` variant naming one number when min
 * equals max. A pattern id the client does not know gets the generic length message.
 */
export function ruleMessage(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>): MessageDescriptor {
  const base = CATALOGUE.has(rule.patternId) ? `auth:reg_pattern_${rule.patternId}` : 'auth:reg_length';
  const values = { min: rule.minLength, max: rule.maxLength };
  return rule.minLength === rule.maxLength ? { key: `${base}_exact`, values } : { key: base, values };
}

/** Length in characters as a person counts them (code points, so one Thai or Chinese character counts once). */
export function charCount(value: string): number {
  return [...value].length;
}

/** Checks a non-empty value against a rule: length first, then pattern. Null when it passes. */
export function checkRule(value: string, rule: FieldRule): MessageDescriptor | null {
  const length = charCount(value);
  if ((rule.minLength > 0 && length < rule.minLength) || (rule.maxLength > 0 && length > rule.maxLength)) {
    return ruleMessage(rule);
  }
  const re = ruleRegex(rule);
  return re && !re.test(value) ? ruleMessage(rule) : null;
}

/** A field's value as text, trimmed when the field says so. */
export function textValue(field: ResolvedField, value: FieldValue | undefined): string {
  if (typeof value !== 'string') return '';
  return field.def.trim ? value.trim() : value;
}

function filled(value: FieldValue | undefined): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value === true;
}

/** One field: required, then equality with its twin, then its rule. */
export function validateField(field: ResolvedField, values: FormValues): MessageDescriptor | null {
  const raw = values[field.def.name];
  const required = field.required || (field.requiredWith !== undefined && filled(values[field.requiredWith]));
  const requiredMessage = field.def.requiredKey ? { key: field.def.requiredKey } : REQUIRED;
  if (field.def.inputType === 'checkbox') return required && raw !== true ? requiredMessage : null;
  const value = textValue(field, raw);
  if (value === '') return required ? requiredMessage : null;
  if (field.equals !== undefined) {
    const twin = values[field.equals];
    if (value !== (typeof twin === 'string' ? twin : '')) return INCONSISTENT_TWICE;
  }
  return field.rule ? checkRule(value, field.rule) : null;
}

/** Every shown field of a form: a Formik-shaped errors object whose messages are i18n descriptors. */
export function validateFields(fields: readonly ResolvedField[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = validateField(field, values);
    if (message) errors[field.def.name] = message;
  }
  return errors;
}

/** The values to send: shown text fields with a value, trimmed where the field says so. */
export function collectValues(fields: readonly ResolvedField[], values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    if (field.def.inputType === 'checkbox') continue;
    const value = textValue(field, values[field.def.name]);
    if (value !== '') out[field.def.name] = value;
  }
  return out;
}

interface ServerFieldError {
  field: string;
  patternId: number;
  min: number;
  max: number;
  code?: 'required' | 'pattern' | 'length' | 'mismatch';
}

function isServerFieldError(v: unknown): v is ServerFieldError {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return typeof o.field === 'string' && typeof o.patternId === 'number';
}

function serverMessage(e: ServerFieldError): MessageDescriptor {
  if (e.code === 'required') return REQUIRED;
  if (e.code === 'mismatch' || e.patternId < 0) return INCONSISTENT_TWICE;
  return ruleMessage({ patternId: e.patternId, minLength: e.min, maxLength: e.max });
}

/**
 * A gateway `register.field.invalid` error (value `{ field, patternId, min, max, code?, errors? }`) as field errors.
 * `aliases` renames server field names to the form's. Null for any other error.
 */
export function serverFieldErrors(error: unknown, aliases: Readonly<Record<string, string>> = {}): FieldErrors | null {
  if (!(error instanceof GatewayError) || error.code !== 'register.field.invalid') return null;
  const value = error.value as (ServerFieldError & { errors?: unknown[] }) | undefined;
  const list = [...(Array.isArray(value?.errors) ? value.errors : []), value].filter(isServerFieldError);
  const errors: FieldErrors = {};
  for (const e of list) {
    const name = aliases[e.field] ?? e.field;
    errors[name] ??= serverMessage(e);
  }
  return Object.keys(errors).length ? errors : null;
}
