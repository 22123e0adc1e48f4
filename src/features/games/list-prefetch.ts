import type { MerchantConfig } from '@/generated/config-types';
import { CATEGORIES, categoryOfRoute } from '@/lib/games/categories';
import { prefetchApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { CRASH, gameListQuery, isSelection } from './game-queries';

/**
 * A visit that lands on a game list asks for its first page while the boot calls run, instead of after them.
 * Only a list without a vendor: vendor requests keep their spacing (SPEC §9), and BGS picks its vendor from the menus.
 */
export function prefetchGameList(gateway: GatewayClient, merchant: MerchantConfig, language: string): void {
  const def = categoryOfRoute(location.pathname);
  const params = new URLSearchParams(location.search);
  if (def?.kind !== 'list' || def.id === CATEGORIES.BGS.id || params.has('vassalage')) return;
  const selection = params.get('selection') ?? 'ALL';
  if (!isSelection(selection) || selection === 'FAV' || selection === 'RECENT') return;
  const crash = params.get('classify') === CRASH;
  const query = gameListQuery(
    {
      gameType: def.gatewayType,
      selection,
      gameClassify: crash ? CRASH : null,
      pageSize: crash ? merchant.pageSizes.crashGames : merchant.pageSizes.vendorGames,
      language,
    },
    1,
  );
  prefetchApi(gateway, 'games.list', { query });
}
