import { useTranslation } from 'react-i18next';
import { GameTileSkeleton } from '@/components/game-tile/game-tile';
import { VirtualGrid } from '@/components/virtual-grid/virtual-grid';
import type { Game } from '@/generated/api-types';
import { GameCard } from './game-card';
import { useFavouriteToggle } from './use-favourite-toggle';
import { useDemoStart, useGameStart } from './use-game-start';
import styles from './game-grid.module.css';

/** How many tiles load their image at once (the first screen); the rest wait until they are in view. */
const EAGER_TILES = 6;

/** A windowed grid of game cards: any length, only the rows near the viewport in the DOM. */
export function GameGrid({
  games,
  label,
  setSize,
  headingLevel = 2,
}: {
  games: readonly Game[];
  label: string;
  setSize?: number;
  /** Level of each game name's heading (2 right under the page title). */
  headingLevel?: 2 | 3 | 4;
}) {
  const start = useGameStart();
  const demo = useDemoStart();
  const toggle = useFavouriteToggle();
  return (
    <VirtualGrid
      items={games}
      getKey={(g) => g.nodeId}
      label={label}
      setSize={setSize}
      renderItem={(game, i) => (
        <GameCard
          game={game}
          onPlay={start}
          onDemo={demo}
          onToggleFavourite={toggle}
          eager={i < EAGER_TILES}
          headingLevel={headingLevel}
        />
      )}
    />
  );
}

/** A short, plain grid of game cards (home sections: at most a dozen). `reserve` placeholders keep the height while loading. */
export function GameRow({
  games,
  label,
  reserve = 0,
}: {
  games: readonly Game[] | undefined;
  label: string;
  reserve?: number;
}) {
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
