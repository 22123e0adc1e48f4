import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Headers of one hop only: a proxy neither forwards them nor may send them over HTTP/2. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

export interface TlsFront {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** A throw-away self-signed certificate for 127.0.0.1 (the browser is told to accept it), made by openssl. */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wl-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    // Flags accepted alike by OpenSSL 1.1 and 3 (Debian's package; also on macOS via LibreSSL).
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(
      'the bench serves the site over HTTPS with HTTP/2 and makes its certificate with openssl, which failed ' +
        `(${(error as Error).message}). Install openssl (apt-get install -y openssl), or measure over plain ` +
        'HTTP/1.1 with --http1.',
      { cause: error },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/**
 * HTTPS with HTTP/2 in front of a plain HTTP server, as a production host or CDN serves a site: one connection
 * carries every file and call of a page at once. A browser that falls back to HTTP/1.1 is served too, and so are
 * WebSocket upgrades (the push channel), tunnelled as they are.
 */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req: Http2ServerRequest | IncomingMessage, res: Http2ServerResponse | ServerResponse) => {
    const headers = forwardedHeaders(req.headers);
    headers.host = (req.headers[':authority'] as string | undefined) ?? req.headers.host ?? upstream.host;
    headers['x-forwarded-proto'] = 'https';
    const forward = http.request(new URL(req.url ?? '/', upstream), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
      answer.pipe(res as NodeJS.WritableStream);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.on('aborted', () => forward.destroy());
    (req as NodeJS.ReadableStream).pipe(forward);
  });
  server.on('upgrade', (req: IncomingMessage, socket: net.Socket, head: Buffer) => {
    const tunnel = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      tunnel.write(`${lines.join('\r\n')}\r\n\r\n`);
      tunnel.write(head);
      socket.pipe(tunnel).pipe(socket);
    });
    const end = () => {
      tunnel.destroy();
      socket.destroy();
    };
    tunnel.on('error', end);
    socket.on('error', end);
  });
  // Browsers keep their connections open: closing the front ends them.
  const sockets = new Set<net.Socket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
