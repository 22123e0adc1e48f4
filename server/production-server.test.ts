import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createGatewayApp } from '../mock-gateway/app.ts';
import { passUpgradesThrough } from './gateway-proxy.ts';
import type { RequestLogEntry } from './request-log.ts';
import { stopOnSignals } from './shutdown.ts';
import { createSiteServer } from './site-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const listening = async (server: Server) => {
  await new Promise((resolve) => server.once('listening', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const HEADERS = { Merchant: 'RA88', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

let gateway: Server;
let site: Server;
let siteHost: string;
const logged: RequestLogEntry[] = [];

beforeAll(async () => {
  // The gateway in a server of its own, as production has it.
  gateway = createGatewayApp({ siteConfigDir: path.join(root, 'site-config') }).listen(0, '127.0.0.1');
  const url = new URL(`http://${await listening(gateway)}`);
  site = createSiteServer({ root, merchant: 'royal', gateway: { url }, log: (entry) => logged.push(entry) }).listen(
    0,
    '127.0.0.1',
  );
  siteHost = await listening(site);
  passUpgradesThrough(site, url);
});

afterAll(() => {
  site.close();
  gateway.close();
});

describe('the production site server in front of a gateway elsewhere', () => {
  it("passes the gateway's calls through on the site's origin, bodies and the visitor's address included", async () => {
    const status = await fetch(`http://${siteHost}/wps/system/location`, {
      headers: { ...HEADERS, 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(status.status).toBe(200);
    const envelope = (await status.json()) as { success: boolean; value: { ip: string } };
    expect(envelope).toMatchObject({ success: true, value: { ip: '203.0.113.9' } });

    // A body reaches the gateway as sent: a login without a password is refused in the contract's words.
    const login = await fetch(`http://${siteHost}/wps/session/login`, {
      method: 'POST',
      headers: { ...HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo' }),
    });
    expect(login.status).toBe(400);
    expect(await login.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
  });

  it('tunnels the push channel: the gateway answers a frame it cannot read by closing with its own code', async () => {
    const socket = new WebSocket(`ws://${siteHost}/wps/push`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send('not json');
    const code = await new Promise<number>((resolve) => socket.once('close', (closed: number) => resolve(closed)));
    expect(code).toBe(4400);
  });

  it('answers a health check, and logs each answer as one JSON line without its query string', async () => {
    const health = await fetch(`http://${siteHost}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    await fetch(`http://${siteHost}/wps/system/status?token=secret`, { headers: HEADERS });
    // The line is written once the answer has gone, which may be after the client has read it.
    await vi.waitFor(() =>
      expect(logged.find((entry) => entry.path === '/wps/system/status')).toMatchObject({
        method: 'GET',
        status: 200,
        merchant: 'royal',
        host: siteHost,
      }),
    );
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it("answers in the contract's envelope when the gateway is down, never with an HTML error page", async () => {
    const down = createSiteServer({ root, merchant: 'royal', gateway: { url: new URL('http://127.0.0.1:9') } }).listen(
      0,
      '127.0.0.1',
    );
    try {
      const answer = await fetch(`http://${await listening(down)}/wps/system/status`, { headers: HEADERS });
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({
        success: false,
        errorCode: 'gateway.unreachable',
        message: 'The gateway did not answer.',
      });
    } finally {
      down.close();
    }
  });
});

describe('a stop signal', () => {
  it('lets the answer under way finish, then exits', async () => {
    const signals = new EventEmitter();
    const exits: number[] = [];
    let release!: () => void;
    let arrived!: () => void;
    const underWay = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((_req, res) => {
      arrived();
      void new Promise<void>((r) => (release = r)).then(() => res.end('done'));
    });
    server.listen(0, '127.0.0.1');
    const host = await listening(server);
    stopOnSignals(server, 5_000, (code) => void exits.push(code), signals);
    const answer = fetch(`http://${host}/slow`).then((r) => r.text());
    // The signal comes while the request is being answered, however long it took to arrive.
    await underWay;
    signals.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exits).toEqual([]);
    release();
    expect(await answer).toBe('done');
    await new Promise((resolve) => server.once('close', resolve));
    expect(exits).toEqual([0]);
  });
});
