import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { MerchantConfig } from '../../src/generated/config-types';
import { bcp47, type PlatformLanguage } from '../../src/lib/i18n/languages';
import { expectNoAxeViolations } from './support/axe';
import { nextFrames, pauseClock, withoutPopups } from './support/fixtures';
import { openLive, renderedQuery } from './support/rendered';
import { GATEWAY, merchantUrl, royal, solbet, testedMerchants } from './support/site-config';

// The home page's announcements (banners, notices, promotions), as the server rendered the page with them.
const homeAnnouncements = <T>(page: Page) => renderedQuery<T>(page, 'home-announcements');

/* Issue 6: the home page of every merchant, against the mock gateway, one mock session per test. */

let counter = 0;

async function visit(context: BrowserContext, merchant: MerchantConfig, language: string | null = 'EN') {
  const session = `home-${merchant.code}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  const url = (path = '/') => merchantUrl(merchant, path);
  await context.addCookies([{ name: 'mock_session', value: session, url: url() }]);
  await withoutPopups(session);
  if (language) {
    await context.addInitScript((lang) => {
      localStorage.setItem('curLang', lang);
      localStorage.setItem('hisLang', lang);
    }, language);
    // Kept as the app keeps it: in storage, and in the cookie the server renders the page's language from.
    await context.addCookies([{ name: 'wl-lang', value: language, url: url() }]);
  }
  return { session, url };
}

const tiles = (page: Page) => page.locator('main article[data-node-id]');

/** The number shown in the page language, 2 decimals. */
function money(amount: number, language: string): string {
  return new Intl.NumberFormat(bcp47(language as PlatformLanguage), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

for (const merchant of testedMerchants) {
  test.describe(`home of ${merchant.code}`, () => {
    test('shows banners, notices, promotions, boards and the configured sections, in the merchant language', async ({
      page,
      context,
    }) => {
      const { url } = await visit(context, merchant, null);
      await page.goto(url('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', bcp47(merchant.languages.default as PlatformLanguage));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeAttached();
      // Banners and promotions are carousels; the promo carousel shows (up to) 3 slides at once.
      const carousels = main.locator('[data-carousel]');
      await expect(carousels.first().locator('img').first()).toBeVisible();
      await expect(main.locator('#home-notices')).toBeVisible();
      await expect(main.locator('#home-promotions')).toBeVisible();
      const { boards, sections } = merchant.home;
      if (boards.jackpotCounter.enabled) await expect(main.locator('#home-jackpot')).toBeVisible();
      if (boards.biggestWins.enabled) await expect(main.locator('#home-wins')).toBeVisible();
      // Blocks below the fold read their games once they come near the viewport.
      for (const section of sections.filter((s) => !['RECENT', 'FAV', 'MATCHES'].includes(s.source))) {
        await main.locator(`#home-${section.id}`).scrollIntoViewIfNeeded();
        await expect(
          main.locator(`section[aria-labelledby="home-${section.id}"] article[data-node-id]`).first(),
        ).toBeVisible();
      }
      // The hot matches (a sportsbook's matches, not game tiles) were read as the page scrolled past them.
      for (const section of sections.filter((s) => s.source === 'MATCHES')) {
        const block = main.locator(`section[aria-labelledby="home-${section.id}"]`);
        await block.scrollIntoViewIfNeeded();
        await expect(block.getByRole('listitem').first().getByRole('button')).toBeVisible();
      }
      // Member-only sections stay hidden for a visitor.
      for (const section of sections.filter((s) => s.source === 'RECENT' || s.source === 'FAV')) {
        await expect(main.locator(`#home-${section.id}`)).toHaveCount(0);
      }
      await expect(tiles(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('every game section holds at most 12 games', async ({ page, context }) => {
      const { url } = await visit(context, merchant);
      await page.goto(url('/'));
      for (const section of merchant.home.sections.filter(
        (s) => !['RECENT', 'FAV', 'HOT', 'MATCHES'].includes(s.source),
      )) {
        const block = page.locator(`section[aria-labelledby="home-${section.id}"]`);
        await block.scrollIntoViewIfNeeded();
        await expect(block.locator('article[data-node-id]').first()).toBeVisible();
        const count = await block.locator('article[data-node-id]').count();
        expect(count).toBeLessThanOrEqual(Math.min(12, section.maxGames));
      }
      // A vendor lane reads its games when it is shown (the gateway's vendor cards carry none): another vendor's.
      const live = merchant.home.sections.find((s) => s.source === 'CATEGORY' && s.category === 'LIVE');
      if (live) {
        const block = page.locator(`section[aria-labelledby="home-${live.id}"]`);
        const ids = (list: ReturnType<Page['locator']>) =>
          list.locator('article[data-node-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
        const first = await ids(block);
        const other = block
          .getByRole('group', { name: / providers$/ })
          .getByRole('button')
          .nth(1);
        const vendor = await other.innerText();
        await other.click();
        await expect(other).toHaveAttribute('aria-pressed', 'true');
        const row = block.getByRole('list', {
          name: new RegExp(`: ${vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        });
        await expect(row.locator('article[data-node-id]').first()).toBeVisible();
        expect((await ids(row)).some((id) => first.includes(id))).toBe(false);
      }
    });
  });
}

test.describe('home boards', () => {
  test('biggest wins: the first 9, with 2 decimals and thousands separators', async ({ page, context }) => {
    const { url } = await visit(context, royal);
    const answer = page.waitForResponse(/ODSFE2_getWinnerBoard/);
    await page.goto(url('/'));
    await page.locator('section[aria-labelledby="home-wins"]').scrollIntoViewIfNeeded();
    const body = (await (await answer).json()) as { value: { list: { customerName: string; winAmount: number }[] } };
    const table = page.locator('section[aria-labelledby="home-wins"] table');
    await table.scrollIntoViewIfNeeded();
    await expect(table.locator('tbody tr td').first()).not.toHaveText(/^\s*$/);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(9);
    const first = body.value.list[0]!;
    await expect(rows.first().locator('td').first()).toHaveText(first.customerName);
    await expect(rows.first().locator('td').last()).toHaveText(money(first.winAmount, 'EN'));
    for (const text of await rows.locator('td:last-child').allTextContents())
      expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  test('the jackpot counter shows only figures the gateway sent', async ({ page, context }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { url } = await visit(context, royal);
    const amounts: number[] = [];
    page.on('response', async (r) => {
      if (/VIS_getJackpot/.test(r.url()))
        amounts.push(((await r.json()) as { value: { amount: number } }).value.amount);
    });
    await page.goto(url('/'));
    const counter = page.locator('section[aria-labelledby="home-jackpot"] data');
    await expect(counter).toBeVisible();
    // It polls every 3-5 s; with reduced motion each answer shows as it is.
    await expect.poll(() => amounts.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => money(amounts.at(-1)!, 'EN') === (await counter.textContent())).toBe(true);
    expect(amounts.at(-1)!).toBeGreaterThanOrEqual(amounts[0]!);
  });

  test('jackpot games board lists jackpot games', async ({ page, context }) => {
    const { url } = await visit(context, royal);
    await page.goto(url('/'));
    const board = page.locator('section[aria-labelledby="home-jackpot-games"]');
    await board.scrollIntoViewIfNeeded();
    await expect(board.locator('article[data-node-id]').first()).toBeVisible();
  });
});

test.describe('home carousels', () => {
  test.describe('with motion', () => {
    // The suite runs with reduced motion (playwright.config.ts); autoplay is what this test is about.
    test.use({ reducedMotion: 'no-preference' });
    test('hot games: 6 at a time, autoplay that can be paused, arrow keys move it, cached for the session', async ({
      page,
      context,
    }) => {
      const { url } = await visit(context, royal);
      await page.setViewportSize({ width: 1600, height: 1000 });
      await page.clock.install();
      await page.goto(url('/'));
      const hot = page.locator('section[aria-labelledby="home-hot"] [data-carousel]');
      await hot.scrollIntoViewIfNeeded();
      await expect(hot.locator('article[data-node-id]').first()).toBeVisible();
      const visibleSlides = hot.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      await expect(visibleSlides).toHaveCount(6);
      const first = () => visibleSlides.first().locator('h3').textContent();
      // Autoplay moves it (1200 ms)...
      await pauseClock(page);
      const before = await first();
      await page.clock.runFor(1_300);
      await expect.poll(first).not.toBe(before);
      // ...until paused.
      await hot.getByRole('button', { name: 'Pause the carousel' }).click();
      await page.mouse.move(0, 0);
      const paused = await first();
      await page.clock.runFor(2_500);
      expect(await first()).toBe(paused);
      // Keyboard: the arrow keys move it while focus is inside.
      await hot.getByRole('button', { name: 'Next slides' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(first).not.toBe(paused);
      const cached = await page.evaluate(() =>
        Object.keys(sessionStorage).filter((k) => k.startsWith('wl.games.hot.')),
      );
      expect(cached.length).toBe(1);
    });
  });

  test('banners loop, and tapping one opens its target', async ({ page, context }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { url } = await visit(context, solbet);
    await page.goto(url('/'));
    const banners = (
      await homeAnnouncements<{
        banners: { groupName: string; linkageType: string; linkage?: string; sequence: number }[];
      }>(page)
    ).banners
      .filter((b) => b.groupName === 'w_home')
      .sort((a, b) => a.sequence - b.sequence);
    const carousel = page.getByRole('group', { name: 'Featured' });
    await expect(carousel.locator('img').first()).toBeVisible();
    // Looping: "previous" on the first slide goes to the last one.
    await carousel.getByRole('button', { name: 'Previous slides' }).click();
    const slideAt = (n: number) =>
      carousel.locator(`[aria-roledescription="slide"][aria-label="${n} of ${banners.length}"]`);
    await expect(slideAt(banners.length)).not.toHaveAttribute('aria-hidden', 'true');
    // A slide that links to a page opens it.
    const index = banners.findIndex((b) => b.linkageType === 'URL' || b.linkageType === 'PROMOTION');
    expect(index, 'the seeded world has a banner linking to a page').toBeGreaterThanOrEqual(0);
    const target = banners[index]!;
    const slide = slideAt(index + 1);
    for (let i = 0; i < banners.length && (await slide.getAttribute('aria-hidden')) === 'true'; i++)
      await carousel.getByRole('button', { name: 'Next slides' }).click();
    await slide.getByRole('button').click();
    await expect(page).toHaveURL(target.linkageType === 'URL' ? new RegExp(`${target.linkage}$`) : /\/promotions#/);
  });

  test('nothing on the home page shifts while images and data load', async ({ page, context }) => {
    const { url } = await visit(context, royal);
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url('/'));
    await expect(tiles(page).first()).toBeVisible();
    // Everything the first screen asked for has arrived: the images on it, and the sections painted after the first.
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.top < innerHeight && box.left < innerWidth && box.bottom > 0 && box.right > 0;
        })
        .every((image) => image.complete),
    );
    await expect(page.locator('html')).toHaveAttribute('data-popup-round', /^done-/);
    await nextFrames(page);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.1);
  });
});

test.describe('home notices', () => {
  test('the notice marquee opens every notice, sanitised, in a dialog', async ({ page, context }) => {
    const { url } = await visit(context, solbet);
    await openLive(page, url('/'));
    const notices = (await homeAnnouncements<{ player: { title: string }[] }>(page)).player;
    await page.getByRole('button', { name: `Notices: open all ${notices.length}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    // Titles 9 per page (the board's own walk is tests/e2e/inbox.spec.ts); a title opens the notice.
    for (const notice of notices.slice(0, 3))
      await expect(dialog.getByRole('button', { name: notice.title })).toBeVisible();
    await dialog.getByRole('button', { name: notices[0]!.title }).click();
    await expect(dialog.getByRole('heading', { name: notices[0]!.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('home for a member', () => {
  test('recent and favourite sections appear once logged in', async ({ page, context }) => {
    const { url, session } = await visit(context, solbet);
    const { loginThroughGateway } = await import('../../mock-gateway/lib/jwe-client');
    const h = {
      Merchant: solbet.merchantCodes.default,
      Device: 'web',
      Language: 'EN',
      'X-Gateway-Version': '3',
      'X-Mock-Session': session,
    };
    const token = await loginThroughGateway(GATEWAY, h, 'demo_member', 'Member123');
    await context.addInitScript((t) => sessionStorage.setItem('token', t), token);
    await page.goto(url('/'));
    const favourites = solbet.home.sections.find((s) => s.source === 'FAV');
    expect(favourites, 'solbet has a favourites section').toBeDefined();
    const block = page.locator(`section[aria-labelledby="home-${favourites!.id}"]`);
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('article[data-node-id]').first()).toBeVisible();
    await expect(block.getByRole('button', { name: /^Favourite / }).first()).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
  });
});
