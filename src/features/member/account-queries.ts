import { queryOptions } from '@tanstack/react-query';
import type { BonusDetailsQuery } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** The security centre's items (getSecurityConfigV2): what is enabled and done, e.g. mobile, e-mail, payment password. */
export const securityConfigQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['securityConfig'],
    queryFn: () => callApi(gateway, 'member.securityConfig'),
  });

/** One page of bonuses received; refreshed by any money movement. */
/** The member's rebate rates (MCS2_lottoCustomersSeries): settings, read once per visit. */
export const rebateSeriesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['rebate-series'],
    queryFn: () => callApi(gateway, 'bonus.rebateSeries'),
    staleTime: Infinity,
  });

export const bonusDetailsQuery = (gateway: GatewayClient, query: BonusDetailsQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'bonuses', query],
    queryFn: () => callApi(gateway, 'bonus.details', { query }),
  });
