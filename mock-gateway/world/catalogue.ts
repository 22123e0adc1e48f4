/**
 * Builds the immutable game catalogue for a seed (cached and shared between worlds with the same seed),
 * with indexes by type, vendor and code. Every Game and Vendor object and every index list is frozen.
 * Clock-dependent queries live in games.ts.
 */
import { makeName, type NameKind } from './names.js';
import { createRng, hash32, unitFrom } from './rng.js';
import type { Game, GameType, Vendor } from './types.js';
import { GAME_TYPES } from './types.js';
import { VENDOR_SPECS, type VendorSpec } from './vendors.js';

/** Fixed reference instant for release dates (not the clock: the catalogue is shared). 2025-06-01T00:00:00Z. */
export const CATALOGUE_EPOCH = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

export interface SharedCatalogue {
  readonly seed: number;
  /** All games in popularity order (vendor-level VASSALAGE entries first within their type). */
  readonly games: readonly Game[];
  readonly byNode: ReadonlyMap<string, Game>;
  readonly byCode: ReadonlyMap<string, Game>;
  readonly byType: ReadonlyMap<GameType, readonly Game[]>;
  /** key `${gameType}|${vendor}` -> GAME entries (no VASSALAGE entry) in popularity order. */
  readonly byTypeVendor: ReadonlyMap<string, readonly Game[]>;
  readonly vendorsByType: ReadonlyMap<GameType, readonly Vendor[]>;
  /** Lower-cased `displayName gameCode` for search, by gameId. */
  readonly searchKey: ReadonlyMap<number, string>;
  /** Memoised filtered lists (key -> games), bounded. */
  readonly queryCache: Map<string, readonly Game[]>;
}

const cache = new Map<number, SharedCatalogue>();
const MAX_CACHED_SEEDS = 16;

export function isCatalogueCached(seed: number): boolean {
  return cache.has(seed >>> 0);
}

export function sharedCatalogue(seed: number): SharedCatalogue {
  const key = seed >>> 0;
  const hit = cache.get(key);
  if (hit) return hit;
  const built = buildCatalogue(key);
  if (cache.size >= MAX_CACHED_SEEDS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, built);
  return built;
}

function kindFor(spec: VendorSpec, u: number): NameKind {
  switch (spec.gameType) {
    case 'LIVE':
      return 'Live';
    case 'FISH':
      return 'Fishing';
    case 'PVP':
      return 'Card';
    default:
      if (u < 0.03) return 'Crash';
      if (u < 0.05) return 'Table';
      if (u < 0.08) return 'Arcade';
      return 'Slot';
  }
}

const TYPE_LETTER: Record<GameType, string> = {
  FISH: 'F',
  LIVE: 'L',
  PVP: 'P',
  RNG: 'R',
  SPORTS: 'S',
  LOTT: 'T',
  ELOTT: 'E',
};

function buildCatalogue(seed: number): SharedCatalogue {
  const rng = createRng(seed).fork('catalogue');
  const globalNames = new Set<string>();
  const raw: { game: Game; pop: number }[] = [];
  let gameId = 100_000;

  for (const spec of VENDOR_SPECS) {
    const vendorNames = new Set<string>();
    const letter = TYPE_LETTER[spec.gameType];
    const mk = (n: number, name: string, classify: string, isGame: Game['isGame'], pop: number): void => {
      const nodeId = `${spec.gameType}-${spec.code}-${String(n).padStart(4, '0')}`;
      const icon = `/__mock/art/game/${nodeId}.svg`;
      const hot = isGame === 'VASSALAGE' ? 0 : rng.chance(spec.gameType === 'RNG' ? 0.05 : 0.12) ? 1 : 0;
      const ageDays = rng.int(0, 5 * 365);
      const game: Game = {
        gameId: ++gameId,
        gameName: name,
        displayName: name,
        gameType: spec.gameType,
        vassalage: spec.code,
        nodeId,
        nodeName: name,
        iconUrl: icon,
        gameCode: `${spec.code}_${letter}${String(n).padStart(4, '0')}`,
        isGame,
        isHot: hot,
        gameClassify: classify,
        isNew: ageDays < 45 ? 1 : 0,
        releasedAt: CATALOGUE_EPOCH - ageDays * DAY - rng.int(0, DAY - 1),
        isJackpot: spec.gameType === 'RNG' && classify === 'Slot' && rng.chance(0.04) ? 1 : 0,
      };
      // Frozen: shared by every world of this seed, so nobody may decorate or edit one in place.
      raw.push({ game: Object.freeze(game), pop: pop + (hot ? 1 : 0) + (game.isNew ? 0.2 : 0) });
    };

    if (spec.vassalage) mk(0, spec.displayName, spec.classify, 'VASSALAGE', 2);
    if (spec.fixed) {
      spec.fixed.forEach((name, i) => mk(i + 1, name, spec.classify, 'GAME', rng.next()));
    } else {
      for (let i = 1; i <= spec.count; i++) {
        const kind = kindFor(spec, rng.next());
        const shared = kind === 'Slot' || kind === 'Crash' || kind === 'Arcade';
        const name = makeName(rng, kind, shared ? globalNames : vendorNames, spec.code);
        const classify = kind === 'Live' || kind === 'Fishing' || kind === 'Card' ? spec.classify : kind;
        mk(i, name, classify, 'GAME', rng.next());
      }
    }
  }

  // Popularity order: VASSALAGE first (pop 2), then hot games boosted, then the rest.
  raw.sort((a, b) => b.pop - a.pop || a.game.gameId - b.game.gameId);
  const games = raw.map((r) => r.game);

  const byNode = new Map<string, Game>();
  const byCode = new Map<string, Game>();
  const byType = new Map<GameType, Game[]>();
  const byTypeVendor = new Map<string, Game[]>();
  const searchKey = new Map<number, string>();
  for (const t of GAME_TYPES) byType.set(t, []);
  for (const g of games) {
    byNode.set(g.nodeId, g);
    byCode.set(g.gameCode, g);
    byType.get(g.gameType)?.push(g);
    if (g.isGame === 'GAME') {
      const k = `${g.gameType}|${g.vassalage}`;
      let arr = byTypeVendor.get(k);
      if (!arr) byTypeVendor.set(k, (arr = []));
      arr.push(g);
    }
    searchKey.set(g.gameId, `${g.displayName} ${g.gameCode}`.toLowerCase());
  }
  for (const list of byType.values()) Object.freeze(list);
  for (const list of byTypeVendor.values()) Object.freeze(list);

  const vendorsByType = new Map<GameType, Vendor[]>();
  for (const t of GAME_TYPES) vendorsByType.set(t, []);
  for (const spec of VENDOR_SPECS) {
    vendorsByType.get(spec.gameType)?.push(
      Object.freeze({
        gameType: spec.gameType,
        vassalage: spec.code,
        displayName: spec.displayName,
        gameCount: byTypeVendor.get(`${spec.gameType}|${spec.code}`)?.length ?? 0,
        logoUrl: `/__mock/art/vendor/${spec.code}.svg`,
      }),
    );
  }
  // Vendor order within a type is seed-dependent but stable.
  for (const [t, list] of vendorsByType) {
    list.sort((a, b) => unitFrom(seed, hash32(t + a.vassalage)) - unitFrom(seed, hash32(t + b.vassalage)));
  }

  return Object.freeze({
    seed,
    games: Object.freeze(games),
    byNode,
    byCode,
    byType,
    byTypeVendor,
    vendorsByType,
    searchKey,
    queryCache: new Map(),
  });
}
