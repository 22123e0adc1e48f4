import { VirtualGrid } from '@/components/virtual-grid/virtual-grid';
import type { Game } from '@/generated/api-types';
import { GameCard } from './game-card';
import { useFavouriteToggle } from './use-favourite-toggle';
import { useDemoStart, useGameStart } from './use-game-start';

/** How many tiles load their image at once (the first screen); the rest wait until they are in view. */
export const EAGER_TILES = 6;

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
