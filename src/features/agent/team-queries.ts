import { queryOptions } from '@tanstack/react-query';
import type {
  TeamBetsQuery,
  TeamIncomeQuery,
  TeamMembersQuery,
  TeamOverviewQuery,
  TeamProfitQuery,
  TeamTransactionsQuery,
} from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

// Every team read shows money, so a transfer (which invalidates MONEY_QUERY_KEY) refreshes them all.

export const agentWalletQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [MONEY_QUERY_KEY, 'agent-wallet'], queryFn: () => callApi(gateway, 'wallet.balance') });

export const teamOverviewQuery = (gateway: GatewayClient, query: TeamOverviewQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'team-overview', query],
    queryFn: () => callApi(gateway, 'team.overview', { query }),
  });

export const teamMembersQuery = (gateway: GatewayClient, query: TeamMembersQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'team-members', query],
    queryFn: () => callApi(gateway, 'team.members', { query }),
  });

export const teamBetsQuery = (gateway: GatewayClient, query: TeamBetsQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'team-bets', query],
    queryFn: () => callApi(gateway, 'team.bets', { query }),
  });

export const teamProfitQuery = (gateway: GatewayClient, query: TeamProfitQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'team-profit', query],
    queryFn: () => callApi(gateway, 'team.profit', { query }),
  });

export const teamIncomeQuery = (gateway: GatewayClient, query: TeamIncomeQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'team-income', query],
    queryFn: () => callApi(gateway, 'team.income', { query }),
  });

export const teamTransactionsQuery = (gateway: GatewayClient, query: TeamTransactionsQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'team-transactions', query],
    queryFn: () => callApi(gateway, 'team.transactions', { query }),
  });
