import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { useSite } from '@/lib/config/site-context';
import type { MemberWelcomeBonusValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { newIdempotencyKey } from '@/lib/gateway/client';
import { errorMessage } from '@/lib/gateway/error-messages';
import { CLIENT_ERROR, GatewayError } from '@/lib/gateway/gateway-error';
import { pendingStart } from '@/lib/games/pending-start';
import { loadNamespace } from '@/lib/i18n/i18n';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { pendingPasswordChange } from '@/features/auth/change-password-marker';
import type { PasswordChangeReason } from '@/features/auth/login.machine';
import type { WelcomeBonusClaim } from '@/features/auth/welcome-bonus-form';
import { announceRegistered } from '@/features/member/safer-registered';
import { CustomerServiceButton } from '@/features/shell/customer-service-button';
import { setAuthDialogActive } from './auth-dialog-activity';
import type { InvitationCodes } from './invitation-codes';
import { loadChunk } from './chunk-errors';

// The forms (and Formik) load with the first dialog opened, not with the home page.
const FORM_LOADERS = {
  login: () => import('@/features/auth/login-form').then((m) => m.LoginForm),
  register: () => import('@/features/auth/register-form').then((m) => m.RegisterForm),
  forgot: () => import('@/features/auth/forgot-password-form').then((m) => m.ForgotPasswordForm),
  changePassword: () => import('@/features/auth/change-password-form').then((m) => m.ChangePasswordForm),
  welcomeBonus: () => import('@/features/auth/welcome-bonus-form').then((m) => m.WelcomeBonusForm),
};
type FormName = keyof typeof FORM_LOADERS;
const loadedForms: { [K in FormName]?: Awaited<ReturnType<(typeof FORM_LOADERS)[K]>> } = {};

/** A form's chunk and the dialogs' words (`auth`, and `sms` for the send-code button; the first screen fetches neither). */
async function loadForm(name: FormName): Promise<void> {
  if (loadedForms[name]) return;
  const load: () => Promise<unknown> = FORM_LOADERS[name];
  const [loaded] = await Promise.all([
    loadChunk(load),
    loadChunk(() => loadNamespace('auth')),
    loadChunk(() => loadNamespace('sms')),
  ]);
  Object.assign(loadedForms, { [name]: loaded });
}

/** A loaded form: a dialog is only shown once its form is here, so it opens at its full size instead of growing. */
function form<K extends FormName>(name: K): NonNullable<(typeof loadedForms)[K]> {
  const loaded = loadedForms[name];
  if (!loaded) throw new Error(`auth dialogs: the ${name} form is not loaded`);
  return loaded;
}

type AuthDialog =
  | { name: 'login' }
  | { name: 'register' }
  | { name: 'forgot' }
  | { name: 'changePassword'; reason?: PasswordChangeReason }
  | { name: 'welcomeBonus' };

interface DialogRouteState {
  dialog?: 'login' | 'register' | 'changePassword';
  from?: string;
}

type DialogName = 'login' | 'register' | 'forgot' | 'changePassword';

/**
 * A dialog by name. A forced password change still pending (its marker lives in sessionStorage, which logout clears)
 * stays forced whoever asks for the dialog, e.g. the agent landing page after a login that must change it.
 */
function dialogFor(name: DialogName): AuthDialog {
  if (name === 'changePassword') return { name, reason: pendingPasswordChange() ?? undefined };
  return { name } as AuthDialog;
}

/**
 * The account dialogs, opened by /login and /register (SPEC §2) and by each other: login ↔ register ↔ forgot
 * password, a forced password change after login, the welcome bonus after registration.
 */
export function AuthDialogs({ invitation }: { invitation: InvitationCodes }) {
  // The common namespace only: asking for auth here would fetch it on mount; loadForm fetches it with the first dialog.
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { merchant } = useSite();
  const { gateway, session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const [dialog, setShownDialog] = useState<AuthDialog | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const latestRequest = useRef(0);
  // The dialog shows once its form has loaded; a later request (or a close) in the meantime wins.
  const setDialog = useCallback((next: AuthDialog | null) => {
    const request = ++latestRequest.current;
    if (!next) {
      setAuthDialogActive(false);
      return setShownDialog(null);
    }
    setAuthDialogActive(true); // public popups wait from the request on, not only from the moment it shows
    loadForm(next.name).then(
      () => request === latestRequest.current && setShownDialog(next),
      (error: unknown) => request === latestRequest.current && setLoadError(error),
    );
  }, []);
  // A forced change left pending by an earlier page of this visit opens at once: once the session is known (a page the
  // server rendered hydrates with an unknown one, and has the stored one right after).
  const pendingAtStart = useRef(pendingPasswordChange());
  useEffect(() => {
    const reason = pendingAtStart.current;
    if (!reason || !hasToken) return;
    pendingAtStart.current = null;
    setDialog({ name: 'changePassword', reason });
  }, [hasToken, setDialog]);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => setAuthDialogActive(dialog !== null), [dialog]);
  useEffect(() => () => setAuthDialogActive(false), []);
  const [bonusError, setBonusError] = useState<string | undefined>();
  const [bonusCredited, setBonusCredited] = useState<MemberWelcomeBonusValue | null>(null);
  const dialingCode = merchant.registration.defaultDialingCode;

  const show = useCallback((name: DialogName) => setDialog(dialogFor(name)), [setDialog]);
  const requested = (location.state as DialogRouteState | null)?.dialog;
  useEffect(() => {
    if (!requested) return;
    show(requested);
    setReturnTo((location.state as DialogRouteState).from ?? null);
    // Consume the request so a reload or Back does not reopen the dialog.
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [requested, location.pathname, location.search, location.state, navigate, show]);

  const close = () => {
    pendingStart.drop(); // a game chosen before the login does not start on some later login
    setDialog(null);
  };
  const finish = (to: string) => {
    setDialog(null);
    // Back to the page the dialog opened over: no second history entry for it.
    navigate(to, { replace: to === location.pathname + location.search });
  };
  const openTerms = () => finish('/help#term');

  // One key per claim until its outcome is known: trying again after an unconfirmed claim replays it, never pays twice.
  const bonusKey = useRef<string | null>(null);
  const claimBonus = async (claim: WelcomeBonusClaim) => {
    bonusKey.current ??= newIdempotencyKey();
    try {
      const credited = await callApi(gateway, 'member.welcomeBonus', {
        body: claim,
        idempotencyKey: bonusKey.current,
      });
      bonusKey.current = null;
      setBonusError(undefined);
      setBonusCredited(credited);
      // The header shows the credit at once (the query library loads with the pages, not with this frame).
      void import('@/lib/wallet/balance-query').then((m) => m.refreshBalance());
    } catch (error) {
      if (!(error instanceof GatewayError && error.code === CLIENT_ERROR.moneyUnconfirmed)) bonusKey.current = null;
      const { key, values } = errorMessage(error);
      setBonusError(t(`common:${key}`, values));
    }
  };
  const closeBonus = () => {
    setBonusCredited(null);
    bonusKey.current = null;
    close();
    // The welcome bonus follows a registration: the safer-gambling offer comes after it.
    announceRegistered();
  };

  // A form that did not load goes to the route's error screen, which reloads once for a stale build.
  if (loadError) throw loadError;
  if (!dialog) return null;
  switch (dialog.name) {
    case 'login': {
      const LoginForm = form('login');
      return (
        <Dialog title={t('auth:login.title')} onClose={close} closeLabel={t('common.close')}>
          <LoginForm
            defaultDialingCode={dialingCode}
            onOpen={(target) => (target === 'terms' ? openTerms() : show(target))}
            onDone={(outcome) => {
              if (outcome.kind === 'mustChangePassword') {
                pendingStart.drop();
                return setDialog({ name: 'changePassword', reason: outcome.reason });
              }
              // Agents go to their centre; free play goes home (a trial may not open the page that asked for a login).
              const to = outcome.member.isAgent ? '/agentHome' : outcome.trial ? '/' : (returnTo ?? '/');
              // A game chosen on that page before the login starts there now.
              if (to === returnTo) pendingStart.release();
              else pendingStart.drop();
              finish(to);
            }}
          />
          <CustomerServiceButton where="loginDialog" />
        </Dialog>
      );
    }
    case 'register': {
      const RegisterForm = form('register');
      return (
        <Dialog
          title={t('auth:register.title')}
          onClose={close}
          closeLabel={t('common.close')}
          closeOnOutsideClick={false}
        >
          <RegisterForm
            defaultDialingCode={dialingCode}
            domain={window.location.hostname}
            registerUrl={window.location.href}
            affiliateCode={invitation.affiliateCode}
            referralCode={invitation.referralCode}
            onOpen={(target) => (target === 'terms' ? openTerms() : show(target))}
            onDone={(result) => {
              navigate('/');
              const welcome = result.welcomeBonus && merchant.registration.welcomeBonus.enabled;
              setDialog(welcome ? { name: 'welcomeBonus' } : null);
              if (!welcome) announceRegistered();
            }}
          />
        </Dialog>
      );
    }
    case 'forgot': {
      const ForgotPasswordForm = form('forgot');
      return (
        <Dialog title={t('auth:forgot.title')} onClose={close} closeLabel={t('common.close')}>
          <ForgotPasswordForm
            defaultDialingCode={dialingCode}
            onOpen={() => show('login')}
            // Logged in by phone: home. The reset mail sent: the user read the confirmation and closes it.
            onDone={(outcome) => (outcome.kind === 'loggedIn' ? finish('/') : close())}
            customerService={<CustomerServiceButton where="forgotPassword" />}
          />
        </Dialog>
      );
    }
    case 'changePassword': {
      const ChangePasswordForm = form('changePassword');
      return (
        <Dialog
          title={t('auth:change.title')}
          onClose={close}
          closeLabel={t('common.close')}
          dismissible={dialog.reason === undefined}
        >
          <ChangePasswordForm
            reason={dialog.reason}
            askOldPassword={dialog.reason === undefined}
            onDone={() => finish('/')}
          />
        </Dialog>
      );
    }
    case 'welcomeBonus': {
      const WelcomeBonusForm = form('welcomeBonus');
      return (
        <Dialog title={t('auth:welcome.title')} onClose={closeBonus} closeLabel={t('common.close')}>
          <WelcomeBonusForm onDone={claimBonus} onSkip={closeBonus} error={bonusError} credited={bonusCredited} />
        </Dialog>
      );
    }
  }
}
