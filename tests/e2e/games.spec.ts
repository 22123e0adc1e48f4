import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { MerchantConfig } from '../../src/generated/config-types';
import { loginThroughGateway } from '../../mock-gateway/lib/jwe-client';
import { MockControl } from '../contract/mock-control';
import { expectNoAxeViolations } from './support/axe';
import { withoutPopups } from './support/fixtures';
import { GATEWAY, merchantUrl, royal, solbet, testedMerchants } from './support/site-config';
import { gameTiles } from './support/game-tiles';
import { openLive } from './support/rendered';
import { leaveAndComeBack } from './support/tabs';

/*
 * Issue 6: game categories, lists, search, favourites, recent games, game start routing and lottery pages, on every
 * merchant, against the mock gateway. Each test has its own mock session (cookie mock_session), so its world,
 * favourites and scenarios are its own. Most tests pin the page language to English (the merchant's own default
 * language is covered by the home spec).
 */

const LIST_CATEGORIES: Record<string, string> = { LIVE: '/live', FISH: '/fish', RNG: '/rng', PVP: '/pvp', BGS: '/bgs' };
const CENTRE_CATEGORIES: Record<string, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
};

interface Visit {
  session: string;
  merchant: MerchantConfig;
  url: (path?: string) => string;
  control: MockControl;
}

let counter = 0;

