import { assign, fromPromise, setup } from 'xstate';

export interface DepositProgressInput {
  depositId: string;
  /** The channel asks for "I have paid" (MCSFE_createDepositTask) before the cashier looks at the deposit. */
  confirmationRequired: boolean;
}

export interface DepositProgressContext {
  depositId: string;
  confirmationRequired: boolean;
  /** The last refusal of "I have paid" (shown translated; the member may try again). */
  error: unknown;
}

export type DepositProgressEvent =
  /** The member pressed "I have paid". */
  | { type: 'deposit.paid' }
  /** The deposit's state as the records read it (2 Approved, 3 Cancelled, 4 Pending, 5 New, 6 Rejected, 7 Expired). */
  | { type: 'deposit.state'; state: number };

/** States that close a deposit, and where each leads. */
const CLOSED: Record<number, 'approved' | 'rejected' | 'expired'> = {
  2: 'approved',
  3: 'rejected',
  6: 'rejected',
  7: 'expired',
};
const closedBy = (state: number) => CLOSED[state];

/**
 * One submitted deposit on the page: a transfer waits for "I have paid", then for the cashier; a payment page or a QR
 * waits for the cashier at once. The cashier's verdict (read from the records while the deposit is open) ends it;
 * approval refreshes every balance on screen (`approved`, provided by the page).
 */
export const depositProgressMachine = setup({
  types: {
    input: {} as DepositProgressInput,
    context: {} as DepositProgressContext,
    events: {} as DepositProgressEvent,
  },
  actors: {
    reportPaid: fromPromise<unknown, string>(async () => {
      throw new Error('reportPaid is provided by the page');
    }),
  },
  actions: {
    approved: () => {},
  },
  guards: {
    needsConfirmation: ({ context }) => context.confirmationRequired,
  },
}).createMachine({
  id: 'depositProgress',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'starting',
  // QA (or the cashier) may close a deposit at any moment, even before the member says they paid.
  on: {
    'deposit.state': [
      { guard: ({ event }) => closedBy(event.state) === 'approved', target: '.approved' },
      { guard: ({ event }) => closedBy(event.state) === 'rejected', target: '.rejected' },
      { guard: ({ event }) => closedBy(event.state) === 'expired', target: '.expired' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'needsConfirmation', target: 'awaitingPayment' }, { target: 'withCashier' }],
    },
    awaitingPayment: {
      on: { 'deposit.paid': 'reporting' },
    },
    reporting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'reportPaid',
        input: ({ context }) => context.depositId,
        onDone: 'withCashier',
        onError: { target: 'awaitingPayment', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    withCashier: {},
    approved: { type: 'final', entry: 'approved' },
    rejected: { type: 'final' },
    expired: { type: 'final' },
  },
});
