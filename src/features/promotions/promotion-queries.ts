import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementPromotion, PromotionStateValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';

/** The announcements of type PR (platform W, group w_promotion) in the page language. */
export const promotionsQuery = (gateway: GatewayClient, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'list', language],
    queryFn: ({ signal }) =>
      callApi(gateway, 'announcements.list', {
        query: { types: 'PR', platform: 'W', language, groupName: 'w_promotion' },
        signal,
      }).then((v) => v.promotion),
  });

/** The category tabs (PROMOFE_getPromotionAnnouncementCategory), named in the page language. */
export const categoriesQuery = (gateway: GatewayClient, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'categories', language],
    queryFn: ({ signal }) => callApi(gateway, 'promotions.categories', { signal }).then((v) => v.categories),
    staleTime: 10 * 60_000,
  });

/** The member's status of every promotion; under the money key, so a claim refreshes it with the balance. */
export const statusesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'promotions', 'statuses'],
    queryFn: ({ signal }) => callApi(gateway, 'promotions.statuses', { signal }),
  });

/** One raffle draw for the member (MCSFE_getRafflePromotionStatus): the countdown reads `time` from it. */
export const raffleStatusQuery = (gateway: GatewayClient, rafflePromotionId: number, raffleScheduleId: number) =>
  queryOptions({
    queryKey: [MONEY_QUERY_KEY, 'promotions', 'raffle', rafflePromotionId, raffleScheduleId],
    queryFn: ({ signal }) =>
      callApi(gateway, 'promotions.raffleStatus', { query: { rafflePromotionId, raffleScheduleId }, signal }),
  });

export type Promotion = AnnouncementPromotion;
export type MemberState = PromotionStateValue;
export type PromotionStatus = PromotionStateValue['status'];

/** What a visitor (no member state) sees: the period alone decides. */
export function visitorStatus(p: Promotion, now: number): PromotionStatus {
  if (p.startDate !== undefined && now < p.startDate) return 'COMING_SOON';
  if (p.endDate !== undefined && now >= p.endDate) return 'CLOSED';
  return 'JOIN';
}

/** The member-centre page a promotion is taken part in on (GATEWAY-CALLS-SEEN §9: type → MC page). */
export function linkedPage(mechanic: MemberState['mechanic'] | undefined, promotionType?: string): string | null {
  if (mechanic === 'deposit' || (promotionType ?? '').includes('DEPOSIT')) return '/member/depositv2';
  if (mechanic === 'mission' || promotionType === 'MISSION') return '/member/missionLeaderboard';
  if (mechanic === 'referral' || promotionType === 'REFERRAL') return '/member/referral';
  return null;
}

const OWN_ERRORS: ReadonlySet<string> = new Set([
  'in_need_true_account',
  'promotion_not_found',
  'promotion_not_started',
  'promotion_closed',
  'promotion_action_unavailable',
  'promotion_already_claimed',
  'promotion_application_incomplete',
  'promotion_image_invalid',
  'raffle_schedule_not_found',
  'raffle_not_started',
  'raffle_ended',
  'request.invalid',
]);

/** The reward list's refusals of a claim (rewards.claimIssued), told with this page's sentences. */
const REWARD_ERRORS: Readonly<Record<string, string>> = {
  reward_already_claimed: 'promotion_already_claimed',
  reward_not_found: 'promotion_action_unavailable',
  reward_expired: 'promotion_closed',
};

/** The translation key (with namespace) of a refusal: this page's sentence, else the common one. */
export function promotionErrorKey(error: unknown): string {
  const code = error instanceof GatewayError ? (REWARD_ERRORS[error.code] ?? error.code) : undefined;
  if (code && OWN_ERRORS.has(code)) return `promotions:errors.${code}`;
  return `common:${errorMessageKey(error)}`;
}
