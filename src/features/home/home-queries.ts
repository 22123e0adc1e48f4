import type { Game, GameType } from '@/generated/api-types';
import { readSessionCache, writeSessionCache } from '@/lib/games/session-cache';
import type { RequestSpacer } from '@/lib/games/request-spacing';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** How long the sessionStorage copies of hot games and vendor lanes count as fresh. */
export const CACHE_FRESH_MS = 5 * 60_000;

export type VendorLane = { laneId: string; title: string; gameType: GameType; vassalage: string };

/**
 * MCSFE_getListAnnouncements as the platform's home asks it (platform W, execution B, groupName default_notice):
 * banners, player notices and promotions, plus H, the home marquee (chosen here).
 */
export const homeAnnouncementsQuery = (language: string) => ({
  types: 'B,H,PL,PR',
  platform: 'W',
  execution: 'B',
  groupName: 'default_notice',
  language,
});

export function fetchHomeAnnouncements(gateway: GatewayClient, language: string, signal: AbortSignal) {
  return callApi(gateway, 'announcements.list', { query: homeAnnouncementsQuery(language), signal });
}

/** getHotGameList (SPEC §7): isPlatform 2, platform flash,html5-desktop, language. Kept in sessionStorage. */
export async function fetchHotGames(
  gateway: GatewayClient,
  language: string,
  limit: number,
  signal: AbortSignal,
): Promise<Game[]> {
  const value = await callApi(gateway, 'games.hot', {
    query: { isPlatform: '2', platform: 'flash,html5-desktop', language, limit },
    signal,
  });
  writeSessionCache(hotKey(language), value.list);
  return value.list;
}

export const hotKey = (language: string) => `hot.${language}`;
export const lanesKey = (gameType: GameType, language: string) => `lanes.${gameType}.${language}`;

export function cachedHotGames(language: string) {
  return readSessionCache<Game[]>(hotKey(language), CACHE_FRESH_MS);
}

export function cachedLanes(gameType: GameType, language: string) {
  return readSessionCache<VendorLane[]>(lanesKey(gameType, language), CACHE_FRESH_MS);
}

/**
 * The vendors of one game type (GCSGAME_gameVendor with the platform's merchantCode, platform html5-desktop; the
 * gameType filter is the mock's, the lanes are filtered here too), spaced like every vendor request. Kept in
 * sessionStorage.
 */
export async function fetchLanes(
  gateway: GatewayClient,
  merchantCode: string,
  gameType: GameType,
  language: string,
  spacer: RequestSpacer,
  signal: AbortSignal,
): Promise<VendorLane[]> {
  const query = { merchantCode, gameType, platform: 'html5-desktop', language };
  const value = await spacer.inTurn(
    (onSend) => callApi(gateway, 'games.vendorLanes', { query, signal, onSend }),
    signal,
  );
  const lanes = value.data.lanes.flatMap((lane) =>
    lane.cards.map((card) => ({
      laneId: `${lane.title}-${card.vassalage}`,
      title: card.displayName ?? card.accountTypeName,
      gameType: card.gameType ?? lane.gameType ?? gameType,
      vassalage: card.vassalage,
    })),
  );
  writeSessionCache(lanesKey(gameType, language), lanes);
  return lanes;
}

/** A lane's games: the platform's vendor cards carry none, so its vendor's first page of GCSGAME_gameList. */
export async function fetchLaneGames(
  gateway: GatewayClient,
  lane: Pick<VendorLane, 'gameType' | 'vassalage'>,
  pageSize: number,
  language: string,
  spacer: RequestSpacer,
  signal: AbortSignal,
): Promise<Game[]> {
  const { gameType, vassalage } = lane;
  const query = { clientType: '3', platform: 'html5-desktop', gameType, vassalage, pageNo: 1, pageSize, language };
  return (await spacer.inTurn((onSend) => callApi(gateway, 'games.list', { query, signal, onSend }), signal)).games;
}

/** getWinnerBoard (SPEC §7): gameCategory ALL, language, limitNum 20. */
export const winnersQuery = (language: string, limitNum: number) => ({ gameCategory: 'ALL', language, limitNum });

export function fetchWinners(gateway: GatewayClient, language: string, limitNum: number, signal: AbortSignal) {
  return callApi(gateway, 'games.winnerBoard', { query: winnersQuery(language, limitNum), signal }).then((v) => v.list);
}

/** VIS_getJackpot's body: the platform's merchant_code, plus the jackpot games to list (chosen here). */
export const jackpotBody = (merchantCode: string, language: string) => ({
  merchant_code: merchantCode,
  limit: 12,
  language,
});

export function fetchJackpot(gateway: GatewayClient, merchantCode: string, language: string, signal: AbortSignal) {
  return callApi(gateway, 'games.jackpot', { body: jackpotBody(merchantCode, language), signal });
}
