import { useActorRef } from '@xstate/react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { MemberInfo } from '@/generated/api-types';
import { useDialogs } from '@/components/dialog/dialog-host';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { useServices } from '@/lib/services';
import type { FieldErrors, FormValues } from '@/schema-ui/field-types';
import { SchemaForm, type SchemaFormHandle, type SchemaFormHelpers } from '@/schema-ui/form-renderer';
import { fieldRule, registrationTabs, resolveRegistrationForm, type RegisterTab } from '@/schema-ui/rules';
import { collectValues, serverFieldErrors } from '@/schema-ui/validate';
import { authCalls, type RegisterBody } from './auth-calls';
import { registrationAgreements } from './auth-fields';
import { authRegistry } from './auth-registry';
import { AuthTabs, tabPanelProps } from './auth-tabs';
import { CaptchaContext, useCaptchaImage } from './captcha-field';
import { errorCode, errorText } from '@/lib/gateway/error-text';
import { SmsCodeContext } from './sms-code-field';
import { useHumanCheck } from './human-check/use-human-check';
import { smsCountdownMachine } from '@/schema-ui/sms/sms-countdown.machine';
import styles from './auth.module.css';

export interface RegisterResult {
  /** Null when member info could not be loaded (the token is stored; the app may load it again). */
  member: MemberInfo | null;
  firstTimeLogin: boolean;
  tab: RegisterTab;
  /** The merchant offers the welcome bonus: open the welcome popup next. */
  welcomeBonus: boolean;
}

export interface RegisterFormProps {
  /** Registered and logged in: close the dialog, go home, offer the welcome bonus. */
  onDone: (result: RegisterResult) => void;
  onOpen: (target: 'login' | 'terms') => void;
  /** Invitation codes from the page address; sent even when the form does not show their field. */
  affiliateCode?: string;
  referralCode?: string;
  /** Values to start with (e.g. a remembered mobile number). */
  initialValues?: Partial<FormValues>;
  defaultTab?: RegisterTab;
  defaultDialingCode?: string;
  /** The host and page the visitor registers on (default: the current ones). */
  domain?: string;
  registerUrl?: string;
}

/** Gateway refusals that concern one field: shown on it when the form has it, else above the form. */
const ERROR_FIELD: Record<string, { field: string; key: string }> = {
  username_exists: { field: 'username', key: 'common:errors.usernameTaken' },
  mobile_exists: { field: 'mobileNum', key: 'common:errors.mobileTaken' },
  captcha_invalid: { field: 'captcha', key: 'common:errors.captchaInvalid' },
  verification_code_invalid: { field: 'verificationCode', key: 'common:errors.codeInvalid' },
  verification_code_expired: { field: 'verificationCode', key: 'common:errors.codeExpired' },
  affiliate_code_invalid: { field: 'affiliateCode', key: 'auth:invitation_code_error' },
  password_confirm_mismatch: { field: 'confirmPassword', key: 'auth:inconsistentTwice' },
};

