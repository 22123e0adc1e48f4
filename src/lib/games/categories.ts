import type { GameType, MaintenanceWindow, VendorLane } from '@/generated/api-types';
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

// Each category's route and label key follow its id (/live, nav.live).
const KINDS: Readonly<Record<GameCategoryId, [CategoryDef['kind'], GameType]>> = {
  LIVE: ['list', 'LIVE'],
  FISH: ['list', 'FISH'],
  RNG: ['list', 'RNG'],
  PVP: ['list', 'PVP'],
  BGS: ['list', 'RNG'],
  SPORTS: ['centre', 'SPORTS'],
  ESPORTS: ['centre', 'SPORTS'],
  COCKFIGHT: ['centre', 'SPORTS'],
  LOTT: ['centre', 'LOTT'],
  ELOTT: ['centre', 'ELOTT'],
};

export const CATEGORIES = Object.fromEntries(
  Object.entries(KINDS).map(([id, [kind, gatewayType]]) => {
    const name = id.toLowerCase();
    return [id, { id, route: `/${name}`, kind, gatewayType, labelKey: `nav.${name}` }];
  }),
) as Readonly<Record<GameCategoryId, CategoryDef>>;

export const CATEGORY_IDS = Object.keys(CATEGORIES) as GameCategoryId[];

/**
 * A vendor as the site shows it, read from a GCSGAME_gameVendor card. The platform's card carries only vassalage,
 * accountTypeId and accountTypeName; the count, logo and maintenance window come when the gateway sends them.
 */
export interface GameVendor {
  gameType: GameType;
  vassalage: string;
  displayName: string;
  gameCount?: number;
  logoUrl?: string;
  maintenance?: MaintenanceWindow;
}

/** One lane of the gateway's vendor list, read into the site's terms (still raw: SPORTS holds IMES, TF and DS88). */
export interface GameMenu {
  gameType: GameType;
  /** The navigation category of every card, when the platform named the lane after it (ESPORTS, COCKFIGHT). */
  category?: GameCategoryId;
  title: string;
  gameClassify: string[];
  cards: GameVendor[];
}

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

const GAME_TYPES: readonly GameType[] = ['FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS', 'LOTT', 'ELOTT'];
/** Lane titles of the platform that name a navigation category of sports vendors; SPB (sports book) is SPORTS (inf.). */
const SPORTS_LANES: Readonly<Record<string, GameCategoryId>> = {
  ESPORTS: 'ESPORTS',
  COCKFIGHT: 'COCKFIGHT',
  SPB: 'SPORTS',
};

/** GCSGAME_gameVendor lanes in the site's terms; a lane whose title is no known category is left out. */
export function menusOfLanes(lanes: readonly VendorLane[]): GameMenu[] {
  const out: GameMenu[] = [];
  for (const lane of lanes) {
    const title = lane.title.toUpperCase();
    const category = SPORTS_LANES[title];
    const gameType = lane.gameType ?? (category ? 'SPORTS' : GAME_TYPES.find((t) => t === title));
    if (!gameType) continue;
    out.push({
      gameType,
      ...(category && category !== 'SPORTS' ? { category } : {}),
      title: lane.title,
      gameClassify: lane.gameClassify ?? [],
      cards: lane.cards.map((c) => ({
        gameType: c.gameType ?? gameType,
        vassalage: c.vassalage,
        displayName: c.displayName ?? c.accountTypeName,
        ...(c.gameCount !== undefined ? { gameCount: c.gameCount } : {}),
        ...(c.logoUrl ? { logoUrl: c.logoUrl } : {}),
        ...(c.maintenance ? { maintenance: c.maintenance } : {}),
      })),
    });
  }
  return out;
}

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
export function splitMenus(menus: readonly GameMenu[]): GameCategories {
  const out = Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, { id, title: '', cards: [] as GameVendor[], gameClassify: [] as string[] }]),
  ) as GameCategories;
  for (const menu of menus) {
    for (const card of menu.cards) {
      const target = out[menu.category ?? categoryOfCard(menu.gameType, card.vassalage)];
      if (!target.cards.some((c) => c.vassalage === card.vassalage)) target.cards.push(card);
      if (!target.title) target.title = menu.title;
      for (const c of menu.gameClassify) if (!target.gameClassify.includes(c)) target.gameClassify.push(c);
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
