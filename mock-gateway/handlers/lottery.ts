/**
 * lottery.*: VN menus, open draws, opened numbers, draw results, recent VN menus, missions and leaderboard (the lobby
 * opens through games.launch).
 */
import type * as Api from '../../src/generated/api-types.js';
import type { PrizeMode } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { apiLotteryMenuGroups, apiOpenedNumeros, apiRecentLotteryGroup } from '../lib/to-api.js';
import type { LotteryMenu } from '../world/index.js';
import { account } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

const PRIZE_MODES: PrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];

/** A lottery game as the flat lists (/lgw/games, /lgw/games/popular) answer it, in the menus' field names. */
const apiLotteryGame = (m: LotteryMenu) => ({
  gameId: m.gameId,
  gameCode: m.gameCode,
  remark: m.gameName,
  prizeMode: m.prizeMode,
  defaultPlayType: 'Traditional',
  lottoArea: m.lottoArea,
  iconUrl: m.iconUrl,
});

/** Every prize mode's games, or one mode's; a game shared by two modes once (its first mode). */
function lotteryGamesOf(ctx: HandlerContext, mode?: PrizeMode): LotteryMenu[] {
  const seen = new Set<string>();
  return (mode ? [mode] : PRIZE_MODES)
    .flatMap((m) => ctx.world.games.lotteryMenus(m))
    .filter((m) => !seen.has(m.gameCode) && !!seen.add(m.gameCode));
}
/** How many finished draws /lgw/draw/code/<gameCode> answers (chosen here). */
const DRAWS_OF_A_GAME = 10;

/** A finished draw as the platform's /lgw/draw calls answer it: the winning numbers as one string. */
const apiDraw = (n: Api.LotteryOpenedNumber) => ({
  gameCode: n.gameCode,
  numero: n.numero,
  winNoStr: n.winningNumbers.join(','),
  openedAt: n.openedAt,
});

export const lotteryHandlers = {
  // The latest finished draw of every lottery game, from the same world draws as the menus.
  'lottery.draws': (ctx) => {
    const { games } = ctx.world;
    const codes = new Set(PRIZE_MODES.flatMap((mode) => games.lotteryMenus(mode).map((m) => m.gameCode)));
    return [...codes].flatMap((code) => games.openedNumbers(code, 1).map(apiDraw));
  },

  'lottery.drawOf': (ctx) => {
    const { games } = ctx.world;
    const code = ctx.params.gameCode!;
    if (!games.byGameCode(code)) fail('game_not_found');
    return games.openedNumbers(code, DRAWS_OF_A_GAME).map(apiDraw);
  },

  'lottery.vnMenu': (ctx) =>
    apiLotteryMenuGroups(
      ctx.world.games.lotteryMenus(ctx.query.prizeMode as PrizeMode).filter((m) => m.lottoArea === 'VN'),
    ),

  // The same world draws as the menus, on the world's (virtual) clock.
  'lottery.openedNumero': (ctx) => apiOpenedNumeros(ctx.world.games.lotteryMenus(ctx.query.prizeMode as PrizeMode)),

  'lottery.openedNumbers': (ctx) => {
    const { games } = ctx.world;
    const limit = ctx.query.limit as number;
    const code = ctx.query.gameCode as string | undefined;
    if (code && !games.byGameCode(code)) fail('game_not_found');
    const codes = code
      ? [code]
      : games
          .lotteryMenus('LOTT')
          .filter((m) => m.lottoArea === 'VN')
          .map((m) => m.gameCode);
    const list = codes.flatMap((c) => games.openedNumbers(c, limit));
    return {
      list: list.map((n) => ({
        gameCode: n.gameCode,
        numero: n.numero,
        openedAt: n.openedAt,
        winningNumbers: n.winningNumbers,
      })),
    };
  },

  'lottery.vnMenuRecent': (ctx) => {
    const a = account(ctx);
    const mode = ctx.query.prizeMode as PrizeMode | undefined;
    const menus = ctx.world.play
      .recentLotteryMenus(a.id)
      .filter((m) => m.lottoArea === 'VN' && (!mode || m.prizeMode === mode));
    return apiRecentLotteryGroup(menus);
  },

  // Popularity is the world's own ranking of its games (games.rankList), so the lottery page and the ranking agree.
  'lottery.popular': (ctx) => {
    const q = ctx.query as { count: number; prizeMode?: PrizeMode };
    const { games } = ctx.world;
    const rank = new Map(
      [...games.rankList(1000, 'LOTT'), ...games.rankList(1000, 'ELOTT')].map((g, i) => [g.gameCode, i] as const),
    );
    const unranked = Number.MAX_SAFE_INTEGER;
    return lotteryGamesOf(ctx, q.prizeMode)
      .map((m, i) => ({ m, i }))
      .sort((x, y) => (rank.get(x.m.gameCode) ?? unranked) - (rank.get(y.m.gameCode) ?? unranked) || x.i - y.i)
      .slice(0, q.count)
      .map(({ m }) => apiLotteryGame(m));
  },

  'lottery.games': (ctx) => lotteryGamesOf(ctx, ctx.query.prizeMode as PrizeMode).map(apiLotteryGame),

  'lottery.nearNumero': (ctx) => {
    const gameId = ctx.query.gameId as number;
    const m = lotteryGamesOf(ctx).find((g) => g.gameId === gameId) ?? fail('game_not_found', { gameId });
    return {
      gameId,
      gameCode: m.gameCode,
      currentNumero: {
        numero: m.currentNumero,
        isSale: m.lockTime > 0,
        remainTime: m.remainTime,
        lockTime: m.lockTime,
      },
    };
  },

  // The same recent menus as the VN call, for the games outside VN.
  'lottery.menusRecent': (ctx) => {
    const mode = ctx.query.prizeMode as PrizeMode | undefined;
    const menus = ctx.world.play
      .recentLotteryMenus(account(ctx).id)
      .filter((m) => m.lottoArea !== 'VN' && (!mode || m.prizeMode === mode));
    return apiRecentLotteryGroup(menus);
  },

  // The world settles lottery orders at once and cancels none: the record never offers cancelling.
  'lottery.gameSetting': (ctx) => (
    account(ctx),
    { platformSettings: [{ allowLottDrawback: '0' as const, allowElottDrawback: '0' as const }] }
  ),

  'lottery.missionSummary': (ctx) => ctx.world.missions.summary(account(ctx).id),

  'lottery.leaderboard': (ctx) => {
    const q = ctx.query as Required<Api.LotteryLeaderboardQuery>; // the query schema fills in the defaults
    return ctx.world.missions.leaderboard(q.period, q.limit);
  },
} satisfies HandlerMap;
