import type { Game, GameLaunchValue, GameType, GamesLaunchQuery, PrizeMode } from '@/generated/api-types';
import { CATEGORIES, categoryOfCard } from './categories';

/**
 * What a player starts: a game of a list, or a vendor card of a menu (no nodeId). Vendor-level catalogue entries
 * carry isGame VASSALAGE.
 */
export interface StartTarget {
  /** Vendor code; unknown for a banner that names only a node id. */
  vassalage?: string;
  gameType?: GameType;
  nodeId?: string;
  gameId?: number;
  gameCode?: string;
  isGame?: Game['isGame'];
}

export type StartAction =
  | { kind: 'login' }
  | { kind: 'navigate'; to: string }
  | { kind: 'vendorGames'; vassalage: string; gameType: GameType }
  | { kind: 'launch' };

export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
const LOTTERY_CODES: readonly string[] = ['LOTT', 'ELOTT'];

/**
 * SPEC §4 Game start, as a pure decision:
 * logged out → login; TCG_LOTTO_VN → /vnLottery; TCG_SEA → /seaLottery; LOTT and ELOTT → /lottery (with the game
 * code); a VASSALAGE entry → the vendor's game list popup; a vendor card of RNG → /rng (the card's list page, likewise
 * for the other list categories); anything else launches in place.
 */
export function startAction(target: StartTarget, loggedIn: boolean): StartAction {
  if (!loggedIn) return { kind: 'login' };
  if (target.vassalage === VN_LOTTERY_VENDOR) return { kind: 'navigate', to: '/vnLottery' };
  if (target.vassalage === SEA_LOTTERY_VENDOR) return { kind: 'navigate', to: '/seaLottery' };
  if (LOTTERY_CODES.includes(target.vassalage ?? '') || LOTTERY_CODES.includes(target.gameType ?? '')) {
    return {
      kind: 'navigate',
      to: target.gameCode ? `/lottery?gameCode=${encodeURIComponent(target.gameCode)}` : '/lottery',
    };
  }
  if (target.isGame === 'VASSALAGE' && target.vassalage && target.gameType)
    return { kind: 'vendorGames', vassalage: target.vassalage, gameType: target.gameType };
  if (!target.nodeId && !target.gameCode && target.vassalage && target.gameType) {
    const category = CATEGORIES[categoryOfCard(target.gameType, target.vassalage)];
    if (category.kind === 'list') {
      return { kind: 'navigate', to: `${category.route}?vassalage=${encodeURIComponent(target.vassalage)}` };
    }
    return { kind: 'vendorGames', vassalage: target.vassalage, gameType: target.gameType };
  }
  return { kind: 'launch' };
}

/** A lottery to open: the platform launches it through launchGame with launchMode LOTT (GATEWAY-CALLS-SEEN §4). */
export interface LotteryLaunch {
  area: 'VN' | 'SEA';
  prizeMode: PrizeMode;
  view: 'betting' | 'lobby';
}

/** What a launch names: a game, a card game's room, or a lottery (with its code in gameCode). */
export interface LaunchTarget extends StartTarget {
  roomId?: string;
  lottery?: LotteryLaunch;
  /** A hot match (GCSGAME_getGameMatchV2) the sportsbook opens on, with its league. */
  match?: { matchId: string; leagueId: string };
}

/** `roomId`: the room of a card (PvP) game the member picked; `lottery`: a lottery lobby to open. */
export type StartableGame = LaunchTarget & { displayName?: string };

/**
 * The query of /wps/game/launchGame, the one launch call of games and lotteries, with the platform's parameters: a game
 * by gameId and node id (its code only when a target names neither), with a room for a card game or a hot match for a sportsbook, for real money or a
 * trial account's play money; or a lottery with launchMode LOTT, lottoGameCode and its mode (SEA) or area, prize mode
 * and view (VN).
 */
export function launchQuery(
  target: LaunchTarget,
  { language, backUrl, trial = false }: { language: string; backUrl: string; trial?: boolean },
): GamesLaunchQuery {
  const common = { device: 'WEB', backUrl, language };
  if (target.lottery && target.gameCode) {
    return {
      launchMode: 'LOTT',
      lottoGameCode: target.gameCode,
      ...(target.lottery.area === 'SEA' ? { lottoMode: 'SEA_Tradition' as const } : {}),
      lottoArea: target.lottery.area,
      lottoPrizeMode: target.lottery.prizeMode,
      lottoView: target.lottery.view,
      ...common,
    };
  }
  const named = target.gameId !== undefined || target.nodeId;
  return {
    ...(target.gameId !== undefined ? { gameId: target.gameId } : {}),
    ...(target.nodeId ? { nodeId: target.nodeId } : {}),
    ...(!named && target.gameCode ? { gameCode: target.gameCode } : {}),
    ...(target.vassalage ? { vassalage: target.vassalage } : {}),
    ...(target.gameType ? { gameType: target.gameType } : {}),
    ...(target.roomId ? { roomId: target.roomId } : {}),
    ...target.match,
    accountType: trial ? 0 : 1,
    confirmTrans: 0,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    ...common,
  };
}

/** The URL a launch answered: games nest it in content, the platform's lottery launch may answer gameUrl. */
export function launchedUrl(value: GameLaunchValue): string | undefined {
  return value.content?.game_url ?? value.gameUrl;
}

/** A CDN origin picked at random (SPEC §9), or null when the list is empty. */
export function pickHost(hosts: readonly string[] | undefined, random: () => number = Math.random): string | null {
  if (!hosts?.length) return null;
  return hosts[Math.floor(random() * hosts.length) % hosts.length] ?? null;
}

/** A URL moved onto a CDN origin: relative paths are prefixed, absolute URLs keep their path and query. */
export function onHost(url: string, host: string | null): string {
  if (!host || !url) return url;
  const origin = host.replace(/\/+$/, '');
  if (/^(data|blob):/i.test(url)) return url;
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    return `${origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
