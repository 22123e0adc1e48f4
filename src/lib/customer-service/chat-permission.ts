import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** Whether the signed-in member (`account`) may use live chat (CBS_groupPermission); it changes with the account only. */
export const chatPermissionQuery = (gateway: GatewayClient, account: string) =>
  queryOptions({
    queryKey: ['chat.permission', account],
    queryFn: ({ signal }) => callApi(gateway, 'chat.permission', { signal }),
    staleTime: Infinity,
  });
