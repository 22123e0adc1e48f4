import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstPageBytes } from './first-page.ts';

const plain = '<p>page</p>'.repeat(500);
const screen = '<html><body><div id="root">' + 'rendered screen '.repeat(50) + '</div>';
const rendered = screen + '<script type="application/json" id="wl-rendered">' + '{"n":1}'.repeat(4000) + '</script>';
const best = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
let origin = '';
const server = http.createServer((req, res) => {
  expect(req.headers['accept-encoding']).toContain('br');
  res
    .writeHead(200, { 'Content-Encoding': 'br', 'X-Long': 'x'.repeat(100), 'Keep-Alive': 'timeout=5'.repeat(20) })
    .end(brotliCompressSync(req.url === '/rendered' ? rendered : plain));
});
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

it("counts a page's compressed body and its header lines against TCP's first round trip", async () => {
  const { body, headers, rendered } = await firstPageBytes(`${origin}/`);
  expect(rendered).toBe(false);
  expect(body).toBe(brotliCompressSync(plain).length);
  expect(headers).toBeGreaterThan(100 + 'X-Long'.length + 'Content-Encoding'.length + 'br'.length);
  // HTTP/1.1's connection headers are not sent over HTTP/2.
  expect(headers).toBeLessThan(180 + 'timeout=5'.length * 20);
});

it('counts a rendered page up to its screen: the handover after it does not delay the paint', async () => {
  const page = await firstPageBytes(`${origin}/rendered`);
  expect(page.rendered).toBe(true);
  expect(page.body).toBe(best(screen).length);
  expect(page.body).toBeLessThan(best(rendered).length);
});
