/**
 * The member's money history: bets, deposits, withdrawals, bound accounts and payout confirmations. Every movement
 * here (bonuses included) goes through the ledger (integer minor units, idempotent by key), so the records, the account record and the
 * balances always agree. `seedHistory` gives an account months of that history, deterministic per seed and backdated
 * from the virtual clock's start.
 */
import { HOUSE, type WalletsInternal } from './ledger.js';
import { WorldError } from './errors.js';
import type { Clock, GameCatalogue, GameType, Ledger, Rng } from './types.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Sports order statuses (GATEWAY-CALLS-SEEN §8). */
export type SportsStatus =
  'Ordered' | 'win' | 'lose' | 'win_half' | 'lose_half' | 'tie' | 'refund' | 'cancel' | 'cash_out';

export interface BetRecord {
  orderNo: string;
  accountId: number;
  vendor: string;
  gameType: GameType;
  gameCode: string;
  gameName: string;
  betAt: number;
  /** Minor units. */
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  /** Sports bets only. */
  sports?: { eventName: string; selection: string; odds: number; status: SportsStatus };
}

/** Deposit states (GATEWAY-CALLS-SEEN §6): 2 Approved, 3 Cancelled, 4 Pending, 5 New, 6 Rejected, 7 Expired. */
export type DepositState = 2 | 3 | 4 | 5 | 6 | 7;

export interface DepositRecord {
  depositId: string;
  accountId: number;
  method: string;
  vendorId: string;
  requestedAmount: number;
  /** Amount credited (Approved only), minor units. */
  amount: number;
  customerBankCharge: number;
  depositDate: number;
  actualDepositDate?: number;
  state: DepositState;
  depositSlip: boolean;
}

/** Withdrawal statuses (§7): 1 Processing, 2 Transferring, 3 Audit failure, 4 Withdraw success, 5 Withdraw failed. */
export type WithdrawStatus = 1 | 2 | 3 | 4 | 5;
export type WithdrawType = 'BC' | 'VW' | 'EW';

export interface WithdrawRecord {
  refId: string;
  accountId: number;
  withdrawType: WithdrawType;
  bankCardId: string;
  bankName: string;
  amount: number;
  fee: number;
  withdrawDate: number;
  status: WithdrawStatus;
  remark: string;
}

export interface BoundAccount {
  bankCardId: string;
  accountId: number;
  type: 'B' | 'E';
  bankCode: string;
  bankName: string;
  cardHolder: string;
  /** Masked except the last 4 digits. */
  cardNumber: string;
  createdAt: number;
}

/** A paid-out withdrawal waiting for the member's receipt (MCSFE_getPaymentConfirmationList). */
export interface PaymentConfirmation {
  payDetailId: string;
  accountId: number;
  refId: string;
  amount: number;
  remainingAmount: number;
  paidAt: number;
  /** Counts as received (isAutoConfirmed Y) from this time on. */
  autoConfirmAt: number;
}

/** Bonus kinds of the bonus details page (chosen here; the welcome bonus comes from world.bonus). */
export type BonusType = 'DEPOSIT' | 'RELOAD' | 'CASHBACK' | 'BIRTHDAY' | 'WELCOME';

/** A bonus credited to main, with the turnover it asks for before a withdrawal (amount x turnoverMultiple). */
export interface BonusRecord {
  bonusId: string;
  accountId: number;
  bonusType: BonusType;
  /** Minor units. */
  amount: number;
  grantedAt: number;
  turnoverMultiple: number;
}

