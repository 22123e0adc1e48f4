import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PvpRoom } from '@/generated/api-types';
import { formatCount } from '@/lib/format-money';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import styles from './vendor-games.module.css';

/**
 * The rooms of a card (PvP) game (GLS2_roomList), to pick one before the launch. Like the vendor popup it lives in
 * the dialog host, outside the router and the query cache, so it reads once when it opens and takes a callback.
 */
export default function PvpRooms({ gameCode, onPick }: { gameCode: string; onPick: (room: PvpRoom) => void }) {
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : 'en';
  const [state, setState] = useState<{ rooms: PvpRoom[] | null; error: unknown }>({ rooms: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    callApi(gateway, 'games.roomList', { query: { gameCode }, signal: controller.signal }).then(
      ({ list }) => setState({ rooms: list, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ rooms: null, error });
      },
    );
    return () => controller.abort();
  }, [gateway, gameCode]);

  if (state.error) return <p role="alert">{t(errorMessageKey(state.error))}</p>;
  if (!state.rooms) return <p role="status">{t('games:list.loading')}</p>;
  if (!state.rooms.length) return <p>{t('games:list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('games:rooms.listLabel')}>
      {state.rooms.map((room) => (
        <li key={room.roomId}>
          <button type="button" className={styles.entry} disabled={room.status === 'FULL'} onClick={() => onPick(room)}>
            <span>
              <strong>{room.roomName}</strong>
              <br />
              {t('games:rooms.bets', { min: formatCount(room.minBet, locale), max: formatCount(room.maxBet, locale) })}
              {' · '}
              {room.status === 'FULL'
                ? t('games:rooms.full')
                : t('games:rooms.seats', { players: room.players, max: room.maxPlayers })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
