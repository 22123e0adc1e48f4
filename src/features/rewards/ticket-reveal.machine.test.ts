import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RewardsTicketClaimValue } from '@/generated/api-types';
import { ticketRevealMachine } from './ticket-reveal.machine';

const PRIZE: RewardsTicketClaimValue = { type: 'MONEY', value: 16.88, productName: '' };

function start(claim: (input: { transactionId: string; idempotencyKey: string }) => Promise<RewardsTicketClaimValue>) {
  const machine = ticketRevealMachine.provide({
    actors: {
      claim: fromPromise(({ input }: { input: { transactionId: string; idempotencyKey: string } }) => claim(input)),
    },
  });
  return createActor(machine, { input: { transactionId: 'TX1', idempotencyKey: 'key-1' } }).start();
}

describe('ticketRevealMachine', () => {
  it('claims once under a double press and shows the prize the gateway answered', async () => {
    const calls: string[] = [];
    const actor = start(async ({ idempotencyKey }) => (calls.push(idempotencyKey), PRIZE));
    actor.send({ type: 'ticket.open' });
    actor.send({ type: 'ticket.open' });
    await waitFor(actor, (s) => s.matches('revealed'));
    expect(calls).toEqual(['key-1']);
    expect(actor.getSnapshot().context.prize).toEqual(PRIZE);
  });

  it('keeps the refusal and retries with the same idempotency key', async () => {
    const keys: string[] = [];
    let fail = true;
    const actor = start(async ({ idempotencyKey }) => {
      keys.push(idempotencyKey);
      if (fail) throw new Error('timeout');
      return PRIZE;
    });
    actor.send({ type: 'ticket.open' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('timeout');
    fail = false;
    actor.send({ type: 'ticket.retry' });
    await waitFor(actor, (s) => s.matches('revealed'));
    expect(keys).toEqual(['key-1', 'key-1']);
  });
});
