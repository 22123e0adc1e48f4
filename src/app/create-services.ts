import { callApi, validateAgainstContract } from '@/lib/gateway/api';
import { createGatewayClient } from '@/lib/gateway/client';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import type { PayloadCipher } from '@/lib/gateway/payload-cipher';
import { platformMerchantCode } from '@/lib/config/resolve-merchant';
import type { SiteConfig } from '@/lib/config/load-merchant';
import { createSessionStore } from '@/lib/session/session-store';
import type { AppServices } from '@/lib/services';

export const SESSION_ENDED_EVENT = 'session:ended';

// A session can end before anything listens (a dead stored token found at boot): the listener reads it when it mounts.
let unannounced: GatewayError | null = null;

/** The ended session nobody has been told about yet, once. */
export function takeUnannouncedSessionEnd(): GatewayError | null {
  const error = unannounced;
  unannounced = null;
  return error;
}

/** The cipher's code comes with the first encrypted call (login, a payment password...), not with the first screen. */
function cipherOnFirstUse(load: () => Promise<PayloadCipher>): PayloadCipher {
  let cipher: Promise<PayloadCipher> | undefined;
  const loaded = () =>
    (cipher ??= load().catch((error: unknown) => {
      cipher = undefined; // the next encrypted call tries again
      throw error;
    }));
  return {
    encrypt: (payload) => loaded().then((c) => c.encrypt(payload)),
    forgetKeys: () =>
      void cipher?.then(
        (c) => c.forgetKeys(),
        () => undefined,
      ),
  };
}

export function createServices(site: SiteConfig, language: () => string): AppServices {
  const session = createSessionStore();
  const merchantCode = platformMerchantCode(location.hostname, site.merchant.merchantCodes);
  const gateway = createGatewayClient({
    merchantCode: () => merchantCode,
    language,
    cipher: cipherOnFirstUse(() =>
      import('@/lib/gateway/payload-cipher').then((m) => m.createJweCipher(() => callApi(gateway, 'system.jwks'))),
    ),
    validateResponse: import.meta.env.DEV ? validateAgainstContract : undefined,
    onSessionEnded: (error: GatewayError) => {
      session.clear();
      unannounced = error;
      window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: error }));
    },
  });
  return { gateway, session };
}
