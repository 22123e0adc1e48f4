import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** Every safer-gambling read shares this key: a change of limit, interval or break refreshes them all. */
export const SAFER_QUERY_KEY = 'safer';

/** The member's safer-gambling state and what the merchant's policy offers (safer.status, chosen here). */
export const saferStatusQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [SAFER_QUERY_KEY, 'status'], queryFn: () => callApi(gateway, 'safer.status') });

/** Net deposits and win/loss between two instants (safer.summary). */
export const saferSummaryQuery = (gateway: GatewayClient, startDate: number, endDate: number) =>
  queryOptions({
    queryKey: [SAFER_QUERY_KEY, 'summary', startDate, endDate],
    queryFn: () => callApi(gateway, 'safer.summary', { query: { startDate, endDate } }),
  });
