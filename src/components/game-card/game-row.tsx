import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTileSkeleton } from '@/components/game-tile/game-tile';
import type { Game } from '@/generated/api-types';
import { GameCard } from './game-card';
import { useFavouriteToggle } from './use-favourite-toggle';
import { useDemoStart, useGameStart } from './use-game-start';
import styles from './game-grid.module.css';

/**
 * A short, plain grid of game cards (home sections: at most a dozen). `reserve` placeholders keep the height while
 * loading. A module apart from the windowed grid, so the home page does not download the grid's windowing.
 */
export function GameRow({
  games: arrived,
  label,
  reserve = 0,
}: {
  games: readonly Game[] | undefined;
  label: string;
  reserve?: number;
}) {
  // A query's answer reaches React as a synchronous update (useSyncExternalStore): the dozen cards render in a
  // deferred pass instead, which yields to the browser, so an arriving row never blocks the page.
  const games = useDeferredValue(arrived);
  const start = useGameStart();
  const demo = useDemoStart();
  const toggle = useFavouriteToggle();
  const { t } = useTranslation();
  if (!games) {
    return (
      <div className={styles.row} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('games:list.loading')}
        </span>
        {Array.from({ length: reserve }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.row} aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} onPlay={start} onDemo={demo} onToggleFavourite={toggle} />
        </li>
      ))}
    </ul>
  );
}
