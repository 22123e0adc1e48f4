/** wallet.*: balances and the idempotent transfer between the main and vendor wallets. */
import { createHash } from 'node:crypto';
import { fail } from '../lib/gateway-error.js';
import { currencySymbol, toMajor, toMinor } from '../lib/to-api.js';
import { account } from './shared.js';
import type { HandlerMap } from './types.js';

export const walletHandlers: HandlerMap = {
  'wallet.balance': (ctx) => {
    const a = account(ctx);
    const s = ctx.world.wallets.summary(a.id);
    return {
      balance: toMajor(s.main),
      total: toMajor(s.total),
      currency: s.currency,
      currencySymbol: currencySymbol(s.currency),
      vendors: s.vendors.map((v) => ({ vendor: v.vendor, amount: toMajor(v.amount) })),
    };
  },

  'wallet.transfer': (ctx) => {
    const a = account(ctx);
    ctx.world.play.requireRealAccount(a);
    const b = ctx.body as { fromWallet: string; toWallet: string; amount: number };
    const amount = toMinor(b.amount);
    if (amount === undefined || amount <= 0)
      fail('amount_invalid', undefined, 'The amount must be positive with at most 2 decimals');
    const payloadHash = createHash('sha256').update(`${a.id}|${b.fromWallet}|${b.toWallet}|${amount}`).digest('hex');
    const r = ctx.world.wallets.transfer({
      accountId: a.id,
      fromWallet: b.fromWallet,
      toWallet: b.toWallet,
      amount,
      idempotencyKey: ctx.idempotencyKey!,
      payloadHash,
    });
    if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      transferId: r.transferId,
      fromWallet: b.fromWallet,
      toWallet: b.toWallet,
      amount: toMajor(r.amount),
      at: r.at,
      balances: { from: toMajor(r.balances.from), to: toMajor(r.balances.to) },
    };
  },
};
