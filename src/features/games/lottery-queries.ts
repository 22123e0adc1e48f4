import { queryOptions } from '@tanstack/react-query';
import type { Game, GameType, LotteryLeaderboardQuery, PrizeMode } from '@/generated/api-types';
import { readLotteryMenus, readOpenDraws, type LotteryArea } from '@/lib/games/lottery';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

/** Besides the ask at each draw's close: a background refresh of the open draws and results. */
const DRAW_REFRESH_MS = 30_000;
/** Missions and the leaderboard move with every bet: read again every minute. */
const MISSION_REFRESH_MS = 60_000;
const RESULTS_SHOWN = 5;
const LEADERBOARD_SIZE = 10;

export const DRAWS_KEY = 'lottery-draws';
export const RESULTS_KEY = 'lottery-results';
export const MISSIONS_KEY = ['lottery-missions'] as const;

/** The prize mode a page's menus and open draws are asked for: the page's own on /vnLottery, else SEA or Lott (SPEC §7). */
export const menusPrizeMode = (area: LotteryArea, prizeMode: PrizeMode): PrizeMode =>
  area === 'vn' ? prizeMode : area === 'sea' ? 'SEA' : 'LOTT';

/** The lottery games a page lists: VN menus for /vnLottery, else the lottery menus of games.menus. */
export const lotteryGamesQuery = (gateway: GatewayClient, area: LotteryArea, prizeMode: PrizeMode, language: string) =>
  queryOptions({
    queryKey: ['lottery-games', area, prizeMode, language],
    queryFn: ({ signal }) => {
      const query = { prizeMode: menusPrizeMode(area, prizeMode), device: 'WEB' };
      if (area === 'vn') return callApi(gateway, 'lottery.vnMenu', { query, signal }).then(readLotteryMenus);
      return callApi(gateway, 'games.menus', { query: { ...query, language }, signal }).then(readLotteryMenus);
    },
  });

/** Each game's open draw and countdown, as the platform's front end reads them: /lotto/lgw/games/opened/numero. */
export const lotteryDrawsQuery = (gateway: GatewayClient, prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: [DRAWS_KEY, prizeMode],
    refetchInterval: DRAW_REFRESH_MS,
    queryFn: ({ signal }) =>
      callApi(gateway, 'lottery.openedNumero', { query: { prizeMode }, signal }).then(readOpenDraws),
  });

/** The game a /lottery?gameCode= link names (a LOTT or ELOTT vendor game), found by its code. */
export const namedLotteryGameQuery = (gateway: GatewayClient, gameCode: string, language: string) =>
  queryOptions({
    queryKey: ['lottery-game', gameCode, language],
    queryFn: async ({ signal }): Promise<Game | null> => {
      for (const gameType of ['LOTT', 'ELOTT'] as GameType[]) {
        const page = await callApi(gateway, 'games.list', {
          query: { gameType, gameName: gameCode, pageNo: 1, pageSize: 5, language },
          signal,
        });
        const game = page.games.find((g) => g.gameCode === gameCode);
        if (game) return game;
      }
      return null;
    },
  });

/** The platform's draw results of one game (/lgw/draw/code/<gameCode>), newest first. */
export const lotteryResultsQuery = (gateway: GatewayClient, gameCode: string) =>
  queryOptions({
    queryKey: [RESULTS_KEY, gameCode],
    refetchInterval: DRAW_REFRESH_MS,
    queryFn: ({ signal }) =>
      callApi(gateway, 'lottery.drawOf', { path: { gameCode }, signal }).then((draws) =>
        draws.slice(0, RESULTS_SHOWN).map((d) => ({
          numero: d.numero,
          openedAt: d.openedAt,
          winningNumbers: d.winNoStr.split(',').filter(Boolean),
        })),
      ),
  });

/** The member's recent VN lottery games. */
export const lotteryRecentQuery = (gateway: GatewayClient, prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: ['lottery-recent', prizeMode],
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(gateway, 'lottery.vnMenuRecent', { query: { prizeMode, device: 'WEB' }, signal }).then(readLotteryMenus),
  });

/** The member's lottery missions and their progress. */
export const lotteryMissionsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: MISSIONS_KEY,
    staleTime: 0,
    refetchInterval: MISSION_REFRESH_MS,
    queryFn: ({ signal }) => callApi(gateway, 'lottery.missionSummary', { query: { device: 'WEB' }, signal }),
  });

/** SPEC §7 leaderboard: the biggest lottery winners of today or of this week. */
export const lotteryLeaderboardQuery = (
  gateway: GatewayClient,
  period: NonNullable<LotteryLeaderboardQuery['period']>,
) =>
  queryOptions({
    queryKey: ['lottery-leaderboard', period],
    refetchInterval: MISSION_REFRESH_MS,
    queryFn: ({ signal }) =>
      callApi(gateway, 'lottery.leaderboard', {
        query: { period, limit: LEADERBOARD_SIZE, device: 'WEB' },
        signal,
      }).then((v) => v.list),
  });
