/**
 * The account record (ODSFE2_MemTransDet) of a member's main wallet, derived from the ledger alone: one row per
 * booking, oldest first, with the balance right after it. Nothing here stores money; it only reads the rows.
 */
import type { Ledger, LedgerRow, Wallets } from './types.js';

export type RecordCategory = 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER' | 'BONUS' | 'UPLINE' | 'OTHER';

export interface AccountRecordRow {
  /** 8102 in from a vendor wallet, 8202 out to one, 6233 upline; the others chosen here (see wallet-history). */
  txTypeId: number;
  category: RecordCategory;
  at: number;
  /** Signed minor units. */
  amount: number;
  /** Main wallet right after this row, minor units. */
  balanceAfter: number;
  orderNo: string;
  /** Vendor code of a wallet transfer, the member's remark of a transfer to the upline, else "". */
  remark: string;
}

const BY_KIND: Record<LedgerRow['kind'], { txTypeId: number; category: RecordCategory } | undefined> = {
  deposit: { txTypeId: 1001, category: 'DEPOSIT' },
  withdraw: { txTypeId: 2001, category: 'WITHDRAW' },
  refund: { txTypeId: 2002, category: 'WITHDRAW' },
  upline: { txTypeId: 6233, category: 'UPLINE' },
  bonus: { txTypeId: 3001, category: 'BONUS' },
  opening: { txTypeId: 9001, category: 'OTHER' },
  trial: { txTypeId: 9001, category: 'OTHER' },
  adjust: { txTypeId: 9002, category: 'OTHER' },
  bet: { txTypeId: 9002, category: 'OTHER' },
  win: { txTypeId: 9002, category: 'OTHER' },
  transfer: undefined, // decided by direction and counterpart below
  // Agent team (chosen here): a transfer from the upline agent, and the team's income kinds.
  downline: { txTypeId: 6234, category: 'UPLINE' },
  rebate: { txTypeId: 3002, category: 'BONUS' },
  commission: { txTypeId: 3003, category: 'BONUS' },
  salary: { txTypeId: 3004, category: 'BONUS' },
  dividend: { txTypeId: 3005, category: 'BONUS' },
};

export function accountRecord(
  ledger: Ledger,
  wallets: Wallets,
  accountId: number,
  /** The member's own remark of a booking (a transfer to the upline), by its reference. */
  remarks?: (ref: string) => string | undefined,
): AccountRecordRow[] {
  const main = wallets.mainId(accountId);
  const vendorPrefix = `vendor:${accountId}:`;
  // The other leg of each transfer, by its reference, to name the vendor wallet.
  const counterpart = new Map<string, string>();
  for (const row of ledger.rows())
    if (row.kind === 'transfer' && row.accountId.startsWith(vendorPrefix))
      counterpart.set(row.ref, row.accountId.slice(vendorPrefix.length));
  const rows = [...ledger.rows(main)].sort((a, b) => a.at - b.at || a.id - b.id);
  let balance = 0;
  return rows.map((row) => {
    balance += row.amount;
    const vendor = row.kind === 'transfer' ? counterpart.get(row.ref) : undefined;
    const type =
      row.kind === 'transfer'
        ? { txTypeId: row.amount > 0 ? 8102 : 8202, category: 'TRANSFER' as const }
        : (BY_KIND[row.kind] ?? { txTypeId: 9002, category: 'OTHER' as const });
    return {
      ...type,
      at: row.at,
      amount: row.amount,
      balanceAfter: balance,
      orderNo: row.ref,
      remark: vendor ?? remarks?.(row.ref) ?? '',
    };
  });
}
