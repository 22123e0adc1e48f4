import { assign, fromPromise, setup } from 'xstate';

/** One game's current draw, as /lgw/numeros/near tells it, placed on this browser's clock. */
export interface CurrentDraw {
  numero: string;
  /** When betting on it locks, ms on this browser's clock (the moment of the answer when it was not on sale). */
  locksAt: number;
  /** When the draw closes, ms on this browser's clock. */
  closesAt: number;
}

const ms = (n: unknown): number | undefined => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined);

/**
 * The one reader of the raw /lgw/numeros/near answer, `{currentNumero{numero, isSale, remainTime, lockTime}}`, the two
 * times in ms from the answer (docs/gateway.md). A lock time missing or past the close locks at the close; a draw not
 * on sale is locked from the answer on. None without a draw number or a close.
 */
export function readCurrentDraw(answer: unknown, receivedAt: number): CurrentDraw | null {
  const current = (answer as { currentNumero?: Record<string, unknown> } | null)?.currentNumero;
  const remain = ms(current?.remainTime);
  if (!current || typeof current.numero !== 'string' || !current.numero || remain === undefined) return null;
  const lock = current.isSale === false ? 0 : Math.min(ms(current.lockTime) ?? remain, remain);
  return { numero: current.numero, locksAt: receivedAt + lock, closesAt: receivedAt + remain };
}

/** A draw the gateway says closed already is read again after this long, not in a tight loop. */
export const REREAD_FLOOR_MS = 1000;

export interface QuickBetContext {
  draw: CurrentDraw | null;
  error: unknown;
  /** This browser's clock (a test's own). */
  now: () => number;
}

export type QuickBetEvent = { type: 'bet' } | { type: 'retry' };

/**
 * A game's quick bet: its current draw is read, open for betting until it locks, locked until it closes, and read
 * again the moment it closes (the next draw). A bet opens the lottery on that draw once: further presses while it
 * opens, or while the draw is locked, do nothing. The gateway's times decide, counted from its answer. A game without
 * a draw here is still opened for betting, once per press.
 */
export const quickBetMachine = setup({
  types: {
    input: {} as { now?: () => number },
    context: {} as QuickBetContext,
    events: {} as QuickBetEvent,
  },
  actors: {
    readDraw: fromPromise<CurrentDraw | null>(async () => {
      throw new Error('readDraw is provided by the screen');
    }),
    placeBet: fromPromise<void, { numero: string | null }>(async () => {
      throw new Error('placeBet is provided by the screen');
    }),
  },
  delays: {
    untilLock: ({ context }) => Math.max(0, (context.draw?.locksAt ?? 0) - context.now()),
    untilClose: ({ context }) => Math.max(REREAD_FLOOR_MS, (context.draw?.closesAt ?? 0) - context.now()),
  },
  guards: {
    noDraw: ({ context }) => context.draw === null,
    onSale: ({ context }) => !!context.draw && context.draw.locksAt > context.now(),
  },
}).createMachine({
  id: 'quickBet',
  context: ({ input }) => ({ draw: null, error: null, now: input.now ?? Date.now }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readDraw',
        onDone: { target: 'deciding', actions: assign({ draw: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    deciding: {
      always: [{ guard: 'noDraw', target: 'noDraw' }, { guard: 'onSale', target: 'open' }, { target: 'locked' }],
    },
    open: {
      after: { untilLock: 'locked' },
      on: { bet: 'betting' },
    },
    betting: {
      invoke: {
        src: 'placeBet',
        input: ({ context }) => ({ numero: context.draw?.numero ?? null }),
        // The screen says what went wrong (the launch's own dialogs); the draw goes on either way.
        onDone: 'deciding',
        onError: 'deciding',
      },
    },
    locked: {
      after: { untilClose: 'reading' },
    },
    // A game whose draws the gateway does not tell here (a vendor's own lottery) is bet on in the game itself.
    noDraw: {
      on: { bet: 'betting', retry: 'reading' },
    },
    failed: {
      on: { retry: 'reading' },
    },
  },
});
