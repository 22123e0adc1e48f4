import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** The help centre's entries in one language (system.helpCenter): the same for every visitor. */
export const helpCentreQuery = (gateway: GatewayClient, language: string) =>
  queryOptions({
    queryKey: ['system.helpCenter', language],
    queryFn: ({ signal }) =>
      callApi(gateway, 'system.helpCenter', { query: { lang: language, device: 'WEB' }, signal }),
    staleTime: 5 * 60_000,
  });
