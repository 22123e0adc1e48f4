/** Game catalogue queries for one world (the data is shared per seed; draws follow the world's clock). */
import type { LotteryOpenedNumber } from '../../src/generated/api-types.js';
import { sharedCatalogue, type SharedCatalogue } from './catalogue.js';
import { hash32, unitFrom } from './rng.js';
import type {
  Clock,
  Game,
  GameCatalogue,
  GameListQuery,
  GameMenu,
  GamePage,
  GameType,
  LotteryMenu,
  PrizeMode,
  PvpRoom,
  Vendor,
} from './types.js';
import { GAME_TYPES } from './types.js';
import { DRAW_INTERVALS, GAME_TYPE_TITLES } from './vendors.js';

const MAX_QUERY_CACHE = 500;
const MAX_PAGE_SIZE = 1000;

export function createGames(seed: number, clock: Clock): GameCatalogue {
  const cat = sharedCatalogue(seed);
  return {
    get size() {
      return cat.games.length;
    },
    all: () => cat.games,
    vendorCodes: () => [...new Set(cat.games.map((g) => g.vassalage))],
    vendors: (gameType?: GameType): Vendor[] =>
      gameType
        ? [...(cat.vendorsByType.get(gameType) ?? [])]
        : GAME_TYPES.flatMap((t) => cat.vendorsByType.get(t) ?? []),
    menus: (): GameMenu[] =>
      GAME_TYPES.map((t) => ({
        gameType: t,
        title: GAME_TYPE_TITLES[t],
        cards: [...(cat.vendorsByType.get(t) ?? [])],
      })).filter((m) => m.cards.length > 0),
    list: (q) => list(cat, q),
    byNodeId: (nodeId) => cat.byNode.get(nodeId),
    byGameCode: (code) => cat.byCode.get(code),
    hot(limit, gameType) {
      const src = gameType ? (cat.byType.get(gameType) ?? []) : cat.games;
      return take(src, limit, (g) => g.isHot === 1 && g.isGame === 'GAME');
    },
    rankList(limit, gameType) {
      const src = gameType ? (cat.byType.get(gameType) ?? []) : cat.games;
      return take(src, limit, (g) => g.isGame === 'GAME');
    },
    jackpotGames: (limit) => take(cat.games, limit, (g) => g.isJackpot === 1),
    roomList: (gameCode) => roomList(cat, gameCode),
    lotteryMenus: (prizeMode) => lotteryMenus(cat, prizeMode, clock.now()),
    openedNumbers: (gameCode, limit = 10) => openedNumbers(cat, gameCode, clock.now(), limit),
    drawNumeroAt: (game, at) => numero(Math.floor(at / interval(game)), interval(game)),
  };
}

function take(src: readonly Game[], limit: number, pred: (g: Game) => boolean): Game[] {
  const out: Game[] = [];
  for (const g of src) {
    if (out.length >= limit) break;
    if (pred(g)) out.push(g);
  }
  return out;
}

function filtered(cat: SharedCatalogue, q: GameListQuery): readonly Game[] {
  const selection = q.selection ?? 'ALL';
  const search = q.search?.trim().toLowerCase() ?? '';
  const key = `${q.gameType}|${q.vassalage ?? ''}|${q.gameClassify ?? ''}|${selection}|${search}`;
  const hit = cat.queryCache.get(key);
  if (hit) return hit;
  const src = q.vassalage
    ? (cat.byTypeVendor.get(`${q.gameType}|${q.vassalage}`) ?? [])
    : (cat.byType.get(q.gameType) ?? []);
  let out: Game[] = src.filter(
    (g) =>
      (!q.gameClassify || q.gameClassify === 'ALL' || g.gameClassify.toLowerCase() === q.gameClassify.toLowerCase()) &&
      (selection !== 'HOT' || g.isHot === 1) &&
      (selection !== 'NEW' || g.isNew === 1) &&
      (!search || (cat.searchKey.get(g.gameId) ?? '').includes(search)),
  );
  if (selection === 'NEW') out = out.sort((a, b) => b.releasedAt - a.releasedAt);
  if (cat.queryCache.size >= MAX_QUERY_CACHE) {
    const oldest = cat.queryCache.keys().next().value;
    if (oldest !== undefined) cat.queryCache.delete(oldest);
  }
  const frozen = Object.freeze(out);
  cat.queryCache.set(key, frozen);
  return frozen;
}

export function paginate<T>(
  items: readonly T[],
  pageNo: number,
  pageSize: number,
): { items: T[]; totalCount: number; totalPages: number; pageNo: number } {
  const size = Math.min(Math.max(1, Math.floor(pageSize) || 1), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.floor(pageNo) || 1);
  const totalCount = items.length;
  const totalPages = Math.ceil(totalCount / size);
  return { items: items.slice((page - 1) * size, page * size), totalCount, totalPages, pageNo: page };
}

