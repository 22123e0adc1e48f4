import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { NONCE_PLACEHOLDER } from './security-headers.ts';
import { createGatewayApp } from '../mock-gateway/app.ts';
import { createSiteServer } from './site-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let distDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'wl-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    `<html><head><!--wl-merchant--></head><body>${'<p>page</p>'.repeat(200)}<script>go()</script></body></html>`,
  );
  await writeFile(path.join(distDir, 'assets/app.js'), bundle);
  await writeFile(path.join(distDir, 'assets/app.js.br'), brotliCompressSync(bundle));
  await writeFile(path.join(distDir, 'assets/app.js.gz'), gzipSync(bundle));
  server = createSiteServer({ root, distDir, merchant: 'royal' }).listen(0, '127.0.0.1');
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

  it('sends pages in brotli at its best quality to a browser that takes it, so the first page fits one round trip', async () => {
    const page = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await page.text();
    expect(html).toContain('data-languages="TY,EN"');
    const raw = await new Promise<Buffer>((resolve) => {
      void import('node:http').then(({ get }) =>
        get(`${base}/`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve(Buffer.concat(parts)));
        }),
      );
    });
    expect(raw.length).toBe(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
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

  it('sends the security headers with every answer: page, bundle, config and a missing file', async () => {
    for (const url of ['/member', '/assets/app.js', '/site-config/domains.json', '/favicon.ico']) {
      const answer = await fetch(`${base}${url}`);
      expect(answer.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), url).toBe('DENY');
      expect(answer.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy'), url).toContain('camera=()');
      // The page's inline script is allowed by its hash (sha256 of "go()").
      expect(answer.headers.get('content-security-policy'), url).toContain(
        "script-src 'self' 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='",
      );
    }
  });
});

describe('site server with a gateway mounted on its origin', () => {
  it("gives the gateway's answers the site's headers, unless an answer brings its own policy (a game page)", async () => {
    const gateway = createGatewayApp({ siteConfigDir: path.join(root, 'site-config') });
    const site = createSiteServer({ root, distDir, merchant: 'royal', gateway: { app: gateway } }).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => site.once('listening', resolve));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const status = await fetch(`${origin}/wps/system/status`, { headers: { Merchant: 'RA88', Device: 'web' } });
      expect(status.headers.get('content-security-policy')).toContain("script-src 'self'");
      const game = await fetch(`${origin}/__mock/play/lottery/LUCKY5?view=betting`);
      expect(game.status).toBe(200);
      expect(game.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
      );
      // The rest of the site's hardening still holds on it.
      expect(game.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      site.close();
    }
  });
});

