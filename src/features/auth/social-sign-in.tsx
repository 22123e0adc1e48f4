import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { deviceId } from '@/lib/device-id';
import { callApi } from '@/lib/gateway/api';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { identityProvider, IdentityError, type IdentityChannel } from '@/lib/identity/identity-provider';
import { useServices } from '@/lib/services';
import { errorText } from '@/lib/gateway/error-text';
import type { LoginOutcome } from './login.machine';
import { socialSignInMachine } from './social-sign-in.machine';
import styles from './auth.module.css';

/** Refusals with a sentence of their own (content namespace); anything else is said as for a password login. */
const OWN_WORDS: Record<string, string> = {
  popup_closed: 'errors.popupClosed',
  popup_blocked: 'errors.popupBlocked',
  social_token_invalid: 'errors.socialTokenInvalid',
  social_provider_disabled: 'errors.socialProviderDisabled',
};

const LABEL: Record<IdentityChannel, string> = {
  GOOGLE: 'social.google',
  FACEBOOK: 'social.facebook',
  PHONE: 'social.phone',
};

/**
 * Sign-in buttons of the login popup for the providers the merchant turned on (SPEC §2): one-click Google and
 * Facebook, or the external phone verification. A first sign-in creates the member.
 */
export function SocialSignIn({
  channels,
  onDone,
  onFirstTimeLogin,
  separator = true,
}: {
  channels: IdentityChannel[];
  onDone: (outcome: LoginOutcome) => void;
  onFirstTimeLogin?: () => void;
  /** Show the "or" line above the buttons. */
  separator?: boolean;
}) {
  const { t } = useTranslation('content');
  const { gateway, session } = useServices();
  const machine = useMemo(() => {
    const body = (channel: IdentityChannel, idToken: string) => ({
      firebaseChannel: channel,
      firebaseIdToken: idToken,
      loginDeviceId: deviceId(),
    });
    return socialSignInMachine.provide({
      actors: {
        authorize: fromPromise(({ input }) => identityProvider(input).authorize()),
        login: fromPromise(({ input }) =>
          callApi(gateway, 'session.login', { body: { type: 'firebase', ...body(input.channel, input.idToken) } }),
        ),
        register: fromPromise(({ input }) => {
          const affiliateCode = new URLSearchParams(location.search).get('affiliateCode');
          return callApi(gateway, 'member.registerAuto', {
            body: {
              ...body(input.channel, input.idToken),
              registerMethod: 'WEB',
              registerUrl: location.href.slice(0, 512),
              domain: location.hostname,
              login: true,
              ...(affiliateCode ? { affiliateCode } : {}),
            },
          });
        }),
        loadMember: fromPromise(() => callApi(gateway, 'member.info')),
      },
      actions: {
        storeToken: (_, { token }) => session.signIn(token),
        discardSession: () => session.clear(),
      },
    });
  }, [gateway, session]);
  const [state, send] = useMachine(machine);
  const finished = useRef(false);
  useEffect(() => {
    if (state.status !== 'done' || !state.output || finished.current) return;
    finished.current = true;
    session.setMember(state.output.member);
    if (state.output.firstTimeLogin) onFirstTimeLogin?.();
    onDone({ kind: 'member', member: state.output.member, firstTimeLogin: state.output.firstTimeLogin, trial: false });
  }, [state.status, state.output, session, onDone, onFirstTimeLogin]);

  if (!channels.length) return null;
  const busy = !state.matches('idle');
  const { error } = state.context;
  const code = error instanceof IdentityError || error instanceof GatewayError ? error.code : '';
  const message = error ? (OWN_WORDS[code] ? t(OWN_WORDS[code]) : errorText(t, error)) : null;
  return (
    <div className={styles.social}>
      {separator && <p className={styles.separator}>{t('social.or')}</p>}
      {message && <p role="alert">{message}</p>}
      {channels.map((channel) => (
        <button
          key={channel}
          type="button"
          className={styles.secondary}
          disabled={busy}
          aria-busy={busy && state.context.channel === channel}
          onClick={() => send({ type: 'social.start', channel })}
        >
          {busy && state.context.channel === channel ? t('social.busy') : t(LABEL[channel])}
        </button>
      ))}
    </div>
  );
}