function list(cat: SharedCatalogue, q: GameListQuery): GamePage {
  const p = paginate(filtered(cat, q), q.pageNo, q.pageSize);
  return { games: p.items, totalCount: p.totalCount, totalPages: p.totalPages, pageNo: p.pageNo };
}

const ROOM_TIERS = ['Novice', 'Regular', 'Expert', 'VIP', 'Tycoon', 'Legend'] as const;

function roomList(cat: SharedCatalogue, gameCode: string): PvpRoom[] {
  const game = cat.byCode.get(gameCode) ?? cat.byNode.get(gameCode);
  if (!game || game.gameType !== 'PVP') return [];
  const n = 3 + Math.floor(unitFrom(cat.seed, game.gameId) * 4);
  return ROOM_TIERS.slice(0, n).map((tier, i) => {
    const maxPlayers = [4, 6, 9][Math.floor(unitFrom(cat.seed, game.gameId, i, 1) * 3)] ?? 6;
    const players = Math.floor(unitFrom(cat.seed, game.gameId, i, 2) * (maxPlayers + 1));
    const minBet = 100 * 10 ** i;
    return {
      roomId: `${game.gameCode}-R${i + 1}`,
      roomName: `${tier} Room`,
      gameCode: game.gameCode,
      minBet,
      maxBet: minBet * 100,
      players,
      maxPlayers,
      status: players >= maxPlayers ? 'FULL' : 'OPEN',
    };
  });
}

function lotteryGames(cat: SharedCatalogue, prizeMode: PrizeMode): readonly Game[] {
  return cat.byTypeVendor.get(prizeMode === 'SEA' ? 'LOTT|TCG_SEA' : 'LOTT|TCG_LOTTO_VN') ?? [];
}

function interval(game: Game): number {
  return (DRAW_INTERVALS[game.gameName] ?? 300) * 1000;
}

function numero(drawIndex: number, intervalMs: number): string {
  const startMs = drawIndex * intervalMs;
  const d = new Date(startMs);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  if (intervalMs >= 86_400_000) return ymd;
  const inDay = Math.floor((startMs % 86_400_000) / intervalMs) + 1;
  return `${ymd}-${String(inDay).padStart(4, '0')}`;
}

/** Betting on a draw locks before it closes: the last tenth of the draw, at most this long. */
const MAX_LOCK_MS = 30_000;

function lotteryMenus(cat: SharedCatalogue, prizeMode: PrizeMode, now: number): LotteryMenu[] {
  return lotteryGames(cat, prizeMode).map((g) => {
    const ms = interval(g);
    const idx = Math.floor(now / ms);
    const remainTime = (idx + 1) * ms - now;
    return {
      gameId: g.gameId,
      gameCode: g.gameCode,
      gameName: g.displayName,
      prizeMode,
      lottoArea: g.vassalage === 'TCG_SEA' ? 'SEA' : 'VN',
      drawIntervalSec: ms / 1000,
      currentNumero: numero(idx, ms),
      nextDrawAt: (idx + 1) * ms,
      remainTime,
      lockTime: Math.max(0, remainTime - Math.min(ms / 10, MAX_LOCK_MS)),
      iconUrl: g.iconUrl,
    };
  });
}

/** VN prize layout: special, first, 2x second, 6x third (5 digits), 4x fourth, 6x fifth (4), 3x sixth (3), 4x seventh (2). */
const VN_LAYOUT: readonly [count: number, digits: number][] = [
  [1, 5],
  [1, 5],
  [2, 5],
  [6, 5],
  [4, 4],
  [6, 4],
  [3, 3],
  [4, 2],
];

function openedNumbers(cat: SharedCatalogue, gameCode: string, now: number, limit: number): LotteryOpenedNumber[] {
  const game = cat.byCode.get(gameCode);
  if (!game || (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') || game.isGame !== 'GAME') return [];
  const ms = interval(game);
  const current = Math.floor(now / ms);
  const salt = hash32(gameCode);
  const out: LotteryOpenedNumber[] = [];
  for (let k = current - 1; k >= current - Math.max(0, Math.min(limit, 100)); k--) {
    const winningNumbers: string[] = [];
    let j = 0;
    for (const [count, digits] of VN_LAYOUT) {
      for (let c = 0; c < count; c++, j++) {
        const n = Math.floor(unitFrom(cat.seed, salt, k, j) * 10 ** digits);
        winningNumbers.push(String(n).padStart(digits, '0'));
      }
    }
    out.push({ gameCode, numero: numero(k, ms), openedAt: (k + 1) * ms, winningNumbers });
  }
  return out;
}
