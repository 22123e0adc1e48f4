import { queryOptions } from '@tanstack/react-query';
import type { ChatUnreadCountValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { queryClient } from '@/lib/query-client';
import { missionsBadgeQuery } from '@/lib/community/missions-badge';
import { rewardsBadgeQuery } from '@/lib/rewards/rewards-badge';
import type { BadgeName } from './badge-store';

/** Every badge query sits under this key: one invalidation refreshes them all. */
export const BADGES_KEY = ['badges'] as const;

/** The unread platform messages (CSP_unreadCount). */
export const unreadCountQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...BADGES_KEY, 'messages'],
    queryFn: ({ signal }) => callApi(gateway, 'messages.unreadCount', { signal }),
    staleTime: 0,
  });

/** The live chat's own unread messages (CBS_unreadCount), not the inbox's: the customer-service entry's badge. */
export const chatUnreadQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...BADGES_KEY, 'chat'],
    queryFn: ({ signal }) => callApi(gateway, 'chat.unreadCount', { signal }),
    staleTime: 0,
  });

/** A badge's read: any query whose answer gives a count. */
export interface BadgeSource {
  query: (gateway: GatewayClient) => ReturnType<typeof queryOptions<unknown, Error, unknown, readonly unknown[]>>;
  count: (data: unknown) => number;
  /** Member-centre counts (missions, rewards): agents have no such pages and are not asked. */
  membersOnly?: boolean;
}

const source = <T>(
  query: (gateway: GatewayClient) => { queryKey: readonly unknown[]; queryFn?: unknown },
  count: (data: T) => number,
  membersOnly = false,
): BadgeSource => ({ query: query as BadgeSource['query'], count: count as (data: unknown) => number, membersOnly });

/**
 * Where each red count comes from. Adding one is one line: `name: source(theirQueryOptions, (v) => v.count)`;
 * whatever invalidates that query (a claim, a read) then refreshes the badge in every menu.
 */
export const BADGE_SOURCES: Partial<Record<BadgeName, BadgeSource>> = {
  messages: source(unreadCountQuery, (n: number) => n),
  chat: source(chatUnreadQuery, (v: ChatUnreadCountValue) => v.unReadCount),
  missions: source(missionsBadgeQuery, (n: number) => n, true),
  // rewardsBadgeQuery selects the count itself.
  rewards: source(rewardsBadgeQuery, (n: number) => n, true),
};

/** After a read, a delete, a claim or a pushed event: every badge asks the gateway again. */
export function refreshBadges(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BADGES_KEY });
}

/** Sets the unread count the gateway answered with (markRead, delete), so every menu drops at once. */
export function setUnreadCount(gateway: GatewayClient, count: number): void {
  queryClient.setQueryData(unreadCountQuery(gateway).queryKey, count);
}
