/** Per-account favourite games (nodeIds), most recently added first. Add/remove are idempotent. */
import { WorldError } from './errors.js';
import { paginate } from './games.js';
import type { Favourites, Game, GameCatalogue } from './types.js';

export function createFavourites(games: GameCatalogue): Favourites {
  const store = new Map<number, string[]>();
  const get = (id: number): string[] => store.get(id) ?? [];
  const gamesOf = (id: number, gameType?: string): Game[] =>
    get(id)
      .map((n) => games.byNodeId(n))
      .filter((g): g is Game => !!g && (!gameType || g.gameType === gameType));
  return {
    ids: (accountId, gameType) => gamesOf(accountId, gameType).map((g) => g.nodeId),
    list(accountId, q) {
      const p = paginate(gamesOf(accountId, q.gameType), q.pageNo, q.pageSize);
      return { content: p.items, pageNum: p.pageNo, totalPages: p.totalPages, totalCount: p.totalCount };
    },
    add(accountId, nodeId) {
      if (!games.byNodeId(nodeId)) throw new WorldError('game_not_found', { nodeId });
      const list = get(accountId);
      if (list.includes(nodeId)) return false;
      store.set(accountId, [nodeId, ...list]);
      return true;
    },
    remove(accountId, nodeId) {
      const list = get(accountId);
      if (!list.includes(nodeId)) return false;
      store.set(
        accountId,
        list.filter((n) => n !== nodeId),
      );
      return true;
    },
  };
}
