import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { SAFER_QUERY_KEY } from '@/lib/safer/safer-status';

/** Net deposits and win/loss between two instants (safer.summary). */
export const saferSummaryQuery = (gateway: GatewayClient, startDate: number, endDate: number) =>
  queryOptions({
    queryKey: [SAFER_QUERY_KEY, 'summary', startDate, endDate],
    queryFn: () => callApi(gateway, 'safer.summary', { query: { startDate, endDate } }),
  });
