import { expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { GATEWAY } from './site-config';

interface Handover {
  boot?: unknown;
  queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

/** The query of the handover whose key starts with `key`. */
const handedOver = (handover: Handover, key: unknown[]) =>
  handover.queries?.queries.find((q) => key.every((part, i) => q.queryKey[i] === part));

declare global {
  interface Window {
    serverPage?: Element | null;
  }
}

/** The page as the site server at `origin` sends it, before any script runs: #root's HTML and the handover. */
export async function serverPage(page: Page, path: string, origin = GATEWAY) {
  const response = await page.request.get(`${origin}${path}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root =
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="wl-rendered">([\s\S]*?)<\/script>/.exec(html);
  expect(root, `${path} is rendered on the server`).not.toBeNull();
  const handover = JSON.parse(root![2]!) as Handover;
  const data = (...key: string[]) => handedOver(handover, key)?.state.data;
  return { markup: root![1]!, handover, data };
}

/** What React says in the console when hydration does not match (or has to render a part again). */
export const hydrationTrouble = (message: ConsoleMessage) =>
  (message.type() === 'error' || message.type() === 'warning') &&
  /hydrat|did not match|#418|#419|#423|#425/i.test(message.text());

/**
 * Opens the page in the browser; the console's hydration complaints, the gateway calls made, and whether the page
 * the server rendered is still the one on screen (React renders a part again, silently, when it could not hydrate it
 * before an update came).
 */
export async function hydrate(page: Page, path: string, origin = GATEWAY) {
  const trouble: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => hydrationTrouble(message) && trouble.push(message.text()));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wps/')) calls.push(url.pathname + url.search);
  });
  // Parsed, before any module runs: the page's element as the server sent it.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.serverPage = document.getElementById('main')?.firstElementChild;
    }),
  );
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => Boolean(window.serverPage?.isConnected));
  return { trouble, calls, kept };
}

/**
 * A gateway answer the site server rendered the page with, as the page carries it (its handover, the JSON element
 * `wl-rendered`): the data of the query whose key starts with `key`. The browser does not ask for it again.
 */
export async function renderedQuery<T>(page: Page, ...key: unknown[]): Promise<T> {
  const text = await page.locator('script#wl-rendered').textContent();
  const handover = JSON.parse(text ?? '{}') as Handover;
  const query = handedOver(handover, key);
  if (!query) throw new Error(`the page was not rendered with the query ${JSON.stringify(key)}`);
  return query.state.data as T;
}

/**
 * Serves the pages at `url` (a URL, or a test of one) as a static host serves dist/: without the app the site server rendered
 * and its handover, so the browser boots the app itself and makes the first reads (which a test may hold, answer or
 * fail on the browser's side: the site server's own reads take none of it). Fetched from this machine by its address,
 * since the test runner does not resolve the merchants' hosts; the Host header still names the merchant.
 */
export async function serveAsStaticHost(
  page: Page | BrowserContext,
  url: string | ((url: URL) => boolean),
  loopback: string,
): Promise<void> {
  await page.route(url, async (route) => {
    const asked = new URL(route.request().url());
    const response = await route.fetch({
      url: `${loopback}${asked.pathname}${asked.search}`,
      headers: { ...route.request().headers(), host: asked.host },
    });
    const html = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="wl-rendered">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)),
    );
    await route.fulfill({ response, body: html, headers });
  });
}

/**
 * Waits until the app has hydrated the page the server sent (`html[data-hydrated]`). Before that the server's
 * buttons do nothing, so a test that taps at once would race the app's start on a busy machine.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until the app answers on it (see `untilLive`). */
export async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilLive(page);
}
