import { test, expect } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loginThroughGateway } from '../../mock-gateway/lib/jwe-client';
import { MOCK_PATHS } from '../../scripts/lib/bench-deploys';
import { freePort, startProcess, stopProcess } from '../../scripts/lib/processes';
import { hydrate, serverPage } from './support/rendered';

/**
 * What an operator deploys: the built project without the mock (mock-gateway/ is not copied), the production server
 * started with `--gateway` at a gateway that is a process of its own on another port. The browser sees only the
 * site's origin: the gateway's calls and its push channel pass through it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SHIPPED = ['dist', 'dist-server', 'server', 'src', 'site-config', 'package.json', 'tsconfig.json'];
const HEADERS = { Merchant: 'RA88', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

let copy: string;
let gateway: ChildProcess;
let server: ChildProcess;
let gatewayOrigin: string;
let site: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  copy = await mkdtemp(path.join(os.tmpdir(), 'wl-deploy-'));
  for (const entry of SHIPPED) await cp(path.join(root, entry), path.join(copy, entry), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const [gatewayPort, sitePort] = [await freePort(), await freePort()];
  gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
  gateway = await startProcess(root, ['mock-gateway/main.ts', '--port', String(gatewayPort)], /mock gateway on/);
  server = await startProcess(
    copy,
    [
      ...['server/main.ts', '--gateway', gatewayOrigin, '--port', String(sitePort), '--first-read-wait', '5000'],
      // The mock names its images and game pages after the site's host, as a real gateway names its CDN.
      ...['--gateway-paths', MOCK_PATHS.join(',')],
    ],
    /"serving"/,
  );
  site = `http://127.0.0.1:${sitePort}`;
});

test.afterAll(async () => {
  await Promise.all([server && stopProcess(server), gateway && stopProcess(gateway)]);
  await rm(copy, { recursive: true, force: true });
});

test('the production server without the mock renders first screens from a gateway elsewhere; the app hydrates them', async ({
  page,
  request,
}) => {
  // Rendered on the server, before any script, from that gateway's answers: the home's first banner, a game list's
  // first games, the promotions, and the member centre's frame with the title of the page it opens.
  expect((await serverPage(page, '/', site)).markup).toMatch(
    /<img[^>]+src="[^"]*\/__mock\/art\/banner\/royal-ty-home-1\.svg"/,
  );
  expect((await serverPage(page, '/rng', site)).markup).toMatch(/<article[^>]+data-node-id="RNG-/);
  const promotions = await serverPage(page, '/promotions', site);
  const promotion = (promotions.data('promotions', 'list') as { title: string }[])[0]!;
  expect(promotions.markup).toContain(promotion.title);
  expect((await serverPage(page, '/member', site)).markup).toContain('<h2>Aking account</h2>');
  expect((await request.get(`${site}/healthz`)).status()).toBe(200);

  // The app hydrates each page the server rendered (keeps it, with no complaint in the console), a member's too.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const token = await loginThroughGateway(gatewayOrigin, HEADERS, 'demo_member', 'Member123');
  for (const path of ['/', '/rng', '/promotions', `/member?token=${token}`]) {
    const { trouble, kept } = await hydrate(page, path, site);
    expect(kept, `${path} is hydrated, not rendered again`).toBe(true);
    expect(trouble, path).toEqual([]);
  }
  await expect(page.locator('main').getByText('demo_member', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a member's centre works through the server's pass-through, the push channel included", async ({ page }) => {
  const token = await loginThroughGateway(gatewayOrigin, HEADERS, 'demo_member', 'Member123');
  const pushed = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/wps/push'));
  await page.goto(`${site}/member?token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').locator('output')).toHaveText(/\d/);
  expect(new URL((await pushed).url()).host).toBe(new URL(site).host);
});
