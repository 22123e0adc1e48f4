import { assign, fromPromise, setup } from 'xstate';
import { MINUTE_MS } from '@/lib/safer/policy';

export interface RealityCheckInput {
  /** The member's interval (safer.status realityCheck.intervalMinutes; the policy's default until they choose). */
  intervalMinutes: number;
  /** When the session started, on the gateway's clock (epoch ms): the checks are counted from here, not the page load. */
  sessionStartedAt: number;
  /** The gateway's time in the same answer, and the page's when it arrived: their difference maps one onto the other. */
  serverNow: number;
  localNow: number;
  /** Checks of this session already answered with "Continue" (kept across reloads by the caller). */
  acknowledged?: number;
}

export interface RealityCheckContext {
  intervalMs: number;
  sessionStartedAt: number;
  /** Gateway time minus page time. */
  skew: number;
  /** The last check answered with "Continue" (1 is the first interval after the session's start). */
  acknowledged: number;
  /** The check on screen, and the gateway's time when it showed (what the dialog reports up to). */
  due: number;
  shownAt: number;
}

export type RealityCheckEvent = { type: 'check.continue' } | { type: 'check.logout' };

/** The gateway's time now, as the page's clock moves on from the status answer. */
const serverNow = (c: RealityCheckContext) => Date.now() + c.skew;

/**
 * The reality check (issue 45; UKGC RTS 13, MGA PPD): at each interval after the session's start on the gateway, a
 * dialog reports the time played and the session's net result, until the member continues (the next check is one
 * interval later) or logs out. A reload starts the machine again from the same gateway times, so a check that was due
 * is due at once and one not yet due keeps its moment. An interval of 0 means no reality check.
 */
export const realityCheckMachine = setup({
  types: {
    input: {} as RealityCheckInput,
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
  },
  actors: {
    logOut: fromPromise<void>(async () => {
      throw new Error('logOut must be provided');
    }),
  },
  actions: {
    /** Keeps the answered check where a reload finds it (provided by the caller). */
    remember: () => undefined,
    showCheck: assign(({ context }) => {
      const now = serverNow(context);
      const reached = Math.floor((now - context.sessionStartedAt) / context.intervalMs);
      return { due: Math.max(context.acknowledged + 1, reached), shownAt: now };
    }),
    acknowledge: assign({ acknowledged: ({ context }) => context.due }),
  },
  guards: {
    checksOn: ({ context }) => context.intervalMs > 0,
  },
  delays: {
    untilDue: ({ context }) =>
      Math.max(0, context.sessionStartedAt + (context.acknowledged + 1) * context.intervalMs - serverNow(context)),
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({
    intervalMs: Math.max(0, input.intervalMinutes) * MINUTE_MS,
    sessionStartedAt: input.sessionStartedAt,
    skew: input.serverNow - input.localNow,
    acknowledged: input.acknowledged ?? 0,
    due: 0,
    shownAt: 0,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'checksOn', target: 'waiting' }, { target: 'off' }] },
    off: {},
    waiting: { after: { untilDue: 'due' } },
    due: {
      entry: 'showCheck',
      on: {
        'check.continue': { target: 'waiting', actions: ['acknowledge', 'remember'] },
        'check.logout': 'leaving',
      },
    },
    leaving: { invoke: { src: 'logOut', onDone: 'ended', onError: 'ended' } },
    ended: { type: 'final' },
  },
});

export type RealityCheckMachine = typeof realityCheckMachine;
