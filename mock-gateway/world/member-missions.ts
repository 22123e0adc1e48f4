/**
 * Member-centre missions (GATEWAY-CALLS-SEEN §11): weekly missions (Monday 00:00 UTC of the virtual clock) whose
 * milestones have targets on valid bet, deposit amount, bet count and profit multiplier. Progress is derived from the
 * member's activity in the mission's week: the seeded bets of the money history, the rounds of games launched through
 * the gateway (the mock's stand-in game plays one round per launch, see ROUND) and approved deposits. This week's
 * missions are ongoing (O); the two weeks before are finished (F): rewards of last week can still be claimed, older
 * ones are overdue (E). A leaderboard ranks the member among seeded players on the ranked mission's valid bet.
 */
import type { ClaimBook, ClaimResult } from './claims.js';
import { WorldError } from './errors.js';
import { maskedPlayerName } from './jackpot.js';
import type { MoneyHistory } from './money.js';
import { unitFrom } from './rng.js';
import type { Clock } from './types.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05 was a Monday. */
const FIRST_MONDAY_MS = 4 * DAY_MS;
/** One launched round: its stake (minor units) and the seeded multipliers its win is drawn from. */
export const ROUND = { stake: 10_000, multipliers: [0, 0, 0.5, 1.2, 2.5] } as const;
const BOARD_SIZE = 30;
/** Leaderboard prizes of ranks 1..10 (minor units). */
const BOARD_PRIZES = [50_000, 30_000, 20_000, 10_000, 10_000, 5_000, 5_000, 5_000, 5_000, 5_000];

export type MissionCondition = 'VALID_BET' | 'DEPOSIT_AMOUNT' | 'BET_COUNT' | 'PROFIT_MULTIPLIER';
/** A received, I claimable, E overdue, F finished without reaching it, N not reached yet. */
export type RewardStatus = 'A' | 'I' | 'E' | 'F' | 'N';

export interface MissionReward {
  /** Minor units. */
  bonusAmount: number;
  pointAmount: number;
  ticketName?: string;
}

export interface MilestoneTarget {
  condition: MissionCondition;
  /** Y: must be reached; N: one of the N targets of a milestone is enough. */
  required: 'Y' | 'N';
  /** Minor units for VALID_BET and DEPOSIT_AMOUNT, a count for BET_COUNT, hundredths for PROFIT_MULTIPLIER. */
  actual: number;
  target: number;
}

export interface MilestoneView {
  milestoneId: string;
  sequence: number;
  targets: MilestoneTarget[];
  reward: MissionReward;
  rewardStatus: RewardStatus;
}

export interface MissionView {
  missionId: string;
  title: string;
  ranked: boolean;
  status: 'O' | 'F';
  startTime: number;
  endTime: number;
  milestones: MilestoneView[];
}

export interface BoardRow {
  rank: number;
  customerName: string;
  iconId: number;
  /** Minor units of valid bet. */
  reachedValue: number;
  /** Minor units. */
  reward: number;
}

export interface MissionBoard {
  content: BoardRow[];
  footer: {
    ranked: boolean;
    rank?: number;
    customerName: string;
    iconId: number;
    condition: MissionCondition;
    reachedValue: number;
    reward: MissionReward & { rewardStatus: RewardStatus };
  };
}

export interface MemberMissions {
  /** The member's bets (seeded and launched rounds) and approved deposits between two instants. */
  activity(accountId: number, from: number, to: number): Activity;
  /** Counts one launched game round (stake ROUND.stake, a seeded win) towards the account's missions. */
  recordRound(accountId: number): void;
  /** Missions of a status, newest first. */
  list(accountId: number, status: 'O' | 'F'): MissionView[];
  mission(accountId: number, missionId: string): MissionView;
  leaderboard(accountId: number, customerName: string, missionId: string): MissionBoard;
  /** Rewards the member can claim now (milestones and leaderboard prizes): the menu badge. */
  claimableCount(accountId: number, customerName: string): number;
  rules(missionId: string): { title: string; content: string };
  /** Claims one milestone, one leaderboard prize, or (neither named) everything claimable; idempotent per key. */
  claim(
    accountId: number,
    customerName: string,
    input: { missionId?: string; milestoneId?: string; claimLeaderboard: boolean },
    idempotencyKey: string,
  ): ClaimResult;
}