/**
 * The register dialog's content (SPEC §2, §3, §5): username and mobile tabs per site flags, each drawn at run time from
 * the server's registration rules through schema-ui; age and terms agreements; the invitation code checked before
 * registering; the SMS code with its countdown. Whatever the gateway answers, nothing typed is lost.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const { flags } = useSiteSettings();
  const tabs = registrationTabs(flags);
  const [tab, setTab] = useState<RegisterTab | undefined>(() =>
    props.defaultTab && tabs.includes(props.defaultTab) ? props.defaultTab : tabs[0],
  );
  if (!tab) {
    return (
      <p className={styles.note} role="status">
        {t('auth:register.unavailable')}
      </p>
    );
  }
  return (
    <div className={styles.panel}>
      <AuthTabs
        label={t('auth:register.tabs')}
        idBase={idBase}
        tabs={tabs.map((id) => ({ id, label: t(`auth:register.tab.${id}`) }))}
        selected={tab}
        onSelect={setTab}
      />
      {tabs.map((id) => (
        <div key={id} {...tabPanelProps(idBase, id, id === tab, tabs.length)}>
          <RegisterPanel {...props} tab={id} active={id === tab} />
        </div>
      ))}
      <p className={styles.note}>
        {t('auth:register.haveAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => props.onOpen('login')}>
          {t('auth:register.login')}
        </button>
      </p>
    </div>
  );
}

function RegisterPanel({ tab, active, ...props }: RegisterFormProps & { tab: RegisterTab; active: boolean }) {
  const { t } = useTranslation();
  const { gateway, session } = useServices();
  const dialogs = useDialogs();
  const { flags, registrationRules } = useSiteSettings();
  const { merchant } = useSite();
  const { timings } = merchant;
  const humanCheck = useHumanCheck();
  const calls = useMemo(() => authCalls(gateway, { humanCheck: humanCheck.run }), [gateway, humanCheck.run]);
  // With Geetest asked for at registration, it replaces the image captcha the rules may ask for.
  const geetest = humanCheck.applies('register');
  const form = useRef<SchemaFormHandle>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  const fields = useMemo(
    () => [
      ...resolveRegistrationForm({ rules: registrationRules, flags, tab }).filter(
        (f) => !(geetest && f.def.name === 'captcha'),
      ),
      ...registrationAgreements(merchant.registration.ageLimit),
    ],
    [registrationRules, flags, tab, merchant.registration.ageLimit, geetest],
  );
  const shown = (name: string) => fields.some((f) => f.def.name === name);

  const loadCaptcha = useCallback(() => calls.captcha(), [calls]);
  const captcha = useCaptchaImage(loadCaptcha, active && shown('captcha'), timings.captchaRefreshThrottleMs);

  const smsMachine = useMemo(
    () =>
      smsCountdownMachine.provide({
        actors: {
          sendCode: fromPromise(({ input }) => {
            const username = tab === 'username' ? String(form.current?.getValues().username ?? '').trim() : '';
            return calls.registerCode(input, tab, username || undefined);
          }),
        },
      }),
    [calls, tab],
  );
  const sms = useActorRef(smsMachine, {
    input: {
      mobileRule: fieldRule(registrationRules, 'mobileNum'),
      secondsPerMinute: timings.smsCountdownSecondsPerExpiryMinute,
      fallbackMinutes: timings.smsFallbackExpiryMinutes,
      throttleMs: timings.smsRequestThrottleMs,
    },
  });

  const refuse = (error: unknown, helpers: SchemaFormHelpers) => {
    const byRule = serverFieldErrors(error);
    const code = errorCode(error);
    const one = code ? ERROR_FIELD[code] : undefined;
    if (code === 'captcha_invalid') captcha.reload();
    const errors: FieldErrors | null = byRule ?? (one ? { [one.field]: { key: one.key } } : null);
    const onForm = errors && Object.keys(errors).filter(shown);
    if (errors && onForm?.length) {
      helpers.setFieldErrors(Object.fromEntries(onForm.map((name) => [name, errors[name]])));
      setFormError(onForm.length < Object.keys(errors).length ? errorText(t, error) : undefined);
    } else {
      setFormError(errorText(t, error));
    }
  };

  const submit = async (values: FormValues, helpers: SchemaFormHelpers) => {
    setFormError(undefined);
    setBusy(true);
    try {
      const entered = collectValues(fields, values);
      const domain = props.domain ?? location.hostname;
      const affiliateCode = entered.affiliateCode ?? props.affiliateCode;
      const referralCode = entered.referralCode ?? props.referralCode;
      if (affiliateCode) {
        try {
          await calls.checkAffiliate(affiliateCode, domain);
        } catch (error) {
          if (errorCode(error) !== 'affiliate_code_invalid') return refuse(error, helpers);
          await dialogs.show({
            title: t('auth:register.invitationTitle'),
            icon: 'warning',
            children: <p>{t('auth:invitation_code_error')}</p>,
            closeLabel: t('common:common.close'),
            buttons: [{ label: t('common:common.confirm'), value: 'ok', primary: true }],
          });
          return refuse(error, helpers);
        }
      }
      const body = {
        ...entered,
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(referralCode ? { referralCode } : {}),
        registerUrl: props.registerUrl ?? location.href,
        domain,
        registerMethod: 'WEB',
        loginFlag: true,
      } as RegisterBody;
      let login;
      try {
        login = await calls.register(tab, body);
      } catch (error) {
        return refuse(error, helpers);
      }
      session.signIn(login.token);
      let member: MemberInfo | null = null;
      try {
        member = await calls.memberInfo();
        session.setMember(member);
      } catch {
        // Registered and logged in: the app loads member info again when it needs it.
      }
      props.onDone({
        member,
        firstTimeLogin: login.firstTimeLogin,
        tab,
        welcomeBonus: merchant.registration.welcomeBonus.enabled,
      });
    } finally {
      setBusy(false);
    }
  };

  const initialValues = {
    countryDialingCode: props.defaultDialingCode ?? '',
    ...(props.affiliateCode ? { affiliateCode: props.affiliateCode } : {}),
    ...(props.referralCode ? { referralCode: props.referralCode } : {}),
    ...props.initialValues,
  };

  return (
    <CaptchaContext value={captcha}>
      <SmsCodeContext value={{ actor: sms, defaultDialingCode: props.defaultDialingCode }}>
        <SchemaForm
          ref={form}
          aria-label={t(`auth:register.tab.${tab}`)}
          fields={fields}
          registry={authRegistry}
          initialValues={initialValues}
          submitLabel={t('auth:register.submit')}
          busy={busy}
          formError={formError}
          onSubmit={submit}
        >
          <button type="button" className={styles.linkButton} onClick={() => props.onOpen('terms')}>
            {t('auth:register.readTerms')}
          </button>
        </SchemaForm>
      </SmsCodeContext>
    </CaptchaContext>
  );
}
