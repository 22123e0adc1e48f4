import type { GatewayClient } from '@/lib/gateway/client';
import { nextTask } from '@/lib/next-task';
import type { PagePrefetch } from '@/lib/routing/page-prefetch';
import { loadPages, matchesAt } from './route-elements';
import { routesFor } from './routes-for';

/**
 * Starts downloading the code, words and first reads (a route's `handle.prefetch`) of the pages a path shows (a
 * centre's frame and its page) now, while the boot calls are on their way, instead of once the site has opened: one
 * round trip for all of them, not one per level. The module system, i18next and the gateway client keep each download
 * for the pages' own loads and calls. Call it once the dictionaries have started (the pages' loads fetch their words
 * only then). A path the landing pages' routes do not serve fetches the later routes first. Resolves once every
 * download has started.
 */
export async function preloadPagesAt(pathname: string, gateway: GatewayClient): Promise<void> {
  const { routes } = await routesFor(pathname);
  // The matching, the module preloads and the reads each in a task of their own: a page the server rendered starts
  // its hydration when the same routes arrive, and all of it in one task was a long one on a phone.
  await nextTask();
  // The table's own matching, which the hydration and the first render then find done.
  const matches = matchesAt(routes, pathname);
  loadPages(matches).catch(() => undefined);
  await nextTask();
  for (const { route } of matches) (route.handle as { prefetch?: PagePrefetch } | undefined)?.prefetch?.(gateway);
}
