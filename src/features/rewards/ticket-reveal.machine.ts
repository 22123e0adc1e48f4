import { assign, fromPromise, setup } from 'xstate';
import type { RewardsTicketClaimValue } from '@/generated/api-types';

/** What opening a ticket needs: the ticket and the claim call (given the same idempotency key on every retry). */
export interface TicketRevealInput {
  transactionId: string;
  /** One key for this ticket's claim: a retry after a timeout or a second press pays once. */
  idempotencyKey: string;
}

export interface TicketRevealContext extends TicketRevealInput {
  /** The prize as the gateway answered it (never made up on the page). */
  prize: RewardsTicketClaimValue | null;
  error: unknown;
}

export type TicketRevealEvent = { type: 'ticket.open' } | { type: 'ticket.retry' };

/**
 * Opening a ticket (red envelope, golden egg, prize wheel, cash voucher, gift code): ready → claiming → revealed,
 * or failed with the gateway's reason, from which a retry sends the same idempotency key. Presses while claiming
 * are ignored, so a double click is one claim.
 */
export const ticketRevealMachine = setup({
  types: {
    input: {} as TicketRevealInput,
    context: {} as TicketRevealContext,
    events: {} as TicketRevealEvent,
  },
  actors: {
    claim: fromPromise<RewardsTicketClaimValue, TicketRevealInput>(() => {
      throw new Error('ticketRevealMachine: provide the claim actor');
    }),
  },
}).createMachine({
  id: 'ticketReveal',
  context: ({ input }) => ({ ...input, prize: null, error: null }),
  initial: 'ready',
  states: {
    ready: { on: { 'ticket.open': 'claiming' } },
    claiming: {
      invoke: {
        src: 'claim',
        input: ({ context }) => ({ transactionId: context.transactionId, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'revealed', actions: assign({ prize: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    revealed: { type: 'final' },
    failed: { on: { 'ticket.retry': 'claiming', 'ticket.open': 'claiming' } },
  },
});
