import type { LotteryGameMenu, LotteryMenuGroup, LotteryOpenedNumero, PrizeMode } from '@/generated/api-types';
import type { GameVendor } from './categories';
import { VN_LOTTERY_VENDOR, type LotteryLaunch } from './game-start';

/** The three lottery pages: /lottery (one game, by gameCode), /seaLottery and /vnLottery. */
export type LotteryArea = 'lottery' | 'sea' | 'vn';

/** SPEC §4 Prize mode: ELOTT if the lottery category has the card TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeModeOf(
  lotteryCards: readonly Pick<GameVendor, 'vassalage'>[],
): Extract<PrizeMode, 'LOTT' | 'ELOTT'> {
  return lotteryCards.some((c) => c.vassalage === VN_LOTTERY_VENDOR || c.vassalage === 'LOTT') ? 'ELOTT' : 'LOTT';
}

/** The prize mode a lottery page launches with: SEA for the SEA lottery, else the category's mode. */
export function pagePrizeMode(area: LotteryArea, lotteryCards: readonly Pick<GameVendor, 'vassalage'>[]): PrizeMode {
  return area === 'sea' ? 'SEA' : prizeModeOf(lotteryCards);
}

/** SPEC §7 lobby launch: lottoArea (SEA for the SEA lottery, else VN), lottoPrizeMode and lottoView. */
export function lotteryLaunch(area: LotteryArea, prizeMode: PrizeMode, view: LotteryLaunch['view']): LotteryLaunch {
  return { area: area === 'sea' ? 'SEA' : 'VN', prizeMode, view };
}

/** One lottery game as the lottery pages list it; the open draw only where the gateway tells it. */
export interface LotteryGame {
  gameCode: string;
  gameName: string;
  iconUrl?: string;
  currentNumero?: string;
  /** Ms from the draws' answer until the open draw closes. */
  remainTime?: number;
  /** Ms from the draws' answer until betting on the open draw locks (before it closes). */
  lockTime?: number;
  drawIntervalSec?: number;
}

/**
 * The one reader of the raw /lgw lottery menus (games.menus, the VN menus and recent VN menus): the platform's object
 * of groups (or an array of them, or one group) with their gameMenus {code, remark}; an older answer naming its games
 * {gameCode, gameName} reads the same. The icon the mock adds is read when present.
 */
export function readLotteryMenus(answer: unknown): LotteryGame[] {
  if (!answer || typeof answer !== 'object') return [];
  const groups = Array.isArray(answer) ? answer : 'gameMenus' in answer ? [answer] : Object.values(answer);
  return (groups as Partial<LotteryMenuGroup>[]).flatMap((group) =>
    (Array.isArray(group?.gameMenus) ? (group.gameMenus as Partial<LotteryGameMenu & OlderMenu>[]) : []).flatMap(
      ({ code, remark, gameCode = code, gameName = remark, iconUrl }) =>
        gameCode ? [{ gameCode, gameName: gameName || gameCode, ...(iconUrl ? { iconUrl } : {}) }] : [],
    ),
  );
}

interface OlderMenu {
  gameCode: string;
  gameName: string;
}

/** One game's open draw as /lotto/lgw/games/opened/numero tells it. */
export type OpenDraw = Pick<LotteryGame, 'currentNumero' | 'remainTime' | 'lockTime' | 'drawIntervalSec'>;

/**
 * The one reader of the raw /lotto/lgw/games/opened/numero answer: an object by type of arrays (or one array) of
 * {gameCode, numero, remainTime, lockTime, ...}, by game code. A draw without a number is skipped; the interval is read
 * when sent. lockTime counts, like remainTime, the ms until the moment (chosen here: the reference names the field
 * only); one that is not before the close tells nothing and is dropped.
 */
