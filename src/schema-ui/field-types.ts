/**
 * The vocabulary of the config-driven forms (after JSON Forms): a field definition says how a field looks (its UI
 * schema: label, input type, autocomplete, widget); a rule says what its value must be (its data schema: pattern and
 * length, from the server); a resolved field joins both with whether it is required for one form.
 */

/** A value held by a form: text inputs hold strings, checkboxes hold booleans. */
export type FieldValue = string | boolean;
export type FormValues = Record<string, FieldValue>;

/** An i18n message: a translation key (namespace-prefixed, e.g. `auth:required`) and its interpolation values. */
export interface MessageDescriptor {
  key: string;
  values?: Record<string, string | number>;
}

/** Formik-shaped errors, one message descriptor per field name. */
export type FieldErrors = Partial<Record<string, MessageDescriptor>>;

/**
 * Which renderer draws a field. Renderers are picked from a registry by rank, so a feature can register a widget for
 * a kind the core does not draw (e.g. `smsCode`, `captcha`) without editing the core.
 */
export type WidgetKind =
  'text' | 'password' | 'email' | 'digits' | 'date' | 'checkbox' | 'captcha' | 'smsCode' | 'dialingCode';

export type InputMode = 'text' | 'numeric' | 'email' | 'tel';

/** How a field is shown: its UI schema. */
export interface FieldDef {
  name: string;
  /** Translation key of the visible label (namespace-prefixed). */
  labelKey: string;
  labelValues?: Record<string, string | number>;
  /** Translation key of a hint shown under the field (namespace-prefixed). */
  hintKey?: string;
  /** The HTML input type. */
  inputType: 'text' | 'password' | 'email' | 'tel' | 'checkbox';
  /** The autocomplete token (WHATWG autofill), e.g. `username`, `new-password`, `one-time-code`. */
  autoComplete: string;
  inputMode?: InputMode;
  widget: WidgetKind;
  /** Leading and trailing spaces are dropped before validation and sending. */
  trim?: boolean;
  /** Translation key used instead of `auth:required` when the field is empty. */
  requiredKey?: string;
}

/** How a value is checked: its data schema. The same shape as a server registration rule. */
export interface FieldRule {
  patternId: number;
  minLength: number;
  maxLength: number;
  /** Regex source compiled with the `u` flag, or `*` for anything. */
  acceptedPattern: string;
}

/** A field as one form shows it. */
export interface ResolvedField {
  def: FieldDef;
  /** Pattern and length to check a non-empty value against; none for free fields (checkboxes, captcha answers...). */
  rule?: FieldRule;
  required: boolean;
  /** Required only when this other field has a value (e.g. the SMS code once a mobile number is given). */
  requiredWith?: string;
  /** Must equal this other field (confirmation fields: `auth:inconsistentTwice`). */
  equals?: string;
}
