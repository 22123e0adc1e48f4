/**
 * World entities -> contract shapes (explicit picks, so a world field never leaks onto the wire by accident). Each
 * returns the type generated from the response schema (`Api.*`), so tsc rejects a misspelt or mistyped field here.
 */
import type * as Api from '../../src/generated/api-types.js';
import { ALL_VENDOR_CODES } from '../world/index.js';
import type { Account, Game, LotteryMenu, PvpRoom, Vendor, Winner, World } from '../world/index.js';

/** Minor units (cents) -> major units with 2 decimals. */
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/** Major units with at most 2 decimals -> minor units, or undefined when it has more decimals. */
export function toMinor(major: number): number | undefined {
  const minor = Math.round(major * 100);
  return Math.abs(minor - major * 100) < 1e-6 ? minor : undefined;
}

/**
 * A list the contract requires to hold one item or more (minItems 1, a tuple in the generated type); an empty one is
 * the mock's own mistake, so it throws (a 500 in the pipeline) rather than answering against the schema.
 */
export function nonEmpty<T>(list: readonly T[], what: string): [T, ...T[]] {
  if (!list.length) throw new Error(`${what}: the contract needs at least one item`);
  return [...list] as [T, ...T[]];
}

export interface GameExtras {
  favourites?: ReadonlySet<string>;
  rewardCounter?: (nodeId: string) => number;
  /** How much the counter rises every 3 s of server time. */
  rewardCounterStep?: (nodeId: string) => number;
}

/** Vendors whose games a visitor may play for free (GCS_gameTrialLaunch): slots and fishing, not live tables, sports or lottery. */
export function trialAllowed(g: Pick<Game, 'gameType' | 'isGame'>): boolean {
  return g.isGame === 'GAME' && (g.gameType === 'RNG' || g.gameType === 'FISH');
}

export function apiGame(g: Game, x: GameExtras = {}): Api.Game {
  const out: Api.Game = {
    gameId: g.gameId,
    gameName: g.gameName,
    displayName: g.displayName,
    gameType: g.gameType,
    vassalage: g.vassalage,
    nodeId: g.nodeId,
    nodeName: g.nodeName,
    showIcon: g.iconUrl,
    iconUrl: g.iconUrl,
    // The platform's spelling of the large icon.
    lagerIcon: `${g.iconUrl}?size=l`,
    gameCode: g.gameCode,
    isGame: g.isGame,
    supportPlay: trialAllowed(g) ? 1 : 0,
    isHot: g.isHot,
    isNew: g.isNew,
    isJackpot: g.isJackpot,
    gameClassify: g.gameClassify,
    releasedAt: g.releasedAt,
  };
  if (x.rewardCounter) out.rewardCounter = x.rewardCounter(g.nodeId);
  if (x.rewardCounterStep) out.rewardCounterStep = x.rewardCounterStep(g.nodeId);
  if (x.favourites) out.favourite = x.favourites.has(g.nodeId);
  return out;
}

/** Extras for game lists: reward counters always, favourite marks when a member is known. */
export function gameExtras(world: World, accountId?: number): GameExtras {
  const now = world.clock.now();
  return {
    rewardCounter: (nodeId) => world.jackpot.rewardCounter(nodeId, now),
    // The server's own next figure minus this one: the client moves the counter by it every 3 s.
    rewardCounterStep: (nodeId) =>
      world.jackpot.rewardCounter(nodeId, now + 3000) - world.jackpot.rewardCounter(nodeId, now),
    ...(accountId !== undefined ? { favourites: new Set(world.favourites.ids(accountId)) } : {}),
  };
}

/** A vendor card of GCSGAME_gameVendor: the platform's vassalage, accountTypeId (its wallet) and accountTypeName, plus the site's fields. */
export function apiVendorCard(v: Vendor, world: World): Api.VendorLaneCard {
  const m = world.scenarios.gameMaintenance(v.vassalage);
  return {
    vassalage: v.vassalage,
    accountTypeId: ALL_VENDOR_CODES.indexOf(v.vassalage) + 1,
    accountTypeName: v.displayName,
    gameType: v.gameType,
    displayName: v.displayName,
    gameCount: v.gameCount,
    logoUrl: v.logoUrl,
    ...(m ? { maintenance: { start: m.start, end: m.end } } : {}),
  };
}

