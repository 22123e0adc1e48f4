/**
 * The fault kinds that act on the answer (commit-then-drop, slow-body), the QA refusals of faults that could never
 * fire, and the ledger read QA uses to count movements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MAIN_WALLET, startGateway, vendorWallet, type Gateway } from './harness.js';
import { MockControlError } from './mock-control.js';
import { SITE_READ_HEADER } from '../../src/lib/gateway/site-read.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const transfer = (c: Client, key: string, amount = 12.5) =>
  c.call<{ successAmount: number }>('wallet.transfer', {
    body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount },
    headers: { 'Idempotency-Key': key },
  });
/** The transfers this test made (demo_member's seeded history has its own, under keys of the seed). */
const transfers = async (c: Client) =>
  (await c.control.ledger('demo_member')).movements.filter(
    (m) => m.kind === 'transfer' && m.idempotencyKey?.startsWith('ctd-'),
  );

describe('commit-then-drop', () => {
  it('commits the movement, loses the answer, and a re-send with the same key replays it', async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const before = (await c.control.ledger('demo_member')).balances.main;
    await c.control.addFault({ route: 'wallet.transfer', kind: 'commit-then-drop', once: true });
    await expect(transfer(c, 'ctd-000001')).rejects.toThrow();
    // The gateway moved the money although the caller never heard.
    expect(await transfers(c)).toMatchObject([
      {
        idempotencyKey: 'ctd-000001',
        legs: [
          { wallet: 'MAIN', amount: -1250 },
          { wallet: 'PT', amount: 1250 },
        ],
      },
    ]);
    const again = await transfer(c, 'ctd-000001');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await transfers(c)).toHaveLength(1);
    expect((await c.control.ledger('demo_member')).balances.main).toBe(before - 1250);
    const journal = await c.control.journal({ endpoint: 'wallet.transfer' });
    expect(journal.map((e) => [e.status, e.fault])).toEqual([
      [200, 'commit-then-drop'],
      [200, undefined],
    ]);
  });

  it('stays until deleted when not once, on every request of the route', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: '/wps/relay/GCSGAME_getRankList', kind: 'commit-then-drop' });
    await expect(c.call('games.rankList', { query: { language: 'EN' } })).rejects.toThrow();
    await expect(c.call('games.rankList', { query: { language: 'EN' } })).rejects.toThrow();
    expect((await c.control.faults())[0]).toMatchObject({ kind: 'commit-then-drop', hits: 2 });
    await c.control.clearFaults();
    expect((await c.call('games.rankList', { query: { language: 'EN' } })).status).toBe(200);
  });
});

describe('slow-body', () => {
  it('sends the status at once and the answer a little at a time over ms', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'chat.models', kind: 'slow-body', ms: 600, once: true });
    const t0 = performance.now();
    const res = await fetch(`${gw.baseUrl}/wps/relay/CBS_modelList`, { headers: c.baseHeaders() });
    const headersAfter = performance.now() - t0;
    const reader = res.body!.getReader();
    let pieces = 0;
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces++;
      text += new TextDecoder().decode(value);
    }
    const total = performance.now() - t0;
    expect(res.status).toBe(200);
    // The status came first and the answer in pieces over the fault's 600 ms after it (half of it at the least, so
    // a stall of this process between the two cannot decide the answer).
    expect(total - headersAfter).toBeGreaterThanOrEqual(300);
    expect(pieces).toBeGreaterThan(3);
    expect((JSON.parse(text) as { success: boolean }).success).toBe(true);
    // once: the next answer is whole, and no fault touched it
    expect((await c.call('chat.models')).status).toBe(200);
    expect((await c.control.journal({ endpoint: 'chat.models' })).map((e) => e.fault)).toEqual([
      'slow-body',
      undefined,
    ]);
  });
});

describe('hold', () => {
  /** Polls the fault list until the hold keeps `n` requests waiting (a state, not a delay). */
  const held = async (c: Client, n: number) => {
    await expect.poll(async () => (await c.control.faults())[0]?.held).toBe(n);
  };

  it('keeps requests waiting until QA releases them, then they are answered and later ones pass', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'chat.models', kind: 'hold' });
    let answered = 0;
    const calls = [c.call('chat.models'), c.call('chat.models')].map((p) => p.finally(() => answered++));
    await held(c, 2);
    expect(answered).toBe(0);
    expect(await c.control.releaseFaults('chat.models')).toEqual({ released: 2 });
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200]);
    expect(await c.control.faults()).toEqual([]);
    expect((await c.call('chat.models')).status).toBe(200);
  });

  it('once: holds one request, lets the next pass, and clearing the faults lets the held one go on too', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'chat.models', kind: 'hold', once: true });
    const first = c.call('chat.models');
    await held(c, 1);
    expect((await c.call('chat.models')).status).toBe(200);
    expect(await c.control.clearFaults()).toEqual({ removed: 1 });
    expect((await first).status).toBe(200);
  });
});

