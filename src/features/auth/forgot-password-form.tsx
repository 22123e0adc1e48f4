import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { useServices } from '@/lib/services';
import type { FormValues } from '@/schema-ui/field-types';
import { SchemaForm, type SchemaFormHandle } from '@/schema-ui/form-renderer';
import { fieldRule } from '@/schema-ui/rules';
import { serverFieldErrors } from '@/schema-ui/validate';
import { authCalls } from './auth-calls';
import { emailResetFields, phoneResetFields } from './auth-fields';
import { authRegistry } from './auth-registry';
import { AuthTabs, tabPanelProps } from './auth-tabs';
import { clearPasswordChangeMarker } from './change-password-marker';
import { errorCode, errorText } from '@/lib/gateway/error-text';
import { passwordResetMachine, type PasswordResetOutcome, type ResetMethod } from './password-reset.machine';
import { SmsCodeContext } from './sms-code-field';
import { useHumanCheck } from './human-check/use-human-check';
import { smsCountdownMachine, type SmsCountdownMachine } from '@/schema-ui/sms/sms-countdown.machine';
import styles from './auth.module.css';

export interface ForgotPasswordFormProps {
  /** The mail was sent, or the phone reset changed the password and logged the user in (after they read it). */
  onDone: (outcome: PasswordResetOutcome) => void;
  onOpen: (target: 'login') => void;
  /**
   * The customer-service entry to show with the links (the shell's button for the forgotPassword place, which knows
   * the merchant's channel); nothing when the merchant places none.
   */
  customerService?: ReactNode;
  defaultDialingCode?: string;
}

/**
 * The code send's refusals, translated (not the gateway's own words): the gateway says "not registered" for a number
 * that is not the username's, and never whether the username exists.
 */
const SEND_ERRORS: Readonly<Record<string, string>> = {
  mobile_not_registered: 'auth:forgot.mismatch',
};

const ERROR_FIELD: Record<string, { field: string; key: string }> = {
  verification_code_invalid: { field: 'verificationCode', key: 'common:errors.codeInvalid' },
  verification_code_expired: { field: 'verificationCode', key: 'common:errors.codeExpired' },
  mobile_format_invalid: { field: 'mobileNum', key: 'common:errors.phoneFormat' },
};

/**
 * The forgot-password dialog's content (SPEC §2, §4, §5): by email (username and e-mail) or by mobile (SMS code and a
 * new password); mobile is the default when the phone-reset flag FORGETPWDPHONE3 is on; a customer-service link.
 */
