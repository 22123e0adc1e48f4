import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@/generated/api-types';
import { formatCount } from '@/lib/format-money';
import { LazyImage } from './lazy-image';
import { useRewardCounter } from './reward-ticker';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  /** Tile image URL (already on the chosen CDN host). */
  imageUrl: string;
  favourite: boolean;
  onToggleFavourite: (game: Game) => void;
  onPlay: (game: Game) => void;
  /** Free demo play (visitors, games whose vendor allows it): shows a "Demo" button on the image. */
  onDemo?: (game: Game) => void;
  /** BCP-47 tag of the page language, for the reward counter. */
  locale: string;
  /** Load the image at once (tiles in the first screen). */
  eager?: boolean;
  /** Level of the name's heading, one below the list's own heading (2 under a page title, 3 under a section). */
  headingLevel?: 2 | 3 | 4;
}

/** Initials on a tinted square: shown when a tile image fails to load. */
function FallbackArt({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
  return (
    <span className={styles.fallback} aria-hidden="true">
      {initials}
    </span>
  );
}

/**
 * SPEC §2 game card: favourite toggle, name, HOT badge, image, Play Now, and the reward counter the gateway sends
 * (shown as sent: the card never invents a figure).
 */
export const GameTile = memo(function GameTile({
  game,
  imageUrl,
  favourite,
  onToggleFavourite,
  onPlay,
  onDemo,
  locale,
  eager,
  headingLevel = 3,
}: GameTileProps) {
  const { t } = useTranslation();
  const reward = useRewardCounter(game.rewardCounter, game.rewardCounterStep);
  const Heading = `h${headingLevel}` as const;
  const name = game.displayName || game.gameName || game.nodeName;
  return (
    <article className={styles.tile} data-node-id={game.nodeId}>
      <div className={styles.art}>
        <LazyImage
          className={styles.image}
          src={imageUrl}
          alt=""
          width={200}
          height={200}
          eager={eager}
          fallback={<FallbackArt name={name} />}
        />
        {game.isHot === 1 && <span className={styles.hot}>{t('games:tile.hot')}</span>}
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite}
          aria-label={t('games:tile.favourite', { name })}
          onClick={() => onToggleFavourite(game)}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
        </button>
        {onDemo && (
          <button type="button" className={styles.demo} onClick={() => onDemo(game)}>
            {t('games:tile.demo')}
            <span className="visually-hidden">: {name}</span>
          </button>
        )}
      </div>
      <Heading className={styles.name} title={name}>
        {name}
      </Heading>
      <p className={styles.reward}>
        {typeof reward === 'number' ? (
          <>
            <span className={styles.rewardLabel}>{t('games:tile.reward')}</span>{' '}
            <data value={reward}>{formatCount(reward, locale)}</data>
          </>
        ) : (
          <span className={styles.rewardLabel}>{game.vassalage}</span>
        )}
      </p>
      <button type="button" className={styles.play} onClick={() => onPlay(game)}>
        {t('games:tile.playNow')}
        <span className="visually-hidden">: {name}</span>
      </button>
    </article>
  );
});

/** Same box as a tile, empty: reserves the space while games load (no layout shift). */
export function GameTileSkeleton() {
  return (
    <div className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.art} />
      <p className={styles.name} />
      <p className={styles.reward} />
      <span className={styles.play} />
    </div>
  );
}
