import http from 'node:http';
import { connect } from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedHeaders, startTlsFront, type TlsFront } from './tls-front';

let upstream: http.Server;
let front: TlsFront;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('Connection', 'keep-alive');
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          body,
          host: req.headers.host,
          proto: req.headers['x-forwarded-proto'],
        }),
      );
    });
  });
  upstream.on('upgrade', (req, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (data: Buffer) => socket.write(`echo ${data.toString()}`));
  });
  upstream.listen(0, '127.0.0.1');
  await new Promise((resolve) => upstream.once('listening', resolve));
  front = await startTlsFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await front.close();
  upstream.close();
});

describe('the bench HTTPS front', () => {
  it('answers over HTTP/2 with the server behind it, body included, and drops the hop-by-hop headers', async () => {
    const session = connect(front.origin, { rejectUnauthorized: false });
    const stream = session.request({ ':method': 'POST', ':path': '/wps/x?y=1', 'content-type': 'application/json' });
    stream.end('{"a":1}');
    const [headers, body] = await new Promise<[Record<string, unknown>, string]>((resolve, reject) => {
      let got: Record<string, unknown> = {};
      let text = '';
      stream.on('response', (h) => (got = h));
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => resolve([got, text]));
      stream.on('error', reject);
    });
    session.close();
    expect(headers[':status']).toBe(200);
    expect(headers.connection).toBeUndefined();
    expect(JSON.parse(body)).toEqual({
      method: 'POST',
      url: '/wps/x?y=1',
      body: '{"a":1}',
      host: new URL(front.origin).host,
      proto: 'https',
    });
  });

  it('still serves a browser that speaks HTTP/1.1 only', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      https
        .get(`${front.origin}/page`, { rejectUnauthorized: false }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(JSON.parse(body)).toMatchObject({ method: 'GET', url: '/page' });
  });

  it('tunnels a WebSocket upgrade to the server behind it', async () => {
    const { port } = new URL(front.origin);
    const socket = tls.connect({
      host: '127.0.0.1',
      port: Number(port),
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
    });
    let received = '';
    const echoed = new Promise<void>((resolve) =>
      socket.on('data', (data: Buffer) => {
        received += data.toString();
        if (received.includes('echo ping')) resolve();
        else if (received.includes('101 Switching Protocols')) socket.write('ping');
      }),
    );
    socket.write('GET /push HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    await echoed;
    socket.destroy();
    expect(received).toContain('101 Switching Protocols');
  });

  it('forwards end-to-end headers only', () => {
    expect(
      forwardedHeaders({ ':path': '/', connection: 'close', 'keep-alive': '5', cookie: 'a=1', host: 'h' }),
    ).toEqual({
      cookie: 'a=1',
      host: 'h',
    });
  });
});
