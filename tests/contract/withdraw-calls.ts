/** The withdraw calls the withdraw contract tests share: the member's first bound card, main balance, a withdrawal. */
import type { Client } from './harness.js';

let n = 0;
export const withdrawKey = () => `withdraw-${Date.now()}-${++n}`;

export async function firstCard(c: Client): Promise<string> {
  const v = (await c.call<{ bankCards: { bankCardId: string }[] }>('withdraw.accounts')).body.value!;
  return v.bankCards[0]!.bankCardId;
}

export const mainBalance = async (c: Client) => (await c.control.ledger('demo_member')).balances.main;

/** A withdrawal; to a bank card unless the body names another kind (currentWithdrawType). */
export const withdraw = (c: Client, body: Record<string, unknown>, idempotencyKey = withdrawKey()) =>
  c.call<{ refId: string; amount: number; fee: number; status: number; balance: number }>('withdraw.submit', {
    body: { currentWithdrawType: 'BC', ...body },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
