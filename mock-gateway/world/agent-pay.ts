/**
 * Agent pay: every contract period the virtual clock closes (real-time salary every 5 minutes, hourly, daily wages,
 * dividends) and decides as paid ("A" Disbursed or "M" Adjust) is credited to the contract holder's main wallet,
 * house -> main, once per period: the settlement key `contract-pay:<record id>` makes a second run (or a clock
 * advanced twice over the same period) move nothing. "R" (rejected) pays nothing; "P" waits for its period to be
 * decided. The seeded history (periods decided before the world started) is already in the seeded ledger.
 */
import { HOUSE } from './ledger.js';
import type { PushBus } from './push.js';
import type { Clock, ContractType, Contracts, Ledger, SettledRecord, Wallets } from './types.js';

/** The settlement key of one period: the ledger's idempotency key for its payment. */
export const payKey = (recordId: string): string => `contract-pay:${recordId}`;

/** The ledger reference of one period's payment (account record order number). */
export const payRef = (recordId: string): string => `CP${recordId}`;

const KIND: Record<ContractType, 'salary' | 'dividend'> = {
  DIVIDEND: 'dividend',
  DAILY: 'salary',
  HOURLY: 'salary',
  REALTIME: 'salary',
};

export interface AgentPay {
  /** Pays every period decided since the last run; returns how many were paid now. */
  settle(): number;
}

export function createAgentPay(deps: {
  clock: Clock;
  contracts: Contracts;
  ledger: Ledger;
  wallets: Pick<Wallets, 'mainId'>;
  push: PushBus;
}): AgentPay {
  const { ledger, wallets } = deps;
  const pay = (r: SettledRecord): boolean => {
    if ((r.status !== 'A' && r.status !== 'M') || r.amount <= 0) return false;
    const t = ledger.transfer({
      from: HOUSE,
      to: wallets.mainId(r.downlineId),
      amount: r.amount,
      idempotencyKey: payKey(r.id),
      kind: KIND[r.type],
      ref: payRef(r.id),
    });
    return !t.replayed;
  };
  const settle = (): number => {
    const paid = new Map<number, number>();
    let count = 0;
    for (const r of deps.contracts.takeFinal()) {
      if (!pay(r)) continue;
      count++;
      paid.set(r.downlineId, (paid.get(r.downlineId) ?? 0) + r.amount);
    }
    // One event per paid account: its header balance and money pages refresh at once.
    for (const [accountId, amount] of paid)
      deps.push.publish(accountId, { type: 'AGENT_SALARY', data: { amount: amount / 100, time: deps.clock.now() } });
    return count;
  };
  // The seeded history is decided without paying; from here on the clock's advances settle.
  deps.contracts.takeFinal();
  deps.clock.onAdvance(() => settle());
  return { settle };
}
