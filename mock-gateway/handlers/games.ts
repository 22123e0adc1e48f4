/** games.*: menus, lists, hot, lanes, ranking, winners, jackpot, favourites, recent, rooms, launch. */
import type { Game, GameCatalogue, GameSelection, GameType, PrizeMode, World } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import {
  apiGame,
  apiLotteryMenuGroups,
  apiRoom,
  apiVendorCard,
  apiWinner,
  gameExtras,
  trialAllowed,
} from '../lib/to-api.js';
import { hotMatches } from '../world/sports-matches.js';
import { GAME_TYPES } from '../world/types.js';
import { account, checkBackUrl } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

/** Classifications per game type, computed once per (immutable, shared) catalogue. */
const classifyCache = new WeakMap<GameCatalogue, Map<GameType, string[]>>();
function classifications(games: GameCatalogue, type: GameType): string[] {
  let byType = classifyCache.get(games);
  if (!byType) {
    const sets = new Map<GameType, Set<string>>();
    for (const g of games.all()) {
      let s = sets.get(g.gameType);
      if (!s) sets.set(g.gameType, (s = new Set()));
      if (g.gameClassify) s.add(g.gameClassify);
    }
    byType = new Map([...sets].map(([t, s]) => [t, [...s].sort()]));
    classifyCache.set(games, byType);
  }
  return byType.get(type) ?? [];
}

const funUrl = (ctx: HandlerContext, nodeId: string) =>
  `${ctx.origin}/__mock/play/${encodeURIComponent(nodeId)}?mode=fun`;

const extras = (ctx: HandlerContext) => gameExtras(ctx.world, ctx.auth?.account.id);

/** The paged game-list answer shared by the game list and recent games. */
function gamePage(ctx: HandlerContext, page: ReturnType<GameCatalogue['list']>, pageSize: number) {
  const x = extras(ctx);
  return {
    games: page.games.map((g) => apiGame(g, x)),
    totalCount: page.totalCount,
    totalPages: page.totalPages,
    pageNo: page.pageNo,
    pageSize,
  };
}

/** The game a launch names: by node id, by gameId (the platform's page sends both), or by code. */
function gameOf(world: World, ref: { nodeId?: string; gameId?: number | string; gameCode?: string }) {
  return (
    (ref.nodeId ? world.games.byNodeId(ref.nodeId) : undefined) ??
    (ref.gameId !== undefined
      ? world.games.all().find((g) => String(g.gameId) === String(ref.gameId) && g.isGame === 'GAME')
      : undefined) ??
    (ref.gameCode ? world.games.byGameCode(ref.gameCode) : undefined)
  );
}

