import { queryOptions } from '@tanstack/react-query';
import type {
  MissionSummaryQuery,
  RankSalaryHistoryQuery,
  ReferralClaimReportValue,
  ReferralInvitesQuery,
} from '@/generated/api-types';
import { COMMUNITY_KEY } from '@/lib/community/missions-badge';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { errorMessageKey } from '@/lib/gateway/error-messages';

/*
 * Reads of the missions, VIP and invite-friends pages: one queryOptions per endpoint, all under COMMUNITY_KEY (itself
 * under the money key), so a claim refreshes every figure and badge at once. Progress follows play made elsewhere
 * (a game tab): those reads are stale at once and refetch when the member comes back to the window.
 */
const live = { staleTime: 0, refetchOnWindowFocus: true } as const;

export const missionSummaryQuery = (gateway: GatewayClient, query: MissionSummaryQuery) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'missions', query],
    queryFn: ({ signal }) => callApi(gateway, 'mission.summary', { query, signal }),
    ...live,
  });

export const missionMilestonesQuery = (gateway: GatewayClient, missionId: string) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'milestones', missionId],
    queryFn: ({ signal }) => callApi(gateway, 'mission.milestones', { query: { missionId }, signal }),
    ...live,
  });

export const missionLeaderboardQuery = (gateway: GatewayClient, missionId: string) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'leaderboard', missionId],
    queryFn: ({ signal }) => callApi(gateway, 'mission.leaderboard', { query: { missionId }, signal }),
    ...live,
  });

export const missionRulesQuery = (gateway: GatewayClient, missionId: string) =>
  queryOptions({
    queryKey: ['missionRules', missionId],
    queryFn: ({ signal }) => callApi(gateway, 'mission.rules', { query: { missionId, device: 'W' }, signal }),
    staleTime: Infinity,
  });

export const rankProgressQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'rankProgress'],
    queryFn: ({ signal }) => callApi(gateway, 'rank.progress', { signal }),
    ...live,
  });

export const rankLevelsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'rankLevels'],
    queryFn: ({ signal }) => callApi(gateway, 'rank.levels', { signal }),
  });

/** Every level's name and benefits: they do not change while the site is open. */
export const rankClubBenefitsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'rankClubBenefits'],
    queryFn: ({ signal }) => callApi(gateway, 'rank.clubBenefits', { signal }),
    staleTime: Infinity,
  });

export const rankSalaryQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'rankSalary'],
    queryFn: ({ signal }) => callApi(gateway, 'rank.salary', { signal }),
    ...live,
  });

export const rankSalaryHistoryQuery = (gateway: GatewayClient, query: RankSalaryHistoryQuery) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'rankSalaryHistory', query],
    queryFn: ({ signal }) => callApi(gateway, 'rank.salaryHistory', { query, signal }),
  });

export const rankRulesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['rankRules'],
    queryFn: ({ signal }) => callApi(gateway, 'rank.rules', { signal }),
    staleTime: Infinity,
  });

export const referralDetailsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['referralDetails'],
    queryFn: ({ signal }) => callApi(gateway, 'referral.details', { signal }),
    staleTime: Infinity,
  });

export const referralIncomeQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'referralIncome'],
    queryFn: ({ signal }) => callApi(gateway, 'referral.income', { signal }),
    ...live,
  });

export const referralInvitesQuery = (gateway: GatewayClient, query: ReferralInvitesQuery) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'referralInvites', query],
    queryFn: ({ signal }) => callApi(gateway, 'referral.invites', { query, signal }),
    ...live,
  });

/** The four kinds of referral reward, each read from its own report of the platform. */
export type ReferralRecordKind = 'INVITATION' | 'DEPOSIT_REBATE' | 'BET_REBATE' | 'ACHIEVEMENT';

/** One reward record, whichever report it comes from. */
export interface ReferralRecord {
  key: string;
  /** Epoch ms: when it was paid (when the friend registered, for an invitation reward). */
  time: number;
  referredName: string;
  bonus: number;
  depositAmount: number;
  /** Percent of the deposit (deposit rebate) or of the valid bet (betting rebate). */
  rate: number;
  /** Betting rebate: the friend's valid bet. */
  validBet?: number;
}

export interface ReferralRecordsPage {
  list: ReferralRecord[];
  totalBonus: number;
  totalPages: number;
}

