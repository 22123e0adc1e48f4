import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { quickBetMachine, readCurrentDraw, REREAD_FLOOR_MS, type CurrentDraw } from './quick-bet.machine';

/** A near-numero answer as the gateway sends it, its times in ms from now. */
const near = (numero: string, remainTime: number, lockTime: number, isSale = true) => ({
  gameId: 7,
  gameCode: 'LOTT_T0002',
  currentNumero: { numero, isSale, remainTime, lockTime },
});

function start(
  answers: unknown[],
  placeBet: (input: { numero: string | null }) => Promise<void> = vi.fn(async () => {}),
) {
  const read = vi.fn(async () => readCurrentDraw(answers.shift() ?? null, Date.now()));
  const actor = createActor(
    quickBetMachine.provide({
      actors: {
        readDraw: fromPromise(read),
        placeBet: fromPromise<void, { numero: string | null }>(({ input }) => placeBet(input)),
      },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, read, placeBet };
}

beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
afterEach(() => vi.useRealTimers());

describe('reading the current draw', () => {
  it('places the times on this clock from the answer: betting locks at lockTime, the draw closes at remainTime', () => {
    expect(readCurrentDraw(near('20270115-0101', 60_000, 52_500), 1000)).toEqual<CurrentDraw>({
      numero: '20270115-0101',
      locksAt: 53_500,
      closesAt: 61_000,
    });
  });

  it('locks at once a draw not on sale, at the close without a lock time, and reads nothing without a draw', () => {
    expect(readCurrentDraw(near('A', 5000, 0, false), 0)).toEqual({ numero: 'A', locksAt: 0, closesAt: 5000 });
    expect(readCurrentDraw({ currentNumero: { numero: 'A', remainTime: 5000 } }, 0)?.locksAt).toBe(5000);
    expect(readCurrentDraw(near('A', 5000, 9000), 0)?.locksAt).toBe(5000);
    expect(readCurrentDraw({ currentNumero: { numero: '', remainTime: 5 } }, 0)).toBeNull();
    expect(readCurrentDraw({ currentNumero: { numero: 'A', remainTime: -1 } }, 0)).toBeNull();
    expect(readCurrentDraw({}, 0)).toBeNull();
    expect(readCurrentDraw(null, 0)).toBeNull();
  });
});

describe('quick bet', () => {
  it('is open until the lock, locked until the close, then reads the next draw at once', async () => {
    const { actor, read } = start([near('0101', 75_000, 67_500), near('0102', 75_000, 67_500)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('open');
    await vi.advanceTimersByTimeAsync(67_499);
    expect(actor.getSnapshot().value).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'bet' }); // locked: nothing happens
    expect(actor.getSnapshot().value).toBe('locked');
    await vi.advanceTimersByTimeAsync(7_499);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.draw?.numero).toBe('0102');
  });

  it('places one bet on the open draw however often it is pressed while it is placed', async () => {
    let done!: () => void;
    const placeBet = vi.fn((_: { numero: string | null }) => new Promise<void>((resolve) => (done = resolve)));
    const { actor } = start([near('0101', 75_000, 67_500)], placeBet);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'bet' });
    actor.send({ type: 'bet' });
    actor.send({ type: 'bet' });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(placeBet).toHaveBeenCalledTimes(1);
    expect(placeBet).toHaveBeenCalledWith({ numero: '0101' });
    done();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('is locked after a bet that outlasted the lock, and open again after one that failed', async () => {
    const placeBet = vi
      .fn()
      .mockRejectedValueOnce(new Error('refused'))
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(resolve, 70_000)));
    const { actor } = start([near('0101', 75_000, 67_500)], placeBet);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'bet' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'bet' });
    await vi.advanceTimersByTimeAsync(70_000);
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('starts locked on a draw not on sale, and does not ask again in a tight loop for one already closed', async () => {
    const { actor, read } = start([near('0101', 0, 0, false), near('0101', 0, 0, false), near('0102', 60_000, 50_000)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('locked');
    await vi.advanceTimersByTimeAsync(REREAD_FLOOR_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + REREAD_FLOOR_MS);
    expect(read).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('opens a game without a draw here once per press, and stays without one', async () => {
    let done!: () => void;
    const placeBet = vi.fn((_: { numero: string | null }) => new Promise<void>((resolve) => (done = resolve)));
    const { actor } = start([{ gameId: 7, currentNumero: null }], placeBet);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('noDraw');
    actor.send({ type: 'bet' });
    actor.send({ type: 'bet' });
    expect(placeBet).toHaveBeenCalledTimes(1);
    expect(placeBet).toHaveBeenCalledWith({ numero: null });
    done();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('noDraw');
  });

  it('says a failed read and a game without a draw, and reads again when asked', async () => {
    const read = vi
      .fn<() => Promise<CurrentDraw | null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(readCurrentDraw(near('0101', 60_000, 50_000), Date.now()));
    const actor = createActor(quickBetMachine.provide({ actors: { readDraw: fromPromise(read) } }), { input: {} });
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual(new Error('offline'));
    actor.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('noDraw');
    actor.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('open');
  });
});
