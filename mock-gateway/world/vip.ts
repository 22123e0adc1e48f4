/**
 * VIP rank (GATEWAY-CALLS-SEEN §11): the member's level (Account.vipLevel), what the next level asks (conditions
 * combined AND or OR), what keeps the current one (demotion conditions), each level's benefits, and the rank salary:
 * daily, weekly and monthly rewards for the bets and deposits of the previous day, week or month. A qualified period's
 * salary is issued to the member as a RANK_SALARY reward (GATEWAY-CALLS-SEEN §9): the reward list shows it and
 * MCS2_claimIssuedPromotion claims it, once, until the current period ends. Figures are derived from the member's
 * activity (member-missions.ts) over the virtual clock.
 */
import type { ClaimBook } from './claims.js';
import { WorldError } from './errors.js';
import type { MemberMissions } from './member-missions.js';
import type { Points } from './points.js';
import type { Account, Clock } from './types.js';

const DAY_MS = 86_400_000;
const FIRST_MONDAY_MS = 4 * DAY_MS;
export const MAX_LEVEL = 6;

export type ConditionName =
  'monthlyDeposit' | 'totalDeposit' | 'totalDepositCount' | 'monthlyTurnover' | 'totalTurnover';
export type SalaryPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';

interface LevelDef {
  rankLevel: number;
  rankColor: string;
  rankColor2: string;
  /** What reaching this level asks (minor units; a count for totalDepositCount). */
  condition: Partial<Record<ConditionName, number>>;
  conditionType: 'AND' | 'OR';
  /** What keeping this level asks each month (minor units); any one is enough. */
  demote?: { demoteMaintenance: number; demoteMonthlyDeposit: number };
  benefits: string[];
  /** Rank salary rewards (minor units), per period. */
  salary?: Record<SalaryPeriod, { bet: number; deposit: number; bonus: number; points: number }>;
}

const LEVELS: readonly LevelDef[] = [
  {
    rankLevel: 0,
    rankColor: '#8a8f98',
    rankColor2: '#5d6169',
    condition: {},
    conditionType: 'AND',
    benefits: ['Weekly missions'],
  },
  {
    rankLevel: 1,
    rankColor: '#b87333',
    rankColor2: '#7a4a1f',
    condition: { totalDeposit: 100_000, totalTurnover: 500_000 },
    conditionType: 'OR',
    demote: { demoteMaintenance: 100_000, demoteMonthlyDeposit: 20_000 },
    benefits: ['Weekly missions', 'Daily rank salary'],
    salary: {
      DAILY: { bet: 50_000, deposit: 0, bonus: 300, points: 5 },
      WEEKLY: { bet: 300_000, deposit: 50_000, bonus: 1_800, points: 20 },
      MONTHLY: { bet: 1_000_000, deposit: 200_000, bonus: 8_800, points: 80 },
    },
  },
  {
    rankLevel: 2,
    rankColor: '#9fb3c8',
    rankColor2: '#5f7690',
    condition: { totalDeposit: 500_000, totalTurnover: 2_000_000 },
    conditionType: 'AND',
    demote: { demoteMaintenance: 300_000, demoteMonthlyDeposit: 50_000 },
    benefits: ['Weekly missions', 'Daily rank salary', 'Birthday bonus'],
    salary: {
      DAILY: { bet: 100_000, deposit: 0, bonus: 800, points: 10 },
      WEEKLY: { bet: 500_000, deposit: 100_000, bonus: 3_800, points: 40 },
      MONTHLY: { bet: 2_000_000, deposit: 500_000, bonus: 18_800, points: 150 },
    },
  },
  {
    rankLevel: 3,
    rankColor: '#d4af37',
    rankColor2: '#8c6d10',
    condition: { monthlyDeposit: 1_000_000, totalTurnover: 10_000_000, totalDepositCount: 10 },
    conditionType: 'AND',
    demote: { demoteMaintenance: 1_000_000, demoteMonthlyDeposit: 200_000 },
    benefits: ['Weekly missions', 'Daily rank salary', 'Birthday bonus', 'Faster withdrawals'],
    salary: {
      DAILY: { bet: 300_000, deposit: 0, bonus: 2_000, points: 20 },
      WEEKLY: { bet: 1_500_000, deposit: 300_000, bonus: 8_800, points: 80 },
      MONTHLY: { bet: 6_000_000, deposit: 1_000_000, bonus: 38_800, points: 300 },
    },
  },
  {
    rankLevel: 4,
    rankColor: '#5fd3c6',
    rankColor2: '#1e7f74',
    condition: { monthlyDeposit: 3_000_000, monthlyTurnover: 30_000_000 },
    conditionType: 'OR',
    demote: { demoteMaintenance: 3_000_000, demoteMonthlyDeposit: 500_000 },
    benefits: ['Weekly missions', 'Daily rank salary', 'Birthday bonus', 'Faster withdrawals', 'Personal host'],
    salary: {
      DAILY: { bet: 800_000, deposit: 0, bonus: 5_000, points: 40 },
      WEEKLY: { bet: 4_000_000, deposit: 800_000, bonus: 18_800, points: 150 },
      MONTHLY: { bet: 15_000_000, deposit: 3_000_000, bonus: 88_800, points: 600 },
    },
  },
  {
    rankLevel: 5,
    rankColor: '#7fa8ff',
    rankColor2: '#3156b0',
    condition: { totalDeposit: 20_000_000, totalTurnover: 100_000_000 },
    conditionType: 'AND',
    demote: { demoteMaintenance: 8_000_000, demoteMonthlyDeposit: 1_500_000 },
    benefits: [
      'Weekly missions',
      'Daily rank salary',
      'Birthday bonus',
      'Faster withdrawals',
      'Personal host',
      'Event invitations',
    ],
    salary: {
      DAILY: { bet: 2_000_000, deposit: 0, bonus: 12_000, points: 80 },
      WEEKLY: { bet: 10_000_000, deposit: 2_000_000, bonus: 48_800, points: 300 },
      MONTHLY: { bet: 40_000_000, deposit: 8_000_000, bonus: 188_800, points: 1_200 },
    },
  },
  {
    rankLevel: 6,
    rankColor: '#c77dff',
    rankColor2: '#6a1fa8',
    condition: { totalDeposit: 50_000_000, totalTurnover: 300_000_000 },
    conditionType: 'AND',
    demote: { demoteMaintenance: 20_000_000, demoteMonthlyDeposit: 4_000_000 },
    benefits: [
      'Weekly missions',
      'Daily rank salary',
      'Birthday bonus',
      'Faster withdrawals',
      'Personal host',
      'Event invitations',
      'Luxury gifts',
    ],
    salary: {
      DAILY: { bet: 5_000_000, deposit: 0, bonus: 30_000, points: 200 },
      WEEKLY: { bet: 25_000_000, deposit: 5_000_000, bonus: 128_800, points: 800 },
      MONTHLY: { bet: 100_000_000, deposit: 20_000_000, bonus: 488_800, points: 3_000 },
    },
  },
];

