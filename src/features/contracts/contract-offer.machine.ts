import { assign, fromPromise, setup } from 'xstate';
import type { ContractValue } from '@/generated/api-types';

/** A - accept, R - reject (the reference's status codes for an answer). */
export type OfferAnswer = 'A' | 'R';

export interface OfferContext {
  /** Offers waiting for the agent's answer, in the order the gateway listed them. */
  offers: ContractValue[];
  /** The offer on screen. */
  index: number;
  /** What the agent chose for the offer on screen. */
  answer: OfferAnswer;
  /** The contract as the gateway answered it (status A Signed or R Not signed). */
  result: ContractValue | null;
  /** The gateway's refusal of the last answer. */
  error: unknown;
}

export type OfferEvent =
  { type: 'offer.accept' } | { type: 'offer.reject' } | { type: 'offer.next' } | { type: 'popup.dismiss' };

/**
 * The contract popup after login (GATEWAY-CALLS-SEEN §14): each waiting offer is shown with its rate and, when
 * accepting would end downline contracts with a higher rate, the warning; the agent accepts or rejects it, sees the
 * contract Signed (or Not signed), then the next offer. Dismissing leaves the offers waiting for the next login.
 */
export const contractOfferMachine = setup({
  types: {
    input: {} as { offers: ContractValue[] },
    context: {} as OfferContext,
    events: {} as OfferEvent,
  },
  actors: {
    answerOffer: fromPromise<ContractValue, { offer: ContractValue; status: OfferAnswer }>(async () => {
      throw new Error('answerOffer not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.index + 1 < context.offers.length,
  },
}).createMachine({
  id: 'contractOffer',
  context: ({ input }) => ({ offers: input.offers, index: 0, answer: 'A', result: null, error: null }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        'offer.accept': { target: 'answering', actions: assign({ answer: 'A' as const }) },
        'offer.reject': { target: 'answering', actions: assign({ answer: 'R' as const }) },
        'popup.dismiss': 'dismissed',
      },
    },
    answering: {
      entry: assign({ error: null }),
      invoke: {
        src: 'answerOffer',
        input: ({ context }) => ({ offer: context.offers[context.index]!, status: context.answer }),
        onDone: { target: 'answered', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'asking', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    answered: {
      on: {
        'offer.next': [
          {
            guard: 'hasMore',
            target: 'asking',
            actions: assign({ index: ({ context }) => context.index + 1, result: null }),
          },
          { target: 'done' },
        ],
        'popup.dismiss': 'done',
      },
    },
    dismissed: { type: 'final' },
    done: { type: 'final' },
  },
});