describe('faults that could never fire are refused', () => {
  const refused = async (spec: Record<string, unknown>) => {
    const c = new Client(gw.baseUrl);
    const err = await c.control.addFault(spec as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MockControlError);
    expect((err as MockControlError).errorCode).toBe('qa.invalid');
    expect((err as MockControlError).status).toBe(400);
    expect(await c.control.faults()).toEqual([]);
    return (err as MockControlError).message;
  };

  it('names a route that is neither a catalogue id nor a catalogue path', async () => {
    expect(await refused({ route: 'games.lst', kind: 'drop' })).toContain(
      'route "games.lst" is neither a catalogue id (e.g. games.list) nor a catalogue path',
    );
    expect(await refused({ route: '*', kind: 'drop' })).toContain('route "*" is neither');
    expect(await refused({ route: '/wps/system/status/', kind: 'status' })).toContain('"/wps/system/status/"');
    expect(await refused({ route: '/wps/nothing', kind: 'hang' })).toContain('could never fire');
  });

  it('names unknown fields and fields of another kind', async () => {
    expect(await refused({ route: 'games.list', kind: 'latency', ms: 5, delay: 5 })).toContain(
      'delay is not a field of kind latency (it takes route, kind, once, siteServer, ms)',
    );
    expect(await refused({ route: 'games.list', kind: 'drop', status: 500, ms: 1 })).toContain(
      'status, ms are not a field of kind drop',
    );
    expect(await refused({ route: 'games.list', kind: 'commit-then-drop', errorCode: 'fault.injected' })).toContain(
      'errorCode is not a field of kind commit-then-drop',
    );
  });

  it('still takes a catalogue id or path with the fields of its kind', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'games.list', kind: 'slow-body', ms: 2000 });
    await c.control.addFault({ route: '/wps/relay/GCS_walletTransfer', kind: 'commit-then-drop', once: true });
    expect((await c.control.faults()).map((f) => f.kind)).toEqual(['slow-body', 'commit-then-drop']);
  });
});

describe('ledger read', () => {
  it("lists an account's balances and movements in minor units", async () => {
    const c = new Client(gw.baseUrl);
    const l = await c.control.ledger('demo_member');
    expect(l).toMatchObject({ account: 'demo_member', balances: { main: 500_000, total: 512_050 } });
    // Four months of seeded history, oldest first, every movement booked in minor units.
    expect(l.movements[0]).toMatchObject({ kind: 'opening' });
    const kinds = new Set(l.movements.map((m) => m.kind));
    for (const kind of ['transfer', 'deposit', 'withdraw']) expect(kinds).toContain(kind);
    for (const m of l.movements) for (const leg of m.legs) expect(Number.isInteger(leg.amount)).toBe(true);
  });

  it('refuses a missing or unknown account with qa.invalid', async () => {
    const c = new Client(gw.baseUrl);
    await expect(c.control.ledger('nobody_here')).rejects.toMatchObject({ errorCode: 'qa.invalid', status: 400 });
    const r = await fetch(`${gw.baseUrl}/__mock/ledger`);
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'qa.invalid' });
  });
});

describe("the site server's reads for the page it renders", () => {
  it('are answered from the visitor session but take no fault and stay out of its journal', async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'system.status', kind: 'status', status: 503, once: true });
    const siteRead = await c.call('system.status', { headers: { [SITE_READ_HEADER]: '1' } });
    expect(siteRead.status).toBe(200);
    expect(await c.control.journal({ endpoint: 'system.status' })).toEqual([]);
    // The browser's own call still meets the fault QA set, and is journalled.
    expect((await c.call('system.status')).status).toBe(503);
    expect((await c.control.journal({ endpoint: 'system.status' })).map((e) => e.status)).toEqual([503]);
  });

  it("take the faults set for them (siteServer), which the browser's calls do not meet", async () => {
    const c = new Client(gw.baseUrl);
    await c.control.addFault({ route: 'system.status', kind: 'status', status: 503, siteServer: true });
    expect((await c.call('system.status')).status).toBe(200);
    const siteRead = await c.call('system.status', { headers: { [SITE_READ_HEADER]: '1' } });
    expect(siteRead.status).toBe(503);
    expect(await c.control.journal({ endpoint: 'system.status' })).toHaveLength(1);
  });
});
