/**
 * Sign-in through an identity provider (SPEC §2: one-click Google or Facebook, external phone verification). A
 * provider proves who the visitor is and hands back an ID token; the gateway verifies it (`session.login` type
 * firebase). Adapters implement `IdentityProvider`: this build ships the stand-in provider of the mock gateway
 * (`/__mock/idp`), which signs test identities; an operator whose gateway trusts Google, Facebook or Firebase adds an
 * adapter for their SDK here and returns it from `identityProvider`.
 */
export type IdentityChannel = 'GOOGLE' | 'FACEBOOK' | 'PHONE';

export interface IdentityProvider {
  channel: IdentityChannel;
  /**
   * Asks the provider who the visitor is. Call it straight from a click: it opens the provider's window. Rejects
   * with an IdentityError when the window is blocked or closed without an answer.
   */
  authorize(): Promise<string>;
}

export type IdentityErrorCode = 'popup_blocked' | 'popup_closed';

export class IdentityError extends Error {
  constructor(readonly code: IdentityErrorCode) {
    super(code);
    this.name = 'IdentityError';
  }
}

interface IdpResult {
  type: 'idp-result';
  state: string;
  idToken?: string;
  error?: string;
}

const isResult = (data: unknown): data is IdpResult =>
  !!data && typeof data === 'object' && (data as IdpResult).type === 'idp-result';

/** The mock gateway's stand-in provider: a consent window on this origin that posts the token back. */
export function standInProvider(channel: IdentityChannel, win: Window = window): IdentityProvider {
  return {
    channel,
    authorize() {
      const state = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join(
        '',
      );
      const popup = win.open(`/__mock/idp/${channel}?state=${state}`, `idp-${channel}`, 'popup,width=480,height=640');
      if (!popup) return Promise.reject(new IdentityError('popup_blocked'));
      return new Promise<string>((resolve, reject) => {
        const done = () => {
          win.removeEventListener('message', onMessage);
          win.clearInterval(watch);
        };
        const onMessage = (e: MessageEvent) => {
          if (e.origin !== win.location.origin || !isResult(e.data) || e.data.state !== state) return;
          done();
          if (e.data.idToken) resolve(e.data.idToken);
          else reject(new IdentityError('popup_closed'));
        };
        // A window closed with its own button sends nothing: notice it, one tick late, so that an answer posted just
        // before the window closed itself is read first.
        let closedSeen = false;
        const watch = win.setInterval(() => {
          if (!popup.closed) return;
          if (!closedSeen) {
            closedSeen = true;
            return;
          }
          done();
          reject(new IdentityError('popup_closed'));
        }, 500);
        win.addEventListener('message', onMessage);
      });
    },
  };
}

/** The provider used for a channel. */
export function identityProvider(channel: IdentityChannel): IdentityProvider {
  return standInProvider(channel);
}
