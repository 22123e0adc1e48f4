/** wallet.*: balances, the merchant's wallet mode, transfers between wallets, return-all and the account record. */
import { createHash } from 'node:crypto';
import type { Account } from '../world/index.js';
import { accountRecord, type RecordCategory } from '../world/account-record.js';
import { walletConfig } from '../world/wallet-config.js';
import { fail } from '../lib/gateway-error.js';
import { currencyPosition, currencySymbol, toMajor, toMinor } from '../lib/to-api.js';
import { account } from './shared.js';
import { pointsHistory } from './points.js';
import type { HandlerContext, HandlerMap } from './types.js';

const MAIN_ACCOUNT_TYPE = 2;
const VENDOR_ACCOUNT_TYPE_BASE = 1000;
const MAX_WINDOW_MS = 31 * 86_400_000;

/** Trial accounts (type 4) and virtual players (types 40-42) may not use the money pages. */
export function moneyAccount(ctx: HandlerContext): Account {
  const a = account(ctx);
  if (a.kind === 'trial' || a.type === 4 || (a.type >= 40 && a.type <= 42)) fail('in_need_true_account');
  return a;
}

/** The merchant's wallet mode (site-config merchant.json wallet.mode). */
export function isSingleWallet(ctx: HandlerContext): boolean {
  return walletConfig(ctx.merchant.raw).mode === 'single';
}

/**
 * A vendor wallet's accountTypeId: derived from its code (FNV-1a), so it stays the same when a merchant adds or
 * removes a vendor, as the platform's ids do; a saved transfer never lands in another wallet.
 */
export function vendorAccountTypeId(vendor: string): number {
  let hash = 0x811c9dc5;
  for (const char of vendor) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return VENDOR_ACCOUNT_TYPE_BASE + (hash % 1_000_000);
}

/** The member's wallets as GCS_getAllWalletBalanceV2 lists them: main (2), then each vendor in code order. */
function walletAccounts(ctx: HandlerContext): { accountTypeId: number; accountName: string }[] {
  // A single wallet is the main wallet alone (games play from it; there are no vendor wallets).
  const vendors = isSingleWallet(ctx) ? [] : ctx.world.games.vendorCodes().sort();
  return [
    { accountTypeId: MAIN_ACCOUNT_TYPE, accountName: 'MAIN' },
    ...vendors.map((vendor) => ({ accountTypeId: vendorAccountTypeId(vendor), accountName: vendor })),
  ];
}

/** The wallet (MAIN or a vendor code) an accountTypeId of `wallets` names, or wallet_not_found. */
function walletName(wallets: ReturnType<typeof walletAccounts>, accountTypeId: number): string {
  const wallet = wallets.find((w) => w.accountTypeId === accountTypeId);
  if (!wallet) fail('wallet_not_found', { accountTypeId });
  return wallet.accountName;
}

/** Every wallet summed, as sumBalance: a single wallet is the main wallet alone (there are no vendor wallets to add). */
const sumBalance = (ctx: HandlerContext, s: { main: number; total: number }): number =>
  toMajor(isSingleWallet(ctx) ? s.main : s.total);

