/** referral.*: invite friends over world/referral.ts (amounts in major units). */
import { toMajor } from '../lib/to-api.js';
import { referralCodeOf } from '../world/referral-code.js';
import {
  BET_REBATE_PERCENT,
  DEPOSIT_REBATE_PERCENT,
  INVITATION_REWARD,
  QUALIFY,
  QUALIFY_DAYS,
  type RewardKind,
  type RewardRecord,
} from '../world/referral.js';
import { claimAnswer, paged, rulesAnswer } from './community-shared.js';
import type { HandlerContext, HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const RULES = `<p>Share your link or code. A friend who registers with it and makes a first deposit of at least ${(QUALIFY / 100).toFixed(2)} within ${QUALIFY_DAYS} days becomes active and pays you an invitation reward of ${(INVITATION_REWARD / 100).toFixed(2)}.</p><p>Every approved deposit of a friend pays you a rebate of ${DEPOSIT_REBATE_PERCENT}%, and every valid bet of a friend a betting rebate of ${BET_REBATE_PERCENT}%. Rewards go to your main wallet at once.</p><p>Achievement rewards pay for 1, 3 and 10 active friends: claim them on the rewards tab. A complete profile (mobile number and email) is needed to claim.</p>`;

/** Records paid within [from, until) when the query bounds them. */
function within(rows: readonly RewardRecord[], from?: number, until?: number): RewardRecord[] {
  return rows.filter((r) => r.at >= (from ?? 0) && r.at < (until ?? Number.MAX_SAFE_INTEGER));
}

/** MC getInvitationClaimReport, getDepositRebateClaimReport and getAchievement: one kind's records, paged. */
function claimReport(ctx: HandlerContext, kind: Exclude<RewardKind, 'BET_REBATE'>) {
  const a = moneyAccount(ctx);
  const q = ctx.query as {
    sortType?: 'asc' | 'desc';
    page: number;
    size: number;
    startDate?: number;
    endDate?: number;
  };
  const rows = within(ctx.world.referral.records(a.id, kind), q.startDate, q.endDate);
  const sorted = q.sortType === 'asc' ? [...rows].reverse() : rows;
  return {
    ...paged(
      sorted.map((r) => ({
        ...(kind === 'INVITATION' ? { registerTime: r.friendRegisteredAt ?? r.at } : { requestTime: r.at }),
        referredName: r.referredName,
        depositAmount: toMajor(r.depositAmount),
        depositBonusRate: r.depositBonusRate,
        bonus: toMajor(r.bonus),
      })),
      q.page,
      q.size,
    ),
    footer: { totalBonus: toMajor(rows.reduce((s, r) => s + r.bonus, 0)) },
  };
}

export const referralHandlers = {
  'referral.details': (ctx) => {
    const a = moneyAccount(ctx);
    const upline = a.parentId !== undefined ? ctx.world.accounts.byId(a.parentId) : undefined;
    return {
      affiliateCode: upline?.affiliateCode ?? '',
      referralCode: referralCodeOf(a.id),
      depositRebateEnabled: 'Y',
      bettingRebateEnabled: 'Y',
      invitationRewardEnabled: 'Y',
      achievementEnabled: 'Y',
      promotionDomains: [ctx.origin],
      qualifyDepositAmount: toMajor(QUALIFY),
      qualifyDays: QUALIFY_DAYS,
      invitationReward: toMajor(INVITATION_REWARD),
      depositRebateRate: DEPOSIT_REBATE_PERCENT,
      betRebateRate: BET_REBATE_PERCENT,
    };
  },

  'referral.income': (ctx) => {
    const i = ctx.world.referral.income(moneyAccount(ctx).id);
    return {
      totalAmountToday: toMajor(i.totalAmountToday),
      totalAmountYesterday: toMajor(i.totalAmountYesterday),
      totalAmount: toMajor(i.totalAmount),
      memberCount: i.memberCount,
      memberQualifiedCount: i.memberQualifiedCount,
      invitationAmount: toMajor(i.invitationAmount),
      invitationCountMember: i.invitationCountMember,
      achievementAmount: toMajor(i.achievementAmount),
      achievementCountMember: i.achievementCountMember,
      depositRebateAmount: toMajor(i.depositRebateAmount),
      depositCountMember: i.depositCountMember,
      totalBetRebateAmount: toMajor(i.betRebateAmount),
      bettingCountMember: i.bettingCountMember,
    };
  },

  'referral.invites': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as {
      status: 'A' | 'T' | 'F';
      timeType: 'R' | 'D';
      startDate?: number;
      endDate?: number;
      page: number;
      size: number;
    };
    const all = ctx.world.referral.friends(a.id);
    const rows = all.filter((f) => {
      if (q.status === 'T' && f.status !== 'A') return false;
      if (q.status === 'F' && f.status === 'A') return false;
      const at = q.timeType === 'D' ? f.firstDepositTime : f.registerTime;
      if (q.startDate === undefined && q.endDate === undefined) return true;
      return at !== undefined && at >= (q.startDate ?? 0) && at < (q.endDate ?? Number.MAX_SAFE_INTEGER);
    });
    return {
      ...paged(
        rows.map((f) => ({
          registerTime: f.registerTime,
          inviteeName: f.inviteeName,
          firstDepositTime: f.firstDepositTime ?? null,
          status: f.status,
        })),
        q.page,
        q.size,
      ),
      footer: { totalInvitee: all.length },
    };
  },

  'referral.invitationRecords': (ctx) => claimReport(ctx, 'INVITATION'),
  'referral.depositRebateRecords': (ctx) => claimReport(ctx, 'DEPOSIT_REBATE'),
  'referral.achievementRecords': (ctx) => claimReport(ctx, 'ACHIEVEMENT'),

  'referral.rebateRecords': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as {
      page: number;
      size: number;
      startTime?: number;
      endTime?: number;
      gameCategory?: string;
      sortColumn?: string;
    };
    const rows = within(ctx.world.referral.records(a.id, 'BET_REBATE'), q.startTime, q.endTime).filter(
      (r) => !q.gameCategory || r.bet?.gameCategory === q.gameCategory,
    );
    const sorted = q.sortColumn?.endsWith(':asc') ? [...rows].reverse() : rows;
    const cents = (pick: (r: RewardRecord) => number) => toMajor(rows.reduce((s, r) => s + pick(r), 0));
    return {
      ...paged(
        sorted.map((r) => ({
          createTimeTimestamp: r.at,
          gameCategory: r.bet!.gameCategory,
          levelTree: '1',
          validGameBetting: toMajor(r.bet!.validBetAmount),
          rate: r.depositBonusRate,
          amount: toMajor(r.bonus),
          referredName: r.referredName,
          orderNo: r.bet!.orderNo,
        })),
        q.page,
        q.size,
      ),
      footer: { amount: cents((r) => r.bonus), validGameBetting: cents((r) => r.bet!.validBetAmount) },
    };
  },

  'referral.achievements': (ctx) => ({
    statPeriod: 'ALL',
    config: ctx.world.referral.achievements(moneyAccount(ctx).id).map((c) => ({
      id: c.id,
      depositUsers: c.depositUsers,
      currentUsers: c.currentUsers,
      bonusAmount: toMajor(c.bonusAmount),
      pointAmount: c.pointAmount,
      ticketName: null,
      claimStatus: c.claimStatus,
    })),
  }),

  'referral.claimAchievement': (ctx) => {
    const a = moneyAccount(ctx);
    const r = ctx.world.referral.claimAchievement(a, Number(ctx.body.configId), ctx.idempotencyKey!);
    return claimAnswer(ctx, a.id, r);
  },

  'referral.ranking': (ctx) => (
    moneyAccount(ctx),
    ctx.world.referral.ranking().map((r) => ({ customerName: r.customerName, totalAmount: toMajor(r.totalAmount) }))
  ),

  'referral.recentRewards': (ctx) => (
    moneyAccount(ctx),
    ctx.world.referral.recentRewards().map((r) => ({ customerName: r.customerName, bonus: toMajor(r.bonus) }))
  ),

  'referral.rules': (ctx) => (moneyAccount(ctx), rulesAnswer('Invite friends', RULES)),
} satisfies HandlerMap;
