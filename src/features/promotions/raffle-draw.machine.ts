import { assign, fromPromise, setup } from 'xstate';
import type { RaffleStatusValue } from '@/generated/api-types';

export interface RaffleDrawContext {
  /** The gateway's last word on the draw (MCSFE_getRafflePromotionStatus). */
  status: RaffleStatusValue | null;
  /** When it was read (page clock, ms): the countdown runs from here by `status.time` seconds. */
  readAt: number;
  error: unknown;
}

export type RaffleDrawEvent =
  /** The member's claim landed. */
  | { type: 'raffle.claimed' }
  /** Read the draw again (after a failed read). */
  | { type: 'raffle.retry' };

const secondsToChange = (c: RaffleDrawContext) => Math.max(0, (c.status?.time ?? 0) * 1000);

/**
 * One raffle draw for the member: waiting for it to open (counting down), open (claim, counting down to the close),
 * claimed, or ended. When a countdown runs out the draw is read again: the gateway decides, not the page clock.
 */
export const raffleDrawMachine = setup({
  types: { context: {} as RaffleDrawContext, events: {} as RaffleDrawEvent },
  actors: {
    readStatus: fromPromise<RaffleStatusValue>(async () => {
      throw new Error('readStatus is provided by the page');
    }),
  },
  delays: {
    untilChange: ({ context }) => secondsToChange(context),
  },
  guards: {
    claimed: ({ context }) => context.status?.isClaimed === 'Y',
    ended: ({ context }) => context.status?.hasEnded === 'Y',
    started: ({ context }) => context.status?.hasStarted === 'Y',
  },
}).createMachine({
  id: 'raffleDraw',
  context: { status: null, readAt: 0, error: null },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readStatus',
        onDone: {
          target: 'deciding',
          actions: assign({ status: ({ event }) => event.output, readAt: () => Date.now(), error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    deciding: {
      always: [
        { guard: 'claimed', target: 'claimed' },
        { guard: 'ended', target: 'ended' },
        { guard: 'started', target: 'open' },
        { target: 'waiting' },
      ],
    },
    waiting: { after: { untilChange: 'reading' } },
    open: {
      on: { 'raffle.claimed': 'claimed' },
      after: { untilChange: 'reading' },
    },
    claimed: { type: 'final' },
    ended: { type: 'final' },
    failed: { on: { 'raffle.retry': 'reading' } },
  },
});
