import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ContractValue } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { contractOfferMachine, type OfferAnswer } from './contract-offer.machine';

const offer = (contractId: number, over: Partial<ContractValue> = {}): ContractValue => ({
  contractId,
  kind: 'REALTIME',
  productType: 'LOTT',
  rate: 0.5,
  period: 'Realtime',
  status: 'V',
  upline: 'top',
  downline: 'demo_agent',
  activeMember: 3,
  betAmount: 0,
  netLoss: 0,
  createdAt: 0,
  updatedAt: 0,
  downlineHigherRate: 'N',
  ...over,
});

function start(offers: ContractValue[], answer?: (o: ContractValue, s: OfferAnswer) => Promise<ContractValue>) {
  const sent: [number, OfferAnswer][] = [];
  const actor = createActor(
    contractOfferMachine.provide({
      actors: {
        answerOffer: fromPromise(async ({ input }) => {
          sent.push([input.offer.contractId, input.status]);
          return answer
            ? answer(input.offer, input.status)
            : { ...input.offer, status: input.status === 'A' ? ('A' as const) : ('R' as const) };
        }),
      },
    }),
    { input: { offers } },
  ).start();
  return { actor, sent };
}

describe('contract offer popup machine', () => {
  it('accepts the offer, shows it signed, then the next offer, then finishes', async () => {
    const { actor, sent } = start([offer(1), offer(2, { kind: 'DIVIDEND' })]);
    actor.send({ type: 'offer.accept' });
    await waitFor(actor, (s) => s.matches('answered'));
    expect(actor.getSnapshot().context.result?.status).toBe('A');
    actor.send({ type: 'offer.next' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'offer.reject' });
    await waitFor(actor, (s) => s.matches('answered'));
    expect(actor.getSnapshot().context.result?.status).toBe('R');
    actor.send({ type: 'offer.next' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([
      [1, 'A'],
      [2, 'R'],
    ]);
  });

  it('keeps the offer on screen with the refusal when the gateway refuses, and sends once per click', async () => {
    let fail = true;
    const { actor, sent } = start([offer(1)], async (o) => {
      if (fail) throw new GatewayError('contract_state_invalid', 'The contract cannot change to that state', 409);
      return { ...o, status: 'A' };
    });
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'offer.accept' }); // a double click while the first is on its way
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
    expect((actor.getSnapshot().context.error as GatewayError).code).toBe('contract_state_invalid');
    expect(sent).toHaveLength(1);
    fail = false;
    actor.send({ type: 'offer.accept' });
    await waitFor(actor, (s) => s.matches('answered'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('can be dismissed, leaving the offer unanswered', () => {
    const { actor, sent } = start([offer(1)]);
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(sent).toEqual([]);
  });
});
