/**
 * --state-dir under a crash: the mock (a child process) is killed with SIGKILL while hundreds of transfers are in
 * flight. After a restart on the same folder every answered idempotency key replays its first answer, sending every
 * key again moves money once per key, and the member's wallets hold what they held before, moved around.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MAIN_WALLET, uniqueSession, vendorWallet } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRANSFERS = 400;
/** Kill once this many answers are in: the rest are in flight (sent, not yet answered). */
const KILL_AFTER = 120;
const CLIENTS = 50;

/**
 * `node --import tsx mock-gateway/main.ts --port 0 --state-dir dir`, resolved with its base URL once it prints it.
 * Not the tsx command: it runs the script in a grandchild, which a SIGKILL of the command would leave running.
 */
function startMock(dir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-gateway/main.ts', '--port', '0', '--state-dir', dir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /mock gateway on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, baseUrl: m[1]! });
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => reject(new Error(`mock exited (${code}) before listening: ${err}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('--state-dir and kill -9', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-crash-'));
  let mock: { child: ChildProcess; baseUrl: string } | undefined;
  beforeAll(async () => {
    mock = await startMock(dir);
  }, 60_000);
  afterAll(async () => {
    if (mock) {
      mock.child.kill('SIGKILL');
      await stopped(mock.child);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses nothing that was answered, moves money once per key, and the ledger balances', async () => {
    const session = uniqueSession('crash');
    const c = new Client(mock!.baseUrl, session);
    c.token = (await c.control.login({ username: 'demo_member' })).token;
    const opening = (await c.control.ledger('demo_member')).balances;

    // Every transfer moves 1.00 between main and PT, alternately, so each key's answer depends on what ran before.
    const requests = Array.from({ length: TRANSFERS }, (_, i) => ({
      key: `${session}-t${i}`,
      body:
        i % 2 === 0
          ? { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 1 }
          : { fromAccountTypeId: vendorWallet('PT'), toAccountTypeId: MAIN_WALLET, amount: 1 },
    }));
    const send = (client: Client, r: (typeof requests)[number]) =>
      client.call('wallet.transfer', { body: r.body, headers: { 'Idempotency-Key': r.key } });

    // Fifty clients send the transfers one after another: at the kill, fifty are in flight.
    const answered = new Map<string, unknown>();
    const queue = [...requests];
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        try {
          const a = await send(c, r);
          answered.set(r.key, { status: a.status, body: a.body });
          if (answered.size === KILL_AFTER) mock!.child.kill('SIGKILL');
        } catch {
          return; // the connection died with the process: not answered
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));
    await stopped(mock!.child);
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.size, 'some transfers were still in flight at the kill').toBeLessThan(TRANSFERS);

    mock = await startMock(dir);
    const again = new Client(mock.baseUrl, session);
    again.token = c.token;
    // Every answered key replays its first answer...
    for (const [key, first] of answered) {
      const r = requests.find((x) => x.key === key)!;
      const a = await send(again, r);
      expect({ status: a.status, body: a.body }, key).toEqual(first);
    }
    // ...and the unanswered ones are sent again, as a client that lost its answer would.
    for (const r of requests.filter((x) => !answered.has(x.key))) expect((await send(again, r)).status).toBe(200);

    const ledger = await again.control.ledger('demo_member');
    const transfers = ledger.movements.filter((m) => requests.some((r) => r.key === m.idempotencyKey));
    expect(transfers).toHaveLength(TRANSFERS); // once per key
    for (const m of transfers) expect(m.legs.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    expect(ledger.balances.total).toBe(opening.total);
    expect(ledger.balances.main).toBe(opening.main); // as many went out as came back
  }, 60_000);
});
