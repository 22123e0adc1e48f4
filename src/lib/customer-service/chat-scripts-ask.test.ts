import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '@/lib/gateway/client';

const callApi = vi.fn();
const loadChatScripts = vi.fn();
vi.mock('@/lib/gateway/api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));
vi.mock('./chat-scripts', () => ({ loadChatScripts: (...args: unknown[]) => loadChatScripts(...args) }));
const { askChatScripts } = await import('./chat-scripts-ask');

const gateway = {} as GatewayClient;
const LISTED = ['https://chat.solbet.example/__mock/chat-widget.js'];

describe('asking for the chat scripts at boot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    callApi.mockReset();
    loadChatScripts.mockReset();
  });

  it('asks once the browser is idle, and hands an answer with scripts to the loader with the listed addresses', async () => {
    const answer = { scripts: [{ src: LISTED[0] }] };
    callApi.mockResolvedValue(answer);
    askChatScripts(gateway, LISTED);
    expect(callApi).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(callApi).toHaveBeenCalledWith(gateway, 'system.customerServiceScript');
    await vi.waitFor(() => expect(loadChatScripts).toHaveBeenCalledWith(answer, LISTED, document));
  });

  it('downloads no loader for the empty answer, nor when the call fails', async () => {
    callApi.mockResolvedValueOnce({ scripts: [] }).mockRejectedValueOnce(new Error('offline'));
    askChatScripts(gateway);
    askChatScripts(gateway);
    await vi.runAllTimersAsync();
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(loadChatScripts).not.toHaveBeenCalled();
  });
});
