/**
 * Lottery missions and leaderboard. Missions are daily (UTC days of the virtual clock) and count lottery plays,
 * the one kind of play the mock sees (lobby launches). The leaderboard is made up from the seed and the period.
 */
import type { LotteryLeaderboardEntry, LotteryMission } from '../../src/generated/api-types.js';
import { maskedPlayerName } from './jackpot.js';
import { unitFrom } from './rng.js';
import type { Clock, GameCatalogue, Missions } from './types.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05 was a Monday: weeks start on Mondays. */
const FIRST_MONDAY_MS = 4 * DAY_MS;
const LEADERBOARD_SIZE = 50;

/** The day's mission plan (targets and rewards in major units); PLAY_GAME names a VN game picked per day. */
const PLAN = [
  { kind: 'PLAY_ANY', target: 5, reward: 20 },
  { kind: 'PLAY_GAME', target: 2, reward: 5 },
  { kind: 'PLAY_DIFFERENT', target: 3, reward: 10 },
] as const;

export function createMissions(deps: { seed: number; clock: Clock; games: GameCatalogue }): Missions {
  const { seed, clock, games } = deps;
  /** accountId -> game codes played, in order, on the day `day`. */
  const plays = new Map<number, { day: number; codes: string[] }>();
  const today = (): number => Math.floor(clock.now() / DAY_MS);

  const playsToday = (accountId: number): string[] => {
    const p = plays.get(accountId);
    return p && p.day === today() ? p.codes : [];
  };

  const featuredGame = (day: number) => {
    const menus = games.lotteryMenus('LOTT').filter((m) => m.lottoArea === 'VN');
    return menus[Math.floor(unitFrom(seed, 0x6d, day) * menus.length)];
  };

  return {
    recordLotteryPlay(accountId, gameCode) {
      const codes = playsToday(accountId);
      plays.set(accountId, { day: today(), codes: [...codes, gameCode] });
    },

    summary(accountId) {
      const day = today();
      const codes = playsToday(accountId);
      const featured = featuredGame(day);
      const missions: LotteryMission[] = PLAN.map((m, i) => {
        const count =
          m.kind === 'PLAY_ANY'
            ? codes.length
            : m.kind === 'PLAY_DIFFERENT'
              ? new Set(codes).size
              : codes.filter((c) => c === featured?.gameCode).length;
        const progress = Math.min(count, m.target);
        return {
          missionId: `${day}-${i + 1}`,
          kind: m.kind,
          target: m.target,
          progress,
          reward: m.reward,
          completed: progress >= m.target,
          ...(m.kind === 'PLAY_GAME' && featured ? { gameCode: featured.gameCode, gameName: featured.gameName } : {}),
        };
      });
      return {
        missions,
        completed: missions.filter((m) => m.completed).length,
        total: missions.length,
        resetsAt: (day + 1) * DAY_MS,
      };
    },

    leaderboard(period, limit = 10) {
      const now = clock.now();
      const length = period === 'DAILY' ? DAY_MS : WEEK_MS;
      const start = period === 'DAILY' ? 0 : FIRST_MONDAY_MS;
      const index = Math.floor((now - start) / length);
      const from = start + index * length;
      const salt = period === 'DAILY' ? 0x1d : 0x1e;
      const menus = games.lotteryMenus('LOTT');
      const top = period === 'DAILY' ? 80_000 : 400_000;
      const list: LotteryLeaderboardEntry[] = Array.from(
        { length: Math.min(Math.max(1, limit), LEADERBOARD_SIZE) },
        (_, i) => {
          // Each rank wins less than the one above it: the amounts fall by a seeded 2-15 % per rank.
          let amount = top * (0.6 + 0.4 * unitFrom(seed, salt, index, 0));
          for (let r = 1; r <= i; r++) amount *= 0.85 + 0.13 * unitFrom(seed, salt, index, r);
          const game = menus[Math.floor(unitFrom(seed, salt, index, 1000 + i) * menus.length)];
          return {
            rank: i + 1,
            customerName: maskedPlayerName(seed, salt, index * LEADERBOARD_SIZE + i),
            winAmount: Math.round(amount * 100) / 100,
            gameName: game?.gameName ?? '',
          };
        },
      );
      return { period, from, to: from + length, list };
    },
  };
}
