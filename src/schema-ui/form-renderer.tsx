import { useFormik, type FormikErrors } from 'formik';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/rendering/hydration';
import { defaultRegistry, type FieldRegistry } from './field-registry';
import type { FieldErrors, FieldValue, FormValues, MessageDescriptor, ResolvedField } from './field-types';
import { validateFields } from './validate';
import styles from './schema-form.module.css';

/** What a submit handler may do to the form: show server errors on their fields (values are kept). */
export interface SchemaFormHelpers {
  setFieldErrors(errors: FieldErrors): void;
}

/** Imperative access for the owner of a form (e.g. to fill a field or read the values for a side request). */
export interface SchemaFormHandle extends SchemaFormHelpers {
  getValues(): FormValues;
  setValue(name: string, value: FieldValue): void;
}

export interface SchemaFormProps {
  /** The shown fields, in order. The list may change while the form lives (values of every field are kept). */
  fields: readonly ResolvedField[];
  registry?: FieldRegistry;
  initialValues?: Partial<FormValues>;
  /** Extra checks on top of the fields' own (cross-field rules); its errors win over the field checks. */
  validate?: (values: FormValues) => FieldErrors;
  /** Called with every value once the form is valid. Nothing is reset afterwards, whatever happens. */
  onSubmit: (values: FormValues, helpers: SchemaFormHelpers) => void | Promise<void>;
  submitLabel: string;
  /** A request is running: the submit button is disabled. */
  busy?: boolean;
  /** A translated message about the whole form (a server error without a field). */
  formError?: string;
  /** Shown between the fields and the submit button (links, notes). */
  children?: ReactNode;
  /** Shown after the submit button. */
  footer?: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  ref?: Ref<SchemaFormHandle>;
}

interface ServerError {
  message: MessageDescriptor;
  /** The value the server refused: the error stays until the user changes it. */
  value: FieldValue | undefined;
}

/** Formik keeps whatever the validate function returns; our errors are descriptors, translated when shown. */
const toFormik = (errors: FieldErrors) => errors as unknown as FormikErrors<FormValues>;
const fromFormik = (errors: FormikErrors<FormValues>) => errors as unknown as FieldErrors;

function initial(fields: readonly ResolvedField[], given: Partial<FormValues> | undefined): FormValues {
  const values: FormValues = {};
  for (const f of fields) values[f.def.name] = f.def.inputType === 'checkbox' ? false : '';
  for (const [k, v] of Object.entries(given ?? {})) if (v !== undefined) values[k] = v;
  return values;
}

/**
 * A form drawn from resolved fields with Formik: each field by the renderer its registry ranks best, with a visible
 * label, its error linked by aria-describedby, and the first invalid field focused on a failed submit. Values are never
 * reset: a failed submit or a server error leaves everything the user typed in place.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { fields, registry = defaultRegistry, onSubmit, busy = false } = props;
  // Its shared messages (`auth:required`…) live in the `auth` namespace, which the first screen does not fetch: a
  // form outside the account dialogs loads it on mount.
  const { t } = useTranslation(['common', 'auth']);
  const baseId = useId();
  const inputs = useRef(new Map<string, HTMLElement>());
  const serverErrors = useRef(new Map<string, ServerError>());
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const fieldsRef = useRef(fields);
  const validateRef = useRef(props.validate);
  useEffect(() => {
    fieldsRef.current = fields;
    validateRef.current = props.validate;
  });

  const runValidation = useCallback((values: FormValues): FieldErrors => {
    const errors: FieldErrors = { ...validateFields(fieldsRef.current, values), ...validateRef.current?.(values) };
    for (const [name, server] of serverErrors.current) {
      if (values[name] !== server.value) serverErrors.current.delete(name);
      else errors[name] ??= server.message;
    }
    return errors;
  }, []);

  const [initialValues] = useState(() => initial(fields, props.initialValues));
  const formik = useFormik<FormValues>({
    initialValues,
    validate: (values) => toFormik(runValidation(values)),
    onSubmit: () => undefined, // submission goes through submit() below
  });
  const { values, touched, setFieldValue, setFieldTouched, setErrors, setTouched, validateForm } = formik;
  const errors = fromFormik(formik.errors);
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });

  const helpers = useMemo<SchemaFormHelpers>(
    () => ({
      setFieldErrors(next) {
        for (const [name, message] of Object.entries(next)) {
          if (message) serverErrors.current.set(name, { message, value: valuesRef.current[name] });
        }
        setAttempted(true);
        setErrors(toFormik(runValidation(valuesRef.current)));
        setFocusRequest((n) => n + 1);
      },
    }),
    [runValidation, setErrors],
  );

  useImperativeHandle(
    props.ref,
    () => ({
      ...helpers,
      getValues: () => valuesRef.current,
      setValue: (name, value) => void setFieldValue(name, value),
    }),
    [helpers, setFieldValue],
  );

  // After a failed submit has been drawn (errors linked), move focus to the first invalid field.
  useEffect(() => {
    if (!focusRequest) return;
    const first = fieldsRef.current.find((f) => errors[f.def.name]);
    if (first) inputs.current.get(first.def.name)?.focus();
    // Only a new request moves focus, not every change of errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || submitting) return;
    setAttempted(true);
    const found = fromFormik(await validateForm());
    void setTouched(Object.fromEntries(fields.map((f) => [f.def.name, true])), false);
    if (Object.keys(found).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(valuesRef.current, helpers);
    } finally {
      setSubmitting(false);
    }
  };

  const translate = (m: MessageDescriptor) => t(m.key, m.values ?? {});
  // A form the server rendered takes no input before the page is live: typed text would be lost, and a submit would be
  // the browser's own (the fields in the address).
  const live = useHydrated();

  return (
    <form
      id={props.id}
      className={styles.form}
      noValidate
      aria-labelledby={props['aria-labelledby']}
      aria-label={props['aria-label']}
      aria-busy={busy || submitting}
      onSubmit={(e) => void submit(e)}
    >
      {props.formError && (
        <p className={styles.formError} role="alert">
          {props.formError}
        </p>
      )}
      {fields.map((field) => {
        const name = field.def.name;
        const { Component } = registry.pick(field);
        const error = errors[name];
        const shown = error && (attempted || touched[name]) ? translate(error) : undefined;
        const id = `${baseId}-${name}`;
        return (
          <Component
            key={name}
            field={field}
            id={id}
            label={t(field.def.labelKey, field.def.labelValues ?? {})}
            hint={field.def.hintKey ? t(field.def.hintKey) : undefined}
            error={shown}
            hintId={`${id}-hint`}
            errorId={`${id}-error`}
            value={values[name]}
            values={values}
            disabled={!live}
            onChange={(value) => void setFieldValue(name, value)}
            onBlur={() => void setFieldTouched(name, true)}
            inputRef={(element) => {
              if (element) inputs.current.set(name, element);
              else inputs.current.delete(name);
            }}
          />
        );
      })}
      {props.children}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={busy || submitting || !live}>
          {props.submitLabel}
        </button>
        {props.footer}
      </div>
    </form>
  );
}
