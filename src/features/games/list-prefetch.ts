import type { MerchantConfig } from '@/generated/config-types';
import { CATEGORIES, categoryOfRoute } from '@/lib/games/categories';
import { prefetchApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { CRASH, gameListQuery, isSelection } from './list-query';

/**
 * The first page of the game list a visit lands on (`pathname`, `search`), as the page will ask for it; undefined
 * where the page asks itself. Only a list without a vendor: vendor requests keep their spacing (SPEC §9), and BGS
 * picks its vendor from the menus. Shared with the site server, which paints that page's first screen.
 */
export function landingListQuery(
  { pathname, search }: { pathname: string; search: string },
  merchant: MerchantConfig,
  language: string,
): ReturnType<typeof gameListQuery> | undefined {
  const def = categoryOfRoute(pathname);
  const params = new URLSearchParams(search);
  const selection = params.get('selection') ?? 'ALL';
  if (def?.kind !== 'list' || def.id === CATEGORIES.BGS.id || params.has('vassalage')) return;
  if (!isSelection(selection) || selection === 'FAV' || selection === 'RECENT') return;
  const crash = params.get('classify') === CRASH;
  return gameListQuery(
    {
      gameType: def.gatewayType,
      selection,
      gameClassify: crash ? CRASH : null,
      pageSize: crash ? merchant.pageSizes.crashGames : merchant.pageSizes.vendorGames,
      language,
    },
    1,
  );
}

/** A visit that lands on a game list asks for its first page while the boot calls run, instead of after them. */
export function prefetchGameList(gateway: GatewayClient, merchant: MerchantConfig, language: string): void {
  const query = landingListQuery(location, merchant, language);
  if (query) prefetchApi(gateway, 'games.list', { query });
}
