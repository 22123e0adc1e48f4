/**
 * rebate.*: the merchant's rebate rates as a map by product type, and manual rebate (MANPLAYREB3): what a day's bets
 * earned, and its claim (money: once per product and day, once per Idempotency-Key).
 */
import { fail } from '../lib/gateway-error.js';
import { flagOn } from '../lib/site-config.js';
import { toMajor, toMinor } from '../lib/to-api.js';
import { REBATE_PRODUCTS, REBATE_SERIES, type RebateProduct } from '../world/manual-rebate.js';
import { claimAnswer } from './community-shared.js';
import type { HandlerContext, HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

/** The page is the merchant's choice (whitelabel switch MANPLAYREB3); without it the calls say so. */
function manualRebateAccount(ctx: HandlerContext) {
  const a = moneyAccount(ctx);
  if (!flagOn(ctx.merchant, 'MANPLAYREB3')) fail('function_not_enabled', undefined, 'Manual rebate is not enabled');
  return a;
}

export const rebateHandlers = {
  'rebate.settings': (ctx) => {
    moneyAccount(ctx);
    const byType: Record<string, { rebateValue: number; type: string }[]> = {};
    for (const r of REBATE_SERIES) (byType[r.productType] ??= []).push({ rebateValue: r.rebateValue, type: r.type });
    return byType;
  },

  'rebate.remaining': (ctx) => {
    const a = manualRebateAccount(ctx);
    const day = ctx.query.today as string;
    const left = ctx.world.manualRebate.remaining(a.id, day);
    return {
      lottRemain: toMajor(left.lott),
      elottRemain: toMajor(left.elott),
      fishRemain: toMajor(left.fish),
      liveRemain: toMajor(left.live),
      pvpRemain: toMajor(left.pvp),
      rngRemain: toMajor(left.rng),
      sportsRemain: toMajor(left.sports),
      balanceDate: day,
    };
  },

  'rebate.disburse': (ctx) => {
    const a = manualRebateAccount(ctx);
    const b = ctx.body as { balanceDate: string; rebateAmount: Partial<Record<RebateProduct, number>> };
    const amounts: Partial<Record<RebateProduct, number>> = {};
    for (const p of REBATE_PRODUCTS) if (b.rebateAmount[p]) amounts[p] = toMinor(b.rebateAmount[p]);
    const r = ctx.world.manualRebate.claim(a, b.balanceDate, amounts, ctx.idempotencyKey!);
    return claimAnswer(ctx, a.id, r);
  },
} satisfies HandlerMap;
