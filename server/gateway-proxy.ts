import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';

/** The gateway's paths: the platform's calls (/wps, with its push channel) and the lottery's (/lgw). */
export const GATEWAY_PATHS = ['/wps', '/lgw'] as const;

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

const underPaths = (paths: readonly string[], url: string | undefined) =>
  paths.some((p) => url === p || url?.startsWith(`${p}/`) || url?.startsWith(`${p}?`));

/**
 * What the gateway is told of the visitor: the browser's own headers, with the usual X-Forwarded-* set by us (a
 * client's own X-Forwarded-For is kept, ours appended, as every proxy does). Host stays the visitor's, so the gateway
 * names its image hosts and links after the site the player sees.
 */
function forwardedHeaders(req: IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  const ip = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${ip}` : ip;
  headers['x-forwarded-proto'] ??= (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] ??= req.headers.host;
  return headers;
}

function requestTo(gateway: URL, req: IncomingMessage, headers: http.OutgoingHttpHeaders) {
  const target = new URL(req.url ?? '/', gateway);
  const client = target.protocol === 'https:' ? https : http;
  return client.request(target, { method: req.method, headers });
}

/**
 * The gateway on this site's origin: its paths are passed to `gateway` as they come, body and answer streamed, so
 * the browser needs no CORS and the policy's connect-src 'self' covers it. A gateway that does not answer is a 502
 * in the contract's envelope, never an HTML error page the client cannot read.
 */
export function gatewayPassThrough(gateway: URL, paths: readonly string[] = GATEWAY_PATHS) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!underPaths(paths, req.originalUrl)) return next();
    const upstream = requestTo(gateway, req, forwardedHeaders(req));
    upstream.on('response', (answer) => {
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      res.writeHead(answer.statusCode ?? 502, headers as http.OutgoingHttpHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res
        .status(502)
        .json({ success: false, errorCode: 'gateway.unreachable', message: 'The gateway did not answer.' });
    });
    // A visitor who goes away stops the gateway call too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };
}

/** WebSocket upgrades under the gateway's paths (its push channel) are tunnelled to it as they are. */
export function passUpgradesThrough(server: Server, gateway: URL, paths: readonly string[] = GATEWAY_PATHS): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!underPaths(paths, req.url)) {
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    const headers = { ...forwardedHeaders(req), connection: 'Upgrade', upgrade: req.headers.upgrade ?? 'websocket' };
    const upstream = requestTo(gateway, req, headers);
    upstream.on('upgrade', (answer, gatewaySocket, gatewayHead) => {
      const lines = [`HTTP/1.1 101 ${answer.statusMessage ?? 'Switching Protocols'}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (gatewayHead.length) socket.write(gatewayHead);
      gatewaySocket.pipe(socket).pipe(gatewaySocket);
      const close = () => (socket.destroy(), gatewaySocket.destroy());
      socket.on('error', close);
      gatewaySocket.on('error', close);
    });
    // Refused (no upgrade): the browser gets the gateway's answer line and its client retries as it would.
    upstream.on('response', (answer) => {
      socket.end(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\n\r\n`);
      answer.resume();
    });
    upstream.on('error', () => socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    socket.on('error', () => upstream.destroy());
    if (head.length) upstream.write(head);
    upstream.end();
  });
}
