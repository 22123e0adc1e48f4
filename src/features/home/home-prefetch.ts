import type { MerchantConfig } from '@/generated/config-types';
import { prefetchApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { HOME_PATHS } from './home-paths';
import { platformMerchantCode } from '@/lib/config/resolve-merchant';
import { homeAnnouncementsQuery, jackpotBody, winnersQuery } from './home-queries';

/**
 * A visit that lands on the home page asks for the first screen's data (banners and notices, jackpot, winners)
 * while the boot calls run, instead of after them: one round trip less before the banner shows.
 */
export function prefetchHomeData(gateway: GatewayClient, merchant: MerchantConfig, language: string): void {
  if (!HOME_PATHS.includes(location.pathname)) return;
  prefetchApi(gateway, 'announcements.list', { query: homeAnnouncementsQuery(language) });
  const { boards } = merchant.home;
  if (boards.jackpotCounter.enabled || boards.jackpotGames.enabled)
    prefetchApi(gateway, 'games.jackpot', {
      body: jackpotBody(platformMerchantCode(location.hostname, merchant.merchantCodes), language),
    });
  if (boards.biggestWins.enabled)
    prefetchApi(gateway, 'games.winnerBoard', { query: winnersQuery(language, merchant.pageSizes.winnerBoardRequest) });
}
