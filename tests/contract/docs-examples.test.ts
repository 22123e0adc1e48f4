/**
 * Every shell example of docs/gateway.md, replayed in order against an in-process mock (GW points at it): each
 * call must succeed, or be refused exactly as its `# -> <status> <errorCode>` comment says. Examples that rot
 * fail here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jqPath, parseLine, shellBlocks, type Vars } from './curl-replay.js';
import { startGateway, type Gateway } from './harness.js';

const DOCS = path.resolve(import.meta.dirname, '../../docs/gateway.md');
const blocks = shellBlocks(readFileSync(DOCS, 'utf8'));

let gw: Gateway;
const vars: Vars = new Map();
beforeAll(async () => {
  // Midday of today: the examples move the clock by minutes and the sign-in reward of day 1 is the world's first day,
  // so a run begun just before midnight would find it expired (as a person pasting them then would).
  const today = Date.now() - (Date.now() % 86_400_000);
  gw = await startGateway({ clockStart: today + 12 * 3_600_000 });
});
afterAll(async () => gw?.close());

describe('docs/gateway.md examples, pasted in order', () => {
  it('has examples for every /__mock control', () => {
    const text = blocks.flat().join('\n');
    for (const control of [
      '/__mock/reset',
      '/__mock/scenarios',
      '/__mock/faults',
      '/__mock/overrides',
      '/__mock/journal',
      '/__mock/journal/count',
      '/__mock/login',
      '/__mock/clock',
      '/__mock/clock/advance',
      '/__mock/sms',
      '/__mock/captcha',
      '/__mock/authenticator',
      '/__mock/demo-accounts',
      '/__mock/accounts/freeze',
      '/__mock/keys/rotate',
      '/__mock/sessions',
      '/__mock/art/game/',
      '/__mock/play/',
      '/__mock/play/bet',
      '/__mock/play/launches',
      '/__mock/cashier',
      '/__mock/referral/friends',
      '/__mock/referral/friend-bets',
    ])
      expect(text, control).toContain(control);
  });

  it.each(blocks.map((lines, i) => [`${i + 1}: ${lines[0]}`, lines] as const))('block %s', async (_name, lines) => {
    for (const line of lines) {
      const call = parseLine(line, vars);
      vars.set('GW', gw.baseUrl);
      if (!call) continue;
      const sent = fetch(call.url, {
        method: call.method,
        headers: call.headers,
        ...(call.body !== undefined ? { body: call.body } : {}),
      });
      if (call.expect?.status === 0) {
        await expect(sent, call.source).rejects.toThrow();
        continue;
      }
      const res = await sent;
      const text = await res.text();
      const json = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
      if (call.expect) {
        expect(res.status, call.source).toBe(call.expect.status);
        if (call.expect.errorCode) expect(json?.errorCode, call.source).toBe(call.expect.errorCode);
      } else {
        expect(res.ok, `${call.source}\n-> ${res.status} ${text.slice(0, 300)}`).toBe(true);
        // An envelope must say success; a document (the OpenAPI one) is judged by its status and its checks.
        if (json && 'success' in json) expect(json.success, call.source).toBe(true);
      }
      if (call.check) expect(jqPath(json, call.check.path), call.source).toBe(call.check.value);
      if (call.capture) vars.set(call.capture.name, jqPath(json, call.capture.path));
    }
  });
});
