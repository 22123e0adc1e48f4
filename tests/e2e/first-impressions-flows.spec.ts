import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { MerchantConfig } from '../../src/generated/config-types';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAs, test } from './support/fixtures';
import { passwordField, royal, solbet, textbox, visit } from './support/accounts';

/*
 * Issue 18, flows: what a new visitor, member and agent met in their first minutes. The welcome bonus confirmation
 * and balance, the message after a reset by mobile and the wrong-password sentence are checked in the registration,
 * recovery and login walks (accounts-*.spec.ts), which already go through those dialogs.
 */

const configDir = path.resolve(import.meta.dirname, '../../site-config');
const merchants: [MerchantConfig, 'EN' | 'TY'][] = [
  [royal, 'TY'],
  [solbet, 'EN'],
];

/** The one card of a status page, and how far it stays from the screen's edges. */
async function cardMargins(page: Page): Promise<{ left: number; right: number }> {
  const box = (await page.getByRole('main').boundingBox())!;
  const width = page.viewportSize()!.width;
  return { left: box.x, right: width - box.x - box.width };
}

test.describe('status pages and the page icon', () => {
  // The visitor's time zone: the maintenance end is said in it.
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Manila' });

  for (const [merchant, language] of merchants) {
    test(`${merchant.code} (${language}): the icon, then maintenance with its end and a region block with the country, on a phone`, async ({
      page,
      mock,
    }) => {
      const { code } = merchant;
      const icon = readFileSync(path.join(configDir, code, merchant.brand.favicon!), 'utf8');
      await visit(page, merchant, '/', language);
      // Asked on the merchant's own host, as a browser does whatever the page declares.
      const answer = await page.evaluate(async () => {
        const r = await fetch('/favicon.ico');
        return { status: r.status, type: r.headers.get('content-type'), body: await r.text() };
      });
      expect(answer).toEqual({ status: 200, type: expect.stringContaining('image/svg+xml'), body: icon });
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `/site-config/${code}/assets/favicon.svg`);

      // Back two days from now at 06:45 UTC: 2:45 PM in Manila.
      const { now } = await mock.clock();
      const until = Math.floor(now / 86_400_000) * 86_400_000 + 2 * 86_400_000 + (6 * 60 + 45) * 60_000;
      await mock.setScenario('maintenance', { until });
      await page.reload();
      const title = language === 'TY' ? 'Babalik kami agad' : "We'll be right back";
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const logo = page.getByRole('main').getByRole('img', { name: merchant.brand.name });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', `/site-config/${code}/${merchant.brand.logo}`);
      await expect(page.getByRole('main').locator('time')).toHaveText(/\b2:45\sPM\b/);
      await expect(page.getByText(language === 'TY' ? 'Inaasahang babalik:' : 'Expected back:')).toBeVisible();
      const margins = await cardMargins(page);
      expect(margins.left).toBeGreaterThanOrEqual(12);
      expect(margins.right).toBeGreaterThanOrEqual(12);
      await expectNoAxeViolations(page);

      await mock.clearScenario('maintenance');
      await mock.setScenario('region-blocked', { country: 'PH' });
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: language === 'TY' ? 'Limitado ang access' : 'Access restricted' }),
      ).toBeVisible();
      await expect(logo).toBeVisible();
      await expect(page.getByText(language === 'TY' ? 'Pilipinas' : 'Philippines', { exact: true })).toBeVisible();
      await expect(page.getByText('127.0.0.1')).toBeVisible();
      expect((await cardMargins(page)).left).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('a visitor who is asked to log in', () => {
  test('royal (EN): Play in a game list logs in over the list, which stays, and the chosen game starts', async ({
    page,
    context,
  }) => {
    await visit(page, royal, '/live?vassalage=AG', 'EN');
    const tile = page.locator('main article[data-node-id]').first();
    await expect(tile).toBeVisible();
    const nodeId = await tile.getAttribute('data-node-id');
    await tile.getByRole('button', { name: /Play Now/ }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(/\/live\?vassalage=AG$/);

    await textbox(login, 'Username').fill('demo_member');
    await passwordField(login, 'Password').fill('Member123');
    const launched = context.waitForEvent('page');
    const launch = page.waitForRequest(/\/wps\/game\/launchGame\?/);
    await login.getByRole('button', { name: 'Log in' }).click();
    // The chosen game, not another: its node id goes to the gateway, and its tab opens.
    expect(new URL((await launch).url()).searchParams.get('nodeId')).toBe(nodeId);
    const game = await launched;
    await game.waitForURL(/__mock\/play\//);
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(/\/live\?vassalage=AG$/);
    await expect(page.locator(`main article[data-node-id="${nodeId}"]`)).toBeVisible();
  });

  for (const [merchant, language] of merchants) {
    test(`${merchant.code} (${language}): the agent centre sends a visitor to the agent login, and back after it`, async ({
      page,
    }) => {
      await visit(page, merchant, '/agentHome/agentTeamOverview', language);
      await expect(page).toHaveURL(/\/agent$/);
      const form = page.getByRole('region', { name: language === 'TY' ? 'Login ng ahente' : 'Agent login' });
      await expect(form).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await textbox(form, language === 'TY' ? 'Pangalan ng account' : 'Username').fill('demo_agent');
      await passwordField(form, 'Password').fill('Agent123');
      await form.getByRole('button', { name: language === 'TY' ? 'Mag-log in' : 'Log in' }).click();
      await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
    });
  }
});

test.describe('lottery countdown', () => {
  test('royal (EN): the betting time counts down to the lock, the draw shows locked until it closes, then the countdown rolls on to the next draw at once with its number', async ({
    page,
    mock,
    mockSession,
  }) => {
    // 20 s before a one-minute draw closes on the gateway's clock (its bets lock 6 s before the close), the browser's
    // clock on the same time.
    const { now } = await mock.clock();
    const left = 60_000 - (now % 60_000);
    await mock.advanceClock(left >= 20_000 ? left - 20_000 : left + 40_000);
    await page.clock.install({ time: (await mock.clock()).now });
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, royal, '/vnLottery', 'EN');
    const row = page
      .getByRole('table')
      .first()
      .getByRole('row', { name: /VN Fast 1 Min/ });
    const [numero, countdown] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
    await expect(countdown).toHaveText(/^00:(0\d|1[0-4])$/);
    const draw = (await numero.textContent())!;
    const bettingSeconds = Number((await countdown.textContent())!.slice(3));

    // Betting locks on both clocks; nobody waits for real seconds.
    await mock.advanceClock(bettingSeconds * 1000);
    await page.clock.fastForward(bettingSeconds * 1000);
    await expect(countdown).toHaveText(/^Locked, drawn in 00:0[1-6]$/);
    await expect(numero).toHaveText(draw);
    const lockedSeconds = Number((await countdown.textContent())!.slice(-2));

    // The draw closes: the next one takes bets at once.
    await mock.advanceClock(lockedSeconds * 1000);
    await page.clock.fastForward(lockedSeconds * 1000);
    await expect(countdown).toHaveText(/^00:([1-4]\d|5[0-4])$/);
    await expect(numero).not.toHaveText(draw);
    await expect(numero).toHaveText(/^\d{8}-\d{4}$/);
  });
});
