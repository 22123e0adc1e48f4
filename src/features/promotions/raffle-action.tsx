import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { RaffleClaimBody, RaffleClaimValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { useServices } from '@/lib/services';
import { promotionErrorKey, raffleStatusQuery, statusesQuery } from './promotion-queries';
import { raffleDrawMachine } from './raffle-draw.machine';
import { formatCountdown, useCountdown } from './use-countdown';
import styles from './promotions.module.css';
import type { Money } from '@/lib/money/amount';

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
  money: Money;
}) {
  const { t } = useTranslation('promotions');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      raffleDrawMachine.provide({
        actors: {
          // Through the query cache, always fresh: the draw's opening is the gateway's to say.
          readStatus: fromPromise(() =>
            queryClient.fetchQuery({ ...raffleStatusQuery(gateway, promotionId, raffleScheduleId), staleTime: 0 }),
          ),
        },
      }),
    [gateway, queryClient, promotionId, raffleScheduleId],
  );
  const [draw, send] = useMachine(machine);
  const { status, readAt } = draw.context;
  const counting = draw.matches('waiting') || draw.matches('open');
  const seconds = useCountdown(counting && status ? readAt + status.time * 1000 : null);
  const claim = useMoneyAction<RaffleClaimBody, RaffleClaimValue>(
    `promotions.raffle.${raffleScheduleId}`,
    (body, key) => callApi(gateway, 'promotions.raffleClaim', { body, idempotencyKey: key }),
  );

  useEffect(() => {
    if (claim.isSuccess) send({ type: 'raffle.claimed' });
  }, [claim.isSuccess, send]);
  // The card's status (Signed, Claim, Claimed, Closed) follows the draw.
  useEffect(() => {
    if (!draw.matches('reading')) void queryClient.invalidateQueries({ queryKey: statusesQuery(gateway).queryKey });
  }, [draw.value, gateway, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps -- on each new state

  return (
    <div className={styles.actions}>
      {draw.matches('claimed') ? (
        <p role="status">{claim.data ? t('raffle.won', { amount: money(claim.data.amount) }) : t('status.CLAIMED')}</p>
      ) : draw.matches('ended') ? (
        <p>{t('raffle.ended')}</p>
      ) : draw.matches('waiting') ? (
        <p role="timer" aria-live="off">
          {t('raffle.opensIn', { time: formatCountdown(seconds) })}
        </p>
      ) : draw.matches('open') ? (
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
      ) : draw.matches('failed') ? (
        <>
          <p className={styles.problem}>{t(promotionErrorKey(draw.context.error))}</p>
          <button type="button" onClick={() => send({ type: 'raffle.retry' })}>
            {t('raffle.retry')}
          </button>
        </>
      ) : null}
      {claim.isError && (
        <p role="alert" className={styles.problem}>
          {t(promotionErrorKey(claim.error))}
        </p>
      )}
    </div>
  );
}
