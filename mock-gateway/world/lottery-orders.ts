/** Lottery orders (ODSFE2_lottMemBet): the bet history's lottery bets, with their draw, bet type and status. */
import type { BetRecord } from './money.js';
import { hash32 } from './rng.js';
import type { GameCatalogue } from './types.js';

/** GATEWAY-CALLS-SEEN §4: 4 won, 5 not won, 16 tie are the settled ones; the others come from the real gateway. */
export type LotteryStatus = 2 | 4 | 5 | 6 | 7 | 8 | 12 | 14 | 16 | 17 | 99;

export interface LotteryOrder {
  bet: BetRecord;
  orderId: number;
  playId: number;
  playCode: string;
  playName: string;
  betContent: string;
  numero: string;
  status: LotteryStatus;
}

const PLAYS = [
  { playId: 101, playCode: 'BS', playName: 'Big / Small', contents: ['Big', 'Small'] },
  { playId: 102, playCode: 'OE', playName: 'Odd / Even', contents: ['Odd', 'Even'] },
  { playId: 201, playCode: '2D_FRONT', playName: '2D Front', contents: ['12', '47', '85', '09,36'] },
  { playId: 301, playCode: '3D_BACK', playName: '3D Back', contents: ['123', '580', '777'] },
  { playId: 401, playCode: 'SUM', playName: 'Sum', contents: ['10', '11,12', '3,18'] },
] as const;

/** A seeded or played lottery bet as the platform's order: the same bet always reads the same (derived from its
 * order number, so the money history's sequence is untouched). */
export function lotteryOrder(bet: BetRecord, games: GameCatalogue): LotteryOrder {
  const h = hash32(bet.orderNo);
  const play = PLAYS[h % PLAYS.length]!;
  const game = games.byGameCode(bet.gameCode);
  return {
    bet,
    orderId: Number(bet.orderNo.replace(/\D/g, '')),
    playId: play.playId,
    playCode: play.playCode,
    playName: play.playName,
    betContent: play.contents[(h >>> 8) % play.contents.length]!,
    numero: game ? games.drawNumeroAt(game, bet.betAt) : '',
    status: bet.winAmount === 0 ? 5 : bet.winAmount === bet.betAmount ? 16 : 4,
  };
}
