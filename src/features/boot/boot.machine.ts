import { assign, fromPromise, StateMachine, type createMachine, type PromiseActorLogic } from 'xstate';

/** SPEC §4: 0 normal, 1 maintenance (takes priority), 2 region-restricted. */
export type SystemStatus = 0 | 1 | 2;

export interface BootResult<TSettings = unknown> {
  systemStatus: SystemStatus;
  /** The visitor's IP as the gateway saw it (shown on the region-blocked page). */
  ip?: string;
  settings: TSettings;
}

export interface BootContext {
  result: BootResult | null;
  error: unknown;
  attempts: number;
}

/**
 * Boot: the platform's boot calls (templates, status, consolidated settings, country and location), then the normal
 * app, the maintenance page or the region-blocked page. A failed fetch waits for the user's retry. With a token at
 * hand, member info is loaded before the app shows, so the header does not flash the logged-out state. The status is
 * checked again while the site is open (`status.checked`, when the tab becomes visible): a maintenance window or a
 * region block that starts then closes the site, and one that ends opens it again.
 */
/** `rendered`: the boot result the server rendered the page with, when it did. */
export interface BootInput {
  rendered?: BootResult;
}

type BootEvent = { type: 'boot.retry' } | { type: 'status.checked'; result: BootResult };

// XState's createMachine, built the way it builds it: the package's index, where createMachine lives, also holds
// setup(), whose helper object references every action creator of XState. This machine is part of the first screen's
// script, and the index stays out of it (vite.config.ts, heldBack): about 1 kB gzip.
const createLeanMachine: typeof createMachine = (config, implementations) =>
  new StateMachine(config as never, implementations as never) as never;
const takeStatus = assign<BootContext, BootEvent, undefined, BootEvent, never>({
  result: ({ context, event }) => (event.type === 'status.checked' ? event.result : context.result),
});
const hasStatus =
  (status: SystemStatus) =>
  ({ context }: { context: BootContext }) =>
    context.result?.systemStatus === status;
const decideAgain = { target: 'deciding', actions: takeStatus } as const;

export const bootMachine = createLeanMachine(
  {
    types: {} as {
      context: BootContext;
      events: BootEvent;
      input: BootInput | undefined;
      actors:
        | { src: 'loadBoot'; logic: PromiseActorLogic<BootResult> }
        | { src: 'restoreSession'; logic: PromiseActorLogic<void> };
    },
    id: 'boot',
    context: ({ input }) => ({ result: input?.rendered ?? null, error: null, attempts: 0 }),
    initial: 'starting',
    states: {
      // A page the server rendered hands over its boot result (the same calls, made by the server): the app starts
      // where the server's render was, so the first render equals it. Its session (if any) is restored by the page
      // after hydration, as the server renders the unknown session.
      starting: {
        always: [
          { guard: hasStatus(1), target: 'maintenance' },
          { guard: hasStatus(2), target: 'regionBlocked' },
          { guard: ({ context }) => context.result !== null, target: 'ready' },
          { target: 'loading' },
        ],
      },
      loading: {
        entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
        invoke: {
          src: 'loadBoot',
          onDone: { target: 'deciding', actions: assign({ result: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      deciding: {
        always: [
          { guard: hasStatus(1), target: 'maintenance' },
          { guard: hasStatus(2), target: 'regionBlocked' },
          { target: 'restoringSession' },
        ],
      },
      restoringSession: {
        // A dead token only means the visitor starts logged out: the app shows either way.
        invoke: { src: 'restoreSession', onDone: 'ready', onError: 'ready' },
      },
      ready: {
        on: {
          'status.checked': [
            { guard: ({ event }) => event.result.systemStatus !== 0, ...decideAgain },
            { actions: takeStatus },
          ],
        },
      },
      // A later check decides again: still closed, closed for the other reason, or open (the session is restored).
      maintenance: { on: { 'status.checked': decideAgain } },
      regionBlocked: { on: { 'status.checked': decideAgain } },
      failed: {
        on: { 'boot.retry': 'loading' },
      },
    },
  },
  {
    actors: {
      loadBoot: fromPromise<BootResult>(async () => {
        throw new Error('loadBoot must be provided');
      }),
      restoreSession: fromPromise<void>(async () => {}),
    },
  },
);
