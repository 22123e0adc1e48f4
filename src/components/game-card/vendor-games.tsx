import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import styles from './vendor-games.module.css';

/** Games of one vendor listed in the popup; the dialog host sits outside the router, so this takes plain callbacks. */
export const VENDOR_POPUP_PAGE_SIZE = 50;

export function VendorGames({
  vassalage,
  gameType,
  imageUrl,
  onPick,
}: {
  vassalage: string;
  gameType: GameType;
  imageUrl: (url: string) => string;
  onPick: (game: Game) => void;
}) {
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<{ games: Game[] | null; error: unknown }>({ games: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    callApi(gateway, 'games.list', {
      query: {
        gameType,
        vassalage,
        pageNo: 1,
        pageSize: VENDOR_POPUP_PAGE_SIZE,
        clientType: '3',
        language: i18n.language,
      },
      signal: controller.signal,
    }).then(
      (page) => setState({ games: page.games.filter((g) => g.isGame === 'GAME'), error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ games: null, error });
      },
    );
    return () => controller.abort();
  }, [gateway, gameType, vassalage, i18n.language]);

  if (state.error) return <p role="alert">{t(errorMessageKey(state.error))}</p>;
  if (!state.games) return <p role="status">{t('games:list.loading')}</p>;
  if (!state.games.length) return <p>{t('games:list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('games:vendorPopup.listLabel', { vendor: vassalage })}>
      {state.games.map((game) => (
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
