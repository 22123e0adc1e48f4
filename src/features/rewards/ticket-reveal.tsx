import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Dialog } from '@/components/dialog/dialog';
import type { RewardsTicketClaimValue, RewardsTicketsValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { newIdempotencyKey } from '@/lib/gateway/client';
import { useServices } from '@/lib/services';
import { queryClient } from '@/lib/query-client';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { prizeWheelQuery } from './reward-queries';
import { rewardErrorText } from './reward-errors';
import { ticketRevealMachine, type TicketRevealInput } from './ticket-reveal.machine';
import styles from './rewards.module.css';
import type { Money } from '@/lib/money/amount';

type Ticket = RewardsTicketsValue[number];

/** The action word of each ticket's reveal: tear the envelope, crack the egg, spin the wheel, scratch, unwrap. */
const ACTION: Record<Ticket['type'], string> = {
  RAFFLE: 'tear',
  GOLDEN_EGG: 'crack',
  PRIZE_WHEEL: 'spin',
  CASH_VOUCHER: 'scratch',
  GIFT_CODE: 'unwrap',
};

/** A ticket's playable reveal: the member acts (tear, crack, spin…), the gateway's prize appears. */
export function TicketReveal({ ticket, onClose, money }: { ticket: Ticket; onClose: () => void; money: Money }) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const machine = useMemo(
    () =>
      ticketRevealMachine.provide({
        actors: {
          claim: fromPromise(async ({ input }: { input: TicketRevealInput }) => {
            const prize = await callApi(gateway, 'rewards.ticketClaim', {
              body: { transactionId: input.transactionId },
              idempotencyKey: input.idempotencyKey,
            });
            void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
            return prize;
          }),
        },
      }),
    [gateway],
  );
  const [state, send] = useMachine(machine, {
    input: { transactionId: ticket.transactionId, idempotencyKey: newIdempotencyKey() },
  });
  const wheel = useQuery({ ...prizeWheelQuery(gateway, ticket.transactionId), enabled: ticket.type === 'PRIZE_WHEEL' });
  const { prize, error } = state.context;
  const action = ACTION[ticket.type];

  return (
    <Dialog title={ticket.name} onClose={onClose} closeLabel={t('close')}>
      <div className={styles.reveal}>
        <p>{ticket.description}</p>
        {wheel.data && (
          <ol className={styles.wheel} aria-label={t('tickets.wheelSlots')}>
            {wheel.data.prizeWheelData.map((slot) => (
              <li key={slot.configId} className={prize?.configId === slot.configId ? styles.won : undefined}>
                {slotLabel(slot, t, money)}
              </li>
            ))}
          </ol>
        )}
        {state.matches('revealed') && prize ? (
          <p className={styles.prize} role="status">
            {prizeLabel(prize, t, money)}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => send({ type: 'ticket.open' })}
            disabled={state.matches('claiming')}
            aria-busy={state.matches('claiming')}
          >
            {t(`tickets.actions.${action}`)}
          </button>
        )}
        {state.matches('failed') && <p role="alert">{rewardErrorText(error, t, money)}</p>}
      </div>
    </Dialog>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function prizeLabel(prize: RewardsTicketClaimValue, t: T, money: Money): string {
  if (prize.type === 'POINT') return t('tickets.wonPoints', { points: prize.value });
  if (prize.type === 'MERCHANDISE') return t('tickets.wonGoods', { name: prize.productName });
  return t('tickets.wonMoney', { amount: money(prize.value) });
}

function slotLabel(slot: { rewardType: string; value: number; productName: string }, t: T, money: Money): string {
  if (slot.rewardType === 'POINT') return t('tickets.points', { points: slot.value });
  if (slot.rewardType === 'MONEY') return money(slot.value);
  if (slot.rewardType === 'RETRY') return t('tickets.retry');
  return slot.productName;
}