export const labelName = (level: number): string => `VIP ${level}`;
const labelIdOf = (level: number): number => 100 + level;

export interface Measured {
  actual: number;
  expected: number;
}

export interface RankProgress {
  /** Next level's label id; undefined at the highest level. */
  labelId?: number;
  labelName: string;
  rankLevel: number;
  rankColor: string;
  rankColor2: string;
  conditionType: 'AND' | 'OR';
  demoteConditionType: 'OR';
  condition: Partial<Record<ConditionName, Measured>>;
  maintenance: { enabled: boolean; actual: number; expected: number };
  demoteCondition?: { demoteMaintenance: Measured; demoteMonthlyDeposit: Measured };
  completedConditions: number;
  totalExpectedConditions: number;
  completedDemoteConditions: number;
  totalExpectedDemoteConditions: number;
}

export interface LevelInfo {
  labelId: number;
  labelName: string;
  rankLevel: number;
  rankColor: string;
  rankColor2: string;
  conditionType: 'AND' | 'OR';
  condition: Partial<Record<ConditionName, number>>;
  benefits: string[];
  current: boolean;
}

export interface SalaryConfig {
  period: SalaryPeriod;
  /** When this period's reward (for the previous period's activity) unlocked. */
  unlockTime: number;
  requiredBetAmount: number;
  requiredDepositAmount: number;
  actualBetAmount: number;
  actualDepositAmount: number;
  bonusAmount: number;
  pointAmount: number;
  isQualified: boolean;
}

/** A qualified period's salary as an issued reward (rewardId chosen here: RS<account>-<period>-<unlockTime>). */
export interface IssuedSalary {
  rewardId: string;
  period: SalaryPeriod;
  eventName: string;
  unlockTime: number;
  /** The current period's end: the salary is claimable until then. */
  expiry: number;
  bonusAmount: number;
  pointAmount: number;
  claimedAt?: number;
}

export interface SalaryPaid {
  /** Minor units. */
  amount: number;
  points: number;
  replayed: boolean;
}

export interface SalaryClaim {
  claimDate: number;
  period: SalaryPeriod;
  promoName: string;
  bonusAmount: number;
  pointAmount: number;
}

