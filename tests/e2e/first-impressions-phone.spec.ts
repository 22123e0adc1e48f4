import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from './support/fixtures';
import { gameTiles } from './support/game-tiles';
import { openLive, untilLive } from './support/rendered';
import { merchantUrl, royal, testedMerchants } from './support/site-config';

/**
 * What a new visitor, member and agent meet first on a phone (390 × 844, royal in TY unless said otherwise), and the
 * few first-impression defects that concern config, on both merchants.
 */
const PHONE = { width: 390, height: 844 };

/** Text cut by its own box (an ellipsis or hidden overflow). */
const isCut = (locator: Locator) =>
  locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);

/**
 * An element's box once it has one: a list or carousel may replace its first item once while the app takes over the
 * rendered page, and a box asked for in between is null.
 */
async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box!;
}

/** The bottom edge of an element, in page pixels from the top of the first screen. */
const bottomOf = async (locator: Locator) => {
  const box = await boxOf(locator);
  return box.y + box.height;
};

async function clicksInMain(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { mainClicks: number }).mainClicks);
}

test.describe('first impressions on a phone', () => {
  test.use({ viewport: PHONE });

  test('the side menu is a drawer that closes every way a person expects, and gives focus back', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { mainClicks: 0 });
      document.addEventListener('click', (e) => {
        if ((e.target as Element).closest('#main')) (window as unknown as { mainClicks: number }).mainClicks++;
      });
    });
    await openLive(page, merchantUrl(royal));
    const toggle = page.getByRole('button', { name: 'Menyu', exact: true });
    const drawer = page.getByRole('complementary', { name: 'Menyu' });
    const close = drawer.getByRole('button', { name: 'Isara ang menyu' });
    await expect(drawer).toBeHidden();

    // Open: focus moves in; Escape closes and gives focus back to ☰.
    await toggle.click();
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    // A tap beside the drawer closes it and reaches nothing underneath.
    await toggle.click();
    await expect(drawer).toBeVisible();
    const drawerBox = await boxOf(drawer);
    expect(drawerBox.width).toBeLessThan(PHONE.width - 40);
    await page.mouse.click(PHONE.width - 20, 500);
    await expect(drawer).toBeHidden();
    expect(await clicksInMain(page)).toBe(0);

    // Its close button; then one of its links: the page changes and the drawer is gone.
    await toggle.click();
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await drawer.getByRole('link', { name: 'Mga Slot' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(drawer).toBeHidden();

    // The theme switch in the drawer says what pressing it does.
    await toggle.click();
    await drawer.getByRole('button', { name: 'Lumipat sa maliwanag na tema' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(drawer.getByRole('button', { name: 'Lumipat sa madilim na tema' })).toBeVisible();
  });

  test('a tap on ☰ before the app is live opens the drawer once it is', async ({ page }) => {
    // The app's shell is held until the tap is made: the page on screen is the server's, not yet live.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(merchantUrl(royal), { waitUntil: 'commit' });
    const drawer = page.getByRole('complementary', { name: 'Menyu' });
    await page.getByRole('button', { name: 'Menyu', exact: true }).click();
    await expect(page.locator('html[data-hydrating]')).toHaveCount(0);
    await expect(drawer).toBeHidden();

    release();
    await untilLive(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Isara ang menyu' })).toBeFocused();
  });

  test('/rng: the first game card is whole in the first screen; names and prize amounts are not cut', async ({
    page,
  }) => {
    await page.goto(merchantUrl(royal, '/rng'));
    // The page's own cards (the painted ones it replaces have the same boxes: shell.spec.ts checks nothing moves).
    const firstCard = gameTiles(page).first();
    await expect(firstCard.getByRole('button', { name: /Maglaro Na/ })).toBeVisible();
    expect(await bottomOf(firstCard)).toBeLessThan(PHONE.height - 40);
    const rewards = gameTiles(page).locator('p').filter({ hasText: 'Mga gantimpala' });
    await expect(rewards.first()).toBeVisible();
    for (const reward of await rewards.all()) expect(await isCut(reward), await reward.innerText()).toBe(false);

    // Also on a desktop, in TY.
    await page.setViewportSize({ width: 1366, height: 800 });
    for (const reward of await rewards.all()) expect(await isCut(reward), await reward.innerText()).toBe(false);
  });

  test('a member: the whole name in the header, a balance toggle that says what it does, the page heading in the first screen', async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await page.goto(merchantUrl(royal, '/member/securityCenter'));
    const account = page.getByRole('banner').getByRole('button', { name: 'Demo Member' });
    await expect(account).toBeVisible();
    expect(await isCut(account)).toBe(false);

    // The one-row header keeps the balance's buttons in the account menu, one tap away.
    await account.click();
    const hide = page.getByRole('button', { name: 'Itago ang balanse' });
    await hide.click();
    await expect(page.getByRole('button', { name: 'Ipakita ang balanse' })).toBeVisible();
    await expect(hide).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('status').first()).toHaveText('••••');
    await page.keyboard.press('Escape');

    const heading = page.getByRole('heading', { name: 'Aking account', exact: true });
    await expect(heading).toBeVisible();
    expect(await bottomOf(heading)).toBeLessThan(PHONE.height);
    // The menu is a row that scrolls sideways; every entry is still there.
    const menu = page.getByRole('navigation', { name: 'Mga pahina ng sentro ng miyembro' });
    expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(13);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });

  test('an agent: the agent centre page heading is in the first screen', async ({ page, mockSession }) => {
    await signInAs(page, mockSession, 'demo_agent', 'Agent123');
    await page.goto(merchantUrl(royal, '/agentHome/agentTeamOverview'));
    const heading = page.getByRole('heading', { name: 'Buod ng team', exact: true });
    await expect(heading).toBeVisible();
    expect(await bottomOf(heading)).toBeLessThan(PHONE.height);
  });

  test('home: the banner controls sit on the banner, not on a row of their own; the ticker stops short of its button', async ({
    page,
  }) => {
    await page.goto(merchantUrl(royal));
    const banner = page.getByRole('group', { name: 'Tampok', exact: true });
    const next = banner.getByRole('button', { name: 'Mga susunod na slide' });
    await expect(next).toBeVisible();
    const slide = await boxOf(banner.getByRole('group').first());
    const control = await boxOf(next);
    expect(control.y).toBeGreaterThanOrEqual(slide.y);
    expect(control.y + control.height).toBeLessThanOrEqual(slide.y + slide.height);
    // Keyboard users reach it.
    await next.focus();
    await expect(next).toBeFocused();

    // The notice titles fade out before the ticker's pause button, never running up to or under it.
    const notices = page.getByRole('region', { name: 'Mga paunawa' });
    const ticker = notices.getByRole('button', { name: /buksan ang lahat/ }).locator('..');
    const pause = notices.getByRole('button', { name: 'I-pause ang carousel' });
    const tickerBox = await boxOf(ticker);
    expect(tickerBox.x + tickerBox.width).toBeLessThanOrEqual((await boxOf(pause)).x);
    expect(await ticker.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/gradient/);
  });
});

