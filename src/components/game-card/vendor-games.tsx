import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { vendorGamesQuery } from './game-start-queries';
import styles from './vendor-games.module.css';

/** Games of one vendor listed in the popup; the dialog host sits outside the router, so this takes plain callbacks. */
export function VendorGames(props: VendorGamesProps) {
  return (
    <QueryProvider>
      <VendorGameList {...props} />
    </QueryProvider>
  );
}

interface VendorGamesProps {
  vassalage: string;
  gameType: GameType;
  imageUrl: (url: string) => string;
  onPick: (game: Game) => void;
}

function VendorGameList({ vassalage, gameType, imageUrl, onPick }: VendorGamesProps) {
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const games = useQuery(vendorGamesQuery(gateway, { gameType, vassalage, language: i18n.language }));

  if (games.isError) return <p role="alert">{t(errorMessageKey(games.error))}</p>;
  if (!games.data) return <p role="status">{t('games:list.loading')}</p>;
  if (!games.data.length) return <p>{t('games:list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('games:vendorPopup.listLabel', { vendor: vassalage })}>
      {games.data.map((game) => (
        <li key={game.nodeId}>
          <button type="button" className={styles.entry} onClick={() => onPick(game)}>
            <img src={imageUrl(game.iconUrl)} alt="" width={48} height={48} loading="lazy" />
            <span>{game.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
