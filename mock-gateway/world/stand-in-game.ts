/**
 * The stand-in game behind every launch (/__mock/play/<nodeId>?launch=N): the member who launched it places bets,
 * settled at once through the bet history and the ledger, like a real vendor's round. The records, the profit and
 * loss, the balances and a referrer's betting rebate then follow from a game played from the site.
 */
import { WorldError } from './errors.js';
import type { BetRecord, MoneyHistory } from './money.js';
import type { Clock, Play, Wallets } from './types.js';

/** What a stake pays back, by round: most rounds lose, some push, some win (the house keeps its edge). */
const PAYOUT_TENTHS = [0, 0, 5, 10, 20, 0, 15, 0, 30, 0] as const;
/** A round's largest stake, minor units (the stand-in page offers small ones). */
export const MAX_STAKE = 1_000_000;

export interface StandInBet {
  orderNo: string;
  betAmount: number;
  winAmount: number;
  /** The member's main balance after the round. */
  balance: number;
  /** The betting rebate paid to the member's referrer (0 when nobody referred the member). */
  referrerRebate: number;
  replayed: boolean;
}

/** FNV-1a: the same key always plays the same round. */
function roundOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h % PAYOUT_TENTHS.length;
}

export function createStandInGame(deps: {
  clock: Clock;
  play: Play;
  wallets: Wallets;
  money: MoneyHistory;
  /** Pays the betting rebate of a settled bet to the bettor's referrer; returns it. */
  betSettled: (bet: BetRecord) => number;
}) {
  const { clock, play, wallets, money } = deps;
  const calls = new Map<string, { payload: string; result: StandInBet }>();
  let serial = 0;

  return {
    /**
     * One round of `amount` (minor units) on the launched game, once per key: the same key answers the first result
     * (`replayed`), another request under it `idempotency_key_reused`. `game_not_found` for an unknown launch,
     * `balance_not_enough` above the member's main balance.
     */
    bet(launch: number, input: { amount: number; key: string }): StandInBet {
      const payload = JSON.stringify([launch, input.amount]);
      const seen = calls.get(input.key);
      if (seen) {
        if (seen.payload !== payload) throw new WorldError('idempotency_key_reused', { idempotencyKey: input.key });
        return { ...seen.result, replayed: true };
      }
      const session = play.launched(launch);
      if (!session) throw new WorldError('game_not_found', { launch });
      const { accountId, game } = session;
      const main = wallets.summary(accountId).main;
      if (input.amount > main) throw new WorldError('balance_not_enough', { balance: main, amount: input.amount });
      const winAmount = Math.floor((input.amount * PAYOUT_TENTHS[roundOf(input.key)]!) / 10);
      const bet: BetRecord = {
        orderNo: `SG${accountId}-${++serial}`,
        accountId,
        vendor: game.vassalage,
        gameType: game.gameType,
        gameCode: game.gameCode,
        gameName: game.gameName,
        betAt: clock.now(),
        betAmount: input.amount,
        // A pushed round (the stake back) is no valid bet.
        validBetAmount: winAmount === input.amount ? 0 : input.amount,
        winAmount,
      };
      const settled = money.settleBet(bet);
      const result: StandInBet = {
        orderNo: bet.orderNo,
        betAmount: bet.betAmount,
        winAmount: bet.winAmount,
        balance: wallets.summary(accountId).main,
        referrerRebate: settled ? deps.betSettled(bet) : 0,
        replayed: false,
      };
      calls.set(input.key, { payload, result });
      return result;
    },
  };
}

export type StandInGame = ReturnType<typeof createStandInGame>;
