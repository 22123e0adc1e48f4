/**
 * QA reads of money under /__mock (docs/gateway.md, "Read the ledger"): an account's movements as the ledger
 * holds them, so a test can prove that a retried or replayed request moved money exactly once.
 */
import express from 'express';
import type { Router } from 'express';
import type { LedgerRow } from '../world/index.js';
import { ok, sessionOf, type ControlContext, queryAccount } from './control-kit.js';

export interface MovementLeg {
  /** MAIN or a vendor code. */
  wallet: string;
  /** Signed integer minor units. */
  amount: number;
}

/** One business movement: the rows that share a reference (a transfer's two legs, a bonus credit). */
export interface Movement {
  ref: string;
  kind: LedgerRow['kind'];
  at: number;
  idempotencyKey?: string;
  legs: MovementLeg[];
}

/** The account's movements, oldest first; `wallet` names its own wallets (`main:7`, `vendor:7:PT`). */
export function accountMovements(rows: readonly LedgerRow[], accountId: number): Movement[] {
  const main = `main:${accountId}`;
  const vendorPrefix = `vendor:${accountId}:`;
  const byRef = new Map<string, Movement>();
  for (const row of rows) {
    const wallet =
      row.accountId === main
        ? 'MAIN'
        : row.accountId.startsWith(vendorPrefix)
          ? row.accountId.slice(vendorPrefix.length)
          : undefined;
    if (!wallet) continue;
    let m = byRef.get(row.ref);
    if (!m) {
      m = { ref: row.ref, kind: row.kind, at: row.at, legs: [] };
      if (row.idempotencyKey) m.idempotencyKey = row.idempotencyKey;
      byRef.set(row.ref, m);
    }
    m.legs.push({ wallet, amount: row.amount });
  }
  return [...byRef.values()];
}

/** GET /__mock/ledger?account=<username>: mounted by control.ts, after its mock-session guard. */
export function qaMoneyRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  r.get('/ledger', (req, res) => {
    const { world } = session(req);
    const account = queryAccount(req, world, 'ledger');
    const summary = world.wallets.summary(account.id);
    ok(res, {
      account: account.account,
      currency: summary.currency,
      balances: { main: summary.main, vendors: summary.vendors, total: summary.total },
      movements: accountMovements(world.ledger.rows(), account.id),
    });
  });
  return r;
}
