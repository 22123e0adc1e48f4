import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { depositProgressMachine, type DepositProgressInput } from './deposit-progress.machine';

function start(input: DepositProgressInput, report: (id: string) => Promise<unknown> = async () => ({ state: 4 })) {
  const reportPaid = vi.fn(report);
  const approved = vi.fn();
  const actor = createActor(
    depositProgressMachine.provide({
      actors: { reportPaid: fromPromise(({ input: id }: { input: string }) => reportPaid(id)) },
      actions: { approved },
    }),
    { input },
  ).start();
  return { actor, reportPaid, approved };
}
const state = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deposit progress machine', () => {
  it('a bank transfer waits for "I have paid", reports it, then waits for the cashier, whose approval refreshes', async () => {
    const { actor, reportPaid, approved } = start({ depositId: 'D1', confirmationRequired: true });
    expect(state(actor)).toBe('awaitingPayment');
    actor.send({ type: 'deposit.state', state: 5 });
    expect(state(actor)).toBe('awaitingPayment');
    actor.send({ type: 'deposit.paid' });
    expect(state(actor)).toBe('reporting');
    await settled();
    expect(reportPaid).toHaveBeenCalledWith('D1');
    expect(state(actor)).toBe('withCashier');
    actor.send({ type: 'deposit.state', state: 4 });
    expect(state(actor)).toBe('withCashier');
    expect(approved).not.toHaveBeenCalled();
    actor.send({ type: 'deposit.state', state: 2 });
    expect(state(actor)).toBe('approved');
    expect(approved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused "I have paid" goes back to waiting for payment with the error, and can be tried again', async () => {
    const refusal = new GatewayError('deposit_state_invalid', 'closed', 409);
    let calls = 0;
    const { actor } = start({ depositId: 'D2', confirmationRequired: true }, async () => {
      if (++calls === 1) throw refusal;
      return { state: 4 };
    });
    actor.send({ type: 'deposit.paid' });
    await settled();
    expect(state(actor)).toBe('awaitingPayment');
    expect(actor.getSnapshot().context.error).toBe(refusal);
    actor.send({ type: 'deposit.paid' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled();
    expect(state(actor)).toBe('withCashier');
  });

  it('a payment page or QR waits for the cashier at once; rejection, cancellation and expiry end it without a refresh', () => {
    for (const [code, end] of [
      [6, 'rejected'],
      [3, 'rejected'],
      [7, 'expired'],
    ] as const) {
      const { actor, approved } = start({ depositId: 'D3', confirmationRequired: false });
      expect(state(actor)).toBe('withCashier');
      actor.send({ type: 'deposit.paid' });
      expect(state(actor)).toBe('withCashier');
      actor.send({ type: 'deposit.state', state: code });
      expect(state(actor)).toBe(end);
      expect(approved).not.toHaveBeenCalled();
    }
  });

  it('QA may settle a transfer before the member says they paid', () => {
    const { actor, approved, reportPaid } = start({ depositId: 'D4', confirmationRequired: true });
    actor.send({ type: 'deposit.state', state: 2 });
    expect(state(actor)).toBe('approved');
    expect(approved).toHaveBeenCalledTimes(1);
    expect(reportPaid).not.toHaveBeenCalled();
  });
});
