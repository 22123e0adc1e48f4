import { queryOptions } from '@tanstack/react-query';
import type {
  PointsRedeemListQuery,
  PointsRewardsQuery,
  RewardsClaimHistoryQuery,
  WalletHistoryQuery,
} from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { REWARDS_QUERY_KEY } from '@/lib/rewards/issued-rewards';
import { POINTS_QUERY_KEY } from '@/lib/rewards/mall-state';

export const rewardSummaryQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [...REWARDS_QUERY_KEY, 'summary'], queryFn: () => callApi(gateway, 'rewards.summary') });

export const signInTasksQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...REWARDS_QUERY_KEY, 'signIn'],
    queryFn: () => callApi(gateway, 'rewards.loginPromotions'),
    staleTime: Infinity,
  });

export const signInCalendarQuery = (gateway: GatewayClient, configId: number) =>
  queryOptions({
    queryKey: [...REWARDS_QUERY_KEY, 'signIn', configId],
    queryFn: () => callApi(gateway, 'rewards.loginHistory', { query: { configId } }),
  });

export const newbieTasksQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [...REWARDS_QUERY_KEY, 'newbie'], queryFn: () => callApi(gateway, 'rewards.registerList') });

export const rescueRulesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['rescueRules'],
    queryFn: () => callApi(gateway, 'rewards.savior'),
    staleTime: Infinity,
  });

export const ticketsQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [...REWARDS_QUERY_KEY, 'tickets'], queryFn: () => callApi(gateway, 'rewards.tickets') });

export const prizeWheelQuery = (gateway: GatewayClient, transactionId: string) =>
  queryOptions({
    queryKey: ['prizeWheel', transactionId],
    queryFn: () => callApi(gateway, 'rewards.prizeWheel', { query: { transactionId } }),
    staleTime: Infinity,
  });

export const claimHistoryQuery = (gateway: GatewayClient, query: RewardsClaimHistoryQuery) =>
  queryOptions({
    queryKey: [...REWARDS_QUERY_KEY, 'history', query],
    queryFn: () => callApi(gateway, 'rewards.claimHistory', { query }),
  });

// The points mall (MCS2_ calls; SPEC §7).
/** Points move outside the site too (bets in a game's own window): every page that shows them asks again. */
export const pointBalanceQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'balance'],
    queryFn: () => callApi(gateway, 'points.balance'),
    staleTime: 0,
  });

export const conversionTypesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'types'],
    queryFn: () => callApi(gateway, 'points.conversionTypes'),
    staleTime: Infinity,
  });

export const pointRewardsQuery = (gateway: GatewayClient, query: PointsRewardsQuery) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'rewards', query],
    queryFn: () => callApi(gateway, 'points.rewards', { query }),
  });

export const redeemHistoryQuery = (gateway: GatewayClient, query: PointsRedeemListQuery) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'redeemList', query],
    queryFn: () => callApi(gateway, 'points.redeemList', { query }),
  });

export const pointConfigQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [...POINTS_QUERY_KEY, 'config'], queryFn: () => callApi(gateway, 'points.config') });

/** The points account's rows (ODSFE2_MemTransDet with accountTypeId 9, GATEWAY-CALLS-SEEN §10). */
export const pointDetailsQuery = (gateway: GatewayClient, query: WalletHistoryQuery) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'details', query],
    queryFn: () => callApi(gateway, 'wallet.history', { query }),
  });