/** A fresh mock session for this test, the page in English unless told otherwise. */
async function visit(
  context: BrowserContext,
  merchant: MerchantConfig,
  language: string | null = 'EN',
): Promise<Visit> {
  const session = `games-${merchant.code}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  const url = (path = '/') => merchantUrl(merchant, path);
  await context.addCookies([{ name: 'mock_session', value: session, url: url() }]);
  await withoutPopups(session);
  if (language && (merchant.languages.supported as readonly string[]).includes(language)) {
    await context.addInitScript((lang) => {
      localStorage.setItem('curLang', lang);
      localStorage.setItem('hisLang', lang);
    }, language);
    // Kept as the app keeps it: in storage, and in the cookie the server renders the page's language from.
    await context.addCookies([{ name: 'wl-lang', value: language, url: url() }]);
  }
  return { session, merchant, url, control: new MockControl(GATEWAY, session) };
}

function headers(v: Visit): Record<string, string> {
  return {
    Merchant: v.merchant.merchantCodes.default,
    Device: 'web',
    Language: 'EN',
    'X-Gateway-Version': '3',
    'X-Mock-Session': v.session,
  };
}

/** Logs in through the gateway (JWE body, as the site does) and hands the token to every page of the context. */
async function login(
  context: BrowserContext,
  v: Visit,
  username = 'demo_member',
  password = 'Member123',
): Promise<string> {
  const token = await loginThroughGateway(GATEWAY, headers(v), username, password);
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
  }, token);
  return token;
}

/** The game tiles on the page. */
const tiles = gameTiles;
/** "₱ 4,997.50" or "4,997.50" → 499750. */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const major = (cents: number) =>
  (cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Waits for the game list and returns how many tiles show. */
async function expectGames(page: Page): Promise<number> {
  await expect(tiles(page).first()).toBeVisible();
  return tiles(page).count();
}

/** The next tab the page opens (a launched game), once it has left about:blank. */
async function nextTab(context: BrowserContext, action: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), action()]);
  await tab.waitForURL(/__mock\/play\//);
  return tab;
}

for (const merchant of testedMerchants) {
  const categories = merchant.navigation.order;

  test.describe(`merchant ${merchant.code}: categories`, () => {
    for (const id of categories.filter((c) => c in LIST_CATEGORIES)) {
      test(`${id} lists games with selections and providers`, async ({ page, context }) => {
        const v = await visit(context, merchant);
        await openLive(page, v.url(LIST_CATEGORIES[id]));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await expectGames(page)).toBeGreaterThan(0);
        const selections = page.getByRole('navigation', { name: 'Game selections' });
        for (const name of ['New', 'Favourites', 'All', 'Hot', 'Recent'])
          await expect(selections.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(
          tiles(page)
            .first()
            .getByRole('button', { name: /Play Now/ }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    for (const id of categories.filter((c) => c in CENTRE_CATEGORIES)) {
      test(`${id} is a vendor game centre`, async ({ page, context }) => {
        const v = await visit(context, merchant);
        await openLive(page, v.url(CENTRE_CATEGORIES[id]));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const enter = page.getByRole('button', { name: /^Enter / });
        await expect(enter.first()).toBeVisible();
        expect(await enter.count()).toBeGreaterThan(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('menus are split the way the spec says', () => {
  test('e-sports and cockfight vendors leave Sports; BGS leaves Slots for In-house', async ({ page, context }) => {
    const v = await visit(context, royal);
    await openLive(page, v.url('/sports'));
    const sports = page.getByRole('list', { name: /providers/ });
    await expect(sports.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const sportsNames = await sports.getByRole('heading', { level: 2 }).allTextContents();
    expect(sportsNames.join()).not.toMatch(/E-Sports|Cockfight/);
    await openLive(page, v.url('/esports'));
    await expect(page.getByRole('heading', { name: 'IM E-Sports' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'TF E-Sports' })).toBeVisible();
    await openLive(page, v.url('/cockfight'));
    await expect(page.getByRole('heading', { name: 'DS88 Cockfight' })).toBeVisible();
    await openLive(page, v.url('/rng'));
    const providers = page.getByRole('navigation', { name: /providers/ });
    await expect(providers.getByRole('link', { name: /PT Slots/ })).toBeVisible();
    await expect(providers.getByRole('link', { name: /BGS/ })).toHaveCount(0);
    // More than 10 slot vendors: the large layout (logos shown).
    await expect(providers).toHaveAttribute('data-layout', 'large');
    await openLive(page, v.url('/bgs'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BGS');
    await expectGames(page);
  });
});

test.describe('game lists', () => {
  test('a vendor filter, selections, crash games and load more (append)', async ({ page, context }) => {
    const v = await visit(context, royal);
    await openLive(page, v.url('/rng'));
    await expectGames(page);
    await page
      .getByRole('navigation', { name: /providers/ })
      .getByRole('link', { name: /PT Slots/ })
      .click();
    await expect(page).toHaveURL(/vassalage=PT/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PT Slots');
    await expect(page.getByRole('status').filter({ hasText: /Showing 20 of/ })).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Showing 40 of/ })).toBeVisible();

    await page.getByRole('link', { name: 'Crash games' }).click();
    await expect(page).toHaveURL(/classify=Crash/);
    await expect(page.getByRole('status').filter({ hasText: /Showing 12 of/ })).toBeVisible();

    await openLive(page, v.url('/rng'));
    await page
      .getByRole('navigation', { name: 'Game selections' })
      .getByRole('link', { name: 'Hot', exact: true })
      .click();
    await expect(page).toHaveURL(/selection=HOT/);
    await expect(tiles(page).first().getByText('HOT', { exact: true })).toBeVisible();
    // Every tile shown is a hot one (the rows render in slices: counted again until both counts agree).
    await expect
      .poll(async () => (await tiles(page).count()) === (await tiles(page).getByText('HOT', { exact: true }).count()))
      .toBe(true);
  });

  test('vendor requests leave at least 300 ms between them', async ({ page, context }) => {
    // When the page hands each vendor request to the network, on its own clock: the browser's resource timings can
    // start a request late on a busy machine and so show a shorter gap than the page kept.
    await page.addInitScript(() => {
      const starts: number[] = ((window as unknown as { vendorStarts: number[] }).vendorStarts = []);
      const fetchOriginal = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (/GCSGAME_gameList\?.*vassalage=/.test(url)) starts.push(performance.now());
        return fetchOriginal(input, init);
      };
    });
    const v = await visit(context, royal);
    await openLive(page, v.url('/rng?vassalage=PT'));
    await expectGames(page);
    const providers = page.getByRole('navigation', { name: /providers/ });
    await providers
      .getByRole('link', { name: /MG Slots/ })
      .first()
      .click();
    await providers.getByRole('link', { name: /CQ9/ }).click();
    await providers.getByRole('link', { name: /AG Slots/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AG Slots');
    await expectGames(page);
    const starts = () => page.evaluate(() => [...(window as unknown as { vendorStarts: number[] }).vendorStarts]);
    // PT's list came with the page (the server read it); of the three clicked, at least two left the page (one may
    // be dropped while it waits its turn, as the next click replaces it).
    await expect.poll(async () => (await starts()).length).toBeGreaterThanOrEqual(2);
    const times = await starts();
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // The page counts each gap from the moment it hands the request to fetch; 1 ms covers the clock's rounding.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(299);
  });

  test('a long list stays windowed: only the rows near the viewport are in the page', async ({ page, context }) => {
    const v = await visit(context, royal);
    await openLive(page, v.url('/rng'));
    await expectGames(page);
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: new RegExp(`Showing ${(i + 2) * 20} of`) }),
      ).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('main li[aria-posinset="1"]')).toBeAttached();
    expect(await tiles(page).count()).toBeLessThan(60);
    await expect(page.locator('main li[aria-posinset="100"]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('main li[aria-posinset="100"]')).toBeAttached();
    await expect(page.locator('main li[aria-posinset="1"]')).toHaveCount(0);
    expect(await tiles(page).count()).toBeLessThan(60);
  });

  test('searching the catalogue answers by name', async ({ page, context }) => {
    const v = await visit(context, solbet);
    await openLive(page, v.url('/search'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('dragon');
    await expect(page).toHaveURL(/q=dragon/);
    await expect(tiles(page).first()).toBeVisible();
    const names = await tiles(page).getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('dragon');
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzznotagame');
    await expect(page.getByText('No game matches “zzzznotagame”.')).toBeVisible();
  });

  test('searching inside a category narrows the list', async ({ page, context }) => {
    const v = await visit(context, royal);
    await openLive(page, v.url('/live'));
    await expectGames(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('baccarat');
    await expect
      .poll(async () => (await tiles(page).getByRole('heading').allTextContents()).every((n) => /baccarat/i.test(n)))
      .toBe(true);
    await expect(tiles(page).first()).toBeVisible();
  });
});

test.describe('favourites and recent games', () => {
  test('a visitor is asked to log in before favouriting', async ({ page, context }) => {
    const v = await visit(context, royal);
    await openLive(page, v.url('/rng'));
    await expectGames(page);
    await tiles(page)
      .first()
      .getByRole('button', { name: /^Favourite / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('You are not logged in, please login.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    // The login opens over the list, which stays.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('favourite, see it in favourites, unfavourite: the server keeps the change', async ({ page, context }) => {
    const v = await visit(context, solbet);
    await login(context, v);
    await openLive(page, v.url('/fish'));
    const tile = tiles(page).first();
    await expect(tile).toBeVisible();
    const name = (await tile.getByRole('heading').textContent())!;
    const toggle = tile.getByRole('button', { name: `Favourite ${name}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await openLive(page, v.url('/favorite'));
    await expect(page.getByRole('heading', { level: 1, name: 'My favourite games' })).toBeVisible();
    const saved = tiles(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(saved).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saved.getByRole('button', { name: `Favourite ${name}` }).click();
    await expect(saved).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My favourite games' })).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ games/).or(page.getByText(/no favourite games yet/))).toBeVisible();
    await expect(tiles(page).filter({ has: page.getByRole('heading', { name, exact: true }) })).toHaveCount(0);
  });

  test('a played game shows first in recent games', async ({ page, context }) => {
    const v = await visit(context, royal);
    await login(context, v);
    await openLive(page, v.url('/pvp'));
    const tile = tiles(page).nth(1);
    await expect(tile).toBeVisible();
    const name = (await tile.getByRole('heading').textContent())!;
    const tab = await nextTab(context, async () => {
      await tile.getByRole('button', { name: /Play Now/ }).click();
      // A card game seats the member at a table first: the rooms come from GLS2_roomList, a full one is disabled.
      const rooms = page.getByRole('dialog', { name: 'Choose a room' });
      await rooms.getByRole('button', { name: /Room/ }).and(page.locator(':enabled')).first().click();
    });
    expect(new URL(tab.url()).pathname).toMatch(/^\/__mock\/play\//);
    await tab.close();
    await openLive(page, v.url('/recent'));
    await expect(page.getByRole('heading', { level: 1, name: 'Recently played' })).toBeVisible();
    await expect(tiles(page).first().getByRole('heading')).toHaveText(name);
    await expectNoAxeViolations(page);
  });

  test('favourites and recent games need a login', async ({ page, context }) => {
    const v = await visit(context, royal);
    for (const path of ['/favorite', '/recent']) {
      await openLive(page, v.url(path));
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('starting games', () => {
  test('a member plays a round at a launched game: back on the site the header balance has moved, and the round is in the betting record', async ({
    page,
    context,
  }) => {
    const v = await visit(context, royal);
    await login(context, v);
    await openLive(page, v.url('/rng'));
    await expectGames(page);
    const header = page.getByRole('banner').locator('output');
    await expect(header).toHaveText(/^₱ [\d,]+\.\d\d$/);
    const before = minor((await header.textContent())!);
    const tab = await nextTab(context, () =>
      tiles(page)
        .first()
        .getByRole('button', { name: /Play Now/ })
        .click(),
    );
    await expect(tab.getByText('Playing as demo_member.')).toBeVisible();
    await tab.getByLabel('Stake').fill('2.50');
    await tab.getByRole('button', { name: 'Bet' }).click();
    const round = tab.getByText(/^Round /);
    await expect(round).toHaveText(/^Round \S+: staked PHP 2\.50, paid PHP [\d,]+\.\d\d\.$/);
    const paid = minor(/paid PHP ([\d,.]+)\.$/.exec((await round.textContent())!)![1]!);
    await tab.close();

    // The site did not see the round: coming back to its tab reads the balance again.
    await leaveAndComeBack(page);
    await expect(header).toHaveText(`₱ ${major(before - 250 + paid)}`);
    await openLive(page, v.url('/member/personalHistoryCopy'));
    const rows = page.getByRole('list', { name: 'Betting record' }).getByRole('listitem');
    await expect(rows.first()).toContainText(`Stake ₱ 2.50 · payout ₱ ${major(paid)}`);
  });

  test('a visitor who presses Play Now is asked to log in over the list', async ({ page, context }) => {
    const v = await visit(context, royal);
    await openLive(page, v.url('/live'));
    await expectGames(page);
    await tiles(page)
      .first()
      .getByRole('button', { name: /Play Now/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/live$/);
  });

  test('a game launches in a new tab on a launch host', async ({ page, context }) => {
    const v = await visit(context, solbet);
    await login(context, v);
    await openLive(page, v.url('/live'));
    await expectGames(page);
    const tab = await nextTab(context, () =>
      tiles(page)
        .first()
        .getByRole('button', { name: /Play Now/ })
        .click(),
    );
    expect(new URL(tab.url()).pathname).toMatch(/^\/__mock\/play\/LIVE-/);
  });

  test('lottery vendors route to their lottery pages', async ({ page, context }) => {
    const v = await visit(context, royal);
    await login(context, v);
    const cases: [string, RegExp, RegExp][] = [
      ['/lott', /Enter VN Lottery/, /\/vnLottery$/],
      ['/lott', /Enter SEA Lottery/, /\/seaLottery$/],
      ['/lott', /Enter Lottery$/, /\/lottery/],
      ['/elott', /Enter E-Lottery/, /\/lottery/],
    ];
    for (const [from, button, to] of cases) {
      await openLive(page, v.url(from));
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a lottery game card opens /lottery with its game code', async ({ page, context }) => {
    const v = await visit(context, royal);
    await login(context, v);
    await openLive(page, v.url('/lott?vassalage=LOTT'));
    const tile = tiles(page).first();
    await expect(tile).toBeVisible();
    await tile.getByRole('button', { name: /Play Now/ }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=LOTT_/);
  });

  test('a sports vendor opens its game list, and a pick launches', async ({ page, context }) => {
    const v = await visit(context, royal);
    await login(context, v);
    await openLive(page, v.url('/sports'));
    await page.getByRole('button', { name: /Enter IBC Sports/ }).click();
    const dialog = page.getByRole('dialog', { name: 'IBC Sports' });
    await expect(dialog.getByRole('button', { name: 'Sportsbook' })).toBeVisible();
    await expectNoAxeViolations(page);
    const tab = await nextTab(context, () => dialog.getByRole('button', { name: 'Sportsbook' }).click());
    expect(tab.url()).toMatch(/SPORTS-IBC-/);
    await expect(dialog).toHaveCount(0);
  });

  test('game maintenance recommends other games and shows the window', async ({ page, context }) => {
    const v = await visit(context, royal);
    await login(context, v);
    // The mock's clock may run up to a minute behind this one: start the window well before now.
    const now = Date.now();
    await v.control.setScenario('game-maintenance', { start: now - 600_000, end: now + 3_600_000, vendors: ['AG'] });
    await openLive(page, v.url('/live?vassalage=AG'));
    await expectGames(page);
    await tiles(page)
      .first()
      .getByRole('button', { name: /Play Now/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Game maintenance' });
    await expect(dialog.getByText('We recommend trying other games')).toBeVisible();
    await expect(dialog.getByText(/^Maintenance from .+ to .+\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Try other games' }).click();
    await expect(page).toHaveURL(/\/live$/);
  });

  test('a balance too low offers a deposit', async ({ page, context }) => {
    const v = await visit(context, royal);
    await login(context, v, 'demo_broke', 'Broke123');
    await openLive(page, v.url('/rng'));
    await expectGames(page);
    await tiles(page)
      .first()
      .getByRole('button', { name: /Play Now/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Balance too low' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/member\/depositv2/);
  });
});

test.describe('lottery', () => {
  test('the lottery pages need a login', async ({ page, context }) => {
    const v = await visit(context, royal);
    for (const path of ['/vnLottery', '/seaLottery', '/lottery?gameCode=LOTT_T0001']) {
      await openLive(page, v.url(path));
      await expect(page).not.toHaveURL(new RegExp(path.replace('?', '\\?')));
    }
  });

  for (const merchant of testedMerchants) {
    test(`VN lottery on ${merchant.code}: prize mode, draws, results, lobby launch, recent`, async ({
      page,
      context,
    }) => {
      const v = await visit(context, merchant);
      await login(context, v);
      // The mock's clock stands still, so the open draws the page was told stay the open ones.
      await v.control.setClockFlowing(false);
      const drawsAnswer = page.waitForResponse((r) =>
        r.url().includes('/lotto/lgw/games/opened/numero?prizeMode=ELOTT'),
      );
      await openLive(page, v.url('/vnLottery'));
      await expect(page.getByRole('heading', { level: 1, name: 'VN Lottery' })).toBeVisible();
      await expect(page.getByText('Prize mode: E-lottery')).toBeVisible();
      const table = page.getByRole('table').first();
      await expect(table.getByRole('rowheader', { name: 'VN Fast 1 Min' })).toBeVisible();
      // Its draw number and countdown are the platform's open draw (/lotto/lgw/games/opened/numero).
      const draws = (await (await drawsAnswer).json()) as Record<string, { remark: string; numero: string }[]>;
      const fastDraw = Object.values(draws)
        .flat()
        .find((d) => d.remark === 'VN Fast 1 Min')!;
      const fastRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'VN Fast 1 Min' }) });
      await expect(fastRow.getByRole('cell').nth(0)).toHaveText(fastDraw.numero);
      // The time left to bet, or (in the draw's last 6 s) the draw locked until it closes.
      await expect(fastRow.getByRole('cell').nth(1)).toHaveText(/^(00:[0-5]\d|Locked, drawn in 00:0[0-6])$/);
      await expect(page.getByRole('heading', { name: /^Latest results/ })).toBeVisible();
      await expect(page.getByRole('table').nth(1).getByRole('row')).not.toHaveCount(1);
      const missions = page.getByRole('region', { name: "Today's missions" });
      const playAny = missions.getByRole('progressbar', { name: 'Play the lottery 5 times' });
      await expect(playAny).toHaveJSProperty('value', 0);
      await expect(missions.getByText('0 of 3 done.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Leaderboard' }).getByRole('row')).toHaveCount(11);
      await expectNoAxeViolations(page);
      const tab = await nextTab(context, () => page.getByRole('button', { name: 'Bet VN Fast 1 Min' }).click());
      expect(tab.url()).toMatch(/\/__mock\/play\/lottery\/.+prizeMode=ELOTT&view=betting/);
      await tab.close();
      // The play counts at once, without a reload: the page asks the gateway again after each launch.
      await expect(playAny).toHaveJSProperty('value', 1);
      await expect(missions.getByText('1 / 5')).toBeVisible();
      await page.reload();
      const recent = page.getByRole('region', { name: 'Recently played lotteries' });
      await expect(recent.getByRole('link', { name: 'VN Fast 1 Min' })).toBeVisible();
      await expect(missions.getByRole('progressbar', { name: 'Play 3 different lottery games' })).toHaveJSProperty(
        'value',
        1,
      );
      // On a phone the page keeps its width: a wide table scrolls inside its own box.
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(missions.getByText('1 / 3')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }

  test('SEA lottery uses prize mode SEA', async ({ page, context }) => {
    const v = await visit(context, royal);
    await login(context, v);
    await openLive(page, v.url('/seaLottery'));
    await expect(page.getByText('Prize mode: South-East Asian lottery')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Malaysia 4D' })).toBeVisible();
    await expectNoAxeViolations(page);
    const tab = await nextTab(context, () => page.getByRole('button', { name: 'Lobby Malaysia 4D' }).click());
    expect(tab.url()).toMatch(/prizeMode=SEA&view=lobby/);
  });

  test('the leaderboard ranks the winners of today or of this week, in Filipino too', async ({ page, context }) => {
    const v = await visit(context, royal, 'TY');
    await login(context, v);
    await openLive(page, v.url('/seaLottery'));
    const board = page.getByRole('region', { name: 'Mga nangunguna' });
    const rows = board.getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText('1');
    const today = await rows.nth(1).innerText();
    await board.getByRole('button', { name: 'Ngayong linggo' }).click();
    await expect(board.getByRole('button', { name: 'Ngayong linggo' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.nth(1)).not.toHaveText(today);
    await expect(rows).toHaveCount(11);
    // Amounts as the gateway sends them: 2 decimals with thousands separators, biggest first.
    const amounts = await board.getByRole('row').locator('td:last-child').allInnerTexts();
    expect(amounts.every((a) => /^\d{1,3}(,\d{3})*\.\d{2}$/.test(a))).toBe(true);
    const values = amounts.map((a) => Number(a.replace(/,/g, '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expect(page.getByRole('region', { name: 'Mga misyon ngayong araw' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('/lottery shows the named game and launches it', async ({ page, context }) => {
    const v = await visit(context, solbet);
    await login(context, v);
    await openLive(page, v.url('/lottery?gameCode=LOTT_T0002'));
    await expect(page.getByRole('heading', { level: 2, name: 'Speed PK10', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const tab = await nextTab(context, () =>
      page.getByRole('region', { name: 'Speed PK10' }).getByRole('button', { name: 'Bet' }).click(),
    );
    expect(tab.url()).toMatch(/\/__mock\/play\/lottery\/LOTT_T0002/);
  });
});
