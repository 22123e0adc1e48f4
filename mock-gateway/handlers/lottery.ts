/**
 * lottery.*: VN menus, open draws, opened numbers, draw results, recent VN menus, missions and leaderboard (the lobby
 * opens through games.launch).
 */
import type * as Api from '../../src/generated/api-types.js';
import type { PrizeMode } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { apiLotteryMenuGroups, apiOpenedNumeros, apiRecentLotteryGroup } from '../lib/to-api.js';
import { account } from './shared.js';
import type { HandlerMap } from './types.js';

const PRIZE_MODES: PrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];
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

  'lottery.missionSummary': (ctx) => ctx.world.missions.summary(account(ctx).id),

  'lottery.leaderboard': (ctx) => {
    const q = ctx.query as Required<Api.LotteryLeaderboardQuery>; // the query schema fills in the defaults
    return ctx.world.missions.leaderboard(q.period, q.limit);
  },
} satisfies HandlerMap;