export const walletHandlers = {
  'wallet.balance': (ctx) => {
    const a = account(ctx);
    const s = ctx.world.wallets.summary(a.id);
    return {
      balance: toMajor(s.main),
      sumBalance: sumBalance(ctx, s),
      currency: s.currency,
      currencySymbol: currencySymbol(s.currency),
      currencyPosition: currencyPosition(s.currency),
    };
  },

  'wallet.merchantWallet': (ctx) => ({ isSingle: isSingleWallet(ctx) ? 1 : 0 }),

  'wallet.balances': (ctx) => {
    const a = moneyAccount(ctx);
    const s = ctx.world.wallets.summary(a.id);
    const held = new Map(s.vendors.map((v) => [v.vendor, v.amount]));
    return {
      sumBalance: sumBalance(ctx, s),
      currency: s.currency,
      currencySymbol: currencySymbol(s.currency),
      currencyPosition: currencyPosition(s.currency),
      balances: walletAccounts(ctx).map(({ accountTypeId, accountName }) =>
        accountName === 'MAIN'
          ? { accountTypeId, accountName, displayName: 'Main wallet', availBalance: toMajor(s.main), status: 'OK' }
          : {
              accountTypeId,
              accountName,
              displayName: accountName,
              availBalance: toMajor(held.get(accountName) ?? 0),
              status: ctx.world.scenarios.gameMaintenance(accountName) ? 'MAINTENANCE' : 'OK',
            },
      ),
    };
  },

  'wallet.transfer': (ctx) => {
    const a = moneyAccount(ctx);
    if (isSingleWallet(ctx)) fail('function_not_enabled', undefined, 'This merchant has a single wallet');
    const b = ctx.body as { fromAccountTypeId: number; toAccountTypeId: number; amount: number };
    const amount = toMinor(b.amount);
    if (amount === undefined || amount <= 0)
      fail('amount_invalid', undefined, 'The amount must be positive with at most 2 decimals');
    const payloadHash = createHash('sha256')
      .update(`${a.id}|${b.fromAccountTypeId}|${b.toAccountTypeId}|${amount}`)
      .digest('hex');
    const wallets = walletAccounts(ctx);
    const r = ctx.world.wallets.transfer({
      accountId: a.id,
      fromWallet: walletName(wallets, b.fromAccountTypeId),
      toWallet: walletName(wallets, b.toAccountTypeId),
      amount,
      idempotencyKey: ctx.idempotencyKey!,
      payloadHash,
    });
    if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return { successAmount: toMajor(r.amount) };
  },

  'wallet.returnAll': (ctx) => {
    const a = moneyAccount(ctx);
    if (isSingleWallet(ctx)) fail('function_not_enabled', undefined, 'This merchant has a single wallet');
    const r = ctx.world.money.returnAll(a.id, ctx.idempotencyKey!);
    if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      success: true,
      returnedAmount: toMajor(r.amount),
      balance: toMajor(ctx.world.wallets.summary(a.id).main),
    };
  },

  'wallet.history': (ctx) => {
    const q = ctx.query as {
      startTime: number;
      endTime: number;
      codeTypes?: string;
      txTypeIds?: string;
      accountTypeId?: 9;
      excludeTxTypeIds?: string;
      page: number;
      size: number;
    };
    if (q.endTime < q.startTime || q.endTime - q.startTime > MAX_WINDOW_MS)
      fail('date_range_invalid', { startTime: q.startTime, endTime: q.endTime });
    // The points account (trial accounts have one too): the mall's Points details.
    if (q.accountTypeId === 9) return pointsHistory(ctx, q);
    const a = moneyAccount(ctx);
    const categories = q.codeTypes ? new Set(q.codeTypes.split(',') as RecordCategory[]) : undefined;
    const types = q.txTypeIds ? new Set(q.txTypeIds.split(',').map(Number)) : undefined;
    const rows = accountRecord(ctx.world.ledger, ctx.world.wallets, a.id, ctx.world.upline.remark)
      .filter(
        (r) =>
          r.at >= q.startTime &&
          r.at <= q.endTime &&
          (!categories || categories.has(r.category)) &&
          (!types || types.has(r.txTypeId)),
      )
      .reverse();
    const amountIn = rows.reduce((s, r) => s + Math.max(r.amount, 0), 0);
    const amountOut = rows.reduce((s, r) => s + Math.min(r.amount, 0), 0);
    const page = rows.slice((q.page - 1) * q.size, q.page * q.size);
    return {
      list: page.map((r) => ({
        txTypeId: r.txTypeId,
        txTypeName: r.category,
        txTimeInTimestamp: r.at,
        amount: toMajor(r.amount),
        currentAvailBalance: toMajor(r.balanceAfter),
        orderNo: r.orderNo,
        remark: r.remark,
      })),
      totalPages: Math.ceil(rows.length / q.size),
      totalCount: rows.length,
      footer: { amount: toMajor(amountIn + amountOut), amountIn: toMajor(amountIn), amountOut: toMajor(amountOut) },
    };
  },
} satisfies HandlerMap;
