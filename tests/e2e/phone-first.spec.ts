import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAs, test } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';
import { phoneFigures } from './support/phone-figures';
import { openLive } from './support/rendered';
import { E2E_PORT, GATEWAY, merchantUrl, royal, solbet, testedMerchants } from './support/site-config';

/**
 * Issue 42: a signed-in member on a 390 × 844 phone, with the payout the demo world keeps waiting for its receipt,
 * sees the page, not the frame: a one-row header, games first, the notice as a bar, 44 px targets, and a site that
 * installs with the brand's name and icons.
 */
const PHONE = { width: 390, height: 844 };
/** The play button of a game tile, in the languages the walks use. */
const PLAY = /^(Play Now|Maglaro Na|Jogar agora)\b/;
const THEMES = ['dark', 'light'] as const;

/** The next page loads in `language` and `theme`, as the language and theme switches leave them. */
async function prefer(page: Page, language: string, theme: string) {
  await page.addInitScript(
    ([lang, mode]) => {
      localStorage.setItem('curLang', lang!);
      localStorage.setItem('hisLang', lang!);
      localStorage.setItem('theme', mode!);
    },
    [language, theme],
  );
}

test.describe('a member on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('royal (TY): one-row header, four games above the folded receipt notice, everything in one tap', async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await page.goto(merchantUrl(royal, '/rng'));
    const notice = page.getByRole('alertdialog', { name: 'Kumpirmasyon ng withdrawal' });
    const answer = notice.getByRole('button', { name: 'Sagutin' });
    await expect(answer).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('₱ 5,000.00');
    await expect(page.locator('main').getByRole('button', { name: PLAY }).nth(3)).toBeVisible();

    const figures = await phoneFigures(page, PLAY);
    expect(figures.headerBottom).toBeLessThanOrEqual(140);
    expect(figures.outside).toEqual([]);
    expect(figures.wholePlayButtons).toBeGreaterThanOrEqual(4);
    expect(figures.noticeShare).toBeLessThanOrEqual(0.2);
    expect(figures.smallTargets).toEqual([]);
    await expect(notice).toContainText('Nabayaran: ₱ 10,300.00');

    // The bottom bar marks the page shown.
    const bar = page.getByRole('navigation', { name: 'Mabilis na link' });
    await expect(bar.getByRole('link', { name: 'Mga Slot' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Tahanan' })).not.toHaveAttribute('aria-current', 'page');

    // The notice opens as a sheet when asked, with its answers; "Itago" folds it again.
    await answer.click();
    await expect(notice.getByRole('button', { name: 'Natanggap', exact: true })).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Itago' })).toHaveAttribute('aria-expanded', 'true');
    expect((await phoneFigures(page, PLAY)).smallTargets).toEqual([]);
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Itago' }).click();
    await expect(notice.getByRole('button', { name: 'Natanggap', exact: true })).toBeHidden();

    // The selections and search fold behind one button on the title's row.
    const filter = page.getByRole('button', { name: 'Salain: Lahat' });
    await filter.click();
    await page.getByRole('navigation', { name: 'Mga pagpipilian ng laro' }).getByRole('link', { name: 'Bago' }).click();
    await expect(page).toHaveURL(/selection=NEW/);
    await expect(page.getByRole('button', { name: 'Salain: Bago' })).toBeVisible();

    // The account entry holds the count inside it, and opens on the name (one line), the balance's buttons,
    // withdraw and messages, each one tap away.
    const account = page.getByRole('banner').getByRole('button', { name: /Demo Member/ });
    const count = account.locator('[data-count]');
    await expect(count).toBeVisible();
    const [countBox, accountBox] = [(await count.boundingBox())!, (await account.boundingBox())!];
    expect(countBox.x).toBeGreaterThanOrEqual(accountBox.x);
    expect(countBox.x + countBox.width).toBeLessThanOrEqual(accountBox.x + accountBox.width);
    expect(countBox.y).toBeGreaterThanOrEqual(accountBox.y);
    await account.click();
    const menu = page.getByRole('banner').getByRole('list');
    const name = menu.getByRole('listitem').filter({ hasText: 'Demo Member' });
    await expect(name).toBeVisible();
    const lines = await name.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top + r.height / 2))).size;
    });
    expect(lines).toBe(1);
    await expect(menu.getByRole('link', { name: 'Mag-withdraw' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Impormasyon ng platform/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'I-refresh ang balanse' })).toBeVisible();
    await menu.getByRole('button', { name: 'Itago ang balanse' }).click();
    await expect(page.getByRole('banner').getByRole('status').first()).toHaveText('••••');
    expect((await phoneFigures(page, PLAY)).smallTargets).toEqual([]);
    expect((await phoneFigures(page, PLAY)).outside).toEqual([]);
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Mag-withdraw' }).click();
    await expect(page).toHaveURL(/\/member\/withdraw$/);
    await expect(bar.getByRole('link', { name: 'Aking account' })).toHaveAttribute('aria-current', 'page');

    // The centre's tabs are one row that scrolls sideways; the current page's tab is in its view, after a tap and on
    // arriving at a page whose tab is at the row's far end.
    const centreMenu = page.getByRole('navigation', { name: 'Mga pahina ng sentro ng miyembro' });
    const currentTabInView = () =>
      centreMenu.evaluate((nav) => {
        const row = nav.querySelector('ul')!.getBoundingClientRect();
        const tab = nav.querySelector('[aria-current="page"]')?.getBoundingClientRect();
        return !!tab && tab.left >= row.left - 1 && tab.right <= row.right + 1;
      });
    await expect.poll(currentTabInView).toBe(true);
    const lastTab = (await centreMenu.getByRole('link').last().getAttribute('href'))!;
    await openLive(page, merchantUrl(royal, lastTab));
    await expect(centreMenu.getByRole('link').last()).toHaveAttribute('aria-current', 'page');
    await expect.poll(currentTabInView).toBe(true);

    // A dialog's buttons and the centre's tabs are 44 px targets too.
    const tabs = centreMenu.getByRole('link');
    for (const box of await tabs.evaluateAll((links) => links.map((l) => l.getBoundingClientRect())))
      expect(box.height).toBeGreaterThanOrEqual(44);
    await account.click();
    await menu.getByRole('button', { name: 'Mag-sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mag-sign out' });
    for (const button of await dialog.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), await button.innerText()).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByRole('button', { name: 'Kanselahin' }).click();
    await expect(dialog).toBeHidden();
  });

  test("solbet (PT): the page's end scrolls clear of the folded notice, and the footer's last link is one tap", async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await prefer(page, 'PT', 'dark');
    await page.goto(merchantUrl(solbet, '/'));
    const notice = page.getByRole('alertdialog');
    await expect(notice.getByRole('button', { name: 'Responder' })).toBeVisible();
    // The notice folds to a bar above the bottom bar (two lines in Portuguese); the page keeps room for both below its
    // end. Scrolled to the end (again, as the sections below the fold come in and lengthen the page), its last line is
    // above the notice.
    const safer = page.getByRole('contentinfo').getByRole('link', { name: 'Informações sobre jogo mais seguro' });
    await expect
      .poll(async () => {
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        const [link, bar] = [await safer.boundingBox(), await notice.boundingBox()];
        return link && bar ? bar.y - (link.y + link.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await safer.tap();
    await expect(page).toHaveURL(/\/help#responsible-gaming$/);
  });

  // The layout review and axe at a phone's width on the pages of the first screen, with the notice docked: both
  // merchants, each of their languages, both themes (layout.spec.ts reviews every page with the notice put off).
  for (const merchant of testedMerchants) {
    test(`${merchant.code}: /, /rng and /member pass the layout review and axe in ${merchant.languages.supported.join(', ')}, light and dark`, async ({
      page,
      mockSession,
    }) => {
      test.setTimeout(240_000);
      await signInAs(page, mockSession, 'demo_member', 'Member123');
      const problems: string[] = [];
      for (const language of merchant.languages.supported)
        for (const theme of THEMES) {
          await prefer(page, language, theme);
          for (const pathname of ['/', '/rng', '/member']) {
            await page.goto(merchantUrl(merchant, pathname));
            await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
            await expect(page.getByRole('alertdialog')).toBeVisible();
            await expect(page.getByRole('banner').getByRole('status')).toHaveText(/\d/);
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            const figures = await phoneFigures(page, PLAY);
            const where = `${pathname} ${language} ${theme}`;
            expect(figures.headerBottom, where).toBeLessThanOrEqual(140);
            expect(figures.outside, where).toEqual([]);
            expect(figures.smallTargets, where).toEqual([]);
            expect(figures.noticeShare, where).toBeLessThanOrEqual(0.2);
            for (const p of await layoutProblems(page)) problems.push(`${where}: ${p}`);
          }
          await expectNoAxeViolations(page);
        }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('installable', () => {
  for (const merchant of [royal, solbet]) {
    test(`${merchant.code}: the page links a manifest that validates, with the brand's name and icons at 192 and 512 px`, async ({
      request,
    }) => {
      // The request goes to this machine with the merchant's host name, as Chromium's would (playwright.config.ts).
      const get = (pathname: string) =>
        request.get(`${GATEWAY}${pathname}`, { headers: { Host: `${merchant.domains.hosts[0]}:${E2E_PORT}` } });
      const page = await (await get('/')).text();
      const href = (rel: string) => page.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1];
      const manifestUrl = href('manifest');
      expect(manifestUrl).toBeDefined();
      expect(page).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/i);

      const answer = await get(manifestUrl!);
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await answer.json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string }[];
      };
      const palette = merchant.theme.palettes[merchant.theme.default];
      expect(manifest).toMatchObject({
        name: merchant.brand.name,
        short_name: merchant.brand.shortName,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: palette.surface,
        background_color: palette.background,
      });
      // What Chromium asks of an installable site: icons of 192 and 512 px that load as the PNGs they claim to be.
      const touchIcon = href('apple-touch-icon');
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
        expect(icon, `${size} px icon`).toMatchObject({ type: 'image/png' });
        const png = await (await get(icon!.src)).body();
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
        if (size === 192) expect(touchIcon).toBe(icon!.src);
      }
    });
  }
});
