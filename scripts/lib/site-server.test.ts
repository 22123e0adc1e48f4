import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let distDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'wl-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    `<html><head><!--wl-merchant--></head><body>${'<p>page</p>'.repeat(200)}</body></html>`,
  );
  await writeFile(path.join(distDir, 'assets/app.js'), bundle);
  await writeFile(path.join(distDir, 'assets/app.js.br'), brotliCompressSync(bundle));
  await writeFile(path.join(distDir, 'assets/app.js.gz'), gzipSync(bundle));
  server = createSiteServer({ root, distDir, merchant: 'royal', withGateway: false }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves the bundle compressed at build time, brotli first, cached for a year', async () => {
    const brotli = await fetch(`${base}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(await brotli.text()).toBe(bundle); // fetch decodes it
    const gzip = await fetch(`${base}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers every route with the page, compressed and pinned to its merchant', async () => {
    const page = await fetch(`${base}/rng?vassalage=PG`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    expect(html).toContain('<meta name="wl-merchant" content="royal" data-languages="TY,EN" />');
    expect(html).toContain('<link rel="icon" href="/site-config/royal/assets/favicon.svg" type="image/svg+xml" />');
  });

  it("answers /favicon.ico with the merchant's own icon", async () => {
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toBe(await readFile(path.join(root, 'site-config/royal/assets/favicon.svg'), 'utf8'));
  });

  it('answers a missing file with 404, not the page', async () => {
    expect((await fetch(`${base}/apple-touch-icon.png`)).status).toBe(404);
    expect((await fetch(`${base}/assets/gone-1234.js`)).status).toBe(404);
    expect((await fetch(`${base}/index.html`)).status).toBe(200);
  });
});

describe('site server on a config an operator edits while it runs', () => {
  it('names the languages of the edited merchant.json from the next page load, and follows domains.json', async () => {
    const configDir = await mkdtemp(path.join(os.tmpdir(), 'wl-config-'));
    await cp(path.join(root, 'site-config'), configDir, { recursive: true });
    const live = createSiteServer({ root, distDir, configDir, withGateway: false }).listen(0, '127.0.0.1');
    await new Promise((resolve) => live.once('listening', resolve));
    const url = `http://127.0.0.1:${(live.address() as AddressInfo).port}/`;
    const meta = async () => /<meta name="wl-merchant"[^>]*>/.exec(await (await fetch(url)).text())?.[0];
    try {
      expect(await meta()).toBe('<meta name="wl-merchant" content="royal" data-languages="TY,EN" />');
      const file = path.join(configDir, 'royal/merchant.json');
      const merchant = JSON.parse(await readFile(file, 'utf8'));
      merchant.languages = { supported: ['EN', 'PT', 'TY'], default: 'EN' };
      await writeFile(file, JSON.stringify(merchant));
      expect(await meta()).toBe('<meta name="wl-merchant" content="royal" data-languages="EN,PT,TY" />');
      const domainsFile = path.join(configDir, 'domains.json');
      const domains = JSON.parse(await readFile(domainsFile, 'utf8'));
      await writeFile(domainsFile, JSON.stringify({ ...domains, defaultMerchant: 'solbet' }));
      expect(await meta()).toContain('content="solbet" data-languages="EN,PT,TY"');
    } finally {
      live.close();
      await rm(configDir, { recursive: true, force: true });
    }
  });
});
