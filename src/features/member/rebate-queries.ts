import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** The products of manual rebate, in the platform page's order (ODSFE2_getRebate's lottRemain … sportsRemain). */
export const REBATE_PRODUCTS = ['lott', 'elott', 'live', 'rng', 'fish', 'pvp', 'sports'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

/** The day the page shows, "YYYY-MM-DD" in UTC, the gateway's business day for manual rebate (docs/gateway.md). */
export const rebateDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** What a day's bets left to claim; under the money key, so a claim (or any bet settled) refreshes it. */
export const rebateRemainingQuery = (gateway: GatewayClient, today: string) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'manual-rebate', today],
    queryFn: () => callApi(gateway, 'rebate.remaining', { query: { today } }),
  });

/** The refusals of a claim that have their own sentence (rebate namespace); the rest read as elsewhere. */
const CLAIM_ERRORS: Readonly<Record<string, string>> = {
  rebate_nothing_to_claim: 'nothingToClaim',
  rebate_already_claimed: 'alreadyClaimed',
  rebate_amount_mismatch: 'amountChanged',
  date_range_invalid: 'dayClosed',
};

export function rebateErrorKey(error: unknown): string {
  const own = error instanceof GatewayError ? CLAIM_ERRORS[error.code] : undefined;
  return own ? `rebate:errors.${own}` : `common:${errorMessageKey(error)}`;
}

const claimedKey = (account: string, day: string) => `manual-rebate-claimed:${account}:${day}`;

/**
 * The products `account` claimed on `day` in this tab (sessionStorage, like the token): the gateway answers only what
 * remains, so a product paid today would otherwise look like one without bets.
 */
export function readClaimedProducts(account: string, day: string): RebateProduct[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(claimedKey(account, day)) ?? '[]');
    return REBATE_PRODUCTS.filter((p) => Array.isArray(stored) && stored.includes(p));
  } catch {
    return [];
  }
}

export function saveClaimedProducts(account: string, day: string, products: readonly RebateProduct[]): void {
  const all = new Set([...readClaimedProducts(account, day), ...products]);
  sessionStorage.setItem(claimedKey(account, day), JSON.stringify([...all]));
}
