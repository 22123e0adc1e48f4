import { queryOptions } from '@tanstack/react-query';
import type { WithdrawChargesQuery, WithdrawRecordsQuery } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** Turnover required vs reached (MC getTurnoverInfo); refreshed by any money movement. */
export const turnoverQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [MONEY_QUERY_KEY, 'turnover'], queryFn: () => callApi(gateway, 'withdraw.turnover') });

/** Methods, limits, fees and the receipt window (MC getWithdrawSett). */
export const withdrawSettingsQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: ['withdrawSettings'], queryFn: () => callApi(gateway, 'withdraw.settings') });

/** Bound accounts and today's remaining count and amount (MCSFE_getWithdrawAccountInfo). */
export const withdrawAccountsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'withdrawAccounts'],
    queryFn: () => callApi(gateway, 'withdraw.accounts'),
  });

/** Banks and e-wallets an account can be bound at (MCSFE_getBanks). */
export const banksQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: ['withdrawBanks'], queryFn: () => callApi(gateway, 'withdraw.banks'), staleTime: Infinity });

/** The fee of an amount (MC getCalculatedWithdrawCharges). */
export const chargesQuery = (gateway: GatewayClient, query: WithdrawChargesQuery) =>
  queryOptions({
    queryKey: ['withdrawCharges', query],
    queryFn: () => callApi(gateway, 'withdraw.charges', { query }),
    staleTime: 60_000,
  });

/** Withdrawals of a window (MC getWithdrawTransactionReport); refreshed by any money movement. */
export const withdrawRecordsQuery = (gateway: GatewayClient, query: WithdrawRecordsQuery) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'withdrawRecords', query],
    queryFn: () => callApi(gateway, 'withdraw.records', { query }),
  });

/** Payouts waiting for the member's receipt: asked again on every page load, so a reload cannot lose one. */
export const receiptsQuery = (gateway: GatewayClient) =>
  queryOptions({ queryKey: [MONEY_QUERY_KEY, 'receipts'], queryFn: () => callApi(gateway, 'receipt.list') });

/** Refusals of the withdraw page and the receipt, by gateway code (money dictionary, `withdraw.errors.*`). */
const WITHDRAW_ERRORS: Record<string, string> = {
  withdraw_turnover_not_enough: 'turnover',
  'invalid.payment.pw': 'paymentPassword',
  'not.exists.payment.password': 'noPaymentPassword',
  withdraw_amount_out_of_range: 'range',
  withdraw_count_exceeded: 'count',
  withdraw_remaining_exceeded: 'remaining',
  bank_card_not_found: 'accountGone',
  bank_card_limit_reached: 'accountLimit',
  payment_confirmation_not_found: 'receiptGone',
  payment_confirmation_auto_confirmed: 'receiptAutoConfirmed',
  payment_confirmation_open: 'receiptOpen',
  proof_image_invalid: 'proofImage',
  amount_invalid: 'amount',
};

/** The translation key (with namespace) of a refusal: the page's own sentence, else the common one. */
export function withdrawErrorKey(error: unknown): string {
  const own = error instanceof GatewayError ? WITHDRAW_ERRORS[error.code] : undefined;
  return own ? `money:withdraw.errors.${own}` : `common:${errorMessageKey(error)}`;
}

/** An amount (major units) as the page shows it. */