const fromClaimReport = (v: ReferralClaimReportValue): ReferralRecordsPage => ({
  list: v.list.map((r) => {
    const time = r.requestTime ?? r.registerTime ?? 0;
    return {
      key: `${time}-${r.referredName}-${r.bonus}`,
      time,
      referredName: r.referredName,
      bonus: r.bonus,
      depositAmount: r.depositAmount,
      rate: r.depositBonusRate,
    };
  }),
  totalBonus: v.footer.totalBonus,
  totalPages: v.totalPages,
});

async function fetchReferralRecords(
  gateway: GatewayClient,
  { kind, page, size }: { kind: ReferralRecordKind; page: number; size: number },
  signal: AbortSignal,
): Promise<ReferralRecordsPage> {
  const query = { page, size, sortType: 'desc' as const };
  switch (kind) {
    case 'INVITATION':
      return fromClaimReport(await callApi(gateway, 'referral.invitationRecords', { query, signal }));
    case 'DEPOSIT_REBATE':
      return fromClaimReport(await callApi(gateway, 'referral.depositRebateRecords', { query, signal }));
    case 'ACHIEVEMENT':
      return fromClaimReport(await callApi(gateway, 'referral.achievementRecords', { query, signal }));
    case 'BET_REBATE': {
      const v = await callApi(gateway, 'referral.rebateRecords', {
        query: { page, size, sortColumn: 'createTime:desc' },
        signal,
      });
      return {
        list: v.list.map((r) => ({
          key: r.orderNo ?? `${r.createTimeTimestamp}-${r.amount}`,
          time: r.createTimeTimestamp,
          referredName: r.referredName ?? '',
          bonus: r.amount,
          depositAmount: 0,
          rate: r.rate,
          validBet: r.validGameBetting,
        })),
        totalBonus: v.footer.amount,
        totalPages: v.totalPages,
      };
    }
  }
}

/** A page of one kind's reward records (MC getInvitationClaimReport, getDepositRebateClaimReport, getRebateRecord, getAchievement). */
export const referralRecordsQuery = (
  gateway: GatewayClient,
  query: { kind: ReferralRecordKind; page: number; size: number },
) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'referralRecords', query],
    queryFn: ({ signal }) => fetchReferralRecords(gateway, query, signal),
    ...live,
  });

export const referralAchievementsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'referralAchievements'],
    queryFn: ({ signal }) => callApi(gateway, 'referral.achievements', { signal }),
    ...live,
  });

export const referralRankingQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['referralRanking'],
    queryFn: ({ signal }) => callApi(gateway, 'referral.ranking', { signal }),
    staleTime: 5 * 60_000,
  });

/** The ticker refreshes every 60 s, as the platform's page does. */
export const referralRecentRewardsQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['referralRecentRewards'],
    queryFn: ({ signal }) => callApi(gateway, 'referral.recentRewards', { signal }),
    refetchInterval: 60_000,
  });

export const referralRulesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: ['referralRules'],
    queryFn: ({ signal }) => callApi(gateway, 'referral.rules', { signal }),
    staleTime: Infinity,
  });

/** Claim refusals with their own sentence (community dictionary, `errors.*`); anything else uses common's. */
const CLAIM_ERRORS: Record<string, string> = {
  no_mission_claim: 'notClaimable',
  mission_reward_claimed: 'claimed',
  mission_reward_overdue: 'overdue',
  mission_not_found: 'missionNotFound',
  referral_achievement_not_found: 'achievementNotFound',
  referral_achievement_not_reached: 'notClaimable',
  referral_achievement_claimed: 'claimed',
  profile_incomplete: 'profileIncomplete',
  // The reward list's refusals (a rank salary claimed with MCS2_claimIssuedPromotion).
  reward_not_found: 'notClaimable',
  reward_already_claimed: 'claimed',
  reward_expired: 'overdue',
  'prom.claim.req.field': 'mobileRequired',
  in_need_true_account: 'trial',
  idempotency_key_reused: 'claimed',
};

/** The translation key (with its namespace) of a claim's refusal. */
export function claimErrorKey(error: unknown): string {
  const own = error instanceof GatewayError ? CLAIM_ERRORS[error.code] : undefined;
  return own ? `community:errors.${own}` : `common:${errorMessageKey(error)}`;
}