export const gamesHandlers = {
  'games.menus': (ctx) => apiLotteryMenuGroups(ctx.world.games.lotteryMenus(ctx.query.prizeMode as PrizeMode)),

  'games.list': (ctx) => {
    const q = ctx.query as {
      gameType: GameType;
      vassalage?: string;
      gameClassify?: string;
      selection?: GameSelection;
      gameName?: string;
      pageNo: number;
      pageSize: number;
    };
    const page = ctx.world.games.list({
      gameType: q.gameType,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      ...(q.vassalage ? { vassalage: q.vassalage } : {}),
      ...(q.gameClassify ? { gameClassify: q.gameClassify } : {}),
      ...(q.selection ? { selection: q.selection } : {}),
      ...(q.gameName ? { search: q.gameName } : {}),
    });
    return gamePage(ctx, page, q.pageSize);
  },

  'games.hot': (ctx) => {
    const x = extras(ctx);
    return {
      list: ctx.world.games
        .hot(ctx.query.limit as number, ctx.query.gameType as GameType | undefined)
        .map((g) => apiGame(g, x)),
    };
  },

  'games.vendorLanes': (ctx) => {
    const { world } = ctx;
    const type = ctx.query.gameType as GameType | undefined;
    const lanes = world.games
      .menus()
      .filter((m) => !type || m.gameType === type)
      .map((m) => ({
        title: m.gameType,
        accountTypeName: m.title,
        gameType: m.gameType,
        gameClassify: classifications(world.games, m.gameType),
        cards: m.cards.map((v) => apiVendorCard(v, world)),
      }));
    return { data: { lanes } };
  },

  'games.rankList': (ctx) => {
    const x = extras(ctx);
    return {
      list: ctx.world.games
        .rankList(ctx.query.limit as number, ctx.query.gameType as GameType | undefined)
        .map((g) => apiGame(g, x)),
    };
  },

  'games.winnerBoard': (ctx) => {
    const { world } = ctx;
    const category = (ctx.query.gameCategory as string | undefined) ?? 'ALL';
    const limit = ctx.query.limitNum as number;
    const all = world.jackpot.winners(world.clock.now(), category === 'ALL' ? limit : 200);
    const list =
      category === 'ALL'
        ? all
        : all.filter((w) => world.games.byNodeId(w.nodeId)?.gameType === category).slice(0, limit);
    return { list: list.map(apiWinner) };
  },

  'games.jackpot': (ctx) => {
    const { world } = ctx;
    const now = world.clock.now();
    const x = extras(ctx);
    return {
      amount: world.jackpot.value(now),
      at: now,
      games: world.jackpot.jackpotGames((ctx.body.limit as number | undefined) ?? 12).map((g) => apiGame(g, x)),
    };
  },

  'games.favouriteIds': (ctx) => ctx.world.favourites.ids(account(ctx).id, ctx.query.gameType as GameType | undefined),

  'games.favouriteList': (ctx) => {
    const a = account(ctx);
    const q = ctx.query as { pageNo: number; pageSize: number; gameType?: GameType };
    const page = ctx.world.favourites.list(a.id, {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      ...(q.gameType ? { gameType: q.gameType } : {}),
    });
    const x = extras(ctx);
    return {
      content: page.content.map((g) => apiGame(g, x)),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  },

  'games.favouriteAdd': (ctx) => {
    const nodeId = ctx.body.nodeId as string;
    ctx.world.favourites.add(account(ctx).id, nodeId);
    return { nodeId, favourite: true };
  },

  'games.favouriteRemove': (ctx) => {
    const nodeId = ctx.body.nodeId as string;
    if (!ctx.world.games.byNodeId(nodeId)) fail('game_not_found');
    ctx.world.favourites.remove(account(ctx).id, nodeId);
    return { nodeId, favourite: false };
  },

  'games.recent': (ctx) => {
    const a = account(ctx);
    const q = ctx.query as { page?: number; pageNo: number; pageSize: number; gameType?: GameType };
    const page = ctx.world.recent.list(a.id, {
      pageNo: q.page ?? q.pageNo,
      pageSize: q.pageSize,
      ...(q.gameType ? { gameType: q.gameType } : {}),
    });
    // The platform names the rows `list` here (GATEWAY-CALLS-SEEN §3), unlike the game lists.
    const { games, ...rest } = gamePage(ctx, page, q.pageSize);
    return { list: games, ...rest };
  },

  'games.roomList': (ctx) => {
    account(ctx);
    const code = ctx.query.gameCode as string;
    if (!ctx.world.games.byGameCode(code)) fail('game_not_found');
    return { list: ctx.world.games.roomList(code).map(apiRoom) };
  },

  'games.launch': (ctx) => {
    const a = account(ctx);
    const b = ctx.query as {
      nodeId?: string;
      gameId?: number;
      gameCode?: string;
      roomId?: string;
      vassalage?: string;
      gameType?: GameType;
      backUrl?: string;
      launchMode?: 'GLS' | 'LOTT';
      lottoGameCode?: string;
      lottoPrizeMode?: PrizeMode;
      lottoView?: 'betting' | 'lobby';
      matchId?: string;
      leagueId?: string;
    };
    checkBackUrl(b.backUrl);
    // The platform opens its lottery lobby through the same call, with launchMode LOTT.
    if (b.launchMode === 'LOTT' && b.lottoGameCode) {
      const lott = ctx.world.play.launchLottery(a.id, {
        gameCode: b.lottoGameCode,
        ...(b.lottoPrizeMode ? { prizeMode: b.lottoPrizeMode } : {}),
        ...(b.lottoView ? { view: b.lottoView } : {}),
      });
      return { content: { game_url: `${ctx.origin}${lott.url}` } };
    }
    // A room must be one of the game's (GLS2_roomList) and have a free seat.
    if (b.roomId) {
      const room = ctx.world.games
        .roomList(b.gameCode ?? gameOf(ctx.world, b)?.gameCode ?? '')
        .find((r) => r.roomId === b.roomId);
      if (!room || room.status !== 'OPEN') fail('game_not_found');
    }
    // A gameId alone names the game; a node id or code, when sent, names the exact entry.
    const byGameId =
      b.nodeId || b.gameCode || b.gameId === undefined ? undefined : (gameOf(ctx.world, b) ?? fail('game_not_found'));
    const r = ctx.world.play.launch(a.id, {
      ...(b.nodeId ? { nodeId: b.nodeId } : {}),
      ...(byGameId ? { nodeId: byGameId.nodeId } : {}),
      ...(b.gameCode ? { gameCode: b.gameCode } : {}),
      ...(b.vassalage ? { vassalage: b.vassalage } : {}),
      ...(b.gameType ? { gameType: b.gameType } : {}),
    });
    // A hot match opens the sportsbook on that match: it must be one of the vendor's matches of the day.
    if (b.matchId || b.leagueId) {
      const game = r.game;
      const match = hotMatches(ctx.world.seed, game, ctx.world.clock.now()).find((m) => m.matchId === b.matchId);
      if (!match || (b.leagueId && b.leagueId !== match.leagueId)) fail('game_not_found', { matchId: b.matchId });
      const at = new URLSearchParams({ matchId: match.matchId, leagueId: match.leagueId });
      return { content: { game_url: `${ctx.origin}${r.url}${r.url.includes('?') ? '&' : '?'}${at}` } };
    }
    return { content: { game_url: `${ctx.origin}${r.url}` } };
  },

  // Each sports vendor's sportsbook (its first SPORTS game) and the day's hot matches drawn for it.
  'games.matches': (ctx) =>
    sportsbooks(ctx.world).map(({ vendor, book }) => ({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      nodeId: book.nodeId,
      gameType: 'SPORTS',
      matchList: hotMatches(ctx.world.seed, book, ctx.world.clock.now()),
    })),

  'games.vassGameType': (ctx) => {
    const byVendor: Record<string, string[]> = {};
    for (const t of GAME_TYPES) for (const v of ctx.world.games.vendors(t)) (byVendor[v.vassalage] ??= []).push(t);
    return byVendor;
  },

  'games.launchFb': (ctx) => {
    const game = gameOf(ctx.world, ctx.query as { nodeId?: string; gameCode?: string });
    if (!game) fail('game_not_found');
    const m = ctx.world.scenarios.gameMaintenance(game.vassalage);
    if (m) fail('vendor_under_maintenance', { start: m.start, end: m.end });
    return { content: { game_url: funUrl(ctx, game.nodeId) } };
  },

  'games.trialLaunch': (ctx) => {
    const q = ctx.query as { nodeId?: string; gameCode?: string; gameId?: string };
    const game = gameOf(ctx.world, q);
    if (!game) fail('game_not_found');
    if (!trialAllowed(game)) fail('trial_not_supported');
    const m = ctx.world.scenarios.gameMaintenance(game.vassalage);
    if (m) fail('vendor_under_maintenance', { start: m.start, end: m.end });
    return { content: { game_url: funUrl(ctx, game.nodeId) } };
  },
} satisfies HandlerMap;

/** The sports vendors with a sportsbook in the catalogue, in vendor-lane order. */
function sportsbooks(world: World) {
  const books = new Map<string, Game>();
  for (const g of world.games.all()) if (g.gameType === 'SPORTS' && !books.has(g.vassalage)) books.set(g.vassalage, g);
  return world.games
    .vendors('SPORTS')
    .flatMap((vendor) => (books.has(vendor.vassalage) ? [{ vendor, book: books.get(vendor.vassalage)! }] : []));
}
