/**
 * The credit report (chosen here: the captured front end names the screen, not its call): the member's main wallet
 * month by month, read from the ledger, so every figure adds up: closing = opening + money in - money out.
 */
import type { LedgerRow, Ledger, Wallets } from './types.js';

export interface CreditMonth {
  /** "YYYY-MM", UTC. */
  month: string;
  /** Signed integer minor units. */
  opening: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  /** Moved to the game (vendor) wallets to play with (positive). */
  toGames: number;
  /** Moved back from the game wallets, winnings included. */
  fromGames: number;
  /** Everything else that moved: refunds, transfers to the upline, adjustments, bets and wins booked on main (signed). */
  other: number;
  closing: number;
}

/** A debit as a positive amount (never -0). */
const neg = (x: number): number => (x === 0 ? 0 : -x);
const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/** The last `months` calendar months up to `now`, oldest first. */
export function creditReport(
  deps: { ledger: Ledger; wallets: Wallets },
  accountId: number,
  months: number,
  now: number,
): CreditMonth[] {
  const walletId = deps.wallets.mainId(accountId);
  const rows = deps.ledger.rows(walletId).filter((r) => r.at <= now);
  const d = new Date(now);
  const keys = Array.from({ length: months }, (_, i) =>
    monthOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (months - 1 - i), 1)),
  );
  const before = (key: string, r: LedgerRow) => monthOf(r.at) < key;
  let balance = rows.filter((r) => before(keys[0]!, r)).reduce((s, r) => s + r.amount, 0);
  return keys.map((month) => {
    const mine = rows.filter((r) => monthOf(r.at) === month);
    const sum = (kinds: LedgerRow['kind'][]) =>
      mine.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + r.amount, 0);
    const opening = balance;
    const deposits = sum(['deposit']);
    const withdrawals = neg(sum(['withdraw']));
    const bonuses = sum(['bonus']);
    const moves = mine.filter((r) => r.kind === 'transfer');
    const toGames = neg(moves.filter((r) => r.amount < 0).reduce((s, r) => s + r.amount, 0));
    const fromGames = moves.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0);
    const total = mine.reduce((s, r) => s + r.amount, 0);
    const other = total - (deposits - withdrawals + bonuses - toGames + fromGames);
    balance += total;
    return { month, opening, deposits, withdrawals, bonuses, toGames, fromGames, other, closing: balance };
  });
}
