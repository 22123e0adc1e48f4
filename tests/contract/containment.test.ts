/**
 * Containment: an error in a request's after-work (the journal) or one that escapes every request (a timer) is
 * logged, and the gateway goes on answering.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Journal } from '../../mock-gateway/lib/journal.js';
import { Client, startGateway, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({});
});
afterAll(async () => gw?.close());

describe('containment', () => {
  it('a request whose journal entry throws is still answered, logged, and the next one too', async () => {
    const c = new Client(gw.baseUrl);
    const add = vi.spyOn(Journal.prototype, 'add').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    try {
      expect((await c.call('system.status')).status).toBe(200);
      expect(
        gw.logs.some((l) => l.includes('unexpected error after GET /wps/system/status') && l.includes('RangeError')),
      ).toBe(true);
      expect((await c.call('system.status')).status).toBe(200);
      expect(add).toHaveBeenCalledTimes(2);
    } finally {
      add.mockRestore();
    }
  });

  it('an error thrown outside any request is logged and the process keeps serving', () => {
    const script = `
      import { keepServing } from './mock-gateway/lib/keep-serving.ts';
      keepServing((line) => console.log(line));
      setTimeout(() => { throw new Error('boom in a timer'); });
      setTimeout(() => Promise.reject(new Error('a promise nobody awaited')));
      setTimeout(() => { console.log('still here'); process.exit(0); }, 100);
    `;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('uncaughtException, still serving: Error: boom in a timer');
    expect(r.stdout).toContain('unhandledRejection, still serving: Error: a promise nobody awaited');
    expect(r.stdout).toContain('still here');
  });
});
