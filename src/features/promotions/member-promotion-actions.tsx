import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RewardsClaimIssuedBody, RewardsClaimValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { claimListQuery } from '@/lib/rewards/issued-rewards';
import { depositLimitReached, saferStatusQuery } from '@/lib/safer/safer-status';
import { useServices } from '@/lib/services';
import { ApplyDialog } from './apply-dialog';
import { linkedPage, promotionErrorKey, statusesQuery, type MemberState, type Promotion } from './promotion-queries';
import { RaffleAction } from './raffle-action';
import styles from './promotions.module.css';
import type { Money } from '@/lib/money/amount';

const DEPOSIT_PAGE = '/member/depositv2';

/** What a member can do with a promotion in its status (PromotionActions loads it for a signed-in visit). */
export function MemberPromotionActions({
  promotion,
  state,
  money,
}: {
  promotion: Promotion;
  state: MemberState;
  money: Money;
}) {
  const { t } = useTranslation('promotions');
  const { gateway } = useServices();
  const page = linkedPage(state.mechanic, promotion.promotionType);
  const toDeposit = page === DEPOSIT_PAGE;
  // A member who reached a deposit limit is not invited to deposit (issue 45); until the gateway says, nor is anyone.
  const safer = useQuery({ ...saferStatusQuery(gateway), enabled: toDeposit });
  const invite = !toDeposit || safer.isError || (safer.data !== undefined && !depositLimitReached(safer.data));
  return (
    <div className={styles.actions}>
      {state.mechanic === 'raffle' && state.raffleScheduleId !== undefined && state.status !== 'COMING_SOON' ? (
        <RaffleAction promotionId={state.promotionId} raffleScheduleId={state.raffleScheduleId} money={money} />
      ) : state.status === 'CLAIM' || state.status === 'CLAIMED' ? (
        // Stays mounted as the status turns Claimed, so the amount paid stays on screen.
        <ClaimButton promotionId={state.promotionId} claimable={state.status === 'CLAIM'} money={money} />
      ) : state.status === 'JOIN' && state.mechanic === 'join' ? (
        <JoinButton promotionId={state.promotionId} />
      ) : (state.status === 'JOIN' || state.status === 'REJECTED') && state.mechanic === 'apply' ? (
        <ApplyButton promotion={promotion} again={state.status === 'REJECTED'} />
      ) : null}
      {page && invite && state.status !== 'CLOSED' && state.status !== 'COMING_SOON' && (
        <Link to={page}>
          {t(`actions.goTo.${state.mechanic === 'deposit' || !state.mechanic ? 'deposit' : state.mechanic}`)}
        </Link>
      )}
      {state.status === 'REJECTED' && state.rejectReason && (
        <p className={styles.hint}>{t('rejectReason', { reason: state.rejectReason })}</p>
      )}
    </div>
  );
}

function ClaimButton({ promotionId, claimable, money }: { promotionId: number; claimable: boolean; money: Money }) {
  const { t } = useTranslation('promotions');
  const { gateway } = useServices();
  // As on the platform, an approved reward is claimed from the member's reward list (GATEWAY-CALLS-SEEN §9).
  const rewards = useQuery({ ...claimListQuery(gateway), enabled: claimable });
  const reward = rewards.data?.find((r) => r.promId === promotionId && !r.claimedAt);
  const claim = useMoneyAction<RewardsClaimIssuedBody, RewardsClaimValue>(
    `promotions.claim.${promotionId}`,
    (body, key) => callApi(gateway, 'rewards.claimIssued', { body, idempotencyKey: key }),
  );
  if (!claimable && !claim.isSuccess) return null;
  return (
    <>
      {!claim.isSuccess && (
        <button
          type="button"
          disabled={claim.isPending || !reward}
          aria-busy={claim.isPending || rewards.isPending}
          onClick={() => reward && claim.submit({ rewardId: reward.rewardId, promotionType: reward.promotionType })}
        >
          {claim.isPending ? t('actions.claiming') : t('actions.claim')}
        </button>
      )}
      <p role="status" className={claim.isError ? styles.problem : styles.hint}>
        {claim.isSuccess && t('claimed', { amount: money(claim.data.amount) })}
        {claim.isError && t(promotionErrorKey(claim.error))}
        {rewards.isError && t(promotionErrorKey(rewards.error))}
      </p>
    </>
  );
}

function JoinButton({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation('promotions');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => callApi(gateway, 'promotions.join', { body: { promotionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusesQuery(gateway).queryKey }),
  });
  return (
    <>
      <button type="button" disabled={join.isPending} aria-busy={join.isPending} onClick={() => join.mutate()}>
        {t('actions.join')}
      </button>
      {join.isError && (
        <p role="alert" className={styles.problem}>
          {t(promotionErrorKey(join.error))}
        </p>
      )}
    </>
  );
}

function ApplyButton({ promotion, again }: { promotion: Promotion; again: boolean }) {
  const { t } = useTranslation('promotions');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {again ? t('actions.applyAgain') : t('actions.apply')}
      </button>
      {open && <ApplyDialog promotion={promotion} onClose={() => setOpen(false)} />}
    </>
  );
}
