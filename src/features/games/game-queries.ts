import type { Game, GameType } from '@/generated/api-types';
import type { RequestSpacer } from '@/lib/games/request-spacing';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { gameListQuery, type ListParams } from './list-query';

/** One page of any game list, in one shape (the gateway uses games/pageNo and, for favourites, content/pageNum). */
export interface GamesPage {
  games: Game[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

export const nextPageParam = (page: GamesPage): number | undefined =>
  page.pageNo < page.totalPages ? page.pageNo + 1 : undefined;

export async function fetchGameList(
  gateway: GatewayClient,
  params: ListParams,
  pageNo: number,
  spacer: RequestSpacer,
  signal?: AbortSignal,
): Promise<GamesPage> {
  const query = gameListQuery(params, pageNo);
  const list = (onSend?: () => void) => callApi(gateway, 'games.list', { query, signal, onSend });
  const value = params.vassalage ? await spacer.inTurn(list, signal) : await list();
  return { games: value.games, pageNo: value.pageNo, totalPages: value.totalPages, totalCount: value.totalCount };
}

/** getFavGameList (SPEC §7): clientType 3, pageNo, pageSize (999 by default), gameType. */
export async function fetchFavourites(
  gateway: GatewayClient,
  gameType: GameType | undefined,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<GamesPage> {
  const value = await callApi(gateway, 'games.favouriteList', {
    query: { clientType: '3', pageNo, pageSize, ...(gameType ? { gameType } : {}) },
    signal,
  });
  return { games: value.content, pageNo: value.pageNum, totalPages: value.totalPages, totalCount: value.totalCount };
}

/** getRecentGameList (SPEC §7): page, pageSize 20, gameType. */
export async function fetchRecent(
  gateway: GatewayClient,
  gameType: GameType | undefined,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<GamesPage> {
  const value = await callApi(gateway, 'games.recent', {
    query: { page: pageNo, pageNo, pageSize, ...(gameType ? { gameType } : {}) },
    signal,
  });
  return {
    games: value.list,
    pageNo: value.pageNo ?? pageNo,
    totalPages: value.totalPages,
    totalCount: value.totalCount ?? value.list.length,
  };
}

/** Case-insensitive match of a game against a search text (name or code), for answers within one frame. */
export function matchesSearch(game: Game, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return `${game.displayName} ${game.gameName} ${game.gameCode}`.toLowerCase().includes(needle);
}

/** Pages joined in order, without repeats (a game can move between pages while the list is read). */
export function joinPages(pages: readonly GamesPage[] | undefined): Game[] {
  const seen = new Set<string>();
  const out: Game[] = [];
  for (const page of pages ?? []) {
    for (const game of page.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      out.push(game);
    }
  }
  return out;
}
