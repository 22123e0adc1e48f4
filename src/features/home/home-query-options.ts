import { queryOptions } from '@tanstack/react-query';
import type { GatewayClient } from '@/lib/gateway/client';
import { fetchHomeAnnouncements } from './home-queries';

/**
 * The home's banners, notices and promotions: read by the page, and by the server for the page it renders
 * (src/app/server-reads.ts), under the same key, so the page hydrates with the server's answer and does not ask again.
 * (Apart from home-queries.ts, which the first script's prefetch imports: the query library stays out of it.)
 */
export const homeAnnouncementsOptions = (gateway: GatewayClient, language: string) =>
  queryOptions({
    queryKey: ['home-announcements', language],
    queryFn: ({ signal }) => fetchHomeAnnouncements(gateway, language, signal),
    staleTime: 60_000,
  });
