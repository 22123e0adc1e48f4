import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { BADGE_SOURCES } from './badge-sources';
import { clearBadgeCounts, setBadgeCount, type BadgeName } from './badge-store';

const ALL_NAMES = Object.keys(BADGE_SOURCES) as BadgeName[];

/**
 * Reads every badge's count and hands it to the menus (badge-store). Renders nothing; mounted once for a signed-in
 * real account; `member` adds the member-centre counts (missions, rewards). `pollMs` re-reads on a timer: the push
 * channel's fallback when it cannot connect.
 */
export function BadgeFeed({ pollMs, member = false }: { pollMs?: number; member?: boolean }) {
  const { gateway } = useServices();
  const names = ALL_NAMES.filter((name) => member || !BADGE_SOURCES[name]!.membersOnly);
  const results = useQueries(
    {
      queries: names.map((name) => ({
        ...BADGE_SOURCES[name]!.query(gateway),
        ...(pollMs ? { refetchInterval: pollMs } : {}),
      })),
    },
    queryClient,
  );
  const data = results.map((r) => r.data);
  useEffect(() => {
    names.forEach((name, i) => {
      const value = data[i];
      setBadgeCount(name, value === undefined ? undefined : BADGE_SOURCES[name]!.count(value));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers, not the array holding them
  }, data);
  useEffect(() => clearBadgeCounts, []);
  return null;
}
