import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { useSmsSend } from '@/schema-ui/sms/use-sms-send';
import sms from '@/schema-ui/sms/sms.module.css';
import { securityConfigQuery } from './account-queries';
import { withdrawAccountsQuery } from './withdraw-queries';
import { useBoundMobileSmsCountdown } from './bound-mobile-sms';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

/** The gateway's rule for a payment password (member.paymentPasswordSet): 6 to 12 digits. */
const PIN = /^\d{6,12}$/;

type PinProblem = 'passwordRequired' | 'pinFormat' | 'pinMismatch' | 'codeRequired';
type Values = Record<string, string>;

export type PaymentPasswordMode = 'set' | 'change' | 'reset';

/** Set, change or reset (by SMS code) the payment password; `onDone` closes the form after a success. */
export function PaymentPasswordForm({
  mode,
  onDone,
}: {
  mode: PaymentPasswordMode;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['member', 'money']);
  const { gateway, session } = useServices();
  const { mobileNum } = useSessionSnapshot(session).member ?? {};
  const queryClient = useQueryClient();
  const id = useId();
  const fields = FIELDS[mode];
  const save = useMutation({
    mutationFn: (v: Values) =>
      mode === 'set'
        ? callApi(gateway, 'member.paymentPasswordSet', {
            body: { paymentPassword: v.newPassword!, confirmPaymentPassword: v.confirm! },
          })
        : mode === 'change'
          ? callApi(gateway, 'member.paymentPasswordChange', {
              body: { oldPassword: v.oldPassword!, newPassword: v.newPassword!, confirmNewPassword: v.confirm! },
            })
          : callApi(gateway, 'member.paymentPasswordReset', {
              body: {
                method: 'S',
                ...(mobileNum ? { mobileNum } : {}),
                verificationCode: v.code!,
                password: v.newPassword!,
                confirmPassword: v.confirm!,
              },
            }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: securityConfigQuery(gateway).queryKey });
      // The withdraw page asks for a payment password until one is set.
      void queryClient.invalidateQueries({ queryKey: withdrawAccountsQuery(gateway).queryKey });
      onDone(t(`account.saved.${mode}`));
    },
  });
  const formik = useFormik<Values>({
    initialValues: Object.fromEntries(fields.map((f) => [f, ''])),
    validate: (v) => {
      const errors: Partial<Record<string, PinProblem>> = {};
      if (mode === 'change' && !v.oldPassword) errors.oldPassword = 'passwordRequired';
      if (mode === 'reset' && !v.code?.trim()) errors.code = 'codeRequired';
      if (!PIN.test(v.newPassword ?? '')) errors.newPassword = 'pinFormat';
      if (v.confirm !== v.newPassword) errors.confirm = 'pinMismatch';
      return errors;
    },
    onSubmit: (v) => save.mutate(v),
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t(`account.forms.${mode}`)}</h4>
      {mode === 'reset' && <SendCode />}
      <div className={formRow.row}>
        {fields.map((name) => {
          const problem =
            formik.touched[name] || formik.submitCount > 0
              ? (formik.errors[name] as PinProblem | undefined)
              : undefined;
          return (
            <label key={name} className={formRow.field}>
              {t(`account.fields.${name}`)}
              <input
                {...formik.getFieldProps(name)}
                type={name === 'code' ? 'text' : 'password'}
                inputMode="numeric"
                autoComplete={name === 'code' ? 'one-time-code' : 'off'}
                aria-invalid={!!problem}
                aria-describedby={problem ? `${id}-${name}-problem` : undefined}
              />
              {problem && (
                <span id={`${id}-${name}-problem`} className={styles.problem}>
                  {t(`money:problems.${problem}`)}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <Actions>
        <button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {t('account.save')}
        </button>
        <p role="status" className={styles.hint}>
          {save.isError && t(errorMessageKey(save.error), { ns: 'common' })}
        </p>
      </Actions>
    </form>
  );
}

const FIELDS: Record<PaymentPasswordMode, string[]> = {
  set: ['newPassword', 'confirm'],
  change: ['oldPassword', 'newPassword', 'confirm'],
  reset: ['code', 'newPassword', 'confirm'],
};

const Actions = ({ children }: { children: ReactNode }) => <div className={styles.actions}>{children}</div>;

/**
 * Sends the reset code to the bound mobile with the shared countdown (SPEC §4, §9): the button waits expiredMinutes ×
 * 60 s, a polite line says a code was sent or a new one may be asked for, a refused send opens the warning dialog.
 */
function SendCode() {
  const { t } = useTranslation('sms');
  const actor = useBoundMobileSmsCountdown('member.paymentPasswordSms');
  const { busy, label, status } = useSmsSend(actor);
  const id = useId();
  return (
    <Actions>
      <button
        type="button"
        className={sms.sendButton}
        disabled={busy}
        aria-describedby={`${id}-hint ${id}-status`}
        onClick={() => actor.send({ type: 'sms.send', mobileNum: '', countryDialingCode: '' })}
      >
        {label}
      </button>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('sms:paymentPassword.hint')}
      </p>
      <p id={`${id}-status`} className={sms.status} aria-live="polite">
        {status}
      </p>
    </Actions>
  );
}
