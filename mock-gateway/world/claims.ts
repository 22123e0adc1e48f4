/**
 * Idempotent reward claims (missions, rank salary, referral achievements). Two guards: a request's Idempotency-Key
 * replays its first answer (a retry or a double click moves nothing more), and every reward is credited through the
 * ledger under its own key, so no path can pay one reward twice.
 */
import { WorldError } from './errors.js';
import type { Account, Ledger, LedgerRow } from './types.js';

export interface ClaimResult {
  /** Minor units credited to main by this claim (0 for points or tickets only). */
  amount: number;
  /** Reward ids paid. */
  paid: string[];
  replayed: boolean;
}

export interface ClaimBook {
  /**
   * Runs `pay` once per idempotency key: it returns the rewards to credit ({id, amount} in minor units). A retry with
   * the same key and payload answers the first result with `replayed: true`; the same key with another payload is
   * refused with idempotency_key_reused.
   */
  once(
    accountId: number,
    idempotencyKey: string,
    payload: string,
    pay: () => { id: string; amount: number }[],
  ): ClaimResult;
}

export function createClaimBook(ledger: Ledger, kind: LedgerRow['kind'] = 'bonus'): ClaimBook {
  const byKey = new Map<string, { accountId: number; payload: string; result: ClaimResult }>();
  return {
    once(accountId, idempotencyKey, payload, pay) {
      const seen = byKey.get(idempotencyKey);
      if (seen) {
        if (seen.accountId !== accountId || seen.payload !== payload)
          throw new WorldError('idempotency_key_reused', { idempotencyKey });
        return { ...seen.result, paid: [...seen.result.paid], replayed: true };
      }
      const rewards = pay();
      let amount = 0;
      for (const r of rewards) {
        if (r.amount <= 0) continue;
        ledger.transfer({
          from: 'house',
          to: `main:${accountId}`,
          amount: r.amount,
          // The reward is the key: a second claim of it could never credit twice.
          idempotencyKey: `reward:${accountId}:${r.id}`,
          payloadHash: `reward:${r.amount}`,
          kind,
          ref: r.id,
        });
        amount += r.amount;
      }
      const result: ClaimResult = { amount, paid: rewards.map((r) => r.id), replayed: false };
      byKey.set(idempotencyKey, { accountId, payload, result });
      return { ...result, paid: [...result.paid] };
    },
  };
}

/** Rewards that need a complete profile (referral achievements) ask for a mobile number and an email. */
export const missingProfile = (a: Account): string[] =>
  [!a.mobileNum && 'mobileNum', !a.email && 'email'].filter((f): f is string => !!f);
