import { expect, signInAs, test } from './support/fixtures';
import { hydrate, hydrationTrouble, serverPage } from './support/rendered';
import { GATEWAY } from './support/site-config';

/* Issue 41: one React tree. The site server renders a page's first screen from the app's own components with the
   gateway's data, and the browser hydrates it without a mismatch and without asking for that data again. */

declare global {
  interface Window {
    serverTitleTop?: number;
  }
}

test.describe('pages rendered on the server', () => {
  test('/ arrives with its first banner, and hydrates without asking for it again', async ({ page }) => {
    const { markup, handover, data } = await serverPage(page, '/');
    expect(handover.boot, 'the boot calls were made by the server').toBeDefined();
    const banners = (data('home-announcements') as { banners: { url: string; groupName: string }[] }).banners;
    const first = banners.find((b) => b.groupName === 'w_home')!;
    expect(markup).toContain(new URL(first.url, 'http://x').pathname);
    const { trouble, calls, kept } = await hydrate(page, '/');
    expect(kept, 'the page the server rendered is hydrated, not rendered again').toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(trouble).toEqual([]);
    expect(calls.filter((c) => c.startsWith('/wps/system/') || /types=B(%2C|,)/.test(c))).toEqual([]);
  });

  test('/rng arrives with its first games, and hydrates without asking for them again', async ({ page }) => {
    const { markup, data } = await serverPage(page, '/rng');
    const games = (data('games') as { pages: { games: { displayName: string }[] }[] }).pages[0]!.games;
    expect(markup).toContain(games[0]!.displayName);
    const { trouble, calls, kept } = await hydrate(page, '/rng');
    expect(kept, 'the page the server rendered is hydrated, not rendered again').toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(trouble).toEqual([]);
    expect(calls.filter((c) => c.includes('GCSGAME_gameList') || c.startsWith('/wps/system/'))).toEqual([]);
  });

  test('/promotions arrives with its promotions, and hydrates without asking for them again', async ({ page }) => {
    const { markup, data } = await serverPage(page, '/promotions');
    const promotions = data('promotions', 'list') as { title: string }[];
    expect(promotions.length).toBeGreaterThan(0);
    expect(markup).toContain(promotions[0]!.title);
    const { trouble, calls, kept } = await hydrate(page, '/promotions');
    expect(kept, 'the page the server rendered is hydrated, not rendered again').toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(trouble).toEqual([]);
    expect(calls.filter((c) => c.includes('types=PR') || c.startsWith('/wps/system/'))).toEqual([]);
  });

  test('/promotions#<id> hydrates the list the server rendered, then opens that promotion', async ({ page }) => {
    // The server never sees the #fragment: it renders the list, and the promotion opens once the page is hydrated.
    const { data } = await serverPage(page, '/promotions');
    const promotion = (data('promotions', 'list') as { id: number; title: string }[]).at(-1)!;
    const { trouble } = await hydrate(page, `/promotions#${promotion.id}`);
    await expect(page.getByRole('heading', { level: 1, name: promotion.title })).toBeVisible();
    expect(trouble).toEqual([]);
  });

  // The default merchant (royal, on this address) speaks Filipino.
  for (const [path, dialog] of [
    ['/login', 'Mag-log in'],
    ['/register', 'Magparehistro'],
  ] as const)
    test(`${path} hydrates the page the server rendered, then goes home with its dialog open`, async ({ page }) => {
      await serverPage(page, path);
      const { trouble } = await hydrate(page, path);
      await expect(page).toHaveURL(`${GATEWAY}/`);
      await expect(page.getByRole('dialog', { name: dialog, exact: true })).toBeVisible();
      expect(trouble).toEqual([]);
    });

  // The server never sees the session (sessionStorage only): it renders the centre's frame with the title of the
  // page `/member` opens, and the browser fills the page in once it knows the member. The header keeps a member's
  // place while the session is unknown: one row on a phone, a row of its own on a tablet (two lines) and a desktop.
  for (const width of [390, 768, 1280]) {
    test(`/member signed in arrives with the centre's frame and its page's title, then fills the page in (${width} px)`, async ({
      page,
      mockSession,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const { markup } = await serverPage(page, '/member');
      expect(markup).toContain('aria-label="Mga pahina ng sentro ng miyembro"');
      expect(markup).toContain('<h2>Aking account</h2>');
      await signInAs(page, mockSession, 'demo_member', 'Member123');
      await page.addInitScript(() =>
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.serverTitleTop = document.querySelector('main h2')?.getBoundingClientRect().top;
        }),
      );
      const { trouble, kept } = await hydrate(page, '/member');
      expect(kept, 'the frame the server rendered is hydrated, not rendered again').toBe(true);
      await expect(page).toHaveURL(/\/member\/securityCenter$/);
      await expect(page.locator('main').getByText('demo_member', { exact: true })).toBeVisible();
      const title = page.getByRole('heading', { level: 2, name: 'Aking account' });
      await expect(title).toHaveCount(1);
      expect((await title.boundingBox())!.y, 'the title stays where it was painted').toBe(
        await page.evaluate(() => window.serverTitleTop),
      );
      expect(trouble).toEqual([]);
    });
  }

  test("a page whose boot reads missed the server's deadline arrives busy; the app takes it over without a mismatch", async ({
    page,
    mock,
  }) => {
    // The server's status reads are held past its deadline (the browser's own go through), and the page's code until
    // the browser has booted: the app is ready to render the page before it takes the server's busy sign over.
    await mock.addFault({ route: 'system.status', kind: 'hold', siteServer: true });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/home-screen-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const trouble: string[] = [];
    page.on('console', (message) => hydrationTrouble(message) && trouble.push(message.text()));
    const booted = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/location');
    await page.goto(`${GATEWAY}/`, { waitUntil: 'commit' });
    await booted;
    const handover = JSON.parse((await page.locator('script#wl-rendered').textContent()) ?? '{}') as { boot?: unknown };
    expect(handover.boot, 'the server rendered without the boot result').toBeUndefined();

    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Menyu', exact: true })).toBeVisible();
    expect(trouble).toEqual([]);
    await mock.releaseFaults();
  });

  test("a member's page asks for the centres' words with the signed-in files, before the app has run", async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    // The app's code is held: what is asked for meanwhile, the page's head asked for. The later routes wait for the
    // centres' words; asked for only once the app ran, they held the centre back two requests.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const words: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/((?:words-map|\w+-words)-\w+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (file) words.push(file);
    });
    await page.goto(`${GATEWAY}/member`, { waitUntil: 'commit' });
    await expect
      .poll(() => [...words].sort())
      .toEqual(['content-words-ty', 'later-words-ty', 'member-words-ty', 'push-words-ty', 'words-map-ty']);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 2, name: 'Aking account' })).toBeVisible();
  });

  test("a visitor is shown none of the member centre's frame before being sent to log in", async ({
    page,
    mockSession,
  }) => {
    // The page as the server sent it, without the app: hidden from a visitor, shown to a member.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${GATEWAY}/member`);
    const title = page.getByRole('heading', { level: 2, name: 'Aking account', includeHidden: true });
    await expect(title).toBeAttached();
    await expect(title).toBeHidden();
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await page.goto(`${GATEWAY}/member`);
    await expect(title).toBeVisible();
  });
});
