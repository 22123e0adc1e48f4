/** withdraw.* and receipt.*: the withdraw page and the payout receipt, over world/withdrawals.ts. */
import type * as Api from '../../src/generated/api-types.js';
import { BANKS_AND_EWALLETS, type BoundAccount, type WithdrawType } from '../world/money.js';
import { walletConfig } from '../world/wallet-config.js';
import { WITHDRAW_LIMITS } from '../world/withdrawals.js';
import { codeNeeded, verifyWithdrawCode, withdrawSmsRule } from '../world/withdraw-sms.js';
import { fail } from '../lib/gateway-error.js';
import { toMajor, toMinor } from '../lib/to-api.js';
import { account } from './shared.js';
import type { HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const MAX_WINDOW_MS = 31 * 86_400_000;
const DEFAULT_RECEIPT_MINUTES = 15;

/** merchant.json wallet.receiptAutoConfirmMinutes (default 15). */
export function receiptMinutes(raw: Record<string, unknown>): number {
  return walletConfig(raw).receiptAutoConfirmMinutes ?? DEFAULT_RECEIPT_MINUTES;
}

const minor = (major: number): number => {
  const m = toMinor(major);
  if (m === undefined || m <= 0)
    fail('amount_invalid', undefined, 'The amount must be positive with at most 2 decimals');
  return m;
};

/** MC getWithdrawSett's SMS verification fields, from the merchant's wallet settings. */
function smsSettings(raw: Record<string, unknown>) {
  const rule = withdrawSmsRule(raw);
  return { mobileVerificationType: rule.type, mobileVerificationWithdrawAmount: toMajor(rule.overAmount) };
}

const apiCard = (c: BoundAccount): Api.WithdrawBoundAccount => ({
  bankCardId: c.bankCardId,
  bankCode: c.bankCode,
  bankName: c.bankName,
  cardHolder: c.cardHolder,
  cardNumber: c.cardNumber,
  createdAt: c.createdAt,
  isWithdrawActive: 'Y',
});

/** MC getWithdrawMethods: one group per kind of account; withdrawMethodGroup is the groupId a withdrawal names. */
const WITHDRAW_METHODS = [
  { methodGroupType: 'B', withdrawMethodGroup: 'BANK', groupName: 'Bank account' },
  { methodGroupType: 'E', withdrawMethodGroup: 'EWALLET', groupName: 'E-wallet' },
] as const;

/** The platform's currentWithdrawType of each kind of bound account. */
const WITHDRAW_TYPES: Record<BoundAccount['type'], WithdrawType> = { B: 'BC', E: 'EW' };

/**
 * The account a withdrawal names must be of the kind it says (currentWithdrawType), and an e-wallet payout names
 * the e-wallet group; otherwise there is no such account to pay out to.
 */
function checkWithdrawTarget(
  bound: readonly BoundAccount[],
  b: { bankCardId: string; currentWithdrawType: string; groupId?: string },
): void {
  const card = bound.find((c) => c.bankCardId === b.bankCardId);
  if (!card) return; // the world refuses an unknown account with its own checks, in their order
  const group = WITHDRAW_METHODS.find((m) => m.methodGroupType === card.type)!.withdrawMethodGroup;
  if (WITHDRAW_TYPES[card.type] !== b.currentWithdrawType || (card.type === 'E' && b.groupId !== group))
    fail('bank_card_not_found', { bankCardId: b.bankCardId, currentWithdrawType: b.currentWithdrawType });
}

export const withdrawHandlers = {
  'withdraw.turnover': (ctx) => {
    const t = ctx.world.withdrawals.turnover(moneyAccount(ctx).id);
    return {
      status: t.status,
      details: [
        { gameType: 'ALL', actualTurnover: toMajor(t.actual), requiredTurnover: toMajor(t.required) },
        ...t.byGameType.map((g) => ({ gameType: g.gameType, actualTurnover: toMajor(g.actual), requiredTurnover: 0 })),
      ],
      totalActualTurnover: toMajor(t.actual),
      totalRequiredTurnover: toMajor(t.required),
    };
  },

  'withdraw.settings': (ctx) => {
    moneyAccount(ctx);
    return {
      methods: [...WITHDRAW_METHODS],
      normalBankWithdrawalSwitch: 'Y',
      eWalletWithdrawalSwitch: 'Y',
      minimumAmount: toMajor(WITHDRAW_LIMITS.minAmount),
      maximumAmount: toMajor(WITHDRAW_LIMITS.maxAmount),
      dailyWithdrawMaxCount: WITHDRAW_LIMITS.dailyCount,
      dailyWithdrawMaxAmount: toMajor(WITHDRAW_LIMITS.dailyAmount),
      eWalletFeePercent: WITHDRAW_LIMITS.eWalletFeePercent,
      eWalletMinFee: toMajor(WITHDRAW_LIMITS.eWalletMinFee),
      allowWithdraw: 'Y',
      c2cEnabled: 'Y',
      receiptAutoConfirmMinutes: receiptMinutes(ctx.merchant.raw),
      ...smsSettings(ctx.merchant.raw),
    };
  },

  'withdraw.accounts': (ctx) => {
    const a = moneyAccount(ctx);
    const bound = ctx.world.money.boundAccounts(a.id);
    const left = ctx.world.withdrawals.remaining(a.id);
    return {
      bankCards: bound.filter((c) => c.type === 'B').map(apiCard),
      eWallets: bound.filter((c) => c.type === 'E').map(apiCard),
      remainingTransactionTimes: left.count,
      remainingWithdrawAmount: toMajor(left.amount),
      maxCardCount: WITHDRAW_LIMITS.maxAccounts,
      normalDeleteBankCard: 'Y',
      ewalletDeleteBankCard: 'Y',
      payee: bound[0]?.cardHolder ?? a.nickname,
      hasPaymentPassword: !!a.paymentPassword,
    };
  },

  'withdraw.banks': (ctx) => {
    moneyAccount(ctx);
    return BANKS_AND_EWALLETS.map((b) => ({ bankCode: b.bankCode, bankEngName: b.bankName, cardType: b.type }));
  },

  'withdraw.addAccount': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as {
      cardType: 'B' | 'E';
      bankCode: string;
      payeeName: string;
      cardNumber: string;
      paymentPassword: string;
    };
    ctx.world.withdrawals.checkPaymentPassword(a, b.paymentPassword);
    const bank = BANKS_AND_EWALLETS.find((x) => x.bankCode === b.bankCode && x.type === b.cardType);
    if (!bank) fail('bank_card_not_found', { bankCode: b.bankCode }, 'Unknown bank or e-wallet for this account type');
    return apiCard(
      ctx.world.withdrawals.bind(a, {
        type: b.cardType,
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        cardHolder: b.payeeName,
        cardNumber: b.cardNumber,
      }),
    );
  },

  'withdraw.deleteAccount': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as { bankCardId: string; password: string };
    ctx.world.withdrawals.checkPaymentPassword(a, b.password);
    ctx.world.withdrawals.unbind(a.id, b.bankCardId);
    return { bankCardId: b.bankCardId };
  },

  'withdraw.charges': (ctx) => {
    moneyAccount(ctx);
    const q = ctx.query as { withdrawAmount: number; withdrawType: WithdrawType };
    return toMajor(ctx.world.withdrawals.fee(q.withdrawType, minor(q.withdrawAmount)));
  },

  'withdraw.submit': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as {
      amount: number;
      bankCardId: string;
      password: string;
      currentWithdrawType: string;
      groupId?: string;
      verificationCode?: string;
    };
    ctx.world.withdrawals.checkPaymentPassword(a, b.password);
    checkWithdrawTarget(ctx.world.money.boundAccounts(a.id), b);
    const amount = minor(b.amount);
    const sms = withdrawSmsRule(ctx.merchant.raw);
    const r = ctx.world.withdrawals.submit(a.id, { amount, bankCardId: b.bankCardId }, ctx.idempotencyKey!, () => {
      if (codeNeeded(sms, amount)) verifyWithdrawCode(ctx.world.sms, a, b.verificationCode);
    });
    if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      refId: r.record.refId,
      amount: toMajor(r.record.amount),
      fee: toMajor(r.record.fee),
      status: r.record.status,
      balance: toMajor(ctx.world.wallets.summary(a.id).main),
    };
  },

  'withdraw.records': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as { startDateTs: number; endDateTs: number; start: number; end: number; status?: number };
    if (
      q.endDateTs < q.startDateTs ||
      q.endDateTs - q.startDateTs > MAX_WINDOW_MS ||
      q.end <= q.start ||
      q.end - q.start > 100
    )
      fail('date_range_invalid', { startDateTs: q.startDateTs, endDateTs: q.endDateTs });
    const rows = ctx.world.money
      .withdrawals(a.id)
      .filter(
        (w) =>
          w.withdrawDate >= q.startDateTs &&
          w.withdrawDate <= q.endDateTs &&
          (q.status === undefined || w.status === q.status),
      )
      .slice()
      .sort((x, y) => y.withdrawDate - x.withdrawDate);
    return {
      records: rows.slice(q.start, q.end).map((w) => ({
        refId: w.refId,
        withdrawType: w.withdrawType,
        amount: toMajor(w.amount),
        fee: toMajor(w.fee),
        bankName: w.bankName,
        withdrawDate: w.withdrawDate,
        status: w.status,
        remark: w.remark,
      })),
      footer: [{ totalCount: rows.length }],
    };
  },

  'receipt.list': (ctx) => {
    const a = account(ctx);
    return ctx.world.withdrawals.pending(a.id).map((c) => ({
      payDetailId: c.payDetailId,
      refId: c.refId,
      isAutoConfirmed: c.isAutoConfirmed ? 'Y' : 'N',
      amount: toMajor(c.amount),
      remainingAmount: toMajor(c.remainingAmount),
      paidAt: c.paidAt,
      secondsLeft: Math.ceil(c.msLeft / 1000),
    }));
  },

  'receipt.process': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as {
      payDetailId: string;
      isMoneyReceived: 'Y' | 'N' | 'A';
      receivedAmount?: number;
      proofOfNotReceive?: string[];
    };
    const { result, replayed } = ctx.world.withdrawals.confirm(
      a.id,
      b.payDetailId,
      b.isMoneyReceived === 'N'
        ? { kind: 'notReceived', images: b.proofOfNotReceive ?? [] }
        : b.isMoneyReceived === 'A'
          ? { kind: 'acknowledge' }
          : {
              kind: 'received',
              ...(b.receivedAmount !== undefined ? { receivedAmount: minor(b.receivedAmount) } : {}),
            },
    );
    if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      payDetailId: result.payDetailId,
      refId: result.refId,
      status: result.status,
      refundedAmount: toMajor(result.refunded),
      proofIds: result.images.map((i) => i.id),
    };
  },
} satisfies HandlerMap;
