import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** Every community read (missions, VIP, invite friends) sits under the money key: a claim refreshes them all. */
export const COMMUNITY_KEY = [MONEY_QUERY_KEY, 'community'] as const;

/**
 * The missions menu badge (SPEC §2): rewards the member can claim now, milestones and leaderboard prizes of every
 * status, as MCSFE_getMissionSummaryDetails counts them. Under the money key, so every claim refreshes it at once.
 * Trial accounts are refused by the gateway: do not enable it for them.
 */
export const missionsBadgeQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'missionsBadge'],
    queryFn: ({ signal }) =>
      callApi(gateway, 'mission.summary', { query: { status: 'O', page: 1, size: 1 }, signal }).then(
        (v) => v.claimableCount,
      ),
    staleTime: 0,
  });