export function ForgotPasswordForm({
  onDone,
  onOpen,
  defaultDialingCode = '',
  customerService,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const { gateway, session } = useServices();
  const { flags, registrationRules } = useSiteSettings();
  const { timings } = useSite().merchant;
  const { run: humanCheck } = useHumanCheck();
  const calls = useMemo(() => authCalls(gateway, { humanCheck }), [gateway, humanCheck]);

  const machine = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          sendResetEmail: fromPromise(({ input }) => calls.resetByEmail(input)),
          resetByPhone: fromPromise(({ input }) => calls.resetByPhone(input)),
          loadMember: fromPromise(() => calls.memberInfo()),
          smsCountdown: smsCountdownMachine.provide({
            actors: { sendCode: fromPromise(({ input }) => calls.resetCode(input)) },
          }),
        },
        actions: {
          storeToken: (_, { token }) => session.signIn(token),
          storeMember: (_, { member }) => session.setMember(member),
          clearPasswordChangeMarker: () => clearPasswordChangeMarker(),
        },
      }),
    [calls, session],
  );
  const [state, send] = useMachine(machine, {
    input: {
      defaultMethod: flags.FORGETPWDPHONE3 ? 'mobile' : 'email',
      sms: {
        requireUsername: true,
        mobileRule: fieldRule(registrationRules, 'mobileNum'),
        secondsPerMinute: timings.smsCountdownSecondsPerExpiryMinute,
        fallbackMinutes: timings.smsFallbackExpiryMinutes,
        // SPEC §4: the forgot-password countdown is the fallback minute.
        fixedMinutes: timings.smsFallbackExpiryMinutes,
        throttleMs: timings.smsRequestThrottleMs,
      },
    },
  });
  const sms = state.children.sms as ActorRefFrom<SmsCountdownMachine> | undefined;
  const method: ResetMethod = state.context.method;
  const forms = { email: useRef<SchemaFormHandle>(null), mobile: useRef<SchemaFormHandle>(null) };
  const emailFields = useMemo(() => emailResetFields(registrationRules), [registrationRules]);
  const phoneFields = useMemo(() => phoneResetFields(registrationRules), [registrationRules]);

  const { error } = state.context;
  const byRule = serverFieldErrors(error, { newPassword: 'newPassword' });
  const mapped = errorCode(error) ? ERROR_FIELD[errorCode(error)!] : undefined;
  const shownError = useRef<unknown>(null);
  useEffect(() => {
    if ((!byRule && !mapped) || shownError.current === error) return;
    shownError.current = error;
    forms[method].current?.setFieldErrors(byRule ?? { [mapped!.field]: { key: mapped!.key } });
  });

  // Reset by phone: the gateway changed the password and logged the member in; they read that before going on.
  if (state.value === 'done' && state.output) {
    const outcome = state.output;
    return (
      <div className={styles.panel}>
        <p className={styles.success} role="status">
          {t('auth:forgot.changed')}
        </p>
        <button type="button" onClick={() => onDone(outcome)}>
          {t('auth:forgot.continue')}
        </button>
      </div>
    );
  }

  if (state.value === 'emailSent') {
    return (
      <div className={styles.panel}>
        <p className={styles.success} role="status">
          {t('auth:in_been_out')}
        </p>
        <button type="button" onClick={() => onDone({ kind: 'emailSent' })}>
          {t('auth:forgot.close')}
        </button>
      </div>
    );
  }

  const busy =
    state.matches({ email: 'submitting' }) || state.matches({ mobile: 'submitting' }) || state.matches('loadingMember');
  const formError = error && !byRule && !mapped ? errorText(t, error) : undefined;
  const text = (values: FormValues, name: string) => String(values[name] ?? '').trim();

  return (
    <div className={styles.panel}>
      <AuthTabs
        label={t('auth:forgot.method')}
        idBase={idBase}
        tabs={(['email', 'mobile'] as const).map((id) => ({ id, label: t(`auth:forgot.by.${id}`) }))}
        selected={method}
        onSelect={(chosen) => send({ type: 'reset.choose', method: chosen })}
      />
      <div {...tabPanelProps(idBase, 'email', method === 'email', 2)}>
        <p className={styles.note}>{t('auth:forgot.emailIntro')}</p>
        <SchemaForm
          ref={forms.email}
          aria-label={t('auth:forgot.by.email')}
          fields={emailFields}
          registry={authRegistry}
          submitLabel={t('auth:forgot.sendEmail')}
          busy={busy}
          formError={method === 'email' ? formError : undefined}
          onSubmit={(values) =>
            send({ type: 'reset.submitEmail', username: text(values, 'username'), email: text(values, 'email') })
          }
        />
      </div>
      <div {...tabPanelProps(idBase, 'mobile', method === 'mobile', 2)}>
        <p className={styles.note}>{t('auth:forgot.mobileIntro')}</p>
        {sms && (
          <SmsCodeContext value={{ actor: sms, defaultDialingCode, usernameField: 'username', errorKeys: SEND_ERRORS }}>
            <SchemaForm
              ref={forms.mobile}
              aria-label={t('auth:forgot.by.mobile')}
              fields={phoneFields}
              registry={authRegistry}
              initialValues={{ countryDialingCode: defaultDialingCode }}
              submitLabel={t('auth:forgot.reset')}
              busy={busy}
              formError={method === 'mobile' ? formError : undefined}
              onSubmit={(values) =>
                send({
                  type: 'reset.submitMobile',
                  mobileNum: text(values, 'mobileNum'),
                  countryDialingCode: text(values, 'countryDialingCode'),
                  verificationCode: text(values, 'verificationCode'),
                  newPassword: String(values.newPassword ?? ''),
                })
              }
            />
          </SmsCodeContext>
        )}
      </div>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => onOpen('login')}>
          {t('auth:forgot.backToLogin')}
        </button>
        {customerService}
      </div>
    </div>
  );
}
