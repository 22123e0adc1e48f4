import { expectNoAxeViolations } from './support/axe';
import { expect, holdCalls, holdScript, nextFrames, signInAs, test } from './support/fixtures';
import { gameTiles } from './support/game-tiles';
import { recordLayoutShifts } from './support/layout-checks';
import { openLive, serveAsStaticHost } from './support/rendered';
import { GATEWAY, E2E_PORT, merchantUrl, royal, solbet } from './support/site-config';

test.describe('boot', () => {
  test('maintenance shows its page with customer service, and wins over a region block', async ({ page, mock }) => {
    await mock.setScenario('region-blocked');
    await mock.setScenario('maintenance');
    await page.goto(merchantUrl(solbet));
    await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('with scripts off the page is the site as the server rendered it, whose links work, and says it needs JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(merchantUrl(royal));
    // Royal's default language and its brand, rendered by the server.
    await expect(page).toHaveTitle('Royal Ace');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('link', { name: 'Mag-log in' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Kailangan ng site na ito ang JavaScript');
    await expect(page.locator('.boot-splash')).toHaveCount(0);
    // The home's first banner, as the gateway names it, is in the page too.
    const banner = page.locator('main img[fetchpriority="high"]');
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const categories = page.getByRole('navigation', { name: 'Mga kategorya ng laro' });
    await categories.getByRole('link', { name: 'Mga Slot' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(categories.getByRole('link', { name: 'Mga Slot' })).toHaveAttribute('aria-current', 'page');
    // A game list's first games (a phone's first row: the server sees no screen), as the gateway sends them.
    const games = page.getByRole('list', { name: 'Mga laro ng Mga Slot' });
    await expect(games.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(games.locator('img').first()).toHaveJSProperty('complete', true);
    expect(
      await games
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByText('Ipinapakita ang 20 sa')).toBeVisible();
    await context.close();
  });

  test('the page the server rendered is accessible before the app runs', async ({ page }) => {
    // The app's files never arrive: what shows is the page as the server rendered it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(merchantUrl(solbet, '/sports'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(merchantUrl(solbet, '/rng'));
    await expect(page.locator('main article').first()).toBeVisible(); // the list's first games
    await expectNoAxeViolations(page);
    await page.goto(merchantUrl(royal));
    await expect(page.getByRole('heading', { name: 'Maligayang pagdating sa Royal Ace' })).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test('the page arrives rendered in the chosen language, and the app hydrates it', async ({ page }) => {
    await openLive(page, merchantUrl(royal));
    await page.getByRole('combobox', { name: 'Wika' }).selectOption('EN');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    // The next page the server sends is rendered in English (the app keeps the choice in a cookie as well).
    const sent = await page.evaluate(async () => (await fetch('/')).text());
    expect(sent).toContain('<html lang="en"');
    expect(sent).toMatch(/<a [^>]*href="\/login"[^>]*>Log in<\/a>/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
  });

  test('the first number format is readied in a worker from the site, which runs to its end', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    // The browser's locale tables are built on the worker's thread, not the page's (src/lib/format-money.ts).
    const ended = new Promise<string>((resolve) =>
      page.on('worker', (worker) => worker.on('close', () => resolve(new URL(worker.url()).pathname))),
    );
    await page.goto(merchantUrl(royal));
    expect(await ended).toMatch(/^\/assets\/intl-warm\.worker-[\w-]+\.js$/);
    await expect(page.getByRole('heading', { name: 'Maligayang pagdating sa Royal Ace' })).toBeAttached();
    expect(problems).toEqual([]);
  });

  test("the app's banner is the image in the page the server sent, not fetched again", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__mock/art/banner/')) fetched.push(request.url());
    });
    await page.goto(merchantUrl(royal));
    const carousel = page.getByRole('group', { name: 'Tampok', exact: true });
    const first = carousel.locator('img').first();
    await expect(first).toHaveAttribute('src', /\/__mock\/art\/banner\/royal-ty-home-1\.svg$/);
    await expect(first).toHaveJSProperty('complete', true);
    const src = await first.getAttribute('src');
    // The page the server sends has that image in it; the hydrated app kept it, without a second fetch.
    const sent = await page.evaluate(async () => (await fetch('/')).text());
    expect(sent).toContain(`src="${src}"`);
    expect(fetched.filter((url) => url === src)).toHaveLength(1);
  });

  test("the app's game list is the one the server rendered, hydrated in place, and its images are not fetched again", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__mock/art/game/')) fetched.push(request.url());
    });
    // Layout shifts from the server's page on, on a phone.
    await page.setViewportSize({ width: 412, height: 823 });
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto(merchantUrl(royal, '/rng'));
    const names = gameTiles(page).getByRole('heading', { level: 2 });
    await expect(names).not.toHaveCount(0);
    // The page the server sends shows the same first games, in the same order, on the same image host.
    const sent = await page.evaluate(async () => {
      const html = new DOMParser().parseFromString(await (await fetch('/rng')).text(), 'text/html');
      return {
        names: [...html.querySelectorAll('main article h2')].map((h) => h.textContent),
        firstImage: html.querySelector('main article img')!.getAttribute('src'),
      };
    });
    expect(sent.names.length).toBeGreaterThan(0);
    expect((await names.allTextContents()).slice(0, sent.names.length)).toEqual(sent.names);
    const first = gameTiles(page).locator('img').first();
    await expect(first).toHaveJSProperty('complete', true);
    await expect(first).toHaveAttribute('src', sent.firstImage!);
    expect(fetched.length).toBeGreaterThan(0);
    expect(new Set(fetched).size).toBe(fetched.length);
    // Nothing moved when the app hydrated the page, nor when the rest of the list arrived.
    expect(await layoutShifts()).toBeLessThan(0.01);
  });

  test('a region block shows the visitor IP and customer service', async ({ page, mock }) => {
    await mock.setScenario('region-blocked');
    await page.goto(merchantUrl(solbet));
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('127.0.0.1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a network failure offers a retry that boots the site', async ({ page, mock }) => {
    await mock.addFault({ route: 'system.status', kind: 'drop' });
    // No other domain answers either (a failed boot first looks for one: platform.spec.ts moves there).
    await mock.addFault({ route: 'system.ping', kind: 'drop' });
    // The site server's own reads take no QA fault: the page is served as a static host serves it, so the browser
    // boots it and meets the fault.
    await serveAsStaticHost(page, merchantUrl(solbet), GATEWAY);
    await page.goto(merchantUrl(solbet));
    await expect(page.getByRole('alert')).toContainText('Network link abnormal');
    await mock.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: /SolBet/ }).first()).toBeVisible();
  });
});

test.describe('language and theme', () => {
  test('the chosen language is kept after a reload (TY → EN)', async ({ page }) => {
    await page.goto(merchantUrl(royal));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('link', { name: 'Mag-log in' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Wika' }).selectOption('EN');
    // Exact names: "Mag-log in" contains "log in", so a loose match would pass before the language changed.
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('the theme switch changes the palette and is remembered', async ({ page }) => {
    await page.goto(merchantUrl(royal));
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const button = page.getByRole('button', { name: 'Lumipat sa maliwanag na tema' });
    await expect(button).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await background();
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(background).not.toBe(dark);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('guards and layout', () => {
  test('a visitor sees login and register; the help centre opens the terms on #term', async ({ page }) => {
    await page.goto(merchantUrl(solbet, '/help#term'));
    await expect(page.getByRole('heading', { name: 'Help centre' })).toBeVisible();
    await expect(page.locator('details#term')).toHaveAttribute('open', '');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown route shows a not-found page with a way home', async ({ page }) => {
    await page.goto(merchantUrl(solbet, '/no-such-page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Facebook shows on the brand own domain only', async ({ page }) => {
    await page.goto(merchantUrl(royal));
    await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await page.goto(`http://${royal.domains.hosts.find((h) => !royal.domains.own.includes(h))}:${E2E_PORT}/`);
    await expect(page.getByRole('link', { name: 'Telegram' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  });

  test('a logged-in member sees balance, deposit and the account menu, and signs out after confirming', async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await page.goto(merchantUrl(solbet));
    await expect(page.getByRole('banner').locator('output')).toContainText('5,000.00');
    await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await page.getByRole('button', { name: /demo/i }).click();
    await expect(page.getByRole('link', { name: 'Agent centre' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('an agent sees the agent centre entry', async ({ page, mockSession }) => {
    await signInAs(page, mockSession, 'demo_agent', 'Agent123');
    await page.goto(merchantUrl(solbet));
    await page
      .getByRole('button', { name: /demo|agent/i })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Agent centre' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const overflow = (page: import('@playwright/test').Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  for (const [who, login] of [
    ['a visitor', null],
    ['a member', ['demo_member', 'Member123']],
  ] as const) {
    test(`the header fits the screen for ${who} on both merchants, and dialogs stay inside it`, async ({
      page,
      mockSession,
    }) => {
      if (login) await signInAs(page, mockSession, ...login);
      for (const merchant of [royal, solbet]) {
        await page.goto(merchantUrl(merchant, '/rng'));
        await expect(
          page.getByRole('banner').getByRole('link', { name: /search games|maghanap ng laro/i }),
        ).toBeVisible();
        expect(await overflow(page)).toBe(0);
      }
      if (login) {
        // The header's account button (a game tile's "Free demo" shows until the page knows the member).
        await page.getByRole('banner').getByRole('button', { name: /demo/i }).click();
        await page.getByRole('button', { name: 'Sign out' }).click();
      } else {
        await page.getByRole('link', { name: 'Log in' }).click();
      }
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await overflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }

  for (const width of [360, 412]) {
    test(`a member's page does not jump when the balance arrives (${width} px)`, async ({ page, mockSession }) => {
      await page.setViewportSize({ width, height: 823 });
      await signInAs(page, mockSession, 'demo_member', 'Member123');
      // The balance's answer waits until the page's content is measured, however long the page takes to show it.
      const releaseBalance = await holdCalls(page, 'wallet.balance');
      await page.goto(merchantUrl(royal, '/member/securityCenter'));
      const balance = page.getByRole('banner').getByRole('status');
      const content = page.getByRole('heading', { level: 1 });
      await expect(content).toBeVisible();
      await expect(balance).toHaveText('…');
      const before = (await content.boundingBox())!.y;
      await releaseBalance();
      await expect(balance).toHaveText(/₱ 5,000\.00/);
      expect((await content.boundingBox())!.y).toBe(before);
      expect(await overflow(page)).toBe(0);
    });
  }

  test('a visitor sent from a members-only page to the login sees nothing jump on the way', async ({ page }) => {
    const layoutShifts = await recordLayoutShifts(page);
    // The home page arrives only when the test lets it, well after the frame that asked for it, as on a slow phone.
    const home = await holdScript(page, 'home-screen');
    await page.goto(merchantUrl(royal, '/vnLottery'));
    await home.asked;
    await nextFrames(page);
    const homeHeading = page.getByRole('heading', { name: 'Mga promosyon' });
    await expect(homeHeading).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await home.release();
    await expect(page.getByRole('dialog', { name: 'Mag-log in' })).toBeVisible();
    await expect(homeHeading).toBeVisible();
    expect(await layoutShifts()).toBeLessThan(0.01);
  });

  test('the theme switch is in the side menu', async ({ page }) => {
    await page.goto(merchantUrl(royal));
    await expect(page.getByRole('button', { name: 'Lumipat sa maliwanag na tema' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menyu' }).click();
    await page.getByRole('button', { name: 'Lumipat sa maliwanag na tema' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoAxeViolations(page);
  });
});

test.describe('dialogs', () => {
  test('feedback: Escape and the backdrop close it, focus stays inside, scroll is locked while open', async ({
    page,
  }) => {
    await openLive(page, merchantUrl(solbet));
    const open = () => page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await open();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await open();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  });

  test('feedback: empty input is refused, a server error keeps the text, then it is sent', async ({ page, mock }) => {
    await openLive(page, merchantUrl(solbet));
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Input cannot be empty.');
    const text = dialog.getByLabel('Your feedback');
    await text.fill('x'.repeat(150));
    await expect(text).toHaveValue('x'.repeat(140));
    await expect(dialog.getByText('140 / 140 characters')).toBeVisible();
    await mock.addFault({ route: 'feedback.submit', kind: 'status', status: 500, once: true });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Network link abnormal');
    await expect(text).toHaveValue('x'.repeat(140));
    await expectNoAxeViolations(page);
    // The platform's fields: the topic's code and the sender's contact.
    await dialog.getByLabel('Topic').selectOption({ label: 'Withdrawal' });
    await dialog.getByLabel('Contact (optional)').fill('me@example.com');
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/feedback') && r.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await sent).postDataJSON()).toEqual({ content: 'x'.repeat(140), type: '2', sender: 'me@example.com' });
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Your feedback was sent.');
  });
});

test('a session ended by the gateway is cleared once, explained, and leads to login', async ({ page, mockSession }) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await page.goto(merchantUrl(solbet));
  await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
  // The session ends on the gateway side, as when it expires or is closed elsewhere.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const ended = await page.request.delete(`${GATEWAY}/wps/session/logout`, {
    headers: {
      Authorization: token!,
      Merchant: solbet.merchantCodes.default,
      Device: 'web',
      Language: 'EN',
      'X-Gateway-Version': '3',
      'X-Mock-Session': mockSession,
    },
  });
  expect(ended.ok()).toBe(true);
  // The next call with the dead token ends it here too (home polls may get there first: then the click is blocked).
  await page
    .getByRole('button', { name: 'Refresh balance' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  const dialog = page.getByRole('dialog', { name: 'Please log in again' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a stored token that died while the tab was closed is explained at boot, then login', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seen')) sessionStorage.setItem('token', 'token-that-expired-long-ago');
    sessionStorage.setItem('seen', '1');
  });
  await page.goto(merchantUrl(solbet));
  const dialog = page.getByRole('dialog', { name: 'Please log in again' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test.describe('member and agent centres', () => {
  test('a visitor opening the member centre gets the login dialog', async ({ page }) => {
    await page.goto(merchantUrl(solbet, '/member'));
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a member opens my account with the menu from config, and is sent from /agentHome to /agent', async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await page.goto(merchantUrl(solbet, '/member'));
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(page.getByRole('heading', { name: 'My account', level: 2 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Member centre pages' });
    const expected = solbet.memberMenu.entries.filter(
      (e) => !e.requiresFlag && (!e.roles || e.roles.includes('member')),
    );
    await expect(menu.getByRole('link')).toHaveCount(expected.length);
    await expect(page.getByText('demo_member', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(merchantUrl(solbet, '/agentHome'));
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  });

  test('an agent opens the agent centre: clock with time zone, menu entries behind flags', async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_agent', 'Agent123');
    await page.goto(merchantUrl(royal, '/agentHome'));
    await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
    await expect(page.getByText('UTC+08:00')).toBeVisible();
    const menu = page.getByRole('navigation', { name: /sentro ng ahente/i });
    // royal turns enableCt and salary on, hourSalary and agentRealtimeSalary off.
    await expect(menu.getByRole('link', { name: /dibidendo/i })).toBeVisible();
    await expect(menu.getByRole('link', { name: /kada oras/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