export function apiWinner(w: Winner): Api.WinnerEntry {
  return {
    customerName: w.customerName,
    winAmount: w.winAmount,
    gameName: w.gameName,
    iconUrl: w.iconUrl,
    nodeId: w.nodeId,
    vassalage: w.vassalage,
    at: w.at,
  };
}

/** The mock's lottery groups (the platform's gameGroupCode): daily draws, DAILY, before fast ones, FAST. */
const LOTTERY_GROUPS = { DAILY: 'Daily draws', FAST: 'Fast draws' } as const;
const lotteryGroupOf = (m: LotteryMenu): keyof typeof LOTTERY_GROUPS =>
  m.drawIntervalSec >= 86_400 ? 'DAILY' : 'FAST';

/** One game of the platform's lottery menus: code, remark, defaultPlayType, plus the icon and area chosen here. */
const apiLotteryGameMenu = (m: LotteryMenu): Api.LotteryGameMenu => ({
  code: m.gameCode,
  remark: m.gameName,
  defaultPlayType: 'Traditional',
  iconUrl: m.iconUrl,
  lottoArea: m.lottoArea,
});

/** The platform's lottery menus (/lgw/games/game_menus, /lgw/vn/games/game_menu): groups keyed by gameGroupCode. */
export function apiLotteryMenuGroups(menus: readonly LotteryMenu[]): Api.GamesMenusValue {
  const groups: Api.GamesMenusValue = {};
  for (const [code, labelName] of Object.entries(LOTTERY_GROUPS)) {
    const gameMenus = menus.filter((m) => lotteryGroupOf(m) === code).map(apiLotteryGameMenu);
    if (gameMenus.length) groups[code] = { labelName, gameGroupCode: code, gameMenus };
  }
  return groups;
}

/** The account's recent lottery games in the menus' shape: one group, RECENT, newest first (chosen here). */
export function apiRecentLotteryGroup(menus: readonly LotteryMenu[]): Api.GamesMenusValue {
  return menus.length
    ? { RECENT: { labelName: 'Recently played', gameGroupCode: 'RECENT', gameMenus: menus.map(apiLotteryGameMenu) } }
    : {};
}

/** /lotto/lgw/games/opened/numero: each game's open draw, by the menus' group, with the interval chosen here. */
export function apiOpenedNumeros(menus: readonly LotteryMenu[]): Api.LotteryOpenedNumeroValue {
  const byType: Api.LotteryOpenedNumeroValue = {};
  for (const code of Object.keys(LOTTERY_GROUPS))
    for (const m of menus.filter((x) => lotteryGroupOf(x) === code))
      (byType[code] ??= []).push({
        gameId: m.gameId,
        gameCode: m.gameCode,
        remark: m.gameName,
        numero: m.currentNumero,
        remainTime: m.remainTime,
        lockTime: m.lockTime,
        defaultPlayType: 'Traditional',
        drawIntervalSec: m.drawIntervalSec,
      });
  return byType;
}

export function apiRoom(r: PvpRoom): Api.PvpRoom {
  return {
    roomId: r.roomId,
    roomName: r.roomName,
    gameCode: r.gameCode,
    minBet: toMajor(r.minBet),
    maxBet: toMajor(r.maxBet),
    players: r.players,
    maxPlayers: r.maxPlayers,
    status: r.status,
  };
}

const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', BRL: 'R$', VND: '₫', THB: '฿', EUR: '€' };
export const currencySymbol = (currency: string): string => SYMBOLS[currency] ?? currency;
/** Currencies whose symbol follows the amount. */
const SYMBOL_AFTER = new Set(['VND']);
/** Where the symbol goes (the platform's currencyPosition): F before the amount, B after. */
export const currencyPosition = (currency: string): 'F' | 'B' => (SYMBOL_AFTER.has(currency) ? 'B' : 'F');

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

export function maskMobile(mobile: string): string {
  const d = mobile.replace(/\D/g, '');
  return d.length <= 4 ? '****' : `${d.slice(0, 3)}****${d.slice(-3)}`;
}

export const isAgentType = (a: Account): boolean => a.kind === 'agent';
