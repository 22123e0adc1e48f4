/**
 * Transfer to upline (MC agentDownlineTransfer): a member or agent sends money from their main wallet to their
 * upline's main wallet, with the payment password and a remark. One double-entry ledger transfer (kind "upline",
 * account record type 6233 on both sides), once per idempotency key.
 */
import { createHash } from 'node:crypto';
import { WorldError } from './errors.js';
import type { PaymentPasswords } from './payment-password.js';
import type { Account, Accounts, Ledger, Wallets } from './types.js';

export interface UplineTransferResult {
  transferId: string;
  amount: number;
  at: number;
  upline: Account;
  /** The sender's main wallet after the transfer, minor units. */
  balance: number;
  replayed: boolean;
}

export interface UplineTransfers {
  send(input: {
    account: Account;
    /** Minor units. */
    amount: number;
    password: string;
    remark: string;
    idempotencyKey: string;
  }): UplineTransferResult;
  /** The remark of a transfer, by its ledger reference. */
  remark(ref: string): string | undefined;
}

export function createUplineTransfers(deps: {
  ledger: Ledger;
  wallets: Wallets;
  accounts: Accounts;
  paymentPasswords: PaymentPasswords;
}): UplineTransfers {
  const remarks = new Map<string, string>();
  let next = 1;
  return {
    send({ account, amount, password, remark, idempotencyKey }) {
      const upline = account.parentId === undefined ? undefined : deps.accounts.byId(account.parentId);
      if (!upline) throw new WorldError('upline_not_found');
      deps.paymentPasswords.check(account, password);
      const payloadHash = createHash('sha256').update(`${account.id}|${upline.id}|${amount}|${remark}`).digest('hex');
      const ref = `UP${account.id}-${String(next).padStart(6, '0')}`;
      const t = deps.ledger.transfer({
        from: deps.wallets.mainId(account.id),
        to: deps.wallets.mainId(upline.id),
        amount,
        idempotencyKey: `upline:${idempotencyKey}`,
        payloadHash,
        kind: 'upline',
        ref,
      });
      if (!t.replayed) {
        next++;
        remarks.set(ref, remark);
      }
      return {
        transferId: t.transferId,
        amount: t.amount,
        at: t.at,
        upline,
        balance: deps.ledger.balance(deps.wallets.mainId(account.id)),
        replayed: t.replayed,
      };
    },
    remark: (ref) => remarks.get(ref),
  };
}
