import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { passwordField, royal, solbet, textbox, visit } from './support/accounts';
import { expect, test } from './support/fixtures';
import { GATEWAY } from './support/site-config';

/*
 * Issue 43, the last two screens of the platform's calls, on both merchants against each test's own mock world: a
 * lottery game's quick bet on its current draw (/lgw/numeros/near), and the merchant's chat script under the strict
 * Content-Security-Policy (WPSCORE_getCustomerServiceScript): only solbet lists a chat script origin.
 */

test.describe.configure({ timeout: 90_000 });

/** VN Keno: a draw every 120 s in the mock's world, betting locked for its last 12 s. */
const GAME = { code: 'TCG_LOTTO_VN_T0007', name: 'VN Keno', intervalMs: 120_000 };
/** Where the walk starts in the draw: 60 s before it closes (48 s before betting locks). */
const REMAIN_AT_START = 60_000;

const QUICK_BET_WALKS = [
  {
    merchant: royal,
    language: 'TY',
    words: {
      login: 'Mag-log in',
      username: 'Pangalan ng account',
      title: 'Mabilisang taya',
      place: 'Tumaya sa bola',
      open: 'Bukas ang pagtaya sa bola',
      closed: 'Sarado na ang pagtaya sa bola',
    },
  },
  {
    merchant: solbet,
    language: 'EN',
    words: {
      login: 'Log in',
      username: 'Username',
      title: 'Quick bet',
      place: 'Bet on draw',
      open: 'Betting is open on draw',
      closed: 'Betting on draw',
    },
  },
] as const;

/** The draw numbers the gateway answered the page's quick bet, oldest first. */
async function drawsAnswered(mock: { journal: (f: { endpoint: string }) => Promise<{ responseBody?: unknown }[]> }) {
  const reads = await mock.journal({ endpoint: 'lottery.nearNumero' });
  return reads.map((r) => (r.responseBody as { currentNumero: { numero: string } }).currentNumero.numero);
}

for (const { merchant, language, words } of QUICK_BET_WALKS) {
  test(`${merchant.code} (${language}): a visitor logs in for the quick bet, bets once on the open draw, sees it lock and the next draw come`, async ({
    page,
    context,
    mock,
  }) => {
    // The world's clock moves only as the walk moves it, from 60 s before the draw closes.
    const { now } = await mock.setClockFlowing(false);
    const toStart =
      (((GAME.intervalMs - REMAIN_AT_START - (now % GAME.intervalMs)) % GAME.intervalMs) + GAME.intervalMs) %
      GAME.intervalMs;
    if (toStart > 0) await mock.advanceClock(toStart);
    await page.clock.install();

    // A visitor is asked to log in first, and comes back to the game.
    await visit(page, merchant, `/lottery?gameCode=${GAME.code}`, language);
    const dialog = page.getByRole('dialog', { name: words.login });
    await textbox(dialog, words.username).fill('demo_member');
    await passwordField(dialog, 'Password').fill('Member123');
    await dialog.getByRole('button', { name: words.login }).click();
    await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${GAME.code}$`));

    const game = page.getByRole('region', { name: GAME.name, exact: true });
    await expect(game.getByRole('heading', { name: words.title })).toBeVisible();
    const bet = game.getByRole('button', { name: new RegExp(`^${words.place} `) });
    await expect(bet).toBeEnabled();
    const [first] = await drawsAnswered(mock);
    expect(first).toMatch(/^\d{8}-\d{4}$/);
    await expect(bet).toHaveText(`${words.place} ${first}`);
    await expect(game.getByRole('status')).toHaveText(new RegExp(`^${words.open} ${first}`));
    await expect(bet).toHaveAccessibleDescription(new RegExp(`^${words.open} ${first}`));
    // Betting locks 48 s from the answer: the countdown starts there.
    await expect(game.getByText(/^00:4[6-8]$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // A double press opens the game's betting once, on this lottery.
    const tabs = collectTabs(context);
    await bet.dblclick();
    await expect.poll(() => tabs.length).toBe(1);
    await tabs[0]!.waitForURL(new RegExp(`/__mock/play/lottery/${GAME.code}\\?.*view=betting`));
    const launches = await mock.journal({ endpoint: 'games.launch' });
    expect(launches).toHaveLength(1);
    expect(launches[0]!.query).toMatchObject({ launchMode: 'LOTT', lottoGameCode: GAME.code, lottoView: 'betting' });
    await tabs[0]!.close();
    await expect(bet).toBeEnabled();

    // From here the page's clock moves only with the world's (the world first: when the page asks, the world is there).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const forward = async (ms: number) => {
      await mock.advanceClock(ms);
      await page.clock.fastForward(ms);
    };

    // Betting on the draw locks before it closes: the button is off, and says why.
    await forward(50_000);
    await expect(bet).toBeDisabled();
    await expect(game.getByRole('status')).toHaveText(new RegExp(`^${words.closed} ${first}`));
    await expect(bet).toHaveAccessibleDescription(new RegExp(`^${words.closed} ${first}`));

    // The draw closes: the next one is read and open.
    await forward(10_000);
    await expect(bet).toBeEnabled();
    const answered = await drawsAnswered(mock);
    const next = answered.at(-1)!;
    expect(next).not.toBe(first);
    await expect(bet).toHaveText(`${words.place} ${next}`);
    await expect(game.getByRole('status')).toHaveText(new RegExp(`^${words.open} ${next}`));
    await expect(game.getByText(/^01:4[7-8]$/)).toBeVisible(); // 108 s to bet on a fresh draw
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page);
    expect(await mock.journal({ endpoint: 'games.launch' })).toHaveLength(1);
  });
}

/** The tabs the page opens from now on. */
function collectTabs(context: BrowserContext): Page[] {
  const tabs: Page[] = [];
  context.on('page', (tab) => tabs.push(tab));
  return tabs;
}

/** The stand-in widget's address (solbet's config lists it); the browser is sent to the mock for it. */
const WIDGET = 'https://chat.solbet.example/__mock/chat-widget.js';
const UNLISTED = 'https://chat.elsewhere.example/__mock/chat-widget.js';

/**
 * Chat-script hosts answer from the mock (https hosts do not resolve in the test browser): whatever the page asks
 * for would run, so what does not run was never asked for. Returns the addresses asked for.
 */
async function chatHostsFromMock(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/chat\.[a-z.]+\.example\//, async (route) => {
    asked.push(route.request().url());
    const response = await route.fetch({ url: `${GATEWAY}${new URL(route.request().url()).pathname}` });
    await route.fulfill({ response });
  });
  return asked;
}

/** What the page's Content-Security-Policy refused, and its console warnings. */
async function watchPolicy(page: Page): Promise<{ violations: string[]; warnings: string[] }> {
  const violations: string[] = [];
  const warnings: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (l: string) => void }).reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`,
      ),
    ),
  );
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  return { violations, warnings };
}

