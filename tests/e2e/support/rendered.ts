import type { BrowserContext, Page } from '@playwright/test';

interface Handover {
  queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

/**
 * A gateway answer the site server rendered the page with, as the page carries it (its handover, the JSON element
 * `wl-rendered`): the data of the query whose key starts with `key`. The browser does not ask for it again.
 */
export async function renderedQuery<T>(page: Page, ...key: unknown[]): Promise<T> {
  const text = await page.locator('script#wl-rendered').textContent();
  const handover = JSON.parse(text ?? '{}') as Handover;
  const query = handover.queries?.queries.find((q) => key.every((part, i) => q.queryKey[i] === part));
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
