import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/carousel/carousel';
import { GameCard } from '@/components/game-card/game-card';
import { useFavouriteToggle } from '@/components/game-card/use-favourite-toggle';
import { useDemoStart, useGameStart } from '@/components/game-card/use-game-start';
import { GameTileSkeleton } from '@/components/game-tile/game-tile';
import type { HomeSection } from '@/generated/config-types';
import { useSite } from '@/lib/config/site-context';
import { useServices } from '@/lib/services';
import { cachedHotGames, fetchHotGames } from './home-queries';
import { SectionHeader } from './section-header';
import { useNearViewport } from './use-near-viewport';
import styles from './home.module.css';

/**
 * The hot games carousel (SPEC §9: 6 slides, autoplay 1200 ms; pausable, arrow keys). The list comes from
 * sessionStorage first, then the gateway; it is read again every reward tick so the cards' reward counters show the
 * gateway's current figures.
 */
export function HotGames({ section }: { section: HomeSection }) {
  const { t, i18n } = useTranslation();
  const { merchant } = useSite();
  const { gateway } = useServices();
  const start = useGameStart();
  const demo = useDemoStart();
  const toggle = useFavouriteToggle();
  const { hotGames } = merchant.pageSizes;
  const limit = Math.min(hotGames.max, Math.max(hotGames.min, section.maxGames));
  const [ref, near] = useNearViewport<HTMLElement>();
  const cached = cachedHotGames(i18n.language);
  const hot = useQuery({
    queryKey: ['hot', i18n.language, limit],
    enabled: near,
    queryFn: ({ signal }) => fetchHotGames(gateway, i18n.language, limit, signal),
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.at,
    refetchInterval: merchant.timings.gameCardRewardTickMs,
  });
  const games = hot.data?.slice(0, Math.min(section.maxGames, 12));
  const title = t(section.titleKey);
  const { slides, autoplayMs } = merchant.timings.hotCarousel;
  if (games && !games.length) return null;
  return (
    <section ref={ref} className={styles.block} aria-labelledby={`home-${section.id}`}>
      <SectionHeader id={`home-${section.id}`} title={title} moreTo="/rng?selection=HOT" />
      <Carousel label={title} slidesPerView={slides} minSlideWidth={150} gap={12} autoplayMs={autoplayMs} loop>
        {games
          ? games.map((game, i) => (
              <GameCard
                key={game.nodeId}
                game={game}
                onPlay={start}
                onDemo={demo}
                onToggleFavourite={toggle}
                eager={i < slides}
              />
            ))
          : Array.from({ length: slides }, (_, i) => <GameTileSkeleton key={i} />)}
      </Carousel>
    </section>
  );
}
