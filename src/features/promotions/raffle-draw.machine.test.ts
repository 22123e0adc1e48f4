import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RaffleStatusValue } from '@/generated/api-types';
import { raffleDrawMachine } from './raffle-draw.machine';

const status = (s: Partial<RaffleStatusValue>): RaffleStatusValue => ({
  isClaimed: 'N',
  hasStarted: 'N',
  hasEnded: 'N',
  due: 0,
  time: 0,
  ...s,
});

function start(answers: RaffleStatusValue[]) {
  const read = vi.fn(async () => answers.shift() ?? status({ hasEnded: 'Y' }));
  const actor = createActor(raffleDrawMachine.provide({ actors: { readStatus: fromPromise(read) } }));
  actor.start();
  return { actor, read };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('raffle draw', () => {
  it('counts down to the draw, asks the gateway again when it runs out, and is open then', async () => {
    const { actor, read } = start([status({ time: 600 }), status({ hasStarted: 'Y', time: 7200 })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(599_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'raffle.claimed' });
    expect(actor.getSnapshot().value).toBe('claimed');
  });

  it('stays open only while the gateway says so: at the close it reads the draw again and ends', async () => {
    const { actor } = start([status({ hasStarted: 'Y', time: 60 }), status({ hasStarted: 'Y', hasEnded: 'Y' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('open');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('ended');
  });

  it('shows a claimed draw as claimed, and reads again after a failed read when asked', async () => {
    const read = vi
      .fn<() => Promise<RaffleStatusValue>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(status({ isClaimed: 'Y', hasStarted: 'Y' }));
    const actor = createActor(raffleDrawMachine.provide({ actors: { readStatus: fromPromise(read) } })).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'raffle.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('claimed');
  });
});
