import type { GameMenuCategory, GameType, GameVendor } from '@/generated/api-types';
import type { NavCategoryId } from '@/generated/config-types';

/** SPEC §9: e-sports and cockfight vendors arrive under SPORTS; the in-house brand arrives under RNG. */
export const ESPORTS_VENDORS: readonly string[] = ['IMES', 'TF'];
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88'];
export const INHOUSE_VENDORS: readonly string[] = ['BGS'];

/** SPEC §2 header: the drop menu switches to its large layout above this many vendors. */
export const LARGE_MENU_VENDORS = 10;

/** The navigation categories that hold games (HOME and PROMO hold none). */
export type GameCategoryId = Exclude<NavCategoryId, 'HOME' | 'PROMO'>;

export interface CategoryDef {
  id: GameCategoryId;
  /** Route of the category page. */
  route: string;
  /** Game list page (selections, paging) or vendor game centre (vendor cards). */
  kind: 'list' | 'centre';
  /** The game type the gateway files these games under. */
  gatewayType: GameType;
  /** Translation key of the category name (common namespace, shared with the navigation). */
  labelKey: string;
}

export const CATEGORIES: Readonly<Record<GameCategoryId, CategoryDef>> = {
  LIVE: { id: 'LIVE', route: '/live', kind: 'list', gatewayType: 'LIVE', labelKey: 'nav.live' },
  FISH: { id: 'FISH', route: '/fish', kind: 'list', gatewayType: 'FISH', labelKey: 'nav.fish' },
  RNG: { id: 'RNG', route: '/rng', kind: 'list', gatewayType: 'RNG', labelKey: 'nav.rng' },
  PVP: { id: 'PVP', route: '/pvp', kind: 'list', gatewayType: 'PVP', labelKey: 'nav.pvp' },
  BGS: { id: 'BGS', route: '/bgs', kind: 'list', gatewayType: 'RNG', labelKey: 'nav.bgs' },
  SPORTS: { id: 'SPORTS', route: '/sports', kind: 'centre', gatewayType: 'SPORTS', labelKey: 'nav.sports' },
  ESPORTS: { id: 'ESPORTS', route: '/esports', kind: 'centre', gatewayType: 'SPORTS', labelKey: 'nav.esports' },
  COCKFIGHT: { id: 'COCKFIGHT', route: '/cockfight', kind: 'centre', gatewayType: 'SPORTS', labelKey: 'nav.cockfight' },
  LOTT: { id: 'LOTT', route: '/lott', kind: 'centre', gatewayType: 'LOTT', labelKey: 'nav.lott' },
  ELOTT: { id: 'ELOTT', route: '/elott', kind: 'centre', gatewayType: 'ELOTT', labelKey: 'nav.elott' },
};

export const CATEGORY_IDS = Object.keys(CATEGORIES) as GameCategoryId[];

export interface GameCategory {
  id: GameCategoryId;
  /** Title from the gateway (of the category the cards came from). */
  title: string;
  /** Vendor cards, in gateway order. */
  cards: GameVendor[];
  /** Classifications present (e.g. Crash), from the gateway. */
  gameClassify: string[];
}

export type GameCategories = Record<GameCategoryId, GameCategory>;

/** Which navigation category a vendor card of a raw gateway category belongs to (SPEC §4 Menus). */
export function categoryOfCard(gameType: GameType, vassalage: string): GameCategoryId {
  if (gameType === 'SPORTS' && ESPORTS_VENDORS.includes(vassalage)) return 'ESPORTS';
  if (gameType === 'SPORTS' && COCKFIGHT_VENDORS.includes(vassalage)) return 'COCKFIGHT';
  if (gameType === 'RNG' && INHOUSE_VENDORS.includes(vassalage)) return 'BGS';
  return gameType;
}

/**
 * SPEC §4 Menus: the gateway's categories, split the way the site shows them. SPORTS cards of e-sports vendors move to
 * ESPORTS and of cockfight vendors to COCKFIGHT; BGS cards move from RNG to the in-house category. Every category is
 * present in the answer (empty when the gateway has no vendor for it).
 */
export function splitMenus(menus: readonly GameMenuCategory[]): GameCategories {
  const out = Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, { id, title: '', cards: [] as GameVendor[], gameClassify: [] as string[] }]),
  ) as GameCategories;
  for (const menu of menus) {
    for (const card of menu.cards) {
      const target = out[categoryOfCard(menu.gameType, card.vassalage)];
      if (!target.cards.some((c) => c.vassalage === card.vassalage)) target.cards.push(card);
      if (!target.title) target.title = menu.title;
      for (const c of menu.gameClassify ?? []) if (!target.gameClassify.includes(c)) target.gameClassify.push(c);
    }
  }
  return out;
}

/** Vendors per navigation category: the navigation shows a category only when it has at least one. */
export function vendorCounts(categories: GameCategories): Record<GameCategoryId, number> {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, categories[id].cards.length])) as Record<
    GameCategoryId,
    number
  >;
}

/** SPEC §2: the header drop menu uses its large layout when there are more than 10 vendors. */
export function isLargeMenu(cards: readonly unknown[]): boolean {
  return cards.length > LARGE_MENU_VENDORS;
}

/** The category a route belongs to, e.g. '/rng' -> RNG. */
export function categoryOfRoute(pathname: string): CategoryDef | undefined {
  const path = pathname.toLowerCase();
  return Object.values(CATEGORIES).find((c) => c.route === path);
}
