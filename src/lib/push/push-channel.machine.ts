import { assign, emit, fromCallback, setup } from 'xstate';
import type { PushEvent } from '@/generated/api-types';

/** Close code of a refused subscription (no, bad or ended session): retrying with the same token cannot help. */
export const CLOSE_UNAUTHORISED = 4401;

export interface PushChannelInput {
  /** ws(s)://<origin>/wps/push */
  url: string;
  /** The session token, sent in the first frame (a browser cannot set Authorization on a WebSocket). */
  token: string;
  /** First reconnect delay; doubled after each failure (default 1 s). */
  baseDelayMs?: number;
  /** Longest reconnect delay (default 30 s). */
  maxDelayMs?: number;
}

export interface PushChannelContext {
  url: string;
  token: string;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failed connections in a row (0 once subscribed). */
  attempt: number;
}

type SocketEvent =
  { type: 'socket.subscribed' } | { type: 'socket.event'; event: PushEvent } | { type: 'socket.closed'; code: number };

/** Opens the WebSocket, subscribes with the token, and reports frames and the close to the machine. */
export const socketActor = fromCallback<SocketEvent, { url: string; token: string }>(({ input, sendBack }) => {
  let closed = false;
  const ws = new WebSocket(input.url);
  ws.onopen = () => ws.send(JSON.stringify({ action: 'subscribe', token: input.token }));
  ws.onmessage = (m) => {
    let frame: unknown;
    try {
      frame = JSON.parse(String(m.data));
    } catch {
      return; // not ours: ignored
    }
    if (frame && typeof frame === 'object' && 'subscribed' in frame) sendBack({ type: 'socket.subscribed' });
    else if (frame && typeof frame === 'object' && typeof (frame as PushEvent).type === 'string')
      sendBack({ type: 'socket.event', event: frame as PushEvent });
  };
  ws.onclose = (e) => {
    if (!closed) sendBack({ type: 'socket.closed', code: e.code });
  };
  return () => {
    closed = true;
    ws.close();
  };
});

/**
 * The push channel of the signed-in account (GATEWAY-CALLS-SEEN §0): connects, subscribes, passes each event on
 * (emitted as `push`), and after a drop reconnects with a doubling delay. While it is not live (waiting to
 * reconnect, reconnecting, or refused) it is tagged `polling`: the site then reads counts on a timer instead.
 */
export const pushChannelMachine = setup({
  types: {
    input: {} as PushChannelInput,
    context: {} as PushChannelContext,
    events: {} as SocketEvent,
    emitted: {} as { type: 'push'; event: PushEvent },
  },
  actors: { socket: socketActor },
  guards: {
    refused: ({ event }) => event.type === 'socket.closed' && event.code === CLOSE_UNAUTHORISED,
    retrying: ({ context }) => context.attempt > 0,
  },
  delays: {
    retryDelay: ({ context }) => Math.min(context.baseDelayMs * 2 ** (context.attempt - 1), context.maxDelayMs),
  },
}).createMachine({
  id: 'pushChannel',
  context: ({ input }) => ({
    url: input.url,
    token: input.token,
    baseDelayMs: input.baseDelayMs ?? 1_000,
    maxDelayMs: input.maxDelayMs ?? 30_000,
    attempt: 0,
  }),
  initial: 'online',
  states: {
    online: {
      invoke: { src: 'socket', input: ({ context }) => ({ url: context.url, token: context.token }) },
      initial: 'connecting',
      states: {
        connecting: { always: { guard: 'retrying', target: 'reconnecting' } },
        reconnecting: { tags: ['polling'] },
        live: {},
      },
      on: {
        'socket.subscribed': { target: '.live', actions: assign({ attempt: 0 }) },
        'socket.event': { actions: emit(({ event }) => ({ type: 'push' as const, event: event.event })) },
        'socket.closed': [
          { guard: 'refused', target: 'refused' },
          { target: 'waiting', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
        ],
      },
    },
    waiting: { tags: ['polling'], after: { retryDelay: 'online' } },
    /** The gateway refused the token: a session error ends the session elsewhere; until then, poll. */
    refused: { tags: ['polling'] },
  },
});
