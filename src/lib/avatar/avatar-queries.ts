import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** Every avatar read shares this prefix, so a change refreshes the header and the security centre at once. */
export const AVATAR_QUERY_KEY = 'avatar';

/** The header's icon (/wps/member/info/icon): an icon number, or the member's own photo. */
export const iconQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [AVATAR_QUERY_KEY, 'icon'],
    queryFn: () => callApi(gateway, 'member.infoIcon'),
  });

/** The security centre's avatar (MCSFE_getPlayerAvatar). */
export const playerAvatarQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [AVATAR_QUERY_KEY, 'player'],
    queryFn: () => callApi(gateway, 'member.playerAvatar'),
  });
