import type { LotteryGameMenu, LotteryMenu, LotteryMenuGroup, PrizeMode } from '@/generated/api-types';
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
  /** Ms from the answer until the open draw closes. */
  remainTime?: number;
  drawIntervalSec?: number;
}

/**
 * The one reader of the raw /lgw lottery menus: the platform's object of groups (or an array of them) with their
 * gameMenus {code, remark}, or the mock's VN menus (one gameMenus list of {gameCode, gameName}); the icon and open
 * draw the mock adds are read when present.
 */
export function readLotteryMenus(answer: unknown): LotteryGame[] {
  if (!answer || typeof answer !== 'object') return [];
  const groups = Array.isArray(answer) ? answer : 'gameMenus' in answer ? [answer] : Object.values(answer);
  return (groups as Partial<LotteryMenuGroup>[]).flatMap((group) =>
    (Array.isArray(group?.gameMenus) ? (group.gameMenus as Partial<LotteryGameMenu & LotteryMenu>[]) : []).flatMap(
      ({ code, remark, gameCode = code, gameName = remark, iconUrl, currentNumero, remainTime, drawIntervalSec }) =>
        gameCode
          ? [{ gameCode, gameName: gameName || gameCode, iconUrl, currentNumero, remainTime, drawIntervalSec }]
          : [],
    ),
  );
}

/** Whole seconds until a moment (never negative). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** What the gateway said of one lottery's open draw, and when its answer arrived (this browser's clock). */
export interface DrawSchedule {
  /** Ms from the answer until the open draw closes (the gateway's remainTime). */
  remainMs: number;
  /** Ms between draws. */
  intervalMs: number;
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
}

/**
 * The countdown of a lottery at `now`, from the gateway's remaining time (so the browser's clock may differ from the
 * gateway's) and its draw interval: the moment a draw closes the countdown starts on the next one, without waiting
 * for the gateway to be asked again.
 */
export function drawCountdown(schedule: DrawSchedule, now: number): DrawCountdown {
  // A clock read before the answer arrived (a ticker not yet updated) counts from the arrival.
  now = Math.max(now, schedule.receivedAt);
  const firstClose = schedule.receivedAt + schedule.remainMs;
  const drawsClosed = now < firstClose ? 0 : Math.floor((now - firstClose) / schedule.intervalMs) + 1;
  const closesAt = firstClose + drawsClosed * schedule.intervalMs;
  return { secondsLeft: Math.ceil((closesAt - now) / 1000), drawsClosed, closesAt };
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
