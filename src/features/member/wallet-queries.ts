import { queryOptions } from '@tanstack/react-query';
import type { WalletHistoryQuery } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/**
 * The merchant's wallet mode (GCS_merchantWallet), read as the platform's page does: isSingle 1 or "1" is a single
 * (seamless) wallet. It does not change while the site is open.
 */
export const merchantWalletQuery = (gateway: GatewayClient, merchantCode: string) =>
  queryOptions({
    queryKey: ['merchantWallet'],
    queryFn: () =>
      callApi(gateway, 'wallet.merchantWallet', { query: { merchantCode } }).then(({ isSingle }) => ({
        isSingle: String(isSingle) === '1',
      })),
    staleTime: Infinity,
  });

/** Every wallet with its balance; refreshed by any money movement. */
export const walletBalancesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'balances'],
    queryFn: () => callApi(gateway, 'wallet.balances'),
  });

/** One page of the account record (ODSFE2_MemTransDet); refreshed by any money movement. */
export const walletHistoryQuery = (gateway: GatewayClient, query: WalletHistoryQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'history', query],
    queryFn: () => callApi(gateway, 'wallet.history', { query }),
  });