/** The Content-Security-Policy the page was served with. */
async function pagePolicy(page: Page, go: () => Promise<void>): Promise<string> {
  const served = page.waitForResponse((r) => r.request().isNavigationRequest());
  await go();
  return (await (await served).headerValue('content-security-policy')) ?? '';
}

const ranWidget = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wlChatWidget?: { runs: number } }).__wlChatWidget?.runs ?? 0);

test("solbet: the chat widget from the merchant's listed origin loads once at boot, allowed by the policy", async ({
  page,
}) => {
  const asked = await chatHostsFromMock(page);
  const { violations, warnings } = await watchPolicy(page);
  const policy = await pagePolicy(page, () => visit(page, solbet, '/'));
  expect(policy).toMatch(/script-src [^;]*https:\/\/chat\.solbet\.example(;| )/);
  await expect.poll(() => ranWidget(page)).toBe(1);
  expect(asked).toEqual([WIDGET]);
  await expect(page.locator('script[data-chat-script]')).toHaveAttribute('src', WIDGET);
  // It renders nothing: the page is as accessible as without it.
  await expectNoAxeViolations(page);
  expect(violations).toEqual([]);
  expect(warnings.filter((w) => /chat script/i.test(w))).toEqual([]);
});

test('royal: a script from an origin it does not list, and script text, are never run, and said once', async ({
  page,
}) => {
  // Another gateway's answer: addresses on the listed origin of another merchant and on one nobody lists, and script
  // text (the mock keeps to the contract, so the answer is rewritten on its way to the page).
  const inline = 'window.__inlineChat = true';
  await page.route('**/wps/relay/WPSCORE_getCustomerServiceScript', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${GATEWAY}${pathname}${search}` });
    const envelope = (await response.json()) as { value: { scripts: unknown[] } };
    envelope.value.scripts = [{ src: WIDGET }, { src: UNLISTED }, inline, { src: UNLISTED, content: inline }];
    await route.fulfill({ response, json: envelope });
  });
  const asked = await chatHostsFromMock(page);
  const { violations, warnings } = await watchPolicy(page);
  const policy = await pagePolicy(page, () => visit(page, royal, '/'));
  expect(policy).not.toContain('example/');
  expect(policy).not.toMatch(/chat\./);
  await expect.poll(() => warnings.filter((w) => /chat script/i.test(w))).toHaveLength(1);
  expect(warnings.find((w) => /chat script/i.test(w))).toContain(`ignored 4`);
  // Nothing was asked for, so the policy had nothing to refuse, and nothing ran.
  expect(asked).toEqual([]);
  expect(violations).toEqual([]);
  expect(await ranWidget(page)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineChat?: boolean }).__inlineChat)).toBeUndefined();
  await expect(page.locator('script[data-chat-script]')).toHaveCount(0);
});
