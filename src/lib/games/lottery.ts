import type { GameVendor, LotteryLobbyLaunchQuery, PrizeMode } from '@/generated/api-types';
import { VN_LOTTERY_VENDOR } from './game-start';

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

export interface LobbyLaunchInput {
  area: LotteryArea;
  prizeMode: PrizeMode;
  gameCode: string;
  view: 'betting' | 'lobby';
  /** Platform language code, e.g. EN. */
  language: string;
  /** Where the lobby returns to (an http or https URL of this site). */
  backUrl: string;
}

/** SPEC §7 lobby launch: lottoArea, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language. */
export function lobbyLaunchQuery(input: LobbyLaunchInput): LotteryLobbyLaunchQuery {
  return {
    lottoArea: input.area === 'sea' ? 'SEA' : 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: input.prizeMode,
    lottoGameCode: input.gameCode,
    lottoView: input.view,
    device: 'WEB',
    backUrl: input.backUrl,
    language: input.language,
  };
}

/** Whole seconds until a draw closes (never negative). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
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