interface TargetDef {
  condition: MissionCondition;
  required: 'Y' | 'N';
  target: number;
}
interface MissionDef {
  slot: number;
  title: string;
  ranked: boolean;
  milestones: { targets: TargetDef[]; reward: MissionReward }[];
}

/** The weekly plan (amounts in minor units). */
const PLAN: readonly MissionDef[] = [
  {
    slot: 1,
    title: 'Weekly betting race',
    ranked: true,
    milestones: [
      {
        targets: [{ condition: 'VALID_BET', required: 'Y', target: 10_000 }],
        reward: { bonusAmount: 500, pointAmount: 10 },
      },
      {
        targets: [{ condition: 'VALID_BET', required: 'Y', target: 50_000 }],
        reward: { bonusAmount: 2_000, pointAmount: 50 },
      },
      {
        // Above a week of demo_member's seeded play, so the race's top is still ahead of it on any day of the week.
        targets: [{ condition: 'VALID_BET', required: 'Y', target: 1_000_000 }],
        reward: { bonusAmount: 6_000, pointAmount: 150 },
      },
    ],
  },
  {
    slot: 2,
    title: 'Deposit and play',
    ranked: false,
    milestones: [
      {
        targets: [
          { condition: 'DEPOSIT_AMOUNT', required: 'Y', target: 10_000 },
          { condition: 'BET_COUNT', required: 'Y', target: 3 },
        ],
        reward: { bonusAmount: 1_500, pointAmount: 20 },
      },
      {
        targets: [{ condition: 'BET_COUNT', required: 'Y', target: 30 }],
        reward: { bonusAmount: 1_000, pointAmount: 0, ticketName: 'Lucky spin' },
      },
    ],
  },
  {
    slot: 3,
    title: 'Big win hunter',
    ranked: false,
    milestones: [
      {
        targets: [
          { condition: 'PROFIT_MULTIPLIER', required: 'N', target: 200 },
          { condition: 'VALID_BET', required: 'N', target: 100_000 },
        ],
        reward: { bonusAmount: 2_500, pointAmount: 30 },
      },
    ],
  },
];

export interface Activity {
  validBet: number;
  deposit: number;
  depositCount: number;
  betCount: number;
  /** Best win / stake of one bet, hundredths. */
  bestMultiplier: number;
}

