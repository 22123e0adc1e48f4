import { useMachine } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { formatCountdown, secondsUntil } from '@/lib/games/lottery';
import { callApi } from '@/lib/gateway/api';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { useServices } from '@/lib/services';
import { LoadFailed } from './list-states';
import { quickBetMachine, readCurrentDraw } from './quick-bet.machine';
import { useNow } from './use-now';
import styles from './games.module.css';

/**
 * A lottery game's quick bet (the platform's /lgw/numeros/near): the draw open now, the time left to bet on it, counted
 * from the gateway's times, and one press that opens the game's betting on that draw (the lottery's own launch,
 * `onBet`). When the draw closes the next one is read. Mounted per game (`key`), so a machine never outlives its game.
 */
export function LotteryQuickBet({ gameId, onBet }: { gameId: number; onBet: () => Promise<void> }) {
  const { t } = useTranslation();
  const { gateway } = useServices();
  const id = useId();
  const bet = useRef(onBet);
  bet.current = onBet;
  const [machine] = useState(() =>
    quickBetMachine.provide({
      actors: {
        readDraw: fromPromise(({ signal }) =>
          callApi(gateway, 'lottery.nearNumero', { query: { gameId }, signal }).then(
            (answer) => readCurrentDraw(answer, Date.now()),
            // A game the lottery draws do not cover (a vendor's own lottery): no draw to bet on here.
            (error: unknown) => {
              if (error instanceof GatewayError && error.code === 'game_not_found') return null;
              throw error;
            },
          ),
        ),
        placeBet: fromPromise(() => bet.current()),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: {} });
  const now = useNow();
  const { draw, error } = state.context;

  if (state.matches('failed')) return <LoadFailed error={error} onRetry={() => send({ type: 'retry' })} />;
  if (!draw && (state.matches('noDraw') || state.matches('betting')))
    return (
      <div className={styles.notice}>
        <p id={id}>{t('games:lottery.quickBet.noDraw')}</p>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={state.matches('betting')}
          aria-describedby={id}
          onClick={() => send({ type: 'bet' })}
        >
          {t('games:lottery.bet')}
        </button>
      </div>
    );
  if (!draw) return <p role="status">{t('games:list.loading')}</p>;

  const open = state.matches('open') || state.matches('betting');
  const reading = state.matches('reading');
  const numero = draw.numero;
  return (
    <div className={styles.quickBet}>
      <h3>{t('games:lottery.quickBet.title')}</h3>
      <dl>
        <dt>{t('games:lottery.quickBet.draw')}</dt>
        <dd data-numeric>{numero}</dd>
        <dt>{open ? t('games:lottery.quickBet.closesIn') : t('games:lottery.quickBet.drawnIn')}</dt>
        {/* Not a live region: read out every second it would drown everything else. The sentence below says the changes. */}
        <dd data-numeric>{formatCountdown(secondsUntil(open ? draw.locksAt : draw.closesAt, now))}</dd>
      </dl>
      <p id={id} role="status">
        {reading
          ? t('games:lottery.quickBet.next')
          : open
            ? t('games:lottery.quickBet.open', { numero })
            : t('games:lottery.quickBet.closed', { numero })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={!state.matches('open')}
          aria-describedby={id}
          onClick={() => send({ type: 'bet' })}
        >
          {state.matches('betting')
            ? t('games:lottery.quickBet.opening')
            : t('games:lottery.quickBet.place', { numero })}
        </button>
      </div>
    </div>
  );
}
