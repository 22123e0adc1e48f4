import type { Page } from '@playwright/test';

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
