import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, ResolvedField } from '@/schema-ui/field-types';
import { SchemaForm } from '@/schema-ui/form-renderer';
import { errorText } from '@/lib/gateway/error-text';
import type { VerifyChallenge, VerifyMethod } from './login.machine';
import styles from './auth.module.css';

const ANSWER: Record<VerifyMethod, Pick<FieldDef, 'inputType' | 'autoComplete' | 'inputMode'>> = {
  mobile: { inputType: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
  email: { inputType: 'email', autoComplete: 'email', inputMode: 'email' },
  bankAccountName: { inputType: 'text', autoComplete: 'name' },
  authenticator: { inputType: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
};

export interface LoginVerifyProps {
  challenge: VerifyChallenge;
  error: unknown;
  busy: boolean;
  onChoose: (method: VerifyMethod) => void;
  onSubmit: (answer: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** SPEC §4: a login from an unrecognised IP is confirmed by SMS code, e-mail, bank account name or authenticator code. */
export function LoginVerify({ challenge, error, busy, onChoose, onSubmit, onResend, onCancel }: LoginVerifyProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { method } = challenge;
  const fields = useMemo<ResolvedField[]>(
    () => [
      {
        def: {
          name: 'answer',
          labelKey: `auth:verify.answer.${method}`,
          widget: 'text',
          trim: true,
          ...ANSWER[method],
        },
        required: true,
      },
    ],
    [method],
  );
  const hint =
    method === 'mobile' && challenge.mobileHint
      ? t('auth:verify.mobileHint', { mobile: challenge.mobileHint })
      : method === 'email' && challenge.emailHint
        ? t('auth:verify.emailHint', { email: challenge.emailHint })
        : null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('auth:verify.title')}</h3>
      <p className={styles.note}>{t('auth:verify.intro')}</p>
      {challenge.methods.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{t('auth:verify.method')}</legend>
          {challenge.methods.map((m) => (
            <label key={m}>
              <input type="radio" name="verify-method" value={m} checked={m === method} onChange={() => onChoose(m)} />
              {t(`auth:verify.methods.${m}`)}
            </label>
          ))}
        </fieldset>
      )}
      {hint && <p className={styles.note}>{hint}</p>}
      <SchemaForm
        key={method}
        fields={fields}
        submitLabel={t('auth:verify.submit')}
        busy={busy}
        formError={error ? errorText(t, error) : undefined}
        onSubmit={(values) => onSubmit(String(values.answer ?? ''))}
        footer={
          <>
            {method === 'mobile' && (
              <button type="button" className={styles.secondary} disabled={busy} onClick={onResend}>
                {t('auth:verify.resend')}
              </button>
            )}
            <button type="button" className={styles.secondary} onClick={onCancel}>
              {t('auth:verify.cancel')}
            </button>
          </>
        }
      />
    </section>
  );
}
