import { assign, fromPromise, setup } from 'xstate';

/** One payout waiting for the member's receipt (MCSFE_getPaymentConfirmationList), amounts in minor units. */
export interface ReceiptItem {
  payDetailId: string;
  amount: number;
  /** The gateway already counts it as received (isAutoConfirmed Y). */
  isAutoConfirmed: boolean;
  /** Seconds until it counts as received, by the gateway's clock. */
  secondsLeft: number;
}

/** A proof image as the member picked it, read as a data URL. */
export interface ProofImage {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

/** SPEC §5: png or jpg, at most 5 MB each, at most 3 (the gateway checks again by the bytes). */
export const PROOF_LIMITS = { maxBytes: 5 * 1024 * 1024, maxCount: 3, types: ['image/png', 'image/jpeg'] } as const;

export type ImageProblem = 'type' | 'size' | 'count' | 'required';
export type AmountProblem = 'partialRange';

/** What is sent: MCSFE_processC2CTransaction's isMoneyReceived and its data. */
export type ReceiptDecision =
  | { isMoneyReceived: 'Y' }
  | { isMoneyReceived: 'Y'; receivedAmount: number }
  | { isMoneyReceived: 'N'; proofOfNotReceive: string[] }
  | { isMoneyReceived: 'A' };

export interface ReceiptContext {
  item: ReceiptItem;
  /** Date.now() when the payout counts as received. */
  deadline: number;
  images: ProofImage[];
  imageProblem: { problem: ImageProblem; name?: string } | null;
  amountProblem: AmountProblem | null;
  decision: ReceiptDecision | null;
  /** The gateway's refusal of the last sending. */
  error: unknown;
}

export type ReceiptEvent =
  | { type: 'RECEIVED' }
  | { type: 'NOT_RECEIVED' }
  | { type: 'PARTIAL' }
  | { type: 'BACK' }
  | { type: 'ADD_IMAGES'; images: ProofImage[] }
  | { type: 'REMOVE_IMAGE'; index: number }
  | { type: 'SUBMIT_PROOF' }
  | { type: 'SUBMIT_PARTIAL'; receivedAmount: number }
  | { type: 'ACKNOWLEDGE' };

/** The first problem of the images as they would be after adding `added`, or null. */
export function checkImages(current: readonly ProofImage[], added: readonly ProofImage[]) {
  for (const image of added) {
    if (!(PROOF_LIMITS.types as readonly string[]).includes(image.type))
      return { problem: 'type' as const, name: image.name };
    if (image.size > PROOF_LIMITS.maxBytes) return { problem: 'size' as const, name: image.name };
  }
  if (current.length + added.length > PROOF_LIMITS.maxCount) return { problem: 'count' as const };
  return null;
}

/**
 * The withdrawal receipt (SPEC §4): once a payout is paid the member says Received, Not received (1-3 proof images)
 * or Partially received (the amount that arrived). Left open past the merchant's minutes, it counts as received and
 * the member can only acknowledge that (no refund). The machine owns the timer: it runs while the member is choosing
 * and stops while an answer is being sent (the gateway then decides).
 */
export const withdrawalReceiptMachine = setup({
  types: {
    input: {} as { item: ReceiptItem },
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
  },
  actors: {
    sendReceipt: fromPromise<unknown, { payDetailId: string; decision: ReceiptDecision }>(async () => {
      throw new Error('sendReceipt must be provided');
    }),
  },
  guards: {
    alreadyAutoConfirmed: ({ context }) => context.item.isAutoConfirmed || context.deadline <= Date.now(),
    hasImages: ({ context }) => context.images.length > 0,
    partialInRange: ({ context, event }) =>
      event.type === 'SUBMIT_PARTIAL' && event.receivedAmount > 0 && event.receivedAmount < context.item.amount,
    imagesFit: ({ context, event }) =>
      event.type === 'ADD_IMAGES' && checkImages(context.images, event.images) === null,
    refusedAsAutoConfirmed: ({ event }) =>
      (event as { error?: { code?: string } }).error?.code === 'payment_confirmation_auto_confirmed',
  },
  delays: {
    autoConfirm: ({ context }) => Math.max(0, context.deadline - Date.now()),
  },
}).createMachine({
  id: 'withdrawalReceipt',
  context: ({ input }) => ({
    item: input.item,
    deadline: Date.now() + input.item.secondsLeft * 1000,
    images: [],
    imageProblem: null,
    amountProblem: null,
    decision: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'alreadyAutoConfirmed', target: 'autoConfirmed' }, { target: 'open' }] },
    open: {
      initial: 'choosing',
      after: { autoConfirm: 'autoConfirmed' },
      states: {
        choosing: {
          on: {
            RECEIVED: {
              target: '#withdrawalReceipt.sending',
              actions: assign({ decision: { isMoneyReceived: 'Y' } }),
            },
            NOT_RECEIVED: 'proof',
            PARTIAL: 'partial',
          },
        },
        proof: {
          on: {
            ADD_IMAGES: [
              {
                guard: 'imagesFit',
                actions: assign({
                  images: ({ context, event }) => [...context.images, ...event.images],
                  imageProblem: null,
                }),
              },
              { actions: assign({ imageProblem: ({ context, event }) => checkImages(context.images, event.images) }) },
            ],
            REMOVE_IMAGE: {
              actions: assign({
                images: ({ context, event }) => context.images.filter((_, i) => i !== event.index),
                imageProblem: null,
              }),
            },
            SUBMIT_PROOF: [
              {
                guard: 'hasImages',
                target: '#withdrawalReceipt.sending',
                actions: assign({
                  decision: ({ context }) => ({
                    isMoneyReceived: 'N' as const,
                    proofOfNotReceive: context.images.map((i) => i.dataUrl),
                  }),
                }),
              },
              { actions: assign({ imageProblem: { problem: 'required' } }) },
            ],
            BACK: { target: 'choosing', actions: assign({ images: [], imageProblem: null }) },
          },
        },
        partial: {
          on: {
            SUBMIT_PARTIAL: [
              {
                guard: 'partialInRange',
                target: '#withdrawalReceipt.sending',
                actions: assign({
                  amountProblem: null,
                  decision: ({ event }) => ({ isMoneyReceived: 'Y' as const, receivedAmount: event.receivedAmount }),
                }),
              },
              { actions: assign({ amountProblem: 'partialRange' }) },
            ],
            BACK: { target: 'choosing', actions: assign({ amountProblem: null }) },
          },
        },
        /** Back here after a refused sending, keeping the images the member picked. */
        hist: { type: 'history', history: 'shallow' },
      },
    },
    autoConfirmed: {
      on: {
        ACKNOWLEDGE: { target: 'sending', actions: assign({ decision: { isMoneyReceived: 'A' } }) },
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'sendReceipt',
        input: ({ context }) => ({ payDetailId: context.item.payDetailId, decision: context.decision! }),
        onDone: 'done',
        onError: [
          {
            guard: 'refusedAsAutoConfirmed',
            target: 'autoConfirmed',
            actions: assign({ error: ({ event }) => event.error }),
          },
          {
            guard: ({ context }) => context.decision?.isMoneyReceived === 'A',
            target: 'autoConfirmed',
            actions: assign({ error: ({ event }) => event.error }),
          },
          { target: 'open.hist', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    done: { type: 'final' },
  },
});

export type WithdrawalReceiptMachine = typeof withdrawalReceiptMachine;