export interface MoneyHistory {
  bets(accountId: number): readonly BetRecord[];
  deposits(accountId: number): readonly DepositRecord[];
  /** A deposit the cashier opened (newest last); it moves no money until the cashier approves it. */
  recordDeposit(record: DepositRecord): void;
  withdrawals(accountId: number): readonly WithdrawRecord[];
  boundAccounts(accountId: number): readonly BoundAccount[];
  confirmations(accountId: number): readonly PaymentConfirmation[];
  /** Seeded bonuses, oldest first (booked through the ledger as kind "bonus"). */
  bonuses(accountId: number): readonly BonusRecord[];
  /** Books a new withdrawal record (the payout flow of withdrawals.ts moves the money). */
  addWithdrawal(record: WithdrawRecord): void;
  bindAccount(account: BoundAccount): void;
  /** Removes a bound account; false when the account holds none with that id. */
  unbindAccount(accountId: number, bankCardId: string): boolean;
  addConfirmation(confirmation: PaymentConfirmation): void;
  removeConfirmation(accountId: number, payDetailId: string): void;
  /**
   * GCS_walletReturn: every vendor wallet's balance back to main, once per idempotency key. Returns the amount moved
   * (minor units; 0 when every vendor wallet was empty).
   */
  returnAll(accountId: number, idempotencyKey: string): { amount: number; replayed: boolean };
  /** Gives an account ~4 months of history ending with `finalMain` in main (see the module comment). */
  seedHistory(accountId: number, options: SeedOptions): void;
  /**
   * Books one settled bet straight on main (the agent team's light history, world/team.ts): the stake out, the win
   * back 30 s later, once per order number (a repeated order number books and lists nothing again: `false`). Bets
   * of an account must come in time order.
   */
  settleBet(bet: BetRecord): boolean;
}

export interface SeedOptions {
  /** Main-wallet balance when the history ends (now). */
  finalMain: number;
  /** Vendor wallets holding money at the end, e.g. { PT: 12_050 }. */
  vendorBalances?: Record<string, number>;
  /** Days of history. */
  days?: number;
  /** Minutes before an unconfirmed payout counts as received (the merchant's setting). */
  receiptMinutes?: number;
  /** Money other modules pay into main during the history (e.g. referral rewards), booked by them in time order. */
  credits?: readonly SeedCredit[];
}

/** A credit to main planned into a seeded history: `book` moves `amount` through the ledger at `at`. */
export interface SeedCredit {
  at: number;
  amount: number;
  book: () => void;
}

