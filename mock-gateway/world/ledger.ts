/**
 * Money as a ledger: every balance change is a row; balances are cached and checked against the rows.
 * Transfers are double-entry (two rows summing to zero) and idempotent by key.
 */
import { WorldError } from './errors.js';
import type { Clock, Ledger, LedgerRow, TransferInput, TransferResult, WalletId, Wallets } from './types.js';

export const HOUSE: WalletId = 'house';

export function createLedger(clock: Clock): Ledger {
  const rows: LedgerRow[] = [];
  const byWallet = new Map<WalletId, LedgerRow[]>();
  const balances = new Map<WalletId, number>();
  const byKey = new Map<string, { payloadHash: string; result: TransferResult }>();
  let nextRow = 1;
  let nextTransfer = 1;

  const post = (
    accountId: WalletId,
    amount: number,
    kind: LedgerRow['kind'],
    ref: string,
    idempotencyKey?: string,
    at = clock.now(),
  ): LedgerRow => {
    const row: LedgerRow = Object.freeze({
      id: nextRow++,
      accountId,
      amount,
      kind,
      ref,
      at,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    rows.push(row);
    let list = byWallet.get(accountId);
    if (!list) byWallet.set(accountId, (list = []));
    list.push(row);
    balances.set(accountId, (balances.get(accountId) ?? 0) + amount);
    return row;
  };
  const checkAmount = (amount: number): void => {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new WorldError('amount_invalid');
  };
  const balance = (w: WalletId): number => balances.get(w) ?? 0;

  return {
    balance,
    rows: (w) => (w === undefined ? rows : (byWallet.get(w) ?? [])),
    transfer(input: TransferInput): TransferResult {
      const key = input.idempotencyKey;
      if (typeof key !== 'string' || key === '')
        throw new WorldError('amount_invalid', undefined, 'An idempotency key is required');
      const payloadHash = input.payloadHash ?? `${input.from}|${input.to}|${input.amount}`;
      const seen = byKey.get(key);
      if (seen) {
        if (seen.payloadHash !== payloadHash) throw new WorldError('idempotency_key_reused', { idempotencyKey: key });
        return { ...seen.result, balances: { ...seen.result.balances }, replayed: true };
      }
      checkAmount(input.amount);
      if (input.from === input.to)
        throw new WorldError('wallet_not_found', undefined, 'Source and target wallets must differ');
      if (input.from !== HOUSE && balance(input.from) < input.amount) {
        throw new WorldError('balance_not_enough', { balance: balance(input.from), amount: input.amount });
      }
      const transferId = `T${String(nextTransfer++).padStart(8, '0')}`;
      const kind = input.kind ?? 'transfer';
      const ref = input.ref ?? transferId;
      const at = input.at ?? clock.now();
      post(input.from, -input.amount, kind, ref, key, at);
      post(input.to, input.amount, kind, ref, key, at);
      const result: TransferResult = {
        transferId,
        from: input.from,
        to: input.to,
        amount: input.amount,
        at,
        balances: { from: balance(input.from), to: balance(input.to) },
        replayed: false,
      };
      byKey.set(key, { payloadHash, result });
      return { ...result, balances: { ...result.balances } };
    },
    credit(walletId, amount, kind, ref, at) {
      checkAmount(amount);
      if (walletId === HOUSE) throw new WorldError('wallet_not_found', undefined, 'Cannot credit the house');
      post(HOUSE, -amount, kind, ref, undefined, at);
      return post(walletId, amount, kind, ref, undefined, at);
    },
    assertInvariant() {
      let total = 0;
      for (const [w, list] of byWallet) {
        const sum = list.reduce((s, r) => s + r.amount, 0);
        if (sum !== balance(w))
          throw new Error(`ledger invariant broken for ${w}: cached ${balance(w)} != rows ${sum}`);
        if (w !== HOUSE && sum < 0) throw new Error(`ledger invariant broken for ${w}: negative balance ${sum}`);
        total += sum;
      }
      if (total !== 0) throw new Error(`ledger is not balanced: rows sum to ${total}`);
    },
  };
}

export interface WalletsInternal extends Wallets {
  /** Credit a wallet ("MAIN" or a vendor code) from the house. */
  credit(accountId: number, wallet: string, amount: number, kind: LedgerRow['kind'], ref: string, at?: number): void;
}

export function createWallets(
  ledger: Ledger,
  deps: { vendorExists: (code: string) => boolean; currency: (accountId: number) => string },
): WalletsInternal {
  const touched = new Map<number, Set<string>>();
  const mainId = (accountId: number): WalletId => `main:${accountId}`;
  const vendorId = (accountId: number, vendor: string): WalletId => `vendor:${accountId}:${vendor}`;
  const resolve = (accountId: number, w: string): WalletId => {
    if (w.toUpperCase() === 'MAIN') return mainId(accountId);
    if (!deps.vendorExists(w)) throw new WorldError('wallet_not_found', { wallet: w });
    let set = touched.get(accountId);
    if (!set) touched.set(accountId, (set = new Set()));
    set.add(w);
    return vendorId(accountId, w);
  };
  return {
    mainId,
    vendorId,
    summary(accountId) {
      const vendors = [...(touched.get(accountId) ?? [])]
        .sort()
        .map((vendor) => ({ vendor, amount: ledger.balance(vendorId(accountId, vendor)) }));
      const main = ledger.balance(mainId(accountId));
      return {
        accountId,
        currency: deps.currency(accountId),
        main,
        vendors,
        total: main + vendors.reduce((s, v) => s + v.amount, 0),
      };
    },
    credit(accountId, wallet, amount, kind, ref, at) {
      ledger.credit(resolve(accountId, wallet), amount, kind, ref, at);
    },
    transfer(input) {
      const from = resolve(input.accountId, input.fromWallet);
      const to = resolve(input.accountId, input.toWallet);
      return ledger.transfer({
        from,
        to,
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
        payloadHash: input.payloadHash ?? `${input.accountId}|${from}|${to}|${input.amount}`,
        kind: 'transfer',
        ...(input.at === undefined ? {} : { at: input.at }),
      });
    },
  };
}
