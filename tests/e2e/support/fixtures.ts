import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
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
