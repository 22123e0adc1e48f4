/**
 * Manual rebate (the member centre's manualRebate page, ODSFE2_getRebate / ODSFE2_rebateDisburse): a day's bets earn
 * the merchant's rebate rate on their valid bet, per product; the member claims what remains, once per product and
 * day. Nothing is stored per bet: what a day earned is read from the bets the world already booked (launched games,
 * lottery orders, seeded history), so every way a bet enters the world accrues without a hook of its own.
 */
import type { ClaimBook, ClaimResult } from './claims.js';
import { WorldError } from './errors.js';
import type { MoneyHistory } from './money.js';
import type { Account, Clock, GameType } from './types.js';

export const DAY_MS = 86_400_000;

/**
 * The merchant's rebate settings (MCS2_getCustomerRebateSettingByProductType, lottoCustomersSeries): percent of the
 * valid bet, by the platform's product type number and bet series. The same for every merchant of the mock (chosen
 * here). Sports pays its single-bet rate.
 */
export const REBATE_SERIES = [
  { productType: '1', type: 'LIVE', rebateValue: 0.6 },
  { productType: '2', type: 'RNG', rebateValue: 0.8 },
  { productType: '3', type: 'FISH', rebateValue: 0.8 },
  { productType: '4', type: 'LOTT', rebateValue: 0.5 },
  { productType: '5', type: 'SPORTS-SINGLE', rebateValue: 0.5 },
  { productType: '5', type: 'SPORTS-PARLAY', rebateValue: 0.3 },
  { productType: '6', type: 'PVP', rebateValue: 0.5 },
  { productType: '7', type: 'ELOTT', rebateValue: 0.4 },
] as const;

/** The platform's manual-rebate products (lower case, as in lottRemain / rebateAmount.elott). */
export const REBATE_PRODUCTS = ['lott', 'elott', 'fish', 'live', 'pvp', 'rng', 'sports'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

const PRODUCT_OF: Record<GameType, RebateProduct> = {
  LOTT: 'lott',
  ELOTT: 'elott',
  FISH: 'fish',
  LIVE: 'live',
  PVP: 'pvp',
  RNG: 'rng',
  SPORTS: 'sports',
};

/** Percent of the valid bet per product: the series whose type starts with the product's game type (first wins). */
export function rebateRate(product: RebateProduct): number {
  const gameType = product.toUpperCase();
  return REBATE_SERIES.find((s) => s.type === gameType || s.type.startsWith(`${gameType}-`))?.rebateValue ?? 0;
}

/** Claims are for the last week's days only (chosen here): older days have been settled by the platform. */
export const CLAIMABLE_DAYS = 7;

export interface ManualRebate {
  /** What each product's bets of `day` (UTC "YYYY-MM-DD") earned and the member has not claimed, minor units. */
  remaining(accountId: number, day: string): Record<RebateProduct, number>;
  /**
   * Pays the asked amounts of `day` through the ledger (kind "rebate"), once per product and day and once per
   * idempotency key. Each asked amount must be what remains (rebate_amount_mismatch: the page showed an old figure);
   * a product already claimed that day answers rebate_already_claimed; nothing asked, rebate_nothing_to_claim.
   */
  claim(account: Account, day: string, amounts: Partial<Record<RebateProduct, number>>, key: string): ClaimResult;
}

/** "YYYY-MM-DD" of an epoch-ms instant, UTC (the mock's business day, chosen here). */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

export function createManualRebate(deps: { clock: Clock; money: MoneyHistory; claims: ClaimBook }): ManualRebate {
  const { clock, money, claims } = deps;
  // accountId -> "day:product" claimed (the ledger's reward key guards money; this answers the figures).
  const claimed = new Map<number, Set<string>>();

  const dayStart = (day: string): number => {
    const at = Date.parse(`${day}T00:00:00Z`);
    const today = Math.floor(clock.now() / DAY_MS) * DAY_MS;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at) || at > today || at <= today - CLAIMABLE_DAYS * DAY_MS)
      throw new WorldError('date_range_invalid', { balanceDate: day });
    return at;
  };

  const earned = (accountId: number, day: string): Record<RebateProduct, number> => {
    const from = dayStart(day);
    const valid = Object.fromEntries(REBATE_PRODUCTS.map((p) => [p, 0])) as Record<RebateProduct, number>;
    for (const b of money.bets(accountId))
      if (b.betAt >= from && b.betAt < from + DAY_MS && b.betAt <= clock.now())
        valid[PRODUCT_OF[b.gameType]] += b.validBetAmount;
    // Floored per product and day: the member is never paid a fraction of a minor unit.
    for (const p of REBATE_PRODUCTS) valid[p] = Math.floor((valid[p] * rebateRate(p)) / 100);
    return valid;
  };

  const remaining = (accountId: number, day: string) => {
    const out = earned(accountId, day);
    const done = claimed.get(accountId);
    for (const p of REBATE_PRODUCTS) if (done?.has(`${day}:${p}`)) out[p] = 0;
    return out;
  };

  return {
    remaining,
    claim(account, day, amounts, key) {
      const asked = REBATE_PRODUCTS.filter((p) => (amounts[p] ?? 0) > 0);
      const payload = `rebate:${day}:${asked.map((p) => `${p}=${amounts[p]}`).join(',')}`;
      return claims.once(account.id, key, payload, () => {
        if (!asked.length) throw new WorldError('rebate_nothing_to_claim', { balanceDate: day });
        const left = remaining(account.id, day);
        const done = claimed.get(account.id) ?? new Set<string>();
        for (const p of asked) {
          if (done.has(`${day}:${p}`)) throw new WorldError('rebate_already_claimed', { product: p, balanceDate: day });
          if (left[p] !== amounts[p])
            // The figure in the refusal is in major units, as the page shows it.
            throw new WorldError('rebate_amount_mismatch', { product: p, remaining: left[p] / 100 });
        }
        for (const p of asked) done.add(`${day}:${p}`);
        claimed.set(account.id, done);
        // The reward id is the ledger key (claims.ts): one product's day can never be paid twice.
        return asked.map((p) => ({ id: `rebate:${day}:${p}`, amount: left[p] }));
      });
    },
  };
}
