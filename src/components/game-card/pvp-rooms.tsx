import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PvpRoom } from '@/generated/api-types';
import { formatCount } from '@/lib/format-money';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { pvpRoomsQuery } from './game-start-queries';
import styles from './vendor-games.module.css';

type PvpRoomsProps = { gameCode: string; onPick: (room: PvpRoom) => void };

/**
 * The rooms of a card (PvP) game (GLS2_roomList), to pick one before the launch. Like the vendor popup it lives in
 * the dialog host, outside the router, so it takes a callback.
 */
export default function PvpRooms(props: PvpRoomsProps) {
  return (
    <QueryProvider>
      <RoomList {...props} />
    </QueryProvider>
  );
}

function RoomList({ gameCode, onPick }: PvpRoomsProps) {
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : 'en';
  const rooms = useQuery(pvpRoomsQuery(gateway, gameCode));

  if (rooms.isError) return <p role="alert">{t(errorMessageKey(rooms.error))}</p>;
  if (!rooms.data) return <p role="status">{t('games:list.loading')}</p>;
  if (!rooms.data.length) return <p>{t('games:list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('games:rooms.listLabel')}>
      {rooms.data.map((room) => (
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
