import { queryOptions } from '@tanstack/react-query';
import type { DepositPromotionsQuery, DepositRecordsQuery } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** Whether the member may deposit now, and deposits in progress; refreshed by any money movement. */
export const depositSettingsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'depositSettings'],
    queryFn: () => callApi(gateway, 'deposit.settings'),
  });

/** Deposit methods and their channels (MC getDepositBanksList): the merchant's set, stable while the page is open. */
export const depositBanksQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['depositBanks'],
    queryFn: () => callApi(gateway, 'deposit.banks'),
    staleTime: 5 * 60_000,
  });

/** Promotions a deposit by one channel may join. */
export const depositPromotionsQuery = (gateway: GatewayClient, query: DepositPromotionsQuery) =>
  queryOptions({
    queryKey: ['depositPromotions', query],
    queryFn: () => callApi(gateway, 'deposit.promotions', { query }),
    staleTime: 5 * 60_000,
  });

/** One page of deposit records; refreshed by any money movement. */
export const depositRecordsQuery = (gateway: GatewayClient, query: DepositRecordsQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'deposits', query],
    queryFn: () => callApi(gateway, 'deposit.records', { query }),
  });

/** The cashier's methods (MCSFE_getDepositMethods), the records' method filter: settings, read once per visit. */
export const depositMethodsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['deposit-methods'],
    queryFn: () => callApi(gateway, 'deposit.methods'),
    staleTime: Infinity,
  });
