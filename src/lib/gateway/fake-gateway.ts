import { vi } from 'vitest';
import type { CallOptions, EndpointDef, GatewayClient } from './client';

/** Tests only: what a fake endpoint answers for a call; it throws a GatewayError to refuse. */
export type FakeHandlers = Record<string, (options: CallOptions) => unknown>;

/** Tests only: a gateway answering by catalogue id, recording the options each endpoint was called with. */
export function fakeGateway(handlers: FakeHandlers) {
  const call = vi.fn(async (endpoint: EndpointDef, options: CallOptions = {}) => {
    const handler = handlers[endpoint.id];
    if (!handler) throw new Error(`no fake for ${endpoint.id}`);
    return handler(options);
  });
  const gateway: GatewayClient = {
    call: call as GatewayClient['call'],
    prefetch: () => undefined,
    onMoneySettled: () => () => undefined,
  };
  /** The options (body, query, idempotency key) one endpoint was called with, in order. */
  const calls = (id: string): CallOptions[] =>
    call.mock.calls.filter(([endpoint]) => endpoint.id === id).map(([, options]) => options ?? {});
  return { gateway, call, calls };
}
