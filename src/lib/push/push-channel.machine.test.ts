import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { PushEvent } from '@/generated/api-types';
import { CLOSE_UNAUTHORISED, pushChannelMachine } from './push-channel.machine';

type Send = (e: { type: string; [k: string]: unknown }) => void;

/** A stand-in socket: the test plays the server through `server`. */
function harness() {
  const opened: { token: string }[] = [];
  let server: Send = () => undefined;
  const machine = pushChannelMachine.provide({
    actors: {
      socket: fromCallback(({ input, sendBack }) => {
        opened.push({ token: (input as { token: string }).token });
        server = sendBack as Send;
      }),
    },
  });
  const actor = createActor(machine, { input: { url: 'ws://x/wps/push', token: 'T1', baseDelayMs: 1000 } });
  const events: PushEvent[] = [];
  actor.on('push', (e) => events.push(e.event));
  actor.start();
  return { actor, opened, events, server: (e: Parameters<Send>[0]) => server(e) };
}

describe('push channel machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribes with the token and passes each event on once live', () => {
    const h = harness();
    expect(h.opened).toEqual([{ token: 'T1' }]);
    expect(h.actor.getSnapshot().matches({ online: 'connecting' })).toBe(true);
    expect(h.actor.getSnapshot().hasTag('polling')).toBe(false);
    h.server({ type: 'socket.subscribed' });
    expect(h.actor.getSnapshot().matches({ online: 'live' })).toBe(true);
    h.server({ type: 'socket.event', event: { type: 'INBOX', title: 'Hello' } });
    expect(h.events).toEqual([{ type: 'INBOX', title: 'Hello' }]);
  });

  it('reconnects after a drop with a doubling delay, polling meanwhile, and resets once live again', () => {
    const h = harness();
    h.server({ type: 'socket.subscribed' });
    h.server({ type: 'socket.closed', code: 1012 });
    expect(h.actor.getSnapshot().value).toBe('waiting');
    expect(h.actor.getSnapshot().hasTag('polling')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(h.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.opened).toHaveLength(2);
    expect(h.actor.getSnapshot().matches({ online: 'reconnecting' })).toBe(true);
    h.server({ type: 'socket.closed', code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(h.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(h.opened).toHaveLength(3);
    h.server({ type: 'socket.subscribed' });
    expect(h.actor.getSnapshot().context.attempt).toBe(0);
    expect(h.actor.getSnapshot().hasTag('polling')).toBe(false);
  });

  it('caps the delay and stops retrying a refused token (polling instead)', () => {
    const h = harness();
    for (let i = 0; i < 10; i++) {
      h.server({ type: 'socket.closed', code: 1006 });
      vi.advanceTimersByTime(30_000);
    }
    expect(h.opened).toHaveLength(11);
    h.server({ type: 'socket.closed', code: CLOSE_UNAUTHORISED });
    vi.advanceTimersByTime(120_000);
    expect(h.opened).toHaveLength(11);
    expect(h.actor.getSnapshot().value).toBe('refused');
    expect(h.actor.getSnapshot().hasTag('polling')).toBe(true);
  });
});
