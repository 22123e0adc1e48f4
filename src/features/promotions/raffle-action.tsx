import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaffleClaimBody, RaffleClaimValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { useServices } from '@/lib/services';
import { promotionErrorKey, raffleStatusQuery, statusesQuery } from './promotion-queries';
import { formatCountdown, useCountdown } from './use-countdown';
import styles from './promotions.module.css';

/**
 * The raffle: a countdown to the draw (MCSFE_getRafflePromotionStatus `time`), then Claim, once however often it is
 * clicked (one idempotency key per draw; the gateway pays once per member and draw).
 */
export function RaffleAction({
  promotionId,
  raffleScheduleId,
  money,
}: {
  promotionId: number;
  raffleScheduleId: number;
  money: (major: number) => string;
}) {
  const { t } = useTranslation('promotions');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const status = useQuery(raffleStatusQuery(gateway, promotionId, raffleScheduleId));
  const s = status.data;
  const deadline = s && s.hasEnded === 'N' ? status.dataUpdatedAt + s.time * 1000 : null;
  const seconds = useCountdown(deadline);
  const claim = useMoneyAction<RaffleClaimBody, RaffleClaimValue>(
    `promotions.raffle.${raffleScheduleId}`,
    (body, key) => callApi(gateway, 'promotions.raffleClaim', { body, idempotencyKey: key }),
  );

  // The draw opened or closed: ask the gateway, which decides, rather than trusting the page clock.
  useEffect(() => {
    if (deadline !== null && seconds === 0) {
      void status.refetch();
      void queryClient.invalidateQueries({ queryKey: statusesQuery(gateway).queryKey });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the countdown runs out
  }, [seconds === 0, deadline]);

  if (!s) return status.isError ? <p className={styles.problem}>{t(promotionErrorKey(status.error))}</p> : null;
  const claimed = s.isClaimed === 'Y' || claim.isSuccess;
  return (
    <div className={styles.actions}>
      {claimed ? (
        <p role="status">{claim.data ? t('raffle.won', { amount: money(claim.data.amount) }) : t('status.CLAIMED')}</p>
      ) : s.hasEnded === 'Y' ? (
        <p>{t('raffle.ended')}</p>
      ) : s.hasStarted === 'N' ? (
        <p role="timer" aria-live="off">
          {t('raffle.opensIn', { time: formatCountdown(seconds) })}
        </p>
      ) : (
        <>
          <button
            type="button"
            disabled={claim.isPending}
            aria-busy={claim.isPending}
            onClick={() => claim.submit({ promotionId, raffleScheduleId })}
          >
            {claim.isPending ? t('actions.claiming') : t('actions.claim')}
          </button>
          <span className={styles.hint} role="timer" aria-live="off">
            {t('raffle.closesIn', { time: formatCountdown(seconds) })}
          </span>
        </>
      )}
      {claim.isError && (
        <p role="alert" className={styles.problem}>
          {t(promotionErrorKey(claim.error))}
        </p>
      )}
    </div>
  );
}
