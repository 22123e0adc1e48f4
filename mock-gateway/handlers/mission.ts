/** mission.*: the member-centre missions over world/member-missions.ts. */
import type * as Api from '../../src/generated/api-types.js';
import { fail } from '../lib/gateway-error.js';
import { toMajor } from '../lib/to-api.js';
import type { MilestoneView, MissionView } from '../world/member-missions.js';
import { claimAnswer, paged, rulesAnswer } from './community-shared.js';
import type { HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const figure = (condition: string, v: number): number =>
  condition === 'BET_COUNT' ? v : condition === 'PROFIT_MULTIPLIER' ? v / 100 : toMajor(v);

const apiMilestone = (m: MilestoneView) => ({
  milestoneId: m.milestoneId,
  sequence: m.sequence,
  targets: m.targets.map((t) => ({
    condition: t.condition,
    required: t.required,
    actual: figure(t.condition, t.actual),
    target: figure(t.condition, t.target),
  })),
  reward: {
    bonusAmount: toMajor(m.reward.bonusAmount),
    pointAmount: m.reward.pointAmount,
    ...(m.reward.ticketName ? { ticketName: m.reward.ticketName } : {}),
  },
  rewardStatus: m.rewardStatus,
});

const reached = (m: MilestoneView): boolean =>
  m.rewardStatus === 'A' || m.rewardStatus === 'I' || m.rewardStatus === 'E';

const apiMission = (m: MissionView): Api.MissionSummaryValue['list'][number] => ({
  missionId: m.missionId,
  title: m.title,
  ranked: m.ranked ? 'Y' : 'N',
  status: m.status,
  startTime: m.startTime,
  endTime: m.endTime,
  totalCompleted: m.milestones.filter(reached).length,
  totalMilestones: m.milestones.length,
});

export const missionHandlers = {
  'mission.summary': (ctx) => {
    const a = moneyAccount(ctx);
    const { memberMissions } = ctx.world;
    const claimable = memberMissions.claimableCount(a.id, a.nickname);
    const q = ctx.query as { status: 'O' | 'F'; page: number; size: number };
    return {
      claimStatus: claimable > 0 ? 'Y' : 'N',
      claimableCount: claimable,
      ...paged(memberMissions.list(a.id, q.status).map(apiMission), q.page, q.size),
    };
  },

  'mission.milestones': (ctx) => {
    const a = moneyAccount(ctx);
    const m = ctx.world.memberMissions.mission(a.id, String(ctx.query.missionId));
    return {
      missionId: m.missionId,
      title: m.title,
      status: m.status,
      ranked: m.ranked ? 'Y' : 'N',
      startTime: m.startTime,
      endTime: m.endTime,
      completed: m.milestones.filter(reached).map(apiMilestone),
      incomplete: m.milestones.filter((s) => !reached(s)).map(apiMilestone),
    };
  },

  'mission.leaderboard': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.world.memberMissions.leaderboard(a.id, a.nickname, String(ctx.query.missionId));
    const f = b.footer;
    return {
      content: b.content.map((r) => ({ ...r, reachedValue: toMajor(r.reachedValue), reward: toMajor(r.reward) })),
      footer: {
        ranked: f.ranked ? 'Y' : 'N',
        ...(f.rank !== undefined ? { rank: f.rank } : {}),
        iconId: f.iconId,
        customerName: f.customerName,
        condition: f.condition,
        reachedValue: toMajor(f.reachedValue),
        reward: { rewardStatus: f.reward.rewardStatus, bonusAmount: toMajor(f.reward.bonusAmount), pointAmount: 0 },
      },
    };
  },

  'mission.claim': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as { claimLeaderboard: 'Y' | 'N'; missionId?: string; milestoneId?: string };
    if (b.claimLeaderboard === 'Y' && !b.missionId)
      fail('request.invalid', undefined, 'body: claimLeaderboard Y needs the missionId');
    const r = ctx.world.memberMissions.claim(
      a.id,
      a.nickname,
      {
        claimLeaderboard: b.claimLeaderboard === 'Y',
        ...(b.missionId ? { missionId: b.missionId } : {}),
        ...(b.milestoneId ? { milestoneId: b.milestoneId } : {}),
      },
      ctx.idempotencyKey!,
    );
    return claimAnswer(ctx, a.id, r);
  },

  'mission.rules': (ctx) => {
    moneyAccount(ctx);
    const r = ctx.world.memberMissions.rules(String(ctx.query.missionId));
    return rulesAnswer(r.title, r.content);
  },
} satisfies HandlerMap;
