/**
 * The push channel (GATEWAY-CALLS-SEEN §0: the platform pushes INBOX, DEPOSIT, WITHDRAW, PAYMENT_CONFIRMATION...
 * to `/topic/user/<customerId>`). The mock serves it as a WebSocket at /wps/push (path and protocol chosen here):
 *
 * 1. connect (the mock session comes from the mock_session cookie or the X-Mock-Session header, as for HTTP);
 * 2. send `{"action":"subscribe","token":"<session token>"}` within 10 s (a browser cannot set Authorization on a
 *    WebSocket, and a token in the URL would end up in logs);
 * 3. get `{"subscribed":true,"customerId":<id>}`, then one JSON text frame per event of that account only
 *    (schemas/api/push/push-event.schema.json).
 *
 * Close codes: 4401 no or bad token (or the session ended since), 4400 a frame that is not a subscribe, 1012 QA
 * dropped the channel (`POST /__mock/push/drop`; the site reconnects). With `PUT /__mock/push/available`
 * `{"available":false}` the upgrade is refused (503), so the site falls back to polling.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type express from 'express';
import type { Request } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import type { PushEvent } from '../world/push.js';
import type { MockSessions } from './mock-sessions.js';
import { clientIp, mockSessionId } from './request-info.js';

const PUSH_PATH = '/wps/push';
const SUBSCRIBE_WITHIN_MS = 10_000;
const CLOSE_UNAUTHORISED = 4401;
const CLOSE_BAD_FRAME = 4400;
const CLOSE_DROPPED = 1012;

export class PushHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  private readonly open = new Map<string, Set<WebSocket>>();
  private readonly unavailable = new Set<string>();

  constructor(private readonly sessions: MockSessions) {}

  /** Takes the upgrade when it is for the push channel; false leaves it to other listeners (Vite's HMR). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (req.url ?? '').split('?')[0];
    if (path !== PUSH_PATH) return false;
    const mockId = mockSessionId(req as Request);
    if (this.unavailable.has(mockId)) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return true;
    }
    const ip = clientIp(req as Request);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, mockId, ip));
    return true;
  }

  private accept(ws: WebSocket, mockId: string, ip: string): void {
    let set = this.open.get(mockId);
    if (!set) this.open.set(mockId, (set = new Set()));
    set.add(ws);
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(() => ws.close(CLOSE_UNAUTHORISED, 'subscribe with a token first'), SUBSCRIBE_WITHIN_MS);
    ws.on('close', () => {
      clearTimeout(timer);
      unsubscribe?.();
      set.delete(ws);
    });
    ws.on('message', (raw) => {
      let frame: { action?: unknown; token?: unknown } | undefined;
      try {
        frame = JSON.parse(String(raw)) as typeof frame;
      } catch {
        frame = undefined;
      }
      if (unsubscribe || frame?.action !== 'subscribe') return ws.close(CLOSE_BAD_FRAME, 'one subscribe frame only');
      const token = typeof frame.token === 'string' ? frame.token : '';
      const valid = () => {
        const found = this.sessions.get(mockId).world.sessions.lookup(token);
        return found.ok && (!found.session.ip || found.session.ip === ip) ? found : undefined;
      };
      const found = valid();
      if (!found) return ws.close(CLOSE_UNAUTHORISED, 'user.or.token.invalid');
      clearTimeout(timer);
      const world = this.sessions.get(mockId).world;
      unsubscribe = world.push.subscribe(found.account.id, (event: PushEvent) => {
        // A session that ended (logout, expiry) stops hearing its account's events.
        if (!valid()) ws.close(CLOSE_UNAUTHORISED, 'login.not.session');
        else ws.send(JSON.stringify(event));
      });
      ws.send(JSON.stringify({ subscribed: true, customerId: found.account.id }));
    });
  }

  /** Closes every push socket of a mock session (QA: "the server dropped the connection"). */
  drop(mockId: string): number {
    const set = this.open.get(mockId);
    const n = set?.size ?? 0;
    for (const ws of set ?? []) ws.close(CLOSE_DROPPED, 'dropped by QA');
    return n;
  }

  setAvailable(mockId: string, available: boolean): void {
    if (available) this.unavailable.delete(mockId);
    else this.unavailable.add(mockId);
  }

  connections(mockId: string): number {
    return this.open.get(mockId)?.size ?? 0;
  }
}

const hubs = new WeakMap<MockSessions, PushHub>();

/** The push hub of a gateway (one per set of mock sessions). */
export function pushHub(sessions: MockSessions): PushHub {
  let hub = hubs.get(sessions);
  if (!hub) hubs.set(sessions, (hub = new PushHub(sessions)));
  return hub;
}

const HUB = 'pushHub';

/** The push hub an app (the gateway, or a site that mounts it) serves; undefined when it serves none. */
export function pushHubOf(app: express.Express): PushHub | undefined {
  return app.locals[HUB] as PushHub | undefined;
}

/** Remembers the hub on an app, so whoever listens with it (or mounts it) can serve the upgrades too. */
export function rememberHub(app: express.Express, hub: PushHub | undefined): void {
  if (hub) app.locals[HUB] = hub;
}

/**
 * Serves the push channel on an HTTP server: Express sees no upgrade requests, the server does. Unknown upgrade
 * paths are closed unless another listener (Vite's HMR) wants them.
 */
export function attachPushChannel(server: Server, hub: PushHub | undefined): void {
  if (!hub) return;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!hub.handleUpgrade(req, socket, head) && server.listenerCount('upgrade') === 1) socket.destroy();
  });
}

/** Makes `app.listen()` serve the push channel of the app's hub too. */
export function servePushOnListen(app: express.Express): void {
  const listen = app.listen.bind(app) as (...args: unknown[]) => Server;
  app.listen = ((...args: unknown[]) => {
    const server = listen(...args);
    attachPushChannel(server, pushHubOf(app));
    return server;
  }) as typeof app.listen;
}
