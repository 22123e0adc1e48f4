import { queryOptions } from '@tanstack/react-query';
import type { SaferStatusValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** Every safer-gambling read shares this key: a change of limit, interval or break refreshes them all. */
export const SAFER_QUERY_KEY = 'safer';

/**
 * The member's safer-gambling state and what the merchant's policy offers (safer.status, chosen here): read by the
 * member centre and by the promotions, which invite no one to deposit past a limit.
 */
export const saferStatusQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [SAFER_QUERY_KEY, 'status'], queryFn: () => callApi(gateway, 'safer.status') });

/** Nothing more may be deposited until a deposit limit resets (issue 45, RTS 14: no invitation to chase). */
export const depositLimitReached = (status: Pick<SaferStatusValue, 'limits'>): boolean =>
  status.limits.some((l) => l.kind === 'deposit' && l.remaining <= 0);
