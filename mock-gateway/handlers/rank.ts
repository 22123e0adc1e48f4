/** rank.*: the VIP rank page over world/vip.ts (amounts in major units, counts as they are). */
import type * as Api from '../../src/generated/api-types.js';
import { toMajor } from '../lib/to-api.js';
import type { ConditionName, SalaryConfig, SalaryPeriod } from '../world/vip.js';
import { paged, rulesAnswer } from './community-shared.js';
import type { HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const unit = (name: ConditionName, v: number): number => (name === 'totalDepositCount' ? v : toMajor(v));
const measured = (name: ConditionName, m: { actual: number; expected: number }) => ({
  actual: unit(name, m.actual),
  expected: unit(name, m.expected),
});

const ANNOUNCEMENT: Record<SalaryPeriod, string> = {
  DAILY: "Yesterday's valid bets pay today's salary.",
  WEEKLY: "Last week's valid bets and deposits pay this week's salary.",
  MONTHLY: "Last month's valid bets and deposits pay this month's salary.",
};

const apiSalary = (s: SalaryConfig | undefined): Api.RankSalaryValue['dailyConfig'] =>
  s
    ? {
        unlockTime: s.unlockTime,
        announcementContent: ANNOUNCEMENT[s.period],
        rewards: [
          {
            requiredBetAmount: toMajor(s.requiredBetAmount),
            requiredDepositAmount: toMajor(s.requiredDepositAmount),
            actualBetAmount: toMajor(s.actualBetAmount),
            actualDepositAmount: toMajor(s.actualDepositAmount),
            bonusAmount: toMajor(s.bonusAmount),
            pointAmount: s.pointAmount,
            ticketType: null,
            isQualified: s.isQualified ? 'Y' : 'N',
          },
        ],
      }
    : null;

export const rankHandlers = {
  'rank.progress': (ctx) => {
    const p = ctx.world.vip.progress(moneyAccount(ctx));
    const condition: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(p.condition) as [ConditionName, { actual: number; expected: number }][])
      condition[k] = measured(k, v);
    return {
      playerRankProgress: {
        labelId: p.labelId ?? null,
        labelName: p.labelName,
        ranklevel: p.rankLevel,
        rankColor: p.rankColor,
        rankColor2: p.rankColor2,
        conditionType: p.conditionType,
        demoteConditionType: p.demoteConditionType,
        condition: {
          ...condition,
          maintenance: {
            enabled: p.maintenance.enabled,
            actual: toMajor(p.maintenance.actual),
            expected: toMajor(p.maintenance.expected),
          },
        },
        demoteCondition: p.demoteCondition
          ? {
              demoteMaintenance: measured('monthlyTurnover', p.demoteCondition.demoteMaintenance),
              demoteMonthlyDeposit: measured('monthlyDeposit', p.demoteCondition.demoteMonthlyDeposit),
            }
          : null,
      },
      currentProgress: {
        completedConditions: p.completedConditions,
        totalExpectedConditions: p.totalExpectedConditions,
        completedDemoteConditions: p.completedDemoteConditions,
        totalExpectedDemoteConditions: p.totalExpectedDemoteConditions,
      },
    };
  },

  'rank.levels': (ctx) => {
    const levels = ctx.world.vip.nearby(moneyAccount(ctx));
    const own = levels.find((l) => l.current)!.labelId;
    return levels.map((l) => {
      const condition: Record<string, number> = {};
      for (const [k, v] of Object.entries(l.condition) as [ConditionName, number][]) condition[k] = unit(k, v);
      return {
        currentPlayerRankLabelId: own,
        rankColor: l.rankColor,
        playerRankProgress: {
          labelId: l.labelId,
          ranklevel: l.rankLevel,
          rankColor: l.rankColor,
          rankColor2: l.rankColor2,
          conditionType: l.conditionType,
          condition,
        },
      };
    });
  },

  'rank.clubBenefits': (ctx) => (moneyAccount(ctx), ctx.world.vip.clubBenefits()),

  'rank.salary': (ctx) => {
    const s = ctx.world.vip.salary(moneyAccount(ctx));
    const of = (p: SalaryPeriod) => apiSalary(s.find((c) => c.period === p));
    return { dailyConfig: of('DAILY'), weeklyConfig: of('WEEKLY'), monthlyConfig: of('MONTHLY') };
  },

  'rank.salaryHistory': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as { claimDateFrom: number; claimDateTo: number; page: number; size: number };
    const rows = ctx.world.vip.history(a.id, q.claimDateFrom, q.claimDateTo);
    return {
      ...paged(
        rows.map((h) => ({
          claimDate: h.claimDate,
          promoName: h.promoName,
          bonusAmount: toMajor(h.bonusAmount),
          pointAmount: h.pointAmount,
          ticketType: null,
          ticketUsed: 'N',
        })),
        q.page,
        q.size,
      ),
      footer: {
        totalBonus: toMajor(rows.reduce((s, h) => s + h.bonusAmount, 0)),
        totalPoints: rows.reduce((s, h) => s + h.pointAmount, 0),
      },
    };
  },

  'rank.rules': (ctx) => (moneyAccount(ctx), rulesAnswer('VIP rules', ctx.world.vip.rules())),
} satisfies HandlerMap;
