import type { QueryClient } from '@tanstack/react-query';
import type { GamesVendorLanesValue } from '@/generated/api-types';
import type { SiteConfig } from '@/lib/config/load-merchant';
import type { SiteSettings } from '@/lib/config/site-settings';
import { categoryOfRoute, menusOfLanes, splitMenus } from '@/lib/games/categories';
import { createRequestSpacer } from '@/lib/games/request-spacing';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import type { BootResult } from '@/features/boot/boot.machine';
import { loadBoot } from '@/features/boot/load-boot';
import { fetchGameList } from '@/features/games/game-queries';
import { gameListKey, listPageSize } from '@/features/games/game-list-key';
import { listChoice } from '@/features/games/game-list-view';
import { HOME_PATHS } from '@/features/home/home-paths';
import { homeAnnouncementsOptions } from '@/features/home/home-query-options';
import { categoriesQuery, promotionsQuery } from '@/features/promotions/promotion-queries';

/** What the server read for a page, besides the page's own queries (which are in its QueryClient). */
export interface PageReads {
  boot?: BootResult<SiteSettings>;
  menus?: GamesVendorLanesValue;
}

export interface PageReadsRequest {
  gateway: GatewayClient;
  site: SiteConfig;
  merchantCode: string;
  language: string;
  /** The address asked for: its path and query string. */
  url: URL;
  queries: QueryClient;
  /** The page is not held back longer than this for its reads (ms): what is not in by then, the app reads itself. */
  deadlineMs: number;
}

const homePaths = new Set<string>(HOME_PATHS);

/**
 * The reads the app itself would make for the page's first screen, made by the server with the app's own code (the
 * boot calls, the navigation's game menus, the landing page's data) so that it renders the page from them and hands
 * them over. None needs a session (the server never has one): a signed-in page's member data comes after hydration.
 */
export async function readForPage(request: PageReadsRequest): Promise<PageReads> {
  const { gateway, site, language, url, queries } = request;
  const reads: PageReads = {};
  const boot = loadBoot(gateway).then((result) => void (reads.boot = result));
  const menus = callApi(gateway, 'games.vendorLanes', {
    query: { merchantCode: request.merchantCode, platform: 'html5-desktop' },
  }).then((value) => void (reads.menus = value));
  const page: Promise<unknown>[] = [];
  const path = url.pathname;
  if (homePaths.has(path)) page.push(queries.prefetchQuery(homeAnnouncementsOptions(gateway, language)));
  if (path === '/promotions')
    page.push(
      queries.prefetchQuery(promotionsQuery(gateway, language)),
      queries.prefetchQuery(categoriesQuery(gateway, language)),
    );
  const list = categoryOfRoute(path);
  if (list?.kind === 'list')
    page.push(
      // The vendor list chooses the bingo page's vendor (listChoice): its first page waits for the menus.
      (list.id === 'BGS' && !url.searchParams.has('vassalage') ? menus : Promise.resolve()).then(() => {
        const cards = reads.menus ? splitMenus(menusOfLanes(reads.menus.data.lanes))[list.id].cards : [];
        const { vassalage, selection, classify } = listChoice(list, url.searchParams, cards);
        // A member's own lists need the session.
        if (selection === 'FAV' || selection === 'RECENT') return;
        const pageSize = listPageSize(site.merchant, classify);
        const params = { gameType: list.gatewayType, vassalage, selection, gameClassify: classify, pageSize, language };
        return queries.prefetchInfiniteQuery({
          queryKey: gameListKey({ ...params, gameType: list.gatewayType, classify, search: '' }),
          queryFn: () => fetchGameList(gateway, { ...params, search: '' }, 1, createRequestSpacer(0)),
          initialPageParam: 1,
        });
      }),
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([boot, menus, ...page]),
    new Promise((resolve) => (timer = setTimeout(resolve, request.deadlineMs))),
  ]);
  clearTimeout(timer);
  return reads;
}
