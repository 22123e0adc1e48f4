import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MINUTE_MS } from '@/lib/safer/policy';
import { realityCheckMachine, type RealityCheckInput } from './reality-check.machine';

// The gateway's clock runs 5 hours ahead of the page's: the checks follow the gateway's.
const SERVER = Date.UTC(2026, 10, 29, 12, 0, 0);
const PAGE = SERVER - 5 * 60 * MINUTE_MS;

function start(input: Partial<RealityCheckInput> = {}) {
  const logOut = vi.fn(async (): Promise<void> => undefined);
  const remember = vi.fn();
  const actor = createActor(
    realityCheckMachine.provide({
      actors: { logOut: fromPromise(logOut) },
      actions: { remember: ({ context }) => remember(context.acknowledged) },
    }),
    {
      input: {
        intervalMinutes: 30,
        sessionStartedAt: SERVER - 10 * MINUTE_MS,
        serverNow: SERVER,
        localNow: Date.now(),
        ...input,
      },
    },
  ).start();
  return { actor, logOut, remember };
}

describe('reality-check machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(PAGE);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first check one interval after the session started on the gateway, not after the page load', () => {
    const { actor } = start();
    vi.advanceTimersByTime(20 * MINUTE_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('due');
    expect(actor.getSnapshot().context).toMatchObject({ due: 1, shownAt: SERVER + 20 * MINUTE_MS });
  });

  it('is due at once when a reload comes after the interval, and continuing waits for the next one', () => {
    const { actor, remember } = start({ sessionStartedAt: SERVER - 35 * MINUTE_MS });
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().value).toBe('due');
    actor.send({ type: 'check.continue' });
    expect(remember).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(25 * MINUTE_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.due).toBe(2);
  });

  it('does not show again a check already answered before the reload', () => {
    const { actor } = start({ sessionStartedAt: SERVER - 35 * MINUTE_MS, acknowledged: 1 });
    vi.advanceTimersByTime(25 * MINUTE_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('due');
  });

  it('after a long absence shows one check for the intervals missed, then waits for the next', () => {
    const { actor } = start({ sessionStartedAt: SERVER - 100 * MINUTE_MS });
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().context.due).toBe(3);
    actor.send({ type: 'check.continue' });
    vi.advanceTimersByTime(20 * MINUTE_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.due).toBe(4);
  });

  it('logs out from the check and ends', async () => {
    const { actor, logOut } = start({ sessionStartedAt: SERVER - 30 * MINUTE_MS });
    vi.advanceTimersByTime(0);
    actor.send({ type: 'check.logout' });
    await vi.advanceTimersByTimeAsync(0);
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('never shows a check when the member chose none', () => {
    const { actor } = start({ intervalMinutes: 0 });
    vi.advanceTimersByTime(24 * 60 * MINUTE_MS);
    expect(actor.getSnapshot().value).toBe('off');
  });
});
