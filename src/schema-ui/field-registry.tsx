import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue, FormValues, ResolvedField } from './field-types';
import styles from './schema-form.module.css';

/** What every field renderer receives from the form: strings are already translated. */
export interface FieldRendererProps {
  field: ResolvedField;
  /** Id of the focusable control (the label points at it). */
  id: string;
  label: string;
  hint?: string;
  /** The translated error, when it is to be shown. */
  error?: string;
  hintId: string;
  errorId: string;
  value: FieldValue | undefined;
  /** Every value of the form (a widget may depend on another field, e.g. the SMS code on the mobile number). */
  values: Readonly<FormValues>;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** Register the focusable control, so the form can focus the first invalid field on submit. */
  inputRef: (element: HTMLElement | null) => void;
}

/** Returned by `rank` when a renderer cannot draw a field. */
export const NOT_APPLICABLE = -1;

/**
 * A renderer and how well it fits a field (JSON Forms testers): the registry picks the highest rank; on a tie the
 * renderer registered last wins, so a feature can override a default by registering one with the same rank.
 */
export interface FieldRenderer {
  name: string;
  rank: (field: ResolvedField) => number;
  Component: ComponentType<FieldRendererProps>;
}

export interface FieldRegistry {
  readonly renderers: readonly FieldRenderer[];
  /** The best renderer for a field; throws when none applies (the defaults draw every text field). */
  pick(field: ResolvedField): FieldRenderer;
  /** A new registry with these renderers added (the original is unchanged). */
  with(...renderers: FieldRenderer[]): FieldRegistry;
}

export function createFieldRegistry(renderers: readonly FieldRenderer[]): FieldRegistry {
  return {
    renderers,
    pick(field) {
      let best: FieldRenderer | undefined;
      let bestRank = NOT_APPLICABLE;
      for (const renderer of renderers) {
        const rank = renderer.rank(field);
        if (rank > NOT_APPLICABLE && rank >= bestRank) {
          best = renderer;
          bestRank = rank;
        }
      }
      if (!best) throw new Error(`No renderer for field ${field.def.name} (widget ${field.def.widget})`);
      return best;
    },
    with: (...more) => createFieldRegistry([...renderers, ...more]),
  };
}

/** The ids that describe a control: its hint, then its error. */
export function describedBy(
  props: Pick<FieldRendererProps, 'hint' | 'hintId' | 'error' | 'errorId'>,
): string | undefined {
  const ids = [props.hint ? props.hintId : null, props.error ? props.errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The attributes every text-like control carries: label link, state, autofill, error link. */
export function textInputProps(props: FieldRendererProps) {
  const { field, id } = props;
  return {
    id,
    name: field.def.name,
    type: field.def.inputType,
    value: typeof props.value === 'string' ? props.value : '',
    autoComplete: field.def.autoComplete,
    inputMode: field.def.inputMode,
    required: field.required,
    disabled: props.disabled,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props),
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value),
    onBlur: props.onBlur,
    ref: props.inputRef,
  };
}

/** Label, control, hint and error, laid out the same way for every widget. */
export function FieldFrame(props: FieldRendererProps & { children: ReactNode; after?: ReactNode }) {
  const { id, label, hint, hintId, error, errorId, field, children, after } = props;
  return (
    <div className={styles.field} data-field={field.def.name}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {field.required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={styles.control}>{children}</div>
      {after}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function TextField(props: FieldRendererProps) {
  const { widget } = props.field.def;
  const placeholder =
    widget === 'date' ? (props.field.rule?.patternId === 13 ? 'MM-dd-yyyy' : 'yyyy-MM-dd') : undefined;
  return (
    <FieldFrame {...props}>
      {widget === 'dialingCode' && (
        <span className={styles.prefix} aria-hidden="true">
          +
        </span>
      )}
      <input {...textInputProps(props)} placeholder={placeholder} />
    </FieldFrame>
  );
}

function PasswordField(props: FieldRendererProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...props}>
      <input {...textInputProps(props)} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={visible}
        aria-controls={props.id}
        aria-label={t('auth:showPassword', { label: props.label })}
        onClick={() => setVisible((v) => !v)}
      >
        <span aria-hidden="true">{visible ? '◉' : '◎'}</span>
      </button>
    </FieldFrame>
  );
}

function CheckboxField(props: FieldRendererProps) {
  const { field, id, label, error, errorId } = props;
  return (
    <div className={styles.field} data-field={field.def.name}>
      <div className={styles.checkbox}>
        <input
          id={id}
          name={field.def.name}
          type="checkbox"
          checked={props.value === true}
          required={field.required}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(props)}
          onChange={(e) => props.onChange(e.target.checked)}
          onBlur={props.onBlur}
          ref={props.inputRef}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {props.hint && (
        <p id={props.hintId} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const TEXT_WIDGETS: ReadonlySet<string> = new Set([
  'text',
  'email',
  'digits',
  'date',
  'dialingCode',
  'captcha',
  'smsCode',
]);

/** Draws any text-like field as a plain input (captcha and SMS code too, until a feature registers a better widget). */
export const textRenderer: FieldRenderer = {
  name: 'text',
  rank: (f) => (f.def.inputType !== 'checkbox' && TEXT_WIDGETS.has(f.def.widget) ? 1 : NOT_APPLICABLE),
  Component: TextField,
};

export const passwordRenderer: FieldRenderer = {
  name: 'password',
  rank: (f) => (f.def.inputType === 'password' ? 2 : NOT_APPLICABLE),
  Component: PasswordField,
};

export const checkboxRenderer: FieldRenderer = {
  name: 'checkbox',
  rank: (f) => (f.def.inputType === 'checkbox' ? 2 : NOT_APPLICABLE),
  Component: CheckboxField,
};

export const defaultRegistry: FieldRegistry = createFieldRegistry([textRenderer, passwordRenderer, checkboxRenderer]);
