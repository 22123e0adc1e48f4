/** Per-account recently launched games: most recent first, no duplicates, at most 50. */
import { paginate } from './games.js';
import type { Game, GameCatalogue, Recent } from './types.js';

export const RECENT_MAX = 50;

export function createRecent(games: GameCatalogue): Recent {
  const store = new Map<number, string[]>();
  return {
    max: RECENT_MAX,
    push(accountId, nodeId) {
      const list = (store.get(accountId) ?? []).filter((n) => n !== nodeId);
      list.unshift(nodeId);
      store.set(accountId, list.slice(0, RECENT_MAX));
    },
    list(accountId, q) {
      const items = (store.get(accountId) ?? [])
        .map((n) => games.byNodeId(n))
        .filter((g): g is Game => !!g && (!q.gameType || g.gameType === q.gameType));
      const p = paginate(items, q.pageNo, q.pageSize);
      return { games: p.items, totalCount: p.totalCount, totalPages: p.totalPages, pageNo: p.pageNo };
    },
  };
}