export function createMemberMissions(deps: {
  seed: number;
  clock: Clock;
  money: MoneyHistory;
  claims: ClaimBook;
}): MemberMissions {
  const { seed, clock, money, claims } = deps;
  const rounds = new Map<number, { at: number; stake: number; win: number }[]>();
  /** accountId -> reward ids received. */
  const received = new Map<number, Set<string>>();

  const weekOf = (t: number): number => Math.floor((t - FIRST_MONDAY_MS) / WEEK_MS);
  const weekStart = (w: number): number => FIRST_MONDAY_MS + w * WEEK_MS;
  const parse = (missionId: string): { week: number; def: MissionDef } => {
    const m = /^W(\d+)-(\d+)$/.exec(missionId);
    const def = m ? PLAN.find((d) => d.slot === Number(m[2])) : undefined;
    const week = m ? Number(m[1]) : NaN;
    const now = weekOf(clock.now());
    if (!def || !(week <= now && week >= now - 2)) throw new WorldError('mission_not_found', { missionId });
    return { week, def };
  };

  const activity = (accountId: number, from: number, to: number): Activity => {
    const a: Activity = { validBet: 0, deposit: 0, depositCount: 0, betCount: 0, bestMultiplier: 0 };
    const bet = (stake: number, valid: number, win: number): void => {
      a.validBet += valid;
      a.betCount += 1;
      if (stake > 0) a.bestMultiplier = Math.max(a.bestMultiplier, Math.floor((win * 100) / stake));
    };
    for (const b of money.bets(accountId))
      if (b.betAt >= from && b.betAt < to) bet(b.betAmount, b.validBetAmount, b.winAmount);
    for (const r of rounds.get(accountId) ?? []) if (r.at >= from && r.at < to) bet(r.stake, r.stake, r.win);
    for (const d of money.deposits(accountId)) {
      const at = d.actualDepositDate ?? d.depositDate;
      if (d.state === 2 && at >= from && at < to) {
        a.deposit += d.amount;
        a.depositCount += 1;
      }
    }
    return a;
  };
  const actualOf = (a: Activity, c: MissionCondition): number =>
    c === 'VALID_BET'
      ? a.validBet
      : c === 'DEPOSIT_AMOUNT'
        ? a.deposit
        : c === 'BET_COUNT'
          ? a.betCount
          : a.bestMultiplier;
  const reached = (targets: MilestoneTarget[]): boolean => {
    const req = targets.filter((t) => t.required === 'Y');
    const opt = targets.filter((t) => t.required === 'N');
    return req.every((t) => t.actual >= t.target) && (opt.length === 0 || opt.some((t) => t.actual >= t.target));
  };
  const has = (accountId: number, id: string): boolean => received.get(accountId)?.has(id) ?? false;

  const view = (accountId: number, week: number, def: MissionDef): MissionView => {
    const start = weekStart(week);
    const end = start + WEEK_MS;
    const nowWeek = weekOf(clock.now());
    const a = activity(accountId, start, end);
    const missionId = `W${week}-${def.slot}`;
    return {
      missionId,
      title: def.title,
      ranked: def.ranked,
      status: week === nowWeek ? 'O' : 'F',
      startTime: start,
      endTime: end,
      milestones: def.milestones.map((m, i) => {
        const milestoneId = `${missionId}-M${i + 1}`;
        const targets = m.targets.map((t) => ({ ...t, actual: actualOf(a, t.condition) }));
        const status: RewardStatus = has(accountId, milestoneId)
          ? 'A'
          : !reached(targets)
            ? week === nowWeek
              ? 'N'
              : 'F'
            : week >= nowWeek - 1
              ? 'I'
              : 'E';
        return { milestoneId, sequence: i + 1, targets, reward: m.reward, rewardStatus: status };
      }),
    };
  };

  const board = (accountId: number, customerName: string, week: number, def: MissionDef): MissionBoard => {
    const missionId = `W${week}-${def.slot}`;
    const salt = 0x4d00 + def.slot;
    let value = 2_000_000 * (0.6 + 0.4 * unitFrom(seed, salt, week, 0));
    const others = Array.from({ length: BOARD_SIZE }, (_, i) => {
      if (i > 0) value *= 0.82 + 0.13 * unitFrom(seed, salt, week, i);
      return { customerName: maskedPlayerName(seed, salt, week * BOARD_SIZE + i), reachedValue: Math.round(value) };
    });
    const mine = activity(accountId, weekStart(week), weekStart(week) + WEEK_MS).validBet;
    const myRank = mine > 0 ? 1 + others.filter((o) => o.reachedValue > mine).length : undefined;
    const rows = others.map((o, i) => {
      const rank = myRank !== undefined && i + 1 >= myRank ? i + 2 : i + 1;
      return { ...o, rank, iconId: 1 + Math.floor(unitFrom(seed, salt, week, 500 + i) * 12) };
    });
    const content: BoardRow[] = rows
      .filter((r) => r.rank <= BOARD_SIZE)
      .map((r) => ({ ...r, reward: BOARD_PRIZES[r.rank - 1] ?? 0 }));
    const prize = myRank !== undefined ? (BOARD_PRIZES[myRank - 1] ?? 0) : 0;
    const nowWeek = weekOf(clock.now());
    const id = `${missionId}-LB`;
    const rewardStatus: RewardStatus = has(accountId, id)
      ? 'A'
      : prize === 0
        ? week === nowWeek
          ? 'N'
          : 'F'
        : week === nowWeek
          ? 'N'
          : week === nowWeek - 1
            ? 'I'
            : 'E';
    return {
      content,
      footer: {
        ranked: myRank !== undefined,
        ...(myRank !== undefined ? { rank: myRank } : {}),
        customerName,
        iconId: 1 + (accountId % 12),
        condition: 'VALID_BET',
        reachedValue: mine,
        reward: { bonusAmount: prize, pointAmount: 0, rewardStatus },
      },
    };
  };

  const weeks = (status: 'O' | 'F'): number[] => {
    const w = weekOf(clock.now());
    return status === 'O' ? [w] : [w - 1, w - 2];
  };
  const all = (accountId: number, status: 'O' | 'F'): MissionView[] =>
    weeks(status).flatMap((w) => PLAN.map((d) => view(accountId, w, d)));

  /** Everything claimable now, as reward ids with their amounts. */
  const claimable = (accountId: number, customerName: string): { id: string; amount: number }[] => {
    const out: { id: string; amount: number }[] = [];
    for (const status of ['O', 'F'] as const)
      for (const m of all(accountId, status)) {
        for (const s of m.milestones)
          if (s.rewardStatus === 'I') out.push({ id: s.milestoneId, amount: s.reward.bonusAmount });
        const { week, def } = parse(m.missionId);
        if (def.ranked) {
          const f = board(accountId, customerName, week, def).footer;
          if (f.reward.rewardStatus === 'I') out.push({ id: `${m.missionId}-LB`, amount: f.reward.bonusAmount });
        }
      }
    return out;
  };

  const refuse = (status: RewardStatus, id: string): never => {
    if (status === 'A') throw new WorldError('mission_reward_claimed', { id });
    if (status === 'E') throw new WorldError('mission_reward_overdue', { id });
    throw new WorldError('no_mission_claim', { id });
  };

  const mission = (accountId: number, missionId: string): MissionView => {
    const { week, def } = parse(missionId);
    return view(accountId, week, def);
  };
  const leaderboard = (accountId: number, customerName: string, missionId: string): MissionBoard => {
    const { week, def } = parse(missionId);
    if (!def.ranked) throw new WorldError('mission_not_found', { missionId, ranked: false });
    return board(accountId, customerName, week, def);
  };

  return {
    activity,
    recordRound(accountId) {
      const list = rounds.get(accountId) ?? [];
      const pick = unitFrom(seed, 0x52, accountId, list.length);
      const multiplier = ROUND.multipliers[Math.floor(pick * ROUND.multipliers.length)] ?? 0;
      list.push({ at: clock.now(), stake: ROUND.stake, win: Math.round(ROUND.stake * multiplier) });
      rounds.set(accountId, list);
    },
    list: all,
    mission,
    leaderboard,
    claimableCount: (accountId, customerName) => claimable(accountId, customerName).length,
    rules(missionId) {
      const { def } = parse(missionId);
      const lines = def.milestones.map(
        (m, i) =>
          `<li>Milestone ${i + 1}: ${m.targets.map((t) => `${t.condition.replace('_', ' ').toLowerCase()} ${t.condition === 'PROFIT_MULTIPLIER' ? `x${t.target / 100}` : t.condition === 'BET_COUNT' ? t.target : (t.target / 100).toFixed(2)}${t.required === 'N' ? ' (any one)' : ''}`).join(' and ')}.</li>`,
      );
      return {
        title: def.title,
        content: `<p>The mission runs from Monday 00:00 to Sunday 24:00 (UTC). Valid bets, bets and approved deposits of the week count.</p><ol>${lines.join('')}</ol><p>Rewards of a finished mission can be claimed until the end of the following week.${def.ranked ? ' The top 10 of the leaderboard share the prizes after the week.' : ''}</p>`,
      };
    },
    claim(accountId, customerName, input, idempotencyKey) {
      const payload = JSON.stringify([input.missionId ?? '', input.milestoneId ?? '', input.claimLeaderboard]);
      return claims.once(accountId, idempotencyKey, payload, () => {
        const grant = (id: string): void => {
          received.set(accountId, (received.get(accountId) ?? new Set()).add(id));
        };
        if (input.milestoneId) {
          const missionId = input.milestoneId.replace(/-M\d+$/, '');
          const s = mission(accountId, missionId).milestones.find((m) => m.milestoneId === input.milestoneId);
          if (!s) throw new WorldError('mission_not_found', { milestoneId: input.milestoneId });
          if (s.rewardStatus !== 'I') refuse(s.rewardStatus, s.milestoneId);
          grant(s.milestoneId);
          return [{ id: s.milestoneId, amount: s.reward.bonusAmount }];
        }
        if (input.claimLeaderboard && input.missionId) {
          const f = leaderboard(accountId, customerName, input.missionId).footer;
          if (f.reward.rewardStatus !== 'I') refuse(f.reward.rewardStatus, `${input.missionId}-LB`);
          grant(`${input.missionId}-LB`);
          return [{ id: `${input.missionId}-LB`, amount: f.reward.bonusAmount }];
        }
        const due = claimable(accountId, customerName).filter(
          (r) => !input.missionId || r.id.startsWith(`${input.missionId}-`),
        );
        if (due.length === 0) throw new WorldError('no_mission_claim');
        for (const r of due) grant(r.id);
        return due;
      });
    },
  };
}
