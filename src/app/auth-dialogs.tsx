import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { useSite } from '@/lib/config/site-context';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { pendingPasswordChange } from '@/features/auth/change-password-marker';
import type { PasswordChangeReason } from '@/features/auth/login.machine';
import type { WelcomeBonusClaim } from '@/features/auth/welcome-bonus-form';
import { CustomerServiceButton } from '@/features/shell/customer-service-button';
import { setAuthDialogActive } from './auth-dialog-activity';

// The forms (and Formik) load with the first dialog opened, not with the home page.
const LoginForm = lazy(() => import('@/features/auth/login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('@/features/auth/register-form').then((m) => ({ default: m.RegisterForm })));
const ForgotPasswordForm = lazy(() =>
  import('@/features/auth/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ChangePasswordForm = lazy(() =>
  import('@/features/auth/change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);
const WelcomeBonusForm = lazy(() =>
  import('@/features/auth/welcome-bonus-form').then((m) => ({ default: m.WelcomeBonusForm })),
);

function FormSlot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p aria-busy="true">{t('common:boot.loading')}</p>}>{children}</Suspense>;
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

interface InvitationCodes {
  affiliateCode?: string;
  referralCode?: string;
}

function invitationCodes(search: string): InvitationCodes {
  const query = new URLSearchParams(search);
  const codes: InvitationCodes = {};
  for (const name of ['affiliateCode', 'referralCode'] as const) {
    const value = query.get(name)?.trim();
    if (value) codes[name] = value;
  }
  return codes;
}

/**
 * Invitation codes from the address (`?affiliateCode=`, `?referralCode=`), kept for the visit: `/register?…` and the
 * header's register link reach the dialog through a redirect home that drops the query.
 */
function useInvitationCodes(search: string): InvitationCodes {
  const [codes, setCodes] = useState(() => invitationCodes(search));
  useEffect(() => {
    const seen = invitationCodes(search);
    if (seen.affiliateCode || seen.referralCode) setCodes(seen);
  }, [search]);
  return codes;
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
export function AuthDialogs() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const { merchant } = useSite();
  const { gateway, session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const [dialog, setDialog] = useState<AuthDialog | null>(() => {
    const reason = hasToken ? pendingPasswordChange() : null;
    return reason ? { name: 'changePassword', reason } : null;
  });
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => setAuthDialogActive(dialog !== null), [dialog]);
  useEffect(() => () => setAuthDialogActive(false), []);
  const [bonusError, setBonusError] = useState<string | undefined>();
  const dialingCode = merchant.registration.defaultDialingCode;
  const invitation = useInvitationCodes(location.search);

  const requested = (location.state as DialogRouteState | null)?.dialog;
  useEffect(() => {
    if (!requested) return;
    show(requested);
    setReturnTo((location.state as DialogRouteState).from ?? null);
    // Consume the request so a reload or Back does not reopen the dialog.
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [requested, location.pathname, location.search, location.state, navigate]);

  const close = () => setDialog(null);
  const show = (name: DialogName) => setDialog(dialogFor(name));
  const finish = (to: string) => {
    setDialog(null);
    navigate(to);
  };
  const openTerms = () => finish('/help#term');

  const claimBonus = async (claim: WelcomeBonusClaim) => {
    try {
      await callApi(gateway, 'member.welcomeBonus', { body: claim });
      setBonusError(undefined);
      close();
    } catch (error) {
      setBonusError(errorMessageKey(error));
    }
  };

  if (!dialog) return null;
  switch (dialog.name) {
    case 'login':
      return (
        <Dialog title={t('login.title')} onClose={close} closeLabel={t('common:common.close')}>
          <FormSlot>
            <LoginForm
              defaultDialingCode={dialingCode}
              onOpen={(target) => (target === 'terms' ? openTerms() : show(target))}
              onDone={(outcome) => {
                if (outcome.kind === 'mustChangePassword')
                  return setDialog({ name: 'changePassword', reason: outcome.reason });
                // Agents go to their centre; free play goes home (a trial may not open the page that asked for a login).
                finish(outcome.member.isAgent ? '/agentHome' : outcome.trial ? '/' : (returnTo ?? '/'));
              }}
            />
          </FormSlot>
          <CustomerServiceButton where="loginDialog" />
        </Dialog>
      );
    case 'register':
      return (
        <Dialog
          title={t('register.title')}
          onClose={close}
          closeLabel={t('common:common.close')}
          closeOnOutsideClick={false}
        >
          <FormSlot>
            <RegisterForm
              defaultDialingCode={dialingCode}
              domain={window.location.hostname}
              registerUrl={window.location.href}
              affiliateCode={invitation.affiliateCode}
              referralCode={invitation.referralCode}
              onOpen={(target) => (target === 'terms' ? openTerms() : show(target))}
              onDone={(result) => {
                navigate('/');
                setDialog(
                  result.welcomeBonus && merchant.registration.welcomeBonus.enabled ? { name: 'welcomeBonus' } : null,
                );
              }}
            />
          </FormSlot>
        </Dialog>
      );
    case 'forgot':
      return (
        <Dialog title={t('forgot.title')} onClose={close} closeLabel={t('common:common.close')}>
          <FormSlot>
            <ForgotPasswordForm
              defaultDialingCode={dialingCode}
              onOpen={() => show('login')}
              // Logged in by phone: home. The reset mail sent: the user read the confirmation and closes it.
              onDone={(outcome) => (outcome.kind === 'loggedIn' ? finish('/') : close())}
              customerService={<CustomerServiceButton where="forgotPassword" />}
            />
          </FormSlot>
        </Dialog>
      );
    case 'changePassword':
      return (
        <Dialog
          title={t('change.title')}
          onClose={close}
          closeLabel={t('common:common.close')}
          dismissible={dialog.reason === undefined}
        >
          <FormSlot>
            <ChangePasswordForm
              reason={dialog.reason}
              askOldPassword={dialog.reason === undefined}
              onDone={() => finish('/')}
            />
          </FormSlot>
        </Dialog>
      );
    case 'welcomeBonus':
      return (
        <Dialog title={t('welcome.title')} onClose={close} closeLabel={t('common:common.close')}>
          <FormSlot>
            <WelcomeBonusForm onDone={claimBonus} onSkip={close} error={bonusError} />
          </FormSlot>
        </Dialog>
      );
  }
}