export interface Vip {
  progress(account: Account): RankProgress;
  /** The levels around the member's (one below to two above) with their conditions and benefits. */
  nearby(account: Account): LevelInfo[];
  /** Every level with its name and benefits (MC getMemberClubBenefit). */
  clubBenefits(): Pick<LevelInfo, 'labelId' | 'labelName' | 'rankLevel' | 'benefits'>[];
  /** Rank salary of the member's level; empty at a level without salary. */
  salary(account: Account): SalaryConfig[];
  /** The salaries issued to the member for the periods just ended (qualified ones), claimed or not. */
  issuedSalaries(account: Account): IssuedSalary[];
  /** Pays an issued salary's money and points once; a stale period's unclaimed salary is reward_expired. */
  claimSalary(account: Account, rewardId: string, idempotencyKey: string): SalaryPaid;
  history(accountId: number, from: number, to: number): SalaryClaim[];
  rules(): string;
}

export function createVip(deps: { clock: Clock; missions: MemberMissions; claims: ClaimBook; points: Points }): Vip {
  const { clock, missions, claims, points } = deps;
  const history = new Map<number, SalaryClaim[]>();

  const monthStart = (t: number): number => {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  };
  const previousMonthStart = (t: number): number => {
    const d = new Date(monthStart(t));
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
  };
  /** The period just ended: [from, to); its reward unlocks at `to`. */
  const lastPeriod = (p: SalaryPeriod): { from: number; to: number } => {
    const now = clock.now();
    if (p === 'DAILY') {
      const to = Math.floor(now / DAY_MS) * DAY_MS;
      return { from: to - DAY_MS, to };
    }
    if (p === 'WEEKLY') {
      const to = FIRST_MONDAY_MS + Math.floor((now - FIRST_MONDAY_MS) / (7 * DAY_MS)) * 7 * DAY_MS;
      return { from: to - 7 * DAY_MS, to };
    }
    return { from: previousMonthStart(now), to: monthStart(now) };
  };
  const level = (a: Account): LevelDef => LEVELS[Math.max(0, Math.min(MAX_LEVEL, a.vipLevel))]!;
  const rewardIdOf = (a: Account, p: SalaryPeriod, unlockTime: number): string => `RS${a.id}-${p}-${unlockTime}`;
  /** When each salary reward was claimed and the points it paid, by reward id. */
  const claimed = new Map<string, { at: number; points: number }>();
  /** The end of the period now running, after which last period's salary can no longer be claimed. */
  const periodEnd = (p: SalaryPeriod, unlockTime: number): number => {
    if (p === 'DAILY') return unlockTime + DAY_MS;
    if (p === 'WEEKLY') return unlockTime + 7 * DAY_MS;
    const d = new Date(unlockTime);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  };

  const measures = (a: Account): Record<ConditionName, number> => {
    const now = clock.now();
    const total = missions.activity(a.id, 0, now + 1);
    const month = missions.activity(a.id, monthStart(now), now + 1);
    return {
      monthlyDeposit: month.deposit,
      totalDeposit: total.deposit,
      totalDepositCount: total.depositCount,
      monthlyTurnover: month.validBet,
      totalTurnover: total.validBet,
    };
  };

  const salary = (a: Account): SalaryConfig[] => {
    const def = level(a).salary;
    if (!def) return [];
    return (Object.keys(def) as SalaryPeriod[]).map((period) => {
      const cfg = def[period];
      const { from, to } = lastPeriod(period);
      const act = missions.activity(a.id, from, to);
      return {
        period,
        unlockTime: to,
        requiredBetAmount: cfg.bet,
        requiredDepositAmount: cfg.deposit,
        actualBetAmount: act.validBet,
        actualDepositAmount: act.deposit,
        bonusAmount: cfg.bonus,
        pointAmount: cfg.points,
        isQualified: act.validBet >= cfg.bet && act.deposit >= cfg.deposit,
      };
    });
  };

  return {
    progress(a) {
      const cur = level(a);
      const next = LEVELS[cur.rankLevel + 1];
      const m = measures(a);
      const condition: Partial<Record<ConditionName, Measured>> = {};
      for (const [k, v] of Object.entries(next?.condition ?? {}) as [ConditionName, number][])
        condition[k] = { actual: m[k], expected: v };
      const parts = Object.values(condition);
      const done = parts.filter((c) => c.actual >= c.expected).length;
      const demote = cur.demote
        ? {
            demoteMaintenance: { actual: m.monthlyTurnover, expected: cur.demote.demoteMaintenance },
            demoteMonthlyDeposit: { actual: m.monthlyDeposit, expected: cur.demote.demoteMonthlyDeposit },
          }
        : undefined;
      const demoteParts = demote ? Object.values(demote) : [];
      return {
        ...(next ? { labelId: labelIdOf(next.rankLevel) } : {}),
        labelName: labelName(cur.rankLevel),
        rankLevel: cur.rankLevel,
        rankColor: cur.rankColor,
        rankColor2: cur.rankColor2,
        conditionType: next?.conditionType ?? 'AND',
        demoteConditionType: 'OR',
        condition,
        maintenance: {
          enabled: !!cur.demote,
          actual: m.monthlyTurnover,
          expected: cur.demote?.demoteMaintenance ?? 0,
        },
        ...(demote ? { demoteCondition: demote } : {}),
        completedConditions: done,
        totalExpectedConditions: next?.conditionType === 'OR' ? Math.min(1, parts.length) : parts.length,
        completedDemoteConditions: demoteParts.filter((c) => c.actual >= c.expected).length,
        totalExpectedDemoteConditions: demoteParts.length ? 1 : 0,
      };
    },
    clubBenefits: () =>
      LEVELS.map((l) => ({
        labelId: labelIdOf(l.rankLevel),
        labelName: labelName(l.rankLevel),
        rankLevel: l.rankLevel,
        benefits: l.benefits,
      })),
    nearby(a) {
      const cur = level(a).rankLevel;
      return LEVELS.filter((l) => l.rankLevel >= cur - 1 && l.rankLevel <= cur + 2).map((l) => ({
        labelId: labelIdOf(l.rankLevel),
        labelName: labelName(l.rankLevel),
        rankLevel: l.rankLevel,
        rankColor: l.rankColor,
        rankColor2: l.rankColor2,
        conditionType: l.conditionType,
        condition: l.condition,
        benefits: l.benefits,
        current: l.rankLevel === cur,
      }));
    },
    salary,
    issuedSalaries(a) {
      return salary(a)
        .filter((c) => c.isQualified || claimed.has(rewardIdOf(a, c.period, c.unlockTime)))
        .map((c) => {
          const rewardId = rewardIdOf(a, c.period, c.unlockTime);
          const at = claimed.get(rewardId)?.at;
          return {
            rewardId,
            period: c.period,
            eventName: `${labelName(a.vipLevel)} ${c.period.toLowerCase()} salary`,
            unlockTime: c.unlockTime,
            expiry: periodEnd(c.period, c.unlockTime),
            bonusAmount: c.bonusAmount,
            pointAmount: c.pointAmount,
            ...(at !== undefined ? { claimedAt: at } : {}),
          };
        });
    },
    claimSalary(a, rewardId, idempotencyKey) {
      const match = /^RS(\d+)-(DAILY|WEEKLY|MONTHLY)-(\d+)$/.exec(rewardId);
      if (!match || Number(match[1]) !== a.id) throw new WorldError('reward_not_found', { rewardId });
      const period = match[2] as SalaryPeriod;
      const unlockTime = Number(match[3]);
      const paid = claims.once(a.id, idempotencyKey, `salary:${rewardId}`, () => {
        if (claimed.has(rewardId)) throw new WorldError('reward_already_claimed', { rewardId });
        const cfg = salary(a).find((s) => s.period === period);
        if (cfg && unlockTime < cfg.unlockTime) throw new WorldError('reward_expired', { rewardId });
        if (!cfg || cfg.unlockTime !== unlockTime || !cfg.isQualified)
          throw new WorldError('reward_not_found', { rewardId });
        // The platform's refusal of a claim that needs a verified mobile number (GATEWAY-CALLS-SEEN §9).
        if (!a.mobileNum) throw new WorldError('prom.claim.req.field', { data: 'required.mobile_no_verified' });
        const { pointAmount } = cfg;
        claimed.set(rewardId, { at: clock.now(), points: pointAmount });
        if (pointAmount > 0) points.grant(a, pointAmount, 'reward', rewardId);
        const list = history.get(a.id) ?? [];
        list.unshift({
          claimDate: clock.now(),
          period,
          promoName: `${labelName(a.vipLevel)} ${period.toLowerCase()} salary`,
          bonusAmount: cfg.bonusAmount,
          pointAmount,
        });
        history.set(a.id, list);
        return [{ id: rewardId, amount: cfg.bonusAmount }];
      });
      return { amount: paid.amount, points: claimed.get(rewardId)?.points ?? 0, replayed: paid.replayed };
    },
    history: (accountId, from, to) =>
      (history.get(accountId) ?? []).filter((h) => h.claimDate >= from && h.claimDate < to),
    rules: () =>
      '<p>Your VIP level rises when the conditions of the next level are met: with AND every condition, with OR any one. Deposits and valid bets count from the day you joined; monthly figures from the first day of the calendar month (UTC).</p><p>To keep your level, reach either the monthly turnover or the monthly deposit of your level; otherwise it drops one level at the monthly review.</p><p>The rank salary pays the bets and deposits of the previous day, week (Monday to Sunday) or month. It appears in your reward list once reached; claim it before the current period ends. A mobile number is needed.</p>',
  };
}
