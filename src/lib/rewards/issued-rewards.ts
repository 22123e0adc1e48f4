import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** Every reward-centre read sits under the money key: a claim (a money action) refreshes them all at once. */
export const REWARDS_QUERY_KEY = [MONEY_QUERY_KEY, 'rewards'] as const;

/**
 * The member's issued rewards (MCS2_getPromotionClaimList), all or of one promotion type: the reward centre lists
 * them, and an approved promotion application (promotions page) or a reached rank salary (VIP page) is claimed from
 * them, as on the platform. Under the money key, so every claim refreshes them at once.
 */
export const claimListQuery = (gateway: GatewayClient, promotionType?: string) =>
  queryOptions({
    queryKey: [...REWARDS_QUERY_KEY, 'claimList', promotionType ?? ''],
    queryFn: () => callApi(gateway, 'rewards.claimList', promotionType ? { query: { promotionType } } : {}),
  });
