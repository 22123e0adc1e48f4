import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTile } from '@/components/game-tile/game-tile';
import type { Game } from '@/generated/api-types';
import { useImageUrl } from '@/lib/games/use-cdn';
import { useIsFavourite } from '@/lib/games/use-favourites';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';

export interface GameCardProps {
  game: Game;
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** Visitors: free demo play, offered on the games whose vendor allows it (supportPlay). */
  onDemo?: (game: Game) => void;
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A game tile wired to the member's favourites and the image CDN. The list passes one `onPlay` and one
 * `onToggleFavourite` (from useGameStart / useFavouriteToggle) to all its cards, so a long list holds two handlers.
 */
export const GameCard = memo(function GameCard({
  game,
  onPlay,
  onToggleFavourite,
  onDemo,
  eager,
  headingLevel,
}: GameCardProps) {
  const favourite = useIsFavourite(game.nodeId);
  const imageUrl = useImageUrl();
  const { i18n } = useTranslation();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : 'en';
  return (
    <GameTile
      game={game}
      imageUrl={imageUrl(game.iconUrl || game.showIcon)}
      favourite={favourite}
      onToggleFavourite={onToggleFavourite}
      onPlay={onPlay}
      onDemo={game.supportPlay === 1 ? onDemo : undefined}
      locale={locale}
      eager={eager}
      headingLevel={headingLevel}
    />
  );
});
