import { queryOptions } from '@tanstack/react-query';
import type { RecordsLotteryQuery } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from './money-query-key';

/**
 * One page of lottery orders (ODSFE2_lottMemBet): the member's betting record (subordinateType SELF) and the agent's
 * team betting (ALL) read the same call.
 */
export const lotteryOrdersQuery = (gateway: GatewayClient, query: RecordsLotteryQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'lottery-orders', query],
    queryFn: () => callApi(gateway, 'records.lottery', { query }),
  });

/** One lottery order's bets (ODSFE2_lottBetRecordsDetail), for its detail view; `numero` checks the order's draw. */
export const lotteryBetDetailQuery = (gateway: GatewayClient, orderNo: string, numero?: string) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'lottery-detail', orderNo, numero],
    queryFn: ({ signal }) =>
      callApi(gateway, 'records.lotteryDetail', { query: numero ? { orderNo, numero } : { orderNo }, signal }),
  });
