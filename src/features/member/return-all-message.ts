import type { WalletReturnAllValue } from '@/generated/api-types';

/**
 * What "return all to main wallet" says afterwards (money dictionary key and values). The platform answers only
 * `success`; the amount is said when the gateway sends it (the mock does).
 */
export function returnAllMessage(value: WalletReturnAllValue): { key: string; amount?: number } {
  if (!value.success) return { key: 'wallet.returnFailed' };
  if (value.returnedAmount === undefined) return { key: 'wallet.returnedAll' };
  return value.returnedAmount > 0
    ? { key: 'wallet.returned', amount: value.returnedAmount }
    : { key: 'wallet.nothingToReturn' };
}
