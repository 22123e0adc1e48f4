import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { queryClient } from '@/lib/query-client';

/** Every screen that shows the main balance reads it under this key. */
export const BALANCE_KEY = ['wallet.balance'] as const;

/**
 * The member's main balance (wallet.balance). Forgotten as soon as nothing shows it (a sign-out unmounts the header's
 * balance), so the next account never sees the previous one's figure. Read again whenever the tab comes back into
 * view: a game played in its own tab moves money the site did not see.
 */
export function balanceQuery(gateway: GatewayClient) {
  return queryOptions({
    queryKey: BALANCE_KEY,
    queryFn: ({ signal }) => callApi(gateway, 'wallet.balance', { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** After any movement of money (a bonus credited, a transfer...): every balance on screen asks the gateway again. */
export function refreshBalance(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
}
