/**
 * Member account pages: the security centre (bindings, payment password set / change / reset by SMS code, bound
 * accounts summary, this login), transfer to upline and bonus details.
 */
import { fail } from '../lib/gateway-error.js';
import { maskMobile, toMajor, toMinor } from '../lib/to-api.js';
import { REBATE_SERIES } from '../world/manual-rebate.js';
import type { BonusType } from '../world/money.js';
import type { HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const MAX_WINDOW_MS = 31 * 86_400_000;

export const accountHandlers = {
  // The platform's items (GATEWAY-CALLS-SEEN §2); this mock offers what its world has and says so per item.
  'member.securityConfig': (ctx) => {
    const a = moneyAccount(ctx);
    const bound = ctx.world.money.boundAccounts(a.id);
    const item = (enabled: boolean, isComplete: boolean) => ({
      enabled,
      isComplete: enabled && isComplete,
      status: null,
    });
    return {
      info: {
        profile: item(true, !!a.nickname),
        idVerification: item(false, false),
        cpfVerification: item(false, false),
        loginPassword: item(true, true),
        // Every account answers the mock authenticator (world/authenticator.ts).
        bindGA: item(true, true),
        bankCards: item(
          true,
          bound.some((b) => b.type === 'B'),
        ),
        eWallet: item(
          true,
          bound.some((b) => b.type === 'E'),
        ),
        virtualWallets: item(false, false),
        paymentPassword: item(true, ctx.world.paymentPasswords.isSet(a)),
        securityQuestions: item(false, false),
        mobileVerified: item(true, !!a.mobileNum),
        mobileNum: item(true, !!a.mobileNum),
        email: item(true, !!a.email),
      },
    };
  },

  'member.paymentPasswordSet': (ctx) => {
    const b = ctx.body as { paymentPassword: string; confirmPaymentPassword: string };
    ctx.world.paymentPasswords.set(moneyAccount(ctx), b.paymentPassword, b.confirmPaymentPassword);
    return true;
  },

  'member.paymentPasswordChange': (ctx) => {
    const b = ctx.body as { oldPassword: string; newPassword: string; confirmNewPassword: string };
    ctx.world.paymentPasswords.change(moneyAccount(ctx), b);
    return true;
  },

  'member.paymentPasswordSms': (ctx) => {
    const a = moneyAccount(ctx);
    const { expiredMinutes } = ctx.world.paymentPasswords.sendResetCode(a);
    return { expiredMinutes, mobileNum: maskMobile(a.mobileNum!) };
  },

  'member.paymentPasswordReset': (ctx) => {
    const b = ctx.body as { verificationCode: string; password: string; confirmPassword: string };
    ctx.world.paymentPasswords.reset(moneyAccount(ctx), b);
    return true;
  },

  'member.uplineTransfer': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as { transferAmount: number; password: string; remark?: string };
    const amount = toMinor(b.transferAmount);
    if (amount === undefined || amount <= 0)
      fail('amount_invalid', undefined, 'The amount must be positive with at most 2 decimals');
    const r = ctx.world.upline.send({
      account: a,
      amount,
      password: b.password,
      remark: (b.remark ?? '').trim(),
      idempotencyKey: ctx.idempotencyKey!,
    });
    if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      transferId: r.transferId,
      amount: toMajor(r.amount),
      at: r.at,
      upline: r.upline.account,
      balance: toMajor(r.balance),
    };
  },

  // Read-only settings: the merchant's rates, the same for every member (chosen here; no rebate is paid from them).
  'bonus.rebateSeries': (ctx) => {
    moneyAccount(ctx);
    // The rates manual rebate pays at (world/manual-rebate.ts), so the two pages never disagree.
    return REBATE_SERIES.map((r) => ({ ...r }));
  },

  'bonus.details': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as { startDate: number; endDate: number; page: number; size: number };
    if (q.endDate < q.startDate || q.endDate - q.startDate > MAX_WINDOW_MS)
      fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
    const welcome = ctx.world.bonus.welcomeClaim(a.id);
    const all: { bonusId: string; bonusType: BonusType; amount: number; grantedAt: number; multiple: number }[] = [
      ...ctx.world.money.bonuses(a.id).map((b) => ({ ...b, multiple: b.turnoverMultiple })),
      // The welcome bonus asks for its own amount in turnover (1x, chosen here).
      ...(welcome
        ? [
            {
              bonusId: welcome.transferId,
              bonusType: 'WELCOME' as const,
              amount: welcome.amount,
              grantedAt: welcome.at,
              multiple: 1,
            },
          ]
        : []),
    ].sort((x, y) => x.grantedAt - y.grantedAt);
    const bets = ctx.world.money.bets(a.id);
    // Each bonus counts the valid bets from its credit until the next bonus (or now).
    const rows = all.map((b, i) => {
      const until = all[i + 1]?.grantedAt ?? Infinity;
      const required = b.amount * b.multiple;
      const done = bets
        .filter((bet) => bet.betAt >= b.grantedAt && bet.betAt < until)
        .reduce((s, bet) => s + bet.validBetAmount, 0);
      return { ...b, required, actual: Math.min(done, required) };
    });
    const inWindow = rows.filter((b) => b.grantedAt >= q.startDate && b.grantedAt <= q.endDate).reverse();
    const page = inWindow.slice((q.page - 1) * q.size, q.page * q.size);
    return {
      list: page.map((b) => ({
        bonusId: b.bonusId,
        bonusType: b.bonusType,
        amount: toMajor(b.amount),
        grantedAt: b.grantedAt,
        requiredTurnover: toMajor(b.required),
        actualTurnover: toMajor(b.actual),
        status: b.actual >= b.required ? 'COMPLETED' : 'IN_PROGRESS',
      })),
      totalPages: Math.ceil(inWindow.length / q.size),
      totalCount: inWindow.length,
      footer: { amount: toMajor(inWindow.reduce((s, b) => s + b.amount, 0)) },
    };
  },
} satisfies HandlerMap;
