/**
 * Withdrawals as the member makes them and payouts as the cashier pays them (GATEWAY-CALLS-SEEN section 7):
 * turnover check, bound accounts, limits, fees, the payout itself (main -> house through the ledger, once per
 * idempotency key), QA marking a payout paid, and the member's receipt of it. A payout not confirmed within the
 * merchant's minutes counts as received on the virtual clock; only "not received" and a partial receipt give money
 * back (SPEC section 4: a forced receipt refunds nothing).
 */
import { HOUSE, type WalletsInternal } from './ledger.js';
import { WorldError } from './errors.js';
import type { BoundAccount, MoneyHistory, PaymentConfirmation, WithdrawRecord, WithdrawType } from './money.js';
import type { Account, Clock, GameType, Ledger } from './types.js';
import { acceptImages, type StoredImage } from './uploads.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Bets of the last 30 days count towards the turnover. */
const TURNOVER_WINDOW = 30 * DAY;

/** The mock cashier's limits, minor units (the same for every merchant; docs/gateway.md). */
export const WITHDRAW_LIMITS = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyCount: 5,
  dailyAmount: 10_000_000,
  maxAccounts: 5,
  /** E-wallet payouts cost 1 %, at least 5.00; bank payouts are free. */
  eWalletFeePercent: 1,
  eWalletMinFee: 500,
} as const;

export interface TurnoverInfo {
  status: 'A' | 'N';
  required: number;
  actual: number;
  byGameType: { gameType: GameType; actual: number }[];
}

export interface PendingConfirmation extends PaymentConfirmation {
  isAutoConfirmed: boolean;
  /** Milliseconds until it counts as received (0 once it does). */
  msLeft: number;
}

export type Receipt =
  | { kind: 'received'; receivedAmount?: number }
  | { kind: 'notReceived'; images: readonly unknown[] }
  | { kind: 'acknowledge' };

export interface ReceiptResult {
  payDetailId: string;
  refId: string;
  status: WithdrawRecord['status'];
  /** Minor units given back to main (0 for a full or forced receipt). */
  refunded: number;
  images: StoredImage[];
}

export interface Withdrawals {
  turnover(accountId: number): TurnoverInfo;
  /** QA: the turnover the member must reach before withdrawing (minor units; 0 = none). */
  setRequiredTurnover(accountId: number, minor: number): void;
  /** Today's (UTC day of the virtual clock) withdrawals left. */
  remaining(accountId: number): { count: number; amount: number };
  fee(type: WithdrawType, amount: number): number;
  checkPaymentPassword(account: Account, password: string): void;
  bind(
    account: Account,
    input: Omit<BoundAccount, 'bankCardId' | 'accountId' | 'createdAt' | 'cardNumber'> & {
      cardNumber: string;
    },
  ): BoundAccount;
  unbind(accountId: number, bankCardId: string): void;
  submit(
    accountId: number,
    input: { amount: number; bankCardId: string },
    idempotencyKey: string,
    /**
     * The last check before the money moves (the SMS code): not run when the key replays a withdrawal that went
     * through, and after the turnover, account and limit checks, so none of those refusals uses the code up.
     */
    authorise?: () => void,
  ): {
    record: WithdrawRecord;
    replayed: boolean;
  };
  /** QA: the cashier paid this payout; the member is asked to confirm within `minutes`. */
  markPaid(accountId: number, refId: string, minutes: number): PaymentConfirmation;
  pending(accountId: number): PendingConfirmation[];
  confirm(accountId: number, payDetailId: string, receipt: Receipt): { result: ReceiptResult; replayed: boolean };
}

