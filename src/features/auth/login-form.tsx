import { useActorRef, useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { useHydrated } from '@/lib/rendering/hydration';
import { useServices } from '@/lib/services';
import type { FieldErrors, FormValues } from '@/schema-ui/field-types';
import { SchemaForm, type SchemaFormHandle } from '@/schema-ui/form-renderer';
import { fieldRule } from '@/schema-ui/rules';
import { authCalls } from './auth-calls';
import { loginFields, type LoginTab } from './auth-fields';
import { authRegistry } from './auth-registry';
import { AuthTabs, tabPanelProps } from './auth-tabs';
import { CaptchaContext } from './captcha-field';
import { clearPasswordChangeMarker, markPasswordChange } from './change-password-marker';
import { errorCode, errorText } from '@/lib/gateway/error-text';
import { loginMachine, type LoginCredentials, type LoginOutcome } from './login.machine';
import { LoginVerify } from './login-verify';
import { forgetUsername, rememberedUsername, rememberUsername } from './remember-me';
import { useHumanCheck } from './human-check/use-human-check';
import { SmsCodeContext } from './sms-code-field';
import { SocialSignIn } from './social-sign-in';
import { smsCountdownMachine } from '@/schema-ui/sms/sms-countdown.machine';
import styles from './auth.module.css';

export type LoginLink = 'register' | 'forgot' | 'terms';

export interface LoginFormProps {
  /** Logged in: the member (agents go to /agentHome), or a forced password change. */
  onDone: (outcome: LoginOutcome) => void;
  /** The user asked for another dialog or page. */
  onOpen: (target: LoginLink) => void;
  /** `agent` for the agent landing page: non-agents are refused by the gateway, and free play is not offered. */
  area?: 'member' | 'agent';
  /** Prefilled dialing code of the mobile tab. */
  defaultDialingCode?: string;
  /** The first-time-login action (popups with execution F). */
  onFirstTimeLogin?: () => void;
}

const ERROR_FIELD: Record<string, { field: string; key: string }> = {
  captcha_invalid: { field: 'captcha', key: 'common:errors.captchaInvalid' },
  verification_code_invalid: { field: 'verificationCode', key: 'common:errors.codeInvalid' },
  verification_code_expired: { field: 'verificationCode', key: 'common:errors.codeExpired' },
  mobile_format_invalid: { field: 'mobileNum', key: 'common:errors.phoneFormat' },
};

/** Refusals said above the form in the login's own words: a credential the gateway could not read is a format error. */
const FORM_ERROR: Record<string, string> = {
  'request.invalid': 'common:errors.loginInvalid',
};

/**
 * The login dialog's content (SPEC §2, §4, §5): username and mobile (SMS code) tabs, captcha after a flagged failure,
 * remember me, forgot-password, free play, terms and register links; extra verification for an unrecognised IP.
 */
export function LoginForm({
  onDone,
  onOpen,
  area = 'member',
  defaultDialingCode = '',
  onFirstTimeLogin,
}: LoginFormProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const { gateway, session } = useServices();
  const { flags, registrationRules } = useSiteSettings();
  const { timings, identityProviders: providers = {} } = useSite().merchant;
  const humanCheck = useHumanCheck();
  const calls = useMemo(() => authCalls(gateway, { humanCheck: humanCheck.run }), [gateway, humanCheck.run]);
  const firstLogin = useRef(onFirstTimeLogin);
  useEffect(() => {
    firstLogin.current = onFirstTimeLogin;
  });

  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          login: fromPromise(({ input }) => calls.login(input)),
          freePlay: fromPromise(() => calls.freePlay()),
          loadMember: fromPromise(() => calls.memberInfo()),
          loadCaptcha: fromPromise(() => calls.captcha()),
        },
        actions: {
          storeToken: (_, { token }) => session.signIn(token),
          storeMember: (_, { member }) => session.setMember(member),
          firstTimeLogin: () => firstLogin.current?.(),
          markPasswordChange: (_, { reason }) => markPasswordChange(reason),
          clearPasswordChangeMarker: () => clearPasswordChangeMarker(),
          discardSession: () => session.clear(),
        },
      }),
    [calls, session],
  );
  const [state, send] = useMachine(machine, {
    input: {
      forceExpiredChange: !!flags.PWDEXPFORCECHANGE3,
      captchaThrottleMs: timings.captchaRefreshThrottleMs,
      // Geetest runs with every login instead of the image captcha.
      imageCaptcha: !humanCheck.applies('login'),
    },
  });
  const smsMachine = useMemo(
    () => smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => calls.loginCode(input)) } }),
    [calls],
  );
  const sms = useActorRef(smsMachine, {
    input: {
      mobileRule: fieldRule(registrationRules, 'mobileNum'),
      secondsPerMinute: timings.smsCountdownSecondsPerExpiryMinute,
      fallbackMinutes: timings.smsFallbackExpiryMinutes,
      throttleMs: timings.smsRequestThrottleMs,
    },
  });

  const tabs: LoginTab[] = flags.MOBILEVERCODELOGIN3 ? ['username', 'mobile'] : ['username'];
  const [tab, setTab] = useState<LoginTab>('username');
  const forms = { username: useRef<SchemaFormHandle>(null), mobile: useRef<SchemaFormHandle>(null) };
  const remember = useRef<{ username: string; on: boolean } | null>(null);
  const hydrated = useHydrated();
  // Read in the browser only: the server has no cookie to read (and its page is nobody's). A page it rendered (the
  // agent landing) fills the remembered name in once live, by mounting the form anew with it.
  const initialUsername = useMemo(() => (hydrated ? rememberedUsername() : null), [hydrated]);
  const { context } = state;

  // A refusal about one field lands on that field; anything else is said above the form.
  const { error } = context;
  // While the extra verification is asked for, its own panel says what went wrong.
  const verifying = state.matches('verifying') || (state.matches('submitting') && context.challenge !== null);
  const mapped = !verifying && errorCode(error) ? ERROR_FIELD[errorCode(error)!] : undefined;
  const lastError = useRef<unknown>(null);
  useEffect(() => {
    if (!mapped || lastError.current === error) return;
    lastError.current = error;
    const errors: FieldErrors = { [mapped.field]: { key: mapped.key } };
    forms[tab].current?.setFieldErrors(errors);
  });

  const finished = useRef(false);
  useEffect(() => {
    if (state.status !== 'done' || !state.output || finished.current) return;
    finished.current = true;
    if (remember.current) {
      if (remember.current.on) rememberUsername(remember.current.username, timings.rememberMeHours);
      else forgetUsername();
    }
    onDone(state.output);
  }, [state.status, state.output, onDone, timings.rememberMeHours]);

  const submit = (values: FormValues) => {
    const text = (name: string) => String(values[name] ?? '').trim();
    let credentials: LoginCredentials;
    if (tab === 'mobile') {
      remember.current = null;
      credentials = {
        type: 'sms',
        username: text('mobileNum'),
        password: text('verificationCode'),
        countryDialingCode: text('countryDialingCode'),
        area,
      };
    } else {
      remember.current = { username: text('username'), on: values.rememberMe === true };
      credentials = {
        type: 'username',
        username: text('username'),
        password: text('password'),
        ...(context.captchaRequired ? { captcha: text('captcha') } : {}),
        area,
      };
    }
    send({ type: 'login.submit', credentials });
  };

  const busy = !state.matches('editing') && !state.matches('verifying');
  const captcha = {
    image: context.captchaImage,
    loading: state.matches({ editing: { captcha: 'loading' } }),
    failed: context.captchaFailed,
    refresh: () => send({ type: 'captcha.refresh' }),
  };
  const formKey = FORM_ERROR[errorCode(error) ?? ''];
  const formError = error && !mapped && !verifying ? (formKey ? t(formKey) : errorText(t, error)) : undefined;

  return (
    <div className={styles.panel}>
      {verifying && context.challenge && (
        <LoginVerify
          challenge={context.challenge}
          error={error}
          busy={busy}
          onChoose={(method) => send({ type: 'verify.choose', method })}
          onSubmit={(answer) => send({ type: 'verify.submit', answer })}
          onResend={() => send({ type: 'verify.resend' })}
          onCancel={() => send({ type: 'verify.cancel' })}
        />
      )}
      {/* Kept mounted while verifying, so nothing typed is lost when the user goes back. */}
      <div hidden={verifying} className={styles.panel}>
        <AuthTabs
          label={t('auth:login.tabs')}
          idBase={idBase}
          tabs={tabs.map((id) => ({ id, label: t(`auth:login.tab.${id}`) }))}
          selected={tab}
          onSelect={setTab}
        />
        <CaptchaContext value={captcha}>
          <SmsCodeContext value={{ actor: sms, defaultDialingCode }}>
            {tabs.map((id) => (
              <div key={id} {...tabPanelProps(idBase, id, id === tab, tabs.length)}>
                <SchemaForm
                  key={initialUsername === null ? 'blank' : 'remembered'}
                  ref={forms[id]}
                  aria-label={t(`auth:login.tab.${id}`)}
                  fields={loginFields(id, registrationRules, context.captchaRequired)}
                  registry={authRegistry}
                  initialValues={
                    id === 'mobile'
                      ? { countryDialingCode: defaultDialingCode }
                      : { username: initialUsername ?? '', rememberMe: initialUsername !== null }
                  }
                  submitLabel={t('auth:login.submit')}
                  busy={busy}
                  formError={id === tab ? formError : undefined}
                  onSubmit={submit}
                >
                  <div className={styles.links}>
                    <button type="button" className={styles.linkButton} onClick={() => onOpen('forgot')}>
                      {t('auth:login.forgotPassword')}
                    </button>
                    <button type="button" className={styles.linkButton} onClick={() => onOpen('terms')}>
                      {t('auth:login.terms')}
                    </button>
                  </div>
                </SchemaForm>
              </div>
            ))}
          </SmsCodeContext>
        </CaptchaContext>
        {flags.FREEPLAY3 && area === 'member' && (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => send({ type: 'login.freeplay' })}
          >
            {t('auth:login.freePlay')}
          </button>
        )}
        {area === 'member' && (
          <SocialSignIn
            channels={[
              ...(providers.google ? ['GOOGLE' as const] : []),
              ...(providers.facebook ? ['FACEBOOK' as const] : []),
              ...(tab === 'mobile' && providers.phone ? ['PHONE' as const] : []),
            ]}
            onDone={onDone}
            onFirstTimeLogin={onFirstTimeLogin}
          />
        )}
        <p className={styles.note}>
          {t('auth:login.noAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => onOpen('register')}>
            {t('auth:login.register')}
          </button>
        </p>
      </div>
    </div>
  );
}
