/**
 * Proxy and record: a mock in proxy mode in front of an upstream (a second mock standing in for the real gateway)
 * forwards the client's calls as sent, journals the upstream's answers, and records them; with the upstream stopped,
 * a plain mock that plays the recording back gives the same answers (personal data and tokens masked). An upstream
 * that breaks the contract is passed through as it answered, with the violations in the journal.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { maskValue } from '../../mock-gateway/lib/masking.js';
import { Client, MAIN_WALLET, startGateway, uniqueSession, vendorWallet, type Gateway } from './harness.js';

const started: Gateway[] = [];
afterAll(async () => Promise.all(started.map((g) => g.close())));
const gateway = async (options: Parameters<typeof startGateway>[0]) => {
  const g = await startGateway(options);
  started.push(g);
  return g;
};

async function control<T>(baseUrl: string, session: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/__mock${path}`, {
    method,
    headers: { 'X-Mock-Session': session, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { success: boolean; value: T; errorCode?: string; message?: string };
}

/** A member's calls: sign-in (sealed), reads, a transfer, the same read again, a refused transfer. */
async function memberCalls(c: Client) {
  await c.login('demo_member', 'Member123');
  const answers = [{ status: 200, body: { success: true, value: { token: c.token } } }];
  const calls: [string, Parameters<Client['call']>[1]][] = [
    ['wallet.balances', {}],
    ['games.list', { query: { gameType: 'RNG', pageNo: 1, pageSize: 3, clientType: 3 } }],
    [
      'wallet.transfer',
      {
        body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 12.5 },
        headers: { 'Idempotency-Key': 'proxy-transfer-1' },
      },
    ],
    ['wallet.balances', {}],
    [
      'wallet.transfer',
      {
        body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: 999, amount: 1 },
        headers: { 'Idempotency-Key': 'proxy-transfer-2' },
      },
    ],
    ['member.info', {}],
  ];
  for (const [id, opts] of calls) {
    const r = await c.call(id, opts);
    answers.push({ status: r.status, body: r.body as never });
  }
  return answers;
}

describe('proxy mode, recording and playback', () => {
  it('records what the upstream answered and plays it back, masked, with the upstream stopped', async () => {
    const upstream = await startGateway({});
    const proxy = await gateway({ upstream: { url: upstream.baseUrl, routes: ['*'], record: true } });
    const c = new Client(proxy.baseUrl, uniqueSession('proxied'));
    const first = await memberCalls(c);
    expect(first.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 404, 200]);
    // The upstream moved the money: its own ledger shows it (the proxy's world was not asked).
    const upstreamLedger = await control<{ movements: { idempotencyKey?: string }[] }>(
      upstream.baseUrl,
      c.session,
      'GET',
      '/ledger?account=demo_member',
    );
    expect(upstreamLedger.value.movements.some((m) => m.idempotencyKey === 'proxy-transfer-1')).toBe(true);
    const journal = await c.control.journal({ endpoint: 'wallet.*' });
    expect(journal.map((e) => [e.upstream, e.violations])).toEqual(journal.map(() => [upstream.baseUrl, undefined]));

    const recording = await c.control.recording();
    const text = JSON.stringify(recording);
    expect(text).not.toContain(c.token!);
    expect(text).not.toContain('09171234567'); // demo_member's mobile

    await upstream.close();
    const gone = await c.call('wallet.balances');
    expect([gone.status, gone.body.errorCode]).toEqual([502, 'upstream.unreachable']);

    const player = await gateway({});
    const p = new Client(player.baseUrl, uniqueSession('playback'));
    expect(await p.control.playRecording(recording)).toEqual({
      loaded: recording.overrides.length,
      upstream: upstream.baseUrl,
    });
    expect(await memberCalls(p)).toEqual(maskValue(first));
  });

  it('passes an upstream answer that breaks the contract through as it is, and journals the violation', async () => {
    const broken = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, value: { games: 'none' } }));
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
      const proxy = await gateway({});
      const c = new Client(proxy.baseUrl, uniqueSession('broken-upstream'));
      expect((await control(proxy.baseUrl, c.session, 'PUT', '/upstream', { url, routes: ['games.*'] })).success).toBe(
        true,
      );
      const r = await c.call('games.list', { query: { gameType: 'RNG', pageNo: 1, pageSize: 3, clientType: 3 } });
      expect([r.status, r.body]).toEqual([200, { success: true, value: { games: 'none' } }]);
      const [entry] = await c.control.journal({ endpoint: 'games.list' });
      expect(entry?.upstream).toBe(url);
      expect(entry?.violations?.length).toBeGreaterThan(0);
      // A route not chosen is still the world's.
      expect((await c.call('system.status')).body.success).toBe(true);
    } finally {
      broken.close();
    }
  });

  it('refuses a setting that could never forward, with a qa.invalid envelope', async () => {
    const proxy = await gateway({});
    const s = uniqueSession('bad-upstream');
    for (const body of [
      { url: 'ftp://gateway.example' },
      { url: 'https://gateway.example', routes: ['walet.*'] },
      { url: 'https://gateway.example', mode: 'all' },
    ]) {
      const r = await control(proxy.baseUrl, s, 'PUT', '/upstream', body);
      expect([r.success, r.errorCode], JSON.stringify(body)).toEqual([false, 'qa.invalid']);
    }
    const future = await control(proxy.baseUrl, s, 'PUT', '/overrides/recording', { version: 9, overrides: [] });
    expect([future.errorCode, future.message]).toEqual(['qa.invalid', expect.stringMatching(/version 9/)]);
  });

  it('ends `npm run gateway -- --upstream` with one line, not a stack trace, when the address is not http(s)', async () => {
    const exit = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'mock-gateway/main.ts', '--port', '0', '--upstream', 'staging.example.com'],
        { cwd: new URL('../..', import.meta.url) },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(exit.code).toBe(2);
    expect(exit.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^mock-gateway: --upstream takes .*"staging\.example\.com"$/),
    ]);
  });
});
