import { queryOptions } from '@tanstack/react-query';
import type { RecordsBetsQuery, RecordsProfitQuery } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** One page of the betting record of a game type. */
export const betsQuery = (gateway: GatewayClient, query: RecordsBetsQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'bets', query],
    queryFn: () => callApi(gateway, 'records.bets', { query }),
  });

/** One page of profit and loss by period. */
export const profitQuery = (gateway: GatewayClient, query: RecordsProfitQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'profit', query],
    queryFn: () => callApi(gateway, 'records.profit', { query }),
  });
