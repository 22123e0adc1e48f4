import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@/generated/api-endpoints';
import { callApi, prefetchApi } from './api';
import type { EndpointDef, GatewayClient } from './client';

function recordingClient() {
  const called: EndpointDef[] = [];
  const client = {
    call: vi.fn(async (def: EndpointDef) => {
      called.push(def);
      return { ok: def.id };
    }),
    prefetch: vi.fn((def: EndpointDef) => called.push(def)),
  } as unknown as GatewayClient;
  return { client, called };
}

describe('calls by catalogue id', () => {
  it("calls a first-screen endpoint with its line from the first screen's table", async () => {
    const { client, called } = recordingClient();
    expect(ENDPOINTS['system.status']).toBeDefined();
    await expect(callApi(client, 'system.status')).resolves.toEqual({ ok: 'system.status' });
    expect(called[0]).toMatchObject({ id: 'system.status', method: 'GET', path: '/wps/system/status' });
  });

  it('calls any other endpoint once the later table has arrived, with its own method, path and marks', async () => {
    const { client, called } = recordingClient();
    expect(ENDPOINTS['wallet.returnAll']).toBeUndefined();
    await callApi(client, 'wallet.returnAll', { body: { customerId: 7 } });
    expect(called[0]).toMatchObject({ id: 'wallet.returnAll', bodyEncoding: 'json-string', money: true });
  });

  it('prefetches a later endpoint as well', async () => {
    const { client, called } = recordingClient();
    prefetchApi(client, 'wallet.balance');
    await vi.waitFor(() => expect(called.map((d) => d.id)).toEqual(['wallet.balance']));
  });
});
