/**
 * Chat scripts (system.customerServiceScript, WPSCORE_getCustomerServiceScript): asked at boot without a token, the
 * gateway answers the addresses of the merchant's `customerService.chatScripts` and never script text; the mock
 * serves the stand-in widget those addresses name (docs/gateway.md, "Chat scripts").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, responseViolations, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

describe('chat scripts', () => {
  it("answers a visitor the addresses of the merchant's chat scripts, and none for a merchant without", async () => {
    const solbet = new Client(gw.baseUrl, uniqueSession('chat-scripts'), 'SB01');
    const answer = await solbet.call<{ scripts: { src: string }[] }>('system.customerServiceScript', { token: null });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ scripts: [{ src: 'https://chat.solbet.example/__mock/chat-widget.js' }] });
    expect(responseViolations('system.customerServiceScript', answer.body.value)).toEqual([]);

    const royal = new Client(gw.baseUrl, uniqueSession('chat-scripts'));
    expect((await royal.call('system.customerServiceScript', { token: null })).body.value).toEqual({ scripts: [] });
  });

  it('serves the stand-in widget the address names: a script that only says it ran', async () => {
    const r = await fetch(`${gw.baseUrl}${new URL('https://chat.solbet.example/__mock/chat-widget.js').pathname}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/javascript/);
    const text = await r.text();
    expect(text).toContain('window.__wlChatWidget');
    expect(text).not.toMatch(/document\.(write|body)|createElement|fetch\(|XMLHttpRequest/);
  });
});
