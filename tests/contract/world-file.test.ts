/**
 * Worlds as files: a session with money moved, a pending withdrawal and the clock advanced, exported and imported
 * into a new session, shows the same balances, ledger, withdrawals, journal and clock; with --state-dir a new
 * gateway on the same folder (a restart) keeps them. Refusals of bad documents are qa.invalid envelopes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreSessions, createGatewayApp } from '../../mock-gateway/app.js';
import { Client, MAIN_WALLET, startGateway, uniqueSession, vendorWallet, type Gateway } from './harness.js';
import { firstCard, withdraw } from './withdraw-calls.js';

const HOUR = 3_600_000;
let n = 0;
const key = () => `world-file-${process.pid}-${++n}`;

async function control<T>(baseUrl: string, session: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/__mock${path}`, {
    method,
    headers: { 'X-Mock-Session': session, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; value: T; errorCode?: string } };
}

/** A member's day: money moved to a vendor wallet, a withdrawal waiting, an hour of virtual time, a fault set. */
async function busyMember(baseUrl: string): Promise<Client> {
  const c = new Client(baseUrl, uniqueSession('world'));
  await c.control.setClockFlowing(false);
  await c.login('demo_member', 'Member123');
  const moved = await c.call('wallet.transfer', {
    body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 125.5 },
    headers: { 'Idempotency-Key': key() },
  });
  expect(moved.body.success).toBe(true);
  const w = await withdraw(c, { amount: 300, bankCardId: await firstCard(c), password: '246810' }, key());
  expect(w.body.value?.status).toBe(1);
  await c.control.advanceClock(HOUR);
  await c.control.addFault({ route: 'games.list', kind: 'status', errorCode: 'fault.injected' });
  return c;
}

/** What a tester sees of a session: balances, ledger, withdrawals, clock, faults, journal size. */
async function visible(c: Client) {
  const withdrawals = await control<unknown>(c.baseUrl, c.session, 'GET', '/withdrawals?account=demo_member');
  const { now } = await c.control.clock();
  const records = await c.call('withdraw.records', {
    query: { startDateTs: now - 24 * HOUR, endDateTs: now, start: 0, end: 14 },
  });
  return {
    ledger: await c.control.ledger('demo_member'),
    withdrawals: withdrawals.body.value,
    records: records.body,
    clock: await c.control.clock(),
    faults: await c.control.faults(),
    journal: (await c.control.journalCount()).count,
  };
}

describe('worlds as files', () => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway({});
  });
  afterAll(async () => gw?.close());

  it('an exported world imports into a new session with the same money, withdrawal, journal and clock', async () => {
    const a = await busyMember(gw.baseUrl);
    const before = await visible(a);
    const doc = await a.control.exportWorld();
    expect(doc.version).toBe(1);

    const b = new Client(gw.baseUrl, uniqueSession('imported'));
    b.token = a.token; // the world issued it: it is valid in the imported world too
    await b.control.importWorld(doc);
    const after = await visible(b);
    expect({ ...after, journal: after.journal - 1 }).toEqual({ ...before, journal: before.journal });
    expect(before.ledger.balances.vendors.find((v) => v.vendor === 'PT')?.amount).toBeGreaterThan(0);
  });

  it('refuses a document of another version, or not a world file, with a qa.invalid envelope', async () => {
    const s = uniqueSession('bad-world');
    const future = await control(gw.baseUrl, s, 'PUT', '/world', { version: 2, operations: [] });
    expect([future.status, future.body.errorCode]).toEqual([400, 'qa.invalid']);
    expect((future.body as { message?: string }).message).toMatch(/version 2 .*reads version 1/);
    const broken = await control(gw.baseUrl, s, 'PUT', '/world', {
      version: 1,
      seed: 1,
      clockStart: 0,
      now: 0,
      flowing: false,
      operations: [{ k: 'teleport' }],
    });
    expect([broken.status, broken.body.errorCode]).toEqual([400, 'qa.invalid']);
    const nested = await control(gw.baseUrl, s, 'PUT', '/world', {
      ...{ version: 1, seed: 1, clockStart: 0, now: 0, flowing: false },
      operations: [{ k: 'control', at: 0, method: 'PUT', url: '/world' }],
    });
    expect([nested.status, nested.body.errorCode]).toEqual([400, 'qa.invalid']);
  });

  it('lists the fixture worlds and loads one by name', async () => {
    const s = uniqueSession('fixture');
    const list = await control<{ name: string; description: string }[]>(gw.baseUrl, s, 'GET', '/world/fixtures');
    expect(list.body.value.map((f) => f.name)).toContain('member-payout-waiting');
    const loaded = await control(gw.baseUrl, s, 'PUT', '/world/fixtures/member-payout-waiting');
    expect(loaded.body.success).toBe(true);
    const w = await control<{ confirmations: unknown[] }>(gw.baseUrl, s, 'GET', '/withdrawals?account=demo_member');
    expect(w.body.value.confirmations.length).toBeGreaterThan(0);
    const agent = uniqueSession('fixture-agent');
    await control(gw.baseUrl, agent, 'PUT', '/world/fixtures/agent-downline-mid-month');
    const clock = await control<{ now: number; flowing: boolean }>(gw.baseUrl, agent, 'GET', '/clock');
    expect([new Date(clock.body.value.now).getUTCDate(), clock.body.value.flowing]).toEqual([15, false]);
    const unknown = await control(gw.baseUrl, s, 'PUT', '/world/fixtures/no-such-world');
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'qa.invalid']);
  });
});

describe('--state-dir', () => {
  it("a restart keeps a tester's balance, pending withdrawal and clock", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-state-'));
    try {
      const first = await startGateway({ stateDir: dir });
      const c = await busyMember(first.baseUrl);
      const before = await visible(c);
      await first.close();

      const app = createGatewayApp({ stateDir: dir, log: () => undefined });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      await restoreSessions(app, baseUrl);
      const again = new Client(baseUrl, c.session);
      again.token = c.token;
      const after = await visible(again);
      // A restart starts the journal afresh; the rest is as it was.
      expect({ ...after, journal: 0 }).toEqual({ ...before, journal: 0 });
      await new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