export function createWithdrawals(deps: {
  clock: Clock;
  ledger: Ledger;
  wallets: WalletsInternal;
  money: MoneyHistory;
}): Withdrawals {
  const { clock, ledger, wallets, money } = deps;
  const required = new Map<number, number>();
  const submitted = new Map<string, { accountId: number; refId: string }>();
  const receipts = new Map<string, { decision: string; result: ReceiptResult }>();
  let serial = 0;
  const next = (prefix: string, accountId: number) => `${prefix}${accountId}N${String(++serial).padStart(4, '0')}`;
  const dayStart = () => Math.floor(clock.now() / DAY) * DAY;
  const withdrawal = (accountId: number, refId: string) => {
    const w = money.withdrawals(accountId).find((x) => x.refId === refId) as WithdrawRecord | undefined;
    if (!w) throw new WorldError('payment_confirmation_not_found', { refId });
    return w;
  };
  /** The receipt's refund is its own movement (ref = payDetailId), apart from the withdrawal it gives back. */
  const refund = (w: WithdrawRecord, amount: number, payDetailId: string) => {
    if (amount > 0)
      ledger.transfer({
        from: HOUSE,
        to: wallets.mainId(w.accountId),
        amount,
        idempotencyKey: `receipt:${payDetailId}`,
        kind: 'refund',
        ref: payDetailId,
      });
  };

  /** Today's limits count the withdrawals made through submit (the seeded history does not count). */
  function remaining(accountId: number) {
    const mine = new Set([...submitted.values()].filter((x) => x.accountId === accountId).map((x) => x.refId));
    const today = money
      .withdrawals(accountId)
      .filter((w) => mine.has(w.refId) && w.withdrawDate >= dayStart() && w.status !== 3 && w.status !== 5);
    return {
      count: Math.max(0, WITHDRAW_LIMITS.dailyCount - today.length),
      amount: Math.max(0, WITHDRAW_LIMITS.dailyAmount - today.reduce((s, w) => s + w.amount, 0)),
    };
  }

  function pending(accountId: number): PendingConfirmation[] {
    const now = clock.now();
    return money.confirmations(accountId).map((c) => ({
      ...c,
      isAutoConfirmed: now >= c.autoConfirmAt,
      msLeft: Math.max(0, c.autoConfirmAt - now),
    }));
  }

  return {
    turnover(accountId) {
      const since = clock.now() - TURNOVER_WINDOW;
      const byType = new Map<GameType, number>();
      for (const b of money.bets(accountId))
        if (b.betAt >= since) byType.set(b.gameType, (byType.get(b.gameType) ?? 0) + b.validBetAmount);
      const actual = [...byType.values()].reduce((s, v) => s + v, 0);
      const need = required.get(accountId) ?? 0;
      return {
        status: actual >= need ? 'A' : 'N',
        required: need,
        actual,
        byGameType: [...byType]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([gameType, v]) => ({ gameType, actual: v })),
      };
    },
    setRequiredTurnover(accountId, minor) {
      required.set(accountId, minor);
    },
    remaining,
    fee: (type, amount) =>
      type === 'EW'
        ? Math.max(WITHDRAW_LIMITS.eWalletMinFee, Math.round((amount * WITHDRAW_LIMITS.eWalletFeePercent) / 100))
        : 0,
    checkPaymentPassword(account, password) {
      if (!account.paymentPassword) throw new WorldError('not.exists.payment.password');
      if (account.paymentPassword !== password) throw new WorldError('invalid.payment.pw');
    },
    bind(account, input) {
      if (money.boundAccounts(account.id).length >= WITHDRAW_LIMITS.maxAccounts)
        throw new WorldError('bank_card_limit_reached', { maxCardCount: WITHDRAW_LIMITS.maxAccounts });
      const bound: BoundAccount = {
        ...input,
        bankCardId: next('C', account.id),
        accountId: account.id,
        cardNumber: `**** **** ${input.cardNumber.slice(-4)}`,
        createdAt: clock.now(),
      };
      money.bindAccount(bound);
      return bound;
    },
    unbind(accountId, bankCardId) {
      if (!money.unbindAccount(accountId, bankCardId)) throw new WorldError('bank_card_not_found', { bankCardId });
    },
    submit(accountId, input, idempotencyKey, authorise) {
      const seen = submitted.get(idempotencyKey);
      if (seen) {
        if (seen.accountId !== accountId) throw new WorldError('idempotency_key_reused', { idempotencyKey });
        return { record: withdrawal(accountId, seen.refId), replayed: true };
      }
      const turnover = this.turnover(accountId);
      if (turnover.status === 'N')
        throw new WorldError('withdraw_turnover_not_enough', {
          requiredTurnover: turnover.required / 100,
          actualTurnover: turnover.actual / 100,
        });
      const card = money.boundAccounts(accountId).find((a) => a.bankCardId === input.bankCardId);
      if (!card) throw new WorldError('bank_card_not_found', { bankCardId: input.bankCardId });
      if (input.amount < WITHDRAW_LIMITS.minAmount || input.amount > WITHDRAW_LIMITS.maxAmount)
        throw new WorldError('withdraw_amount_out_of_range', {
          minimumAmount: WITHDRAW_LIMITS.minAmount / 100,
          maximumAmount: WITHDRAW_LIMITS.maxAmount / 100,
        });
      const left = remaining(accountId);
      if (left.count === 0) throw new WorldError('withdraw_count_exceeded', { dailyCount: WITHDRAW_LIMITS.dailyCount });
      if (input.amount > left.amount)
        throw new WorldError('withdraw_remaining_exceeded', { remainingWithdrawAmount: left.amount / 100 });
      authorise?.();
      const type: WithdrawType = card.type === 'B' ? 'BC' : 'EW';
      const refId = next('W', accountId);
      ledger.transfer({
        from: wallets.mainId(accountId),
        to: HOUSE,
        amount: input.amount,
        idempotencyKey: `withdraw:${idempotencyKey}`,
        kind: 'withdraw',
        ref: refId,
      });
      const record: WithdrawRecord = {
        refId,
        accountId,
        withdrawType: type,
        bankCardId: card.bankCardId,
        bankName: card.bankName,
        amount: input.amount,
        fee: this.fee(type, input.amount),
        withdrawDate: clock.now(),
        status: 1,
        remark: '',
      };
      money.addWithdrawal(record);
      submitted.set(idempotencyKey, { accountId, refId });
      return { record, replayed: false };
    },
    markPaid(accountId, refId, minutes) {
      const w = withdrawal(accountId, refId);
      const open = money.confirmations(accountId).find((c) => c.refId === refId);
      if (open) return open;
      if (w.status !== 1 && w.status !== 2)
        throw new WorldError('payment_confirmation_not_found', { refId, status: w.status });
      w.status = 2;
      const paidAt = clock.now();
      const c: PaymentConfirmation = {
        payDetailId: next('P', accountId),
        accountId,
        refId,
        amount: w.amount - w.fee,
        remainingAmount: 0,
        paidAt,
        autoConfirmAt: paidAt + minutes * MINUTE,
      };
      money.addConfirmation(c);
      return c;
    },
    pending,
    confirm(accountId, payDetailId, receipt) {
      const decision = JSON.stringify(receipt.kind === 'notReceived' ? { kind: receipt.kind } : receipt);
      const done = receipts.get(`${accountId}:${payDetailId}`);
      if (done) {
        if (done.decision !== decision) throw new WorldError('payment_confirmation_not_found', { payDetailId });
        return { result: done.result, replayed: true };
      }
      const c = pending(accountId).find((p) => p.payDetailId === payDetailId);
      if (!c) throw new WorldError('payment_confirmation_not_found', { payDetailId });
      if (c.isAutoConfirmed && receipt.kind !== 'acknowledge')
        throw new WorldError('payment_confirmation_auto_confirmed', { payDetailId });
      if (!c.isAutoConfirmed && receipt.kind === 'acknowledge')
        throw new WorldError('payment_confirmation_open', { payDetailId, msLeft: c.msLeft });
      const w = withdrawal(accountId, c.refId);
      let images: StoredImage[] = [];
      let refunded = 0;
      if (receipt.kind === 'notReceived') {
        const checked = acceptImages(receipt.images, () => next('IMG', accountId));
        if (!checked.ok) {
          const { ok: _ok, ...why } = checked;
          throw new WorldError('proof_image_invalid', why);
        }
        images = checked.images;
        refunded = w.amount;
        w.status = 5;
        w.remark = 'not_received';
      } else if (receipt.kind === 'received' && receipt.receivedAmount !== undefined) {
        if (receipt.receivedAmount <= 0 || receipt.receivedAmount >= c.amount)
          throw new WorldError(
            'amount_invalid',
            { amount: c.amount / 100 },
            'A partial receipt is more than 0 and less than the payout',
          );
        refunded = c.amount - receipt.receivedAmount;
        w.status = 4;
        w.remark = 'partially_received';
      } else {
        w.status = 4;
        w.remark = receipt.kind === 'acknowledge' ? 'auto_confirmed' : '';
      }
      refund(w, refunded, payDetailId);
      money.removeConfirmation(accountId, payDetailId);
      const result: ReceiptResult = { payDetailId, refId: w.refId, status: w.status, refunded, images };
      receipts.set(`${accountId}:${payDetailId}`, { decision, result });
      return { result, replayed: false };
    },
  };
}
