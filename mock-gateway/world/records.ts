/**
 * The betting record and the profit-and-loss report of a member, read from the bet history and the ledger (nothing
 * here stores money). Periods are whole days in the merchant's zone, taken as UTC+8 (the platform's Manila time).
 */
import type { BetRecord, MoneyHistory } from './money.js';
import type { GameType, Ledger, LedgerRow, Wallets } from './types.js';

export const ZONE_OFFSET_MS = 8 * 3_600_000;
const DAY = 86_400_000;

export type ProfitPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

export interface ProfitRow {
  /** First day of the period, "YYYY-MM-DD" (merchant zone). */
  balanceDate: string;
  deposit: number;
  withdraw: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  /** winAmount - betAmount (the member's view). */
  profitAndLoss: number;
  /** Bonuses (ledger kind bonus) but the referral programme's. */
  promotion: number;
  /** The columns GATEWAY-CALLS-SEEN §8 names, from the ledger kinds of the same names. */
  profitSharing: number;
  rebate: number;
  agentCommission: number;
  dailySalary: number;
  /** What invited friends earned the member (the referral programme's payments). */
  totalInvitationAmount: number;
}

/** An empty P&L period. */
export const profitRow = (balanceDate: string): ProfitRow => ({
  balanceDate,
  deposit: 0,
  withdraw: 0,
  betAmount: 0,
  validBetAmount: 0,
  winAmount: 0,
  profitAndLoss: 0,
  promotion: 0,
  profitSharing: 0,
  rebate: 0,
  agentCommission: 0,
  dailySalary: 0,
  totalInvitationAmount: 0,
});

/** The ledger kinds a P&L column adds up (credits to main). */
const CREDIT_COLUMNS: Partial<Record<LedgerRow['kind'], keyof ProfitRow>> = {
  dividend: 'profitSharing',
  rebate: 'rebate',
  commission: 'agentCommission',
  salary: 'dailySalary',
};

/** Bets of one game type (and vendor) placed within [start, end], newest first. */
export function betsIn(
  money: MoneyHistory,
  accountId: number,
  q: { gameType: GameType; vendor?: string; start: number; end: number },
): BetRecord[] {
  return money
    .bets(accountId)
    .filter(
      (b) =>
        b.gameType === q.gameType && (!q.vendor || b.vendor === q.vendor) && b.betAt >= q.start && b.betAt <= q.end,
    )
    .reverse();
}

/** "YYYY-MM-DD" of an instant in the merchant zone. */
export function zoneDay(ms: number): string {
  return new Date(ms + ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** First day of the period an instant falls in. */
export function periodStart(ms: number, period: ProfitPeriod): string {
  const day = zoneDay(ms);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  switch (period) {
    case 'DAILY':
      return day;
    case 'WEEKLY': {
      const date = new Date(Date.UTC(y, m - 1, d));
      const back = (date.getUTCDay() + 6) % 7; // weeks start on Monday
      return new Date(date.getTime() - back * DAY).toISOString().slice(0, 10);
    }
    case 'SEMIMONTHLY':
      return `${day.slice(0, 8)}${d <= 15 ? '01' : '16'}`;
    case 'MONTHLY':
      return `${day.slice(0, 8)}01`;
  }
}

/**
 * Profit and loss by period within [start, end] (epoch ms), newest period first: bets of the category (all when
 * undefined), approved deposits and paid-out withdrawals from the ledger, bonuses as promotion.
 */
export function profitReport(
  deps: { money: MoneyHistory; ledger: Ledger; wallets: Wallets },
  accountId: number,
  q: { gameType?: GameType; period: ProfitPeriod; start: number; end: number },
): ProfitRow[] {
  const rows = new Map<string, ProfitRow>();
  const row = (at: number): ProfitRow => {
    const key = periodStart(at, q.period);
    let r = rows.get(key);
    if (!r) rows.set(key, (r = profitRow(key)));
    return r;
  };
  const within = (at: number) => at >= q.start && at <= q.end;
  for (const b of deps.money.bets(accountId)) {
    if (!within(b.betAt) || (q.gameType && b.gameType !== q.gameType)) continue;
    const r = row(b.betAt);
    r.betAmount += b.betAmount;
    r.validBetAmount += b.validBetAmount;
    r.winAmount += b.winAmount;
    r.profitAndLoss += b.winAmount - b.betAmount;
  }
  for (const l of deps.ledger.rows(deps.wallets.mainId(accountId))) {
    if (!within(l.at)) continue;
    if (l.kind === 'deposit') row(l.at).deposit += l.amount;
    else if (l.kind === 'withdraw') row(l.at).withdraw -= l.amount;
    else if (l.kind === 'refund') row(l.at).withdraw -= l.amount;
    else if (l.kind === 'bonus' && /^(referral|achievement):/.test(l.ref)) row(l.at).totalInvitationAmount += l.amount;
    else if (l.kind === 'bonus') row(l.at).promotion += l.amount;
    else {
      const column = CREDIT_COLUMNS[l.kind];
      if (column) (row(l.at)[column] as number) += l.amount;
    }
  }
  return [...rows.values()].sort((a, b) => b.balanceDate.localeCompare(a.balanceDate));
}
