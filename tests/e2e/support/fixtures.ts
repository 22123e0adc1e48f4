import { test as base, expect, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MockControl } from '../../contract/mock-control';
import { GATEWAY, readMerchants } from './site-config';

const HOSTS = ['127.0.0.1', 'localhost', ...readMerchants().flatMap((m) => m.domains.hosts)];

/**
 * Every test gets its own mock world: the `mock_session` cookie is set for every host the site answers on,
 * and `mock` drives the same world through the QA control API.
 */
export const test = base.extend<{ popups: boolean; mockSession: string; mock: MockControl }>({
  /** The gateway's popup announcements cover the page; only the tests about them (`test.use({ popups: true })`) get them. */
  popups: [false, { option: true }],
  mockSession: [
    async ({ context, popups }, use) => {
      const session = `e2e-${randomUUID()}`;
      await context.addCookies(HOSTS.map((domain) => ({ name: 'mock_session', value: session, domain, path: '/' })));
      if (!popups) await withoutPopups(session);
      await use(session);
    },
    { auto: true },
  ],
  mock: async ({ mockSession }, use) => {
    await use(new MockControl(GATEWAY, mockSession));
  },
});

export { expect };

/** The gateway's popup announcements cover the page: tests that are not about them turn them off for their world. */
export async function withoutPopups(mockSession: string): Promise<void> {
  await new MockControl(GATEWAY, mockSession).setScenario('popups-off');
}

const catalogue = JSON.parse(readFileSync(new URL('../../../schemas/api/catalogue.json', import.meta.url), 'utf8')) as {
  id: string;
  path: string;
}[];

/** Requests held by `holdRequests`: `asked` resolves once the page asked for one, `release()` lets them all go. */
export interface Hold {
  asked: Promise<void>;
  release: () => Promise<void>;
}

/**
 * Holds the page's requests whose address `matches` until the test calls `release()`, which lets them go and ends the
 * hold. What the page shows while it waits stays on screen for as long as the test looks at it, however busy the
 * machine: a delay would race the page instead.
 */
async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<Hold> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let seen!: () => void;
  const asked = new Promise<void>((resolve) => (seen = resolve));
  const held: Promise<void>[] = [];
  const hold = (route: Route) => {
    seen();
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route(matches, hold);
  return {
    asked,
    release: async () => {
      letGo();
      // Removed only once the held requests went on: Playwright would otherwise let them go a second time.
      await Promise.all(held);
      await page.unroute(matches, hold);
    },
  };
}

/** Holds the page's calls to one gateway endpoint (a catalogue id, e.g. wallet.balance); returns their `release()`. */
export async function holdCalls(page: Page, endpoint: string): Promise<() => Promise<void>> {
  const path = catalogue.find((e) => e.id === endpoint)?.path;
  if (!path) throw new Error(`holdCalls: ${endpoint} is not a catalogue id`);
  return (await holdRequests(page, (url) => url.pathname === path)).release;
}

/** Holds the built chunk `name` (`/assets/<name>-<hash>.js`), as a slow phone's network would. */
export function holdScript(page: Page, name: string): Promise<Hold> {
  const file = new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);
  return holdRequests(page, (url) => file.test(url.pathname));
}

/**
 * Lets the page's copy buttons write to the clipboard and keeps a copy of what they wrote, read with `copiedText`: the
 * site's permissions policy keeps clipboard reads off, so a test cannot read the clipboard itself.
 */
export async function keepClipboardWrites(page: Page, context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-write']);
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  });
}

/** The text the page last wrote to the clipboard (`keepClipboardWrites` must have been called first). */
export const copiedText = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { copied: string }).copied);

/** Logs in through the gateway (not the UI) and puts the token where the site keeps it. */
export async function signInAs(page: Page, mockSession: string, username: string, password: string): Promise<void> {
  const { loginThroughGateway } = await import('../../../mock-gateway/lib/jwe-client');
  const headers = {
    'X-Mock-Session': mockSession,
    Merchant: 'RA88',
    Device: 'web',
    Language: 'EN',
    'X-Gateway-Version': '3',
  };
  const token = await loginThroughGateway(GATEWAY, headers, username, password);
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
}

/**
 * Stops the page's installed clock (`page.clock.install()`) where it is, a moment ahead: from then on its time moves
 * only by `page.clock.runFor`, so a countdown cannot move on while a busy machine runs the test's next line.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/**
 * An SMS send button just pressed (within `scope`) counts the gateway's expiredMinutes (5) × 60 s down and may then
 * be used again. The page's clock must be installed; it is paused here and moved by the test alone.
 */
export async function expectSmsCountdownToRunOut(page: Page, scope: Locator): Promise<void> {
  const waiting = scope.getByRole('button', { name: /^New code in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  // From here the page's time moves only when the test says so, however busy the machine is.
  await pauseClock(page);
  // 300 seconds (a busy machine may have let a few of them pass already).
  const left = Number((await waiting.textContent())!.match(/\d+/)![0]);
  expect(left).toBeGreaterThan(290);
  expect(left).toBeLessThanOrEqual(300);
  await page.clock.runFor((left - 1) * 1000);
  await expect(scope.getByRole('button', { name: 'New code in 1 s' })).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(scope.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
}

/** Two animation frames: whatever the last render changed has been laid out and painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
