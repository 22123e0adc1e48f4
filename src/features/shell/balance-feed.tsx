import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WalletBalanceValue } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { queryClient } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { balanceQuery, refreshBalance } from '@/lib/wallet/balance-query';

export interface BalanceState {
  wallet?: WalletBalanceValue;
  loading: boolean;
  /** Translation key of the last failure. */
  errorKey: string | null;
  refresh: () => void;
}

/**
 * The header balance's data: the shared balance query, which a movement of money refreshes (refreshBalance). Its own
 * lazy chunk, so the query library stays out of the first screen's script; it renders nothing.
 */
export function BalanceFeed({ onChange }: { onChange: (state: BalanceState) => void }) {
  const { gateway } = useServices();
  // The header sits outside the pages' query provider: it names the one cache itself.
  const { data, isFetching, isError, error, refetch } = useQuery(balanceQuery(gateway), queryClient);
  // Any movement of money, confirmed or not, shows its effect at once.
  useEffect(() => gateway.onMoneySettled(() => void refreshBalance()), [gateway]);
  useEffect(() => {
    onChange({
      wallet: data,
      loading: isFetching,
      errorKey: isError ? errorMessageKey(error) : null,
      refresh: () => void refetch(),
    });
  }, [data, isFetching, isError, error, refetch, onChange]);
  return null;
}
