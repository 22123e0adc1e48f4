import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { firstPageBytes } from './first-page.ts';

it("counts a page's compressed body and its header lines against TCP's first round trip", async () => {
  const page = brotliCompressSync('<p>page</p>'.repeat(500));
  const server = http.createServer((req, res) => {
    expect(req.headers['accept-encoding']).toContain('br');
    res.writeHead(200, { 'Content-Encoding': 'br', 'X-Long': 'x'.repeat(100) }).end(page);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { body, headers } = await firstPageBytes(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(body).toBe(page.length);
    expect(headers).toBeGreaterThan(100 + 'X-Long'.length + 'Content-Encoding'.length + 'br'.length);
  } finally {
    server.close();
  }
});
