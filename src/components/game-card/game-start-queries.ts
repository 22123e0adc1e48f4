import { queryOptions } from '@tanstack/react-query';
import type { GameType } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** The vendor popup's one page of games. */
const VENDOR_POPUP_PAGE_SIZE = 50;

/** A vendor's games for the popup that opens from its tile (games.list, one page, games only). */
export const vendorGamesQuery = (
  gateway: GatewayClient,
  { gameType, vassalage, language }: { gameType: GameType; vassalage: string; language: string },
) =>
  queryOptions({
    queryKey: ['games.list', 'vendorPopup', gameType, vassalage, language],
    queryFn: async ({ signal }) => {
      const page = await callApi(gateway, 'games.list', {
        query: { gameType, vassalage, pageNo: 1, pageSize: VENDOR_POPUP_PAGE_SIZE, clientType: '3', language },
        signal,
      });
      return page.games.filter((g) => g.isGame === 'GAME');
    },
  });

/** A card game's rooms (GLS2_roomList). Seats change by the second: read afresh each time the picker opens. */
export const pvpRoomsQuery = (gateway: GatewayClient, gameCode: string) =>
  queryOptions({
    queryKey: ['games.roomList', gameCode],
    queryFn: async ({ signal }) => (await callApi(gateway, 'games.roomList', { query: { gameCode }, signal })).list,
    staleTime: 0,
    gcTime: 0,
  });