const BANKS = [
  { bankCode: 'BDO', bankName: 'BDO Unibank' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
  { bankCode: 'MBTC', bankName: 'Metrobank' },
];
const EWALLETS = [{ bankCode: 'GCASH', bankName: 'GCash' }];
/** Where a member can bind a bank account (B) or an e-wallet (E): MCSFE_getBanks. */
export const BANKS_AND_EWALLETS = [
  ...BANKS.map((b) => ({ ...b, type: 'B' as const })),
  ...[...EWALLETS, { bankCode: 'MAYA', bankName: 'Maya' }].map((b) => ({ ...b, type: 'E' as const })),
];
const DEPOSIT_METHODS = [
  { method: 'MT', vendorId: 'MT-BDO' },
  { method: 'PG', vendorId: 'PG-FASTPAY' },
  { method: 'GCASH', vendorId: 'GCASH-1' },
  { method: 'QPQR', vendorId: 'QR-PAY' },
];
const REFUSALS = [3, 6, 7] as const;
const WITHDRAW_FAILURES = [3, 5] as const;
const TEAMS = ['Manila Eagles', 'Cebu Sharks', 'Davao Kings', 'Iloilo Storm', 'Baguio Pines', 'Quezon Titans'];

/** One scheduled movement of the simulation, before it is booked. */
type Step =
  | { kind: 'deposit'; at: number; record: DepositRecord }
  | { kind: 'withdraw'; at: number; record: WithdrawRecord }
  | { kind: 'bonus'; at: number; record: BonusRecord }
  | { kind: 'session'; at: number; vendor: string; stake: number; bets: BetRecord[] }
  | { kind: 'credit'; at: number; credit: SeedCredit };

export function createMoneyHistory(deps: {
  clock: Clock;
  rng: Rng;
  ledger: Ledger;
  wallets: WalletsInternal;
  games: GameCatalogue;
}): MoneyHistory {
  const { clock, ledger, wallets, games } = deps;
  const bets = new Map<number, BetRecord[]>();
  const deposits = new Map<number, DepositRecord[]>();
  const withdrawals = new Map<number, WithdrawRecord[]>();
  const accounts = new Map<number, BoundAccount[]>();
  const confirmations = new Map<number, PaymentConfirmation[]>();
  const bonuses = new Map<number, BonusRecord[]>();
  const returns = new Map<string, { accountId: number; amount: number }>();
  const listOf = <T>(map: Map<number, T[]>, id: number): T[] => {
    let list = map.get(id);
    if (!list) map.set(id, (list = []));
    return list;
  };

  /** One playable game per vendor, so the history covers every vendor and game type. */
  const gamesByVendor = (): { vendor: string; gameType: GameType; gameCode: string; gameName: string }[] => {
    const seen = new Map<string, { vendor: string; gameType: GameType; gameCode: string; gameName: string }>();
    for (const g of games.all()) {
      const key = `${g.vassalage}|${g.gameType}`;
      if (!seen.has(key) && (g.isGame === 'GAME' || g.gameType === 'SPORTS'))
        seen.set(key, { vendor: g.vassalage, gameType: g.gameType, gameCode: g.gameCode, gameName: g.gameName });
    }
    return [...seen.values()].sort((a, b) => (a.vendor + a.gameType).localeCompare(b.vendor + b.gameType));
  };

  function seedHistory(accountId: number, options: SeedOptions): void {
    const r = deps.rng.fork(`history:${accountId}`);
    const days = options.days ?? 120;
    const end = clock.now();
    const start = end - days * DAY;
    const main = wallets.mainId(accountId);
    const serial = (prefix: string, n: number) => `${prefix}${accountId}${String(n).padStart(5, '0')}`;

    const cards: BoundAccount[] = [
      ...BANKS.slice(0, 2).map((b, i) => ({ ...b, type: 'B' as const, i })),
      ...EWALLETS.map((b, i) => ({ ...b, type: 'E' as const, i: i + 2 })),
    ].map(({ i, ...b }) => ({
      ...b,
      bankCardId: serial('C', i + 1),
      accountId,
      cardHolder: 'Juan Dela Cruz',
      cardNumber: `**** **** ${r.digits(4)}`,
      createdAt: start + i * DAY,
    }));
    listOf(accounts, accountId).push(...cards);

    // 1. Plan the steps day by day (amounts only), tracking main's balance relative to the opening.
    const steps: Step[] = [];
    const playable = gamesByVendor();
    let deposit = 0;
    let refusals = 0;
    let withdraw = 0;
    let failures = 0;
    let order = 0;
    let bonus = 0;
    const BONUS_PLAN: readonly { type: BonusType; multiple: number }[] = [
      { type: 'DEPOSIT', multiple: 5 },
      { type: 'CASHBACK', multiple: 1 },
      { type: 'RELOAD', multiple: 3 },
      { type: 'BIRTHDAY', multiple: 1 },
    ];
    for (let day = 0; day < days; day++) {
      const dayStart = start + day * DAY;
      const recent = days - day <= 3;
      if (day % 5 === 1 || recent) {
        // Older deposits settled (mostly approved); the last days keep one New and one Pending.
        // The three oldest deposits are one refusal of each kind (3, 6, 7) whatever the seed drew, so every state is
        // there on any seed; the draw still happens, so the rest of the history stays as the seed makes it.
        const drawn: DepositState = recent
          ? ([5, 4, 2] as const)[days - day - 1]!
          : r.chance(0.8)
            ? 2
            : r.pick([3, 6, 7] as const);
        const state: DepositState = !recent && refusals < 3 ? REFUSALS[refusals++]! : drawn;
        const method = r.pick(DEPOSIT_METHODS);
        const requested = r.int(5, 200) * 10_000;
        const charge = method.method === 'PG' ? Math.round(requested / 100) : 0;
        const at = dayStart + r.int(8, 20) * 3_600_000;
        steps.push({
          kind: 'deposit',
          at,
          record: {
            depositId: serial('D', ++deposit),
            accountId,
            ...method,
            requestedAmount: requested,
            amount: state === 2 ? requested - charge : 0,
            customerBankCharge: charge,
            depositDate: at,
            ...(state === 2 ? { actualDepositDate: at + r.int(5, 90) * MINUTE } : {}),
            state,
            depositSlip: method.method === 'MT' && state !== 5,
          },
        });
      }
      if (day % 12 === 6 || days - day <= 2) {
        // The last two days keep one payout Transferring (awaiting the receipt) and one Processing.
        const drawn: WithdrawStatus =
          days - day === 2 ? 2 : days - day === 1 ? 1 : r.chance(0.7) ? 4 : r.pick([3, 5] as const);
        // The two oldest payouts are one failure of each kind (3, 5) whatever the seed drew, like the deposits.
        const status: WithdrawStatus =
          drawn !== 1 && drawn !== 2 && failures < 2 ? WITHDRAW_FAILURES[failures++]! : drawn;
        const card = r.pick(cards);
        const at = dayStart + r.int(9, 21) * 3_600_000;
        steps.push({
          kind: 'withdraw',
          at,
          record: {
            refId: serial('W', ++withdraw),
            accountId,
            withdrawType: card.type === 'B' ? 'BC' : 'EW',
            bankCardId: card.bankCardId,
            bankName: card.bankName,
            amount: r.int(10, 150) * 10_000,
            fee: 0,
            withdrawDate: at,
            status,
            remark: status === 3 ? 'audit_failed' : status === 5 ? 'payout_failed' : '',
          },
        });
      }
      // A bonus every few weeks, the last one recent enough that its turnover is still in progress.
      if (day % 24 === 3 || days - day === 4) {
        // The recent one is a reload bonus with a high turnover (30x), still in progress.
        const plan =
          days - day === 4 ? { type: 'RELOAD' as const, multiple: 30 } : BONUS_PLAN[bonus % BONUS_PLAN.length]!;
        const at = dayStart + r.int(9, 18) * 3_600_000;
        steps.push({
          kind: 'bonus',
          at,
          record: {
            bonusId: serial('BN', ++bonus),
            accountId,
            bonusType: plan.type,
            amount: r.int(5, 60) * 1_000,
            grantedAt: at,
            turnoverMultiple: plan.multiple,
          },
        });
      }
      for (let s = r.int(0, 2); s > 0; s--) {
        const game = playable[(day * 2 + s) % playable.length]!;
        const at = dayStart + r.int(10, 23) * 3_600_000 + r.int(0, 59) * MINUTE;
        const stake = r.int(2, 30) * 10_000;
        const list: BetRecord[] = [];
        let left = stake;
        for (let b = r.int(3, 8); b > 0 && left > 0; b--) {
          const betAmount = Math.min(left, r.int(1, 20) * 1_000);
          const roll = r.next();
          const winAmount =
            roll < 0.45 ? 0 : roll < 0.9 ? Math.round(betAmount * (1 + r.int(0, 120) / 100)) : betAmount;
          left += winAmount - betAmount;
          list.push({
            orderNo: serial('B', ++order),
            accountId,
            vendor: game.vendor,
            gameType: game.gameType,
            gameCode: game.gameCode,
            gameName: game.gameName,
            betAt: at + (list.length + 1) * MINUTE,
            betAmount,
            validBetAmount: winAmount === betAmount ? 0 : betAmount,
            winAmount,
            ...(game.gameType === 'SPORTS'
              ? {
                  sports: {
                    eventName: `${r.pick(TEAMS)} vs ${r.pick(TEAMS)}`,
                    selection: r.pick(['Home', 'Away', 'Over 2.5', 'Under 2.5', 'Draw']),
                    odds: r.int(120, 350) / 100,
                    status: (winAmount === 0 ? 'lose' : winAmount === betAmount ? 'tie' : 'win') as SportsStatus,
                  },
                }
              : {}),
          });
        }
        steps.push({ kind: 'session', at, vendor: game.vendor, stake, bets: list });
      }
    }
    for (const credit of options.credits ?? []) steps.push({ kind: 'credit', at: credit.at, credit });
    steps.sort((a, b) => a.at - b.at);

    // 2. The opening that keeps main >= 0 throughout and lands on finalMain (an extra payout takes any excess).
    let level = 0;
    let low = 0;
    for (const step of steps) {
      // Stakes and refused payouts leave main for a while before (part of) them come back.
      if (step.kind === 'session') low = Math.min(low, level - step.stake);
      if (step.kind === 'withdraw') low = Math.min(low, level - step.record.amount);
      level += mainDelta(step);
      low = Math.min(low, level);
    }
    const opening = Math.max(options.finalMain - level, -low);
    const excess = opening + level - options.finalMain;

    // 3. Book everything through the ledger, oldest first.
    if (opening > 0) wallets.credit(accountId, 'MAIN', opening, 'opening', `opening:${accountId}`, start);
    for (const [vendor, amount] of Object.entries(options.vendorBalances ?? {}))
      if (amount > 0) wallets.credit(accountId, vendor, amount, 'opening', `opening:${accountId}:${vendor}`, start);
    for (const step of steps) book(step);
    if (excess > 0) {
      const at = end - 6 * 3_600_000;
      book({
        kind: 'withdraw',
        at,
        record: {
          refId: serial('W', ++withdraw),
          accountId,
          withdrawType: 'BC',
          bankCardId: cards[0]!.bankCardId,
          bankName: cards[0]!.bankName,
          amount: excess,
          fee: 0,
          withdrawDate: at,
          status: 4,
          remark: '',
        },
      });
    }

    // 4. The payout being transferred waits for the member's receipt.
    const paid = listOf(withdrawals, accountId).find((w) => w.status === 2);
    if (paid) {
      const paidAt = end - 3 * MINUTE;
      listOf(confirmations, accountId).push({
        payDetailId: serial('P', 1),
        accountId,
        refId: paid.refId,
        amount: paid.amount,
        remainingAmount: 0,
        paidAt,
        autoConfirmAt: paidAt + (options.receiptMinutes ?? 15) * MINUTE,
      });
    }

    function book(step: Step): void {
      const key = (what: string) => `seed:${accountId}:${what}`;
      if (step.kind === 'credit') step.credit.book();
      else if (step.kind === 'bonus') {
        listOf(bonuses, accountId).push(step.record);
        wallets.credit(accountId, 'MAIN', step.record.amount, 'bonus', step.record.bonusId, step.at);
      } else if (step.kind === 'deposit') {
        listOf(deposits, accountId).push(step.record);
        if (step.record.state === 2)
          wallets.credit(accountId, 'MAIN', step.record.amount, 'deposit', step.record.depositId, step.at);
      } else if (step.kind === 'withdraw') {
        const w = step.record;
        listOf(withdrawals, accountId).push(w);
        const ref = w.refId;
        ledger.transfer({
          from: main,
          to: HOUSE,
          amount: w.amount,
          idempotencyKey: key(ref),
          kind: 'withdraw',
          ref,
          at: step.at,
        });
        if (w.status === 3 || w.status === 5)
          ledger.transfer({
            from: HOUSE,
            to: main,
            amount: w.amount,
            idempotencyKey: key(`${ref}:refund`),
            kind: 'refund',
            ref,
            at: step.at + 2 * 3_600_000,
          });
      } else {
        const vendorWallet = wallets.vendorId(accountId, step.vendor);
        const sessionKey = step.bets[0]?.orderNo ?? `S${step.at}`;
        wallets.transfer({
          accountId,
          fromWallet: 'MAIN',
          toWallet: step.vendor,
          amount: step.stake,
          idempotencyKey: key(`${sessionKey}:in`),
          at: step.at,
        });
        let left = step.stake;
        for (const bet of step.bets) {
          listOf(bets, accountId).push(bet);
          ledger.transfer({
            from: vendorWallet,
            to: HOUSE,
            amount: bet.betAmount,
            idempotencyKey: key(bet.orderNo),
            kind: 'bet',
            ref: bet.orderNo,
            at: bet.betAt,
          });
          if (bet.winAmount > 0)
            ledger.transfer({
              from: HOUSE,
              to: vendorWallet,
              amount: bet.winAmount,
              idempotencyKey: key(`${bet.orderNo}:win`),
              kind: 'win',
              ref: bet.orderNo,
              at: bet.betAt + 30_000,
            });
          left += bet.winAmount - bet.betAmount;
        }
        const last = step.bets.at(-1)?.betAt ?? step.at;
        if (left > 0)
          wallets.transfer({
            accountId,
            fromWallet: step.vendor,
            toWallet: 'MAIN',
            amount: left,
            idempotencyKey: key(`${sessionKey}:out`),
            at: last + MINUTE,
          });
      }
    }
  }

  /** What a planned step does to main (before any opening). */
  function mainDelta(step: Step): number {
    if (step.kind === 'bonus') return step.record.amount;
    if (step.kind === 'credit') return step.credit.amount;
    if (step.kind === 'deposit') return step.record.state === 2 ? step.record.amount : 0;
    if (step.kind === 'withdraw') return step.record.status === 3 || step.record.status === 5 ? 0 : -step.record.amount;
    return step.bets.reduce((sum, b) => sum + b.winAmount - b.betAmount, 0);
  }

  return {
    bets: (id) => bets.get(id) ?? [],
    deposits: (id) => deposits.get(id) ?? [],
    recordDeposit: (record) => void listOf(deposits, record.accountId).push(record),
    withdrawals: (id) => withdrawals.get(id) ?? [],
    boundAccounts: (id) => accounts.get(id) ?? [],
    confirmations: (id) => confirmations.get(id) ?? [],
    bonuses: (id) => bonuses.get(id) ?? [],
    addWithdrawal: (record) => listOf(withdrawals, record.accountId).push(record),
    bindAccount: (account) => listOf(accounts, account.accountId).push(account),
    unbindAccount(accountId, bankCardId) {
      const list = listOf(accounts, accountId);
      const at = list.findIndex((a) => a.bankCardId === bankCardId);
      if (at < 0) return false;
      list.splice(at, 1);
      return true;
    },
    addConfirmation: (c) => listOf(confirmations, c.accountId).push(c),
    removeConfirmation(accountId, payDetailId) {
      const list = listOf(confirmations, accountId);
      const at = list.findIndex((c) => c.payDetailId === payDetailId);
      if (at >= 0) list.splice(at, 1);
    },
    returnAll(accountId, idempotencyKey) {
      const seen = returns.get(idempotencyKey);
      if (seen) {
        if (seen.accountId !== accountId) throw new WorldError('idempotency_key_reused', { idempotencyKey });
        return { amount: seen.amount, replayed: true };
      }
      let amount = 0;
      for (const v of wallets.summary(accountId).vendors) {
        if (v.amount <= 0) continue;
        wallets.transfer({
          accountId,
          fromWallet: v.vendor,
          toWallet: 'MAIN',
          amount: v.amount,
          idempotencyKey: `${idempotencyKey}:${v.vendor}`,
        });
        amount += v.amount;
      }
      returns.set(idempotencyKey, { accountId, amount });
      return { amount, replayed: false };
    },
    seedHistory,
    settleBet(bet) {
      const main = wallets.mainId(bet.accountId);
      const key = `bet:${bet.orderNo}`;
      const stake = ledger.transfer({
        from: main,
        to: HOUSE,
        amount: bet.betAmount,
        idempotencyKey: key,
        kind: 'bet',
        ref: bet.orderNo,
        at: bet.betAt,
      });
      if (stake.replayed) return false;
      if (bet.winAmount > 0)
        ledger.transfer({
          from: HOUSE,
          to: main,
          amount: bet.winAmount,
          idempotencyKey: `${key}:win`,
          kind: 'win',
          ref: bet.orderNo,
          at: bet.betAt + 30_000,
        });
      listOf(bets, bet.accountId).push(bet);
      return true;
    },
  };
}