describe('development server', () => {
  it('gives each page answer a nonce of its own, on the scripts Vite injects and in the policy', async () => {
    // Vite as the server sees it: its transform marks the scripts it injects with the placeholder nonce.
    const vite = {
      middlewares: (_req: unknown, _res: unknown, next: () => void) => next(),
      transformIndexHtml: async (_url: string, html: string) =>
        html.replace('</head>', `<script type="module" nonce="${NONCE_PLACEHOLDER}">refresh()</script></head>`),
    } as unknown as ViteDevServer;
    const dev = createSiteServer({ root, vite, merchant: 'royal' }).listen(0, '127.0.0.1');
    await new Promise((resolve) => dev.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(dev.address() as AddressInfo).port}/member`;
      const nonces = [];
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(url);
        const nonce = /nonce="([^"]+)"/.exec(await answer.text())?.[1];
        expect(nonce).not.toBe(NONCE_PLACEHOLDER);
        expect(answer.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      dev.close();
    }
  });
});

describe('site server on a config an operator edits while it runs', () => {
  it('names the languages of the edited merchant.json from the next page load, and follows domains.json', async () => {
    const configDir = await mkdtemp(path.join(os.tmpdir(), 'wl-config-'));
    await cp(path.join(root, 'site-config'), configDir, { recursive: true });
    const live = createSiteServer({ root, distDir, configDir }).listen(0, '127.0.0.1');
    await new Promise((resolve) => live.once('listening', resolve));
    const url = `http://127.0.0.1:${(live.address() as AddressInfo).port}/`;
    const meta = async () => /<meta name="wl-merchant"[^>]*>/.exec(await (await fetch(url)).text())?.[0];
    try {
      expect(await meta()).toContain('content="royal" data-languages="TY,EN"');
      const file = path.join(configDir, 'royal/merchant.json');
      const merchant = JSON.parse(await readFile(file, 'utf8'));
      merchant.languages = { supported: ['EN', 'PT', 'TY'], default: 'EN' };
      await writeFile(file, JSON.stringify(merchant));
      expect(await meta()).toContain('content="royal" data-languages="EN,PT,TY"');
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

/**
 * A built site in a temporary folder whose server entry (dist-server/server-entry.js, which `npm run build` makes from
 * src/app/server-entry.tsx) is the stand-in `renderPage`, served while `use` runs.
 */
async function withServerEntry(
  renderPage: string,
  options: Partial<Parameters<typeof createSiteServer>[0]>,
  use: (origin: string) => Promise<void>,
) {
  const built = await mkdtemp(path.join(os.tmpdir(), 'wl-built-'));
  await mkdir(path.join(built, 'dist'));
  await mkdir(path.join(built, 'dist-server'));
  await writeFile(
    path.join(built, 'dist/index.html'),
    '<html lang="en"><head><title>Loading…</title><!--wl-merchant--></head><body><div id="root">' +
      '<!--first-screen--><div class="boot-splash"></div><!--/first-screen--></div></body></html>',
  );
  await writeFile(path.join(built, 'dist-server/server-entry.js'), `export const renderPage = ${renderPage};`);
  const server = createSiteServer({ root, distDir: path.join(built, 'dist'), ...options }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
    await rm(built, { recursive: true, force: true });
  }
}

describe('site server with the server entry built', () => {
  it("renders each page in the visitor's language, hands over what it rendered with, and allows its colours", async () => {
    const entry =
      'async (r) => ({ markup: `<nav style="--x:1">${r.site.merchant.brand.name} ${r.language} ${r.url}</nav>`, ' +
      'handover: { site: r.site, language: r.language, note: "</script>" }, lang: r.language, dir: "ltr" })';
    await withServerEntry(entry, {}, async (origin) => {
      const url = `${origin}/rng?selection=HOT`;
      const page = await fetch(url, { headers: { Cookie: 'wl-lang=EN' } });
      const html = await page.text();
      expect(html).toContain('<div id="root"><nav style="--x:1">Royal Ace EN /rng?selection=HOT</nav></div>');
      expect(html).toContain('<title>Royal Ace</title>');
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      // The handover is a JSON element that cannot end early: `<` is escaped.
      const handover = /<script type="application\/json" id="wl-rendered">([^<]*)<\/script>/.exec(html)![1]!;
      expect(JSON.parse(handover)).toMatchObject({ language: 'EN', note: '</script>' });
      const policy = page.headers.get('content-security-policy')!;
      const hash = (text: string) =>
        createHash('sha256').update(text, 'utf8').digest('base64').replace(/[+/]/g, '\\$&');
      const css = /<style>([^<]*)<\/style>/.exec(html)![1]!;
      expect(policy).toMatch(new RegExp(`style-src [^;]*'sha256-${hash(css)}'`));
      // The rendered style attributes, and nothing else inline.
      expect(policy).toMatch(new RegExp(`style-src [^;]*'unsafe-hashes' 'sha256-${hash('--x:1')}'`));
      expect(policy).not.toContain('unsafe-inline');
      expect(await (await fetch(url)).text()).toContain('Royal Ace TY /rng?selection=HOT');
    });
  });

  it("reads its own gateway as the visitor's browser would, and renders without it past the deadline", async () => {
    const entry =
      'async (r) => { const answer = await r.gateway.fetch(`${r.gateway.baseUrl}/wps/system/status`, { headers: ' +
      '{ Accept: "application/json", Merchant: "RA88", Device: "web", Language: r.language, "X-Gateway-Version": "3" } })' +
      '.then((a) => a.json()).catch(() => null); return { markup: `<main>${r.deadlineMs} ${answer?.value?.info?.imageCDNs?.[0] ?? "-"}</main>`, ' +
      'handover: { site: r.site, language: r.language }, lang: r.language, dir: "ltr" }; }';
    // The gateway is another server, as in production (`npm run serve -- --gateway <url>`).
    const gateway = createGatewayApp({ siteConfigDir: path.join(root, 'site-config') }).listen(0, '127.0.0.1');
    await new Promise((resolve) => gateway.once('listening', resolve));
    const url = new URL(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    await withServerEntry(entry, { merchant: 'royal', firstReadWaitMs: 5_000, gateway: { url } }, async (origin) => {
      // The mock names its image hosts after the visitor's scheme and host: the server passes them on.
      const home = await (await fetch(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).text();
      expect(home).toContain(`<main>5000 ${origin.replace('http:', 'https:')}`);
    }).finally(() => gateway.close());
    await withServerEntry(entry, {}, async (origin) => {
      expect(await (await fetch(`${origin}/`)).text()).toContain('<main>0 -</main>');
    });
  });
});
