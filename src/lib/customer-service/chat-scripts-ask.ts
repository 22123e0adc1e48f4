import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** What a merchant without chat scripts is answered: nothing to load, so the loader is never downloaded. */
const NOTHING = '{"scripts":[]}';

/**
 * WPSCORE_getCustomerServiceScript, asked once per page load without needing a token, as the platform asks it at boot,
 * once the browser has a moment to spare. Only an answer with something in it fetches the loader (chat-scripts.ts),
 * which decides what may run: a visit to a merchant without chat scripts costs one small read and no script.
 */
export function askChatScripts(gateway: GatewayClient, listed: readonly string[] = []): void {
  const ask = () =>
    callApi(gateway, 'system.customerServiceScript').then(
      async (answer) => {
        if (JSON.stringify(answer) !== NOTHING)
          (await import('./chat-scripts')).loadChatScripts(answer, listed, document);
      },
      () => undefined, // no chat widget this visit; nothing else depends on it
    );
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void ask(), { timeout: 3000 });
  else setTimeout(() => void ask(), 1000);
}
