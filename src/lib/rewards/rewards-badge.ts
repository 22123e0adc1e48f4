import { queryOptions } from '@tanstack/react-query';
import type { RewardsAvailableValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** Claimable rewards of every kind together: the reward-centre badge (0 hides it). */
export function rewardsBadgeCount(value: RewardsAvailableValue): number {
  return Object.values(value.content).reduce((sum, kind) => sum + (kind.enabled ? kind.count : 0), 0);
}

/**
 * MCSFE_getAvailablePromotions for the menu badges (member centre rewardCenter, side-menu Bonus). Under the money key,
 * so every claim refreshes it at once; a minute fresh otherwise.
 */
export const rewardsBadgeQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'rewards', 'available'],
    queryFn: () => callApi(gateway, 'rewards.available'),
    select: rewardsBadgeCount,
    staleTime: 60_000,
  });