for (const merchant of testedMerchants) {
  test.describe(`${merchant.code}: config-driven first impressions`, () => {
    test('/lottery starts with the side menu closed on a wide screen (routes.json), /rng with it open', async ({
      page,
      mockSession,
    }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await signInAs(page, mockSession, 'demo_member', 'Member123');
      const menu = page.getByRole('complementary');
      await page.goto(merchantUrl(merchant, '/rng'));
      await expect(menu.getByRole('link').first()).toBeVisible();
      await page.goto(merchantUrl(merchant, '/lottery'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
    });

    test('the footer offers live chat as a button that opens customer service, never a raw code', async ({
      page,
      context,
    }) => {
      await page.goto(merchantUrl(merchant));
      const footer = page.getByRole('contentinfo');
      const chat = footer.getByRole('button', {
        name: merchant.languages.default === 'TY' ? 'Agarang chat' : 'Live chat',
      });
      // The painted first screen's footer shows it too, waiting for the app: it works once the app runs.
      await expect(chat).toBeEnabled();
      await chat.scrollIntoViewIfNeeded();
      await expect(chat).toBeVisible();
      await expect(footer).not.toContainText(/LIVECHAT-\d/);
      await context.route('https://chat.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
      );
      const popup = page.waitForEvent('popup');
      await chat.click();
      await expect(await popup).toHaveURL(/^https:\/\/chat\.example\//);
    });
  });
}

test('the E-wallet payment chip has an icon beside its name', async ({ request }) => {
  const svg = await (await request.get('/site-config/royal/assets/pay-ewallet.svg')).text();
  expect(svg).toContain('E-WALLET');
  expect(svg).toMatch(/<path /);
});