export function readOpenDraws(answer: unknown): Map<string, OpenDraw> {
  const draws = new Map<string, OpenDraw>();
  if (!answer || typeof answer !== 'object') return draws;
  const lists = Array.isArray(answer) ? [answer] : Object.values(answer);
  for (const list of lists as unknown[]) {
    if (!Array.isArray(list)) continue;
    for (const d of list as Partial<LotteryOpenedNumero>[]) {
      if (!d?.gameCode || !d.numero) continue;
      draws.set(d.gameCode, {
        currentNumero: d.numero,
        ...(positive(d.remainTime) ? { remainTime: d.remainTime } : {}),
        ...(positive(d.lockTime) && positive(d.remainTime) && d.lockTime < d.remainTime
          ? { lockTime: d.lockTime }
          : {}),
        ...(positive(d.drawIntervalSec) ? { drawIntervalSec: d.drawIntervalSec } : {}),
      });
    }
  }
  return draws;
}

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The menus' games with their open draws (a game the draws do not name keeps none). */
export function withOpenDraws(games: readonly LotteryGame[], draws: ReadonlyMap<string, OpenDraw>): LotteryGame[] {
  return games.map((g) => ({ ...g, ...draws.get(g.gameCode) }));
}

/** Whole seconds until a moment (never negative). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** What the gateway said of one lottery's open draw, and when its answer arrived (this browser's clock). */
export interface DrawSchedule {
  /** Ms from the answer until the open draw closes (the gateway's remainTime). */
  remainMs: number;
  /** Ms between draws; unknown in front of a gateway that does not send it (the countdown then stops at 0). */
  intervalMs?: number;
  /** Ms from the answer until betting on the open draw locks; unknown when the gateway does not tell it. */
  lockMs?: number;
  /** When the answer arrived, ms on this browser's clock. */
  receivedAt: number;
}

export interface DrawCountdown {
  /** Whole seconds until the draw now open closes: never 0 while draws go on, it rolls on to the next draw. */
  secondsLeft: number;
  /** Draws that closed since the answer: the answer's draw number is out of date when above 0. */
  drawsClosed: number;
  /** When the draw now open closes, ms on this browser's clock. */
  closesAt: number;
  /** Whole seconds left to bet on the draw now open: 0 once it is locked (awaiting its close); unknown without lockMs. */
  bettingSecondsLeft?: number;
}

/**
 * The countdown of a lottery at `now`, from the gateway's remaining time (so the browser's clock may differ from the
 * gateway's) and its draw interval: the moment a draw closes the countdown starts on the next one, without waiting
 * for the gateway to be asked again. Without the interval it stops at 0 until the gateway tells the next draw.
 */
export function drawCountdown(schedule: DrawSchedule, now: number): DrawCountdown {
  // A clock read before the answer arrived (a ticker not yet updated) counts from the arrival.
  now = Math.max(now, schedule.receivedAt);
  const firstClose = schedule.receivedAt + schedule.remainMs;
  const { intervalMs, lockMs } = schedule;
  const drawsClosed = now < firstClose ? 0 : intervalMs ? Math.floor((now - firstClose) / intervalMs) + 1 : 1;
  const closesAt = intervalMs ? firstClose + drawsClosed * intervalMs : firstClose;
  const countdown: DrawCountdown = { secondsLeft: secondsUntil(closesAt, now), drawsClosed, closesAt };
  // Every draw locks as long before its close as the answer's draw did.
  if (lockMs !== undefined) countdown.bettingSecondsLeft = secondsUntil(closesAt - (schedule.remainMs - lockMs), now);
  return countdown;
}

/**
 * Calls `onClose` the moment the first of the answer's open draws closes (to ask the gateway for the next draw
 * numbers and results); returns the cancel. Nothing to wait for without draws.
 */
export function atFirstClose(
  remainMs: readonly number[],
  receivedAt: number,
  onClose: () => void,
  now: number = Date.now(),
): () => void {
  if (remainMs.length === 0) return () => undefined;
  const timer = setTimeout(onClose, Math.max(0, receivedAt + Math.min(...remainMs) - now));
  return () => clearTimeout(timer);
}

/** 1:05:09, 05:09 — a countdown for the next draw. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
