import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyHotMatches } from '@/components/hot-matches/lazy-hot-matches';
import type { HomeSection } from '@/generated/config-types';
import { useSite } from '@/lib/config/site-context';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useIdleAfter } from '@/lib/use-idle-after';
import { BannerCarousel } from './banner-carousel';
import { BiggestWins } from './biggest-wins';
import { GameSection } from './game-section';
import { homeAnnouncementsOptions } from './home-query-options';
import { HotGames } from './hot-games';
import { JackpotCounter, JackpotGames } from './jackpot-board';
import { NoticeMarquee } from './notice-marquee';
import { PromoCarousel } from './promo-carousel';
import { useNearViewport } from './use-near-viewport';
import styles from './home.module.css';

/** The home page (SPEC §2): banners, notices, promotions, jackpot, boards and the merchant's game sections. */
export function HomeScreen() {
  return (
    <QueryProvider>
      <Home />
    </QueryProvider>
  );
}

function Home() {
  const { merchant } = useSite();
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const announcements = useQuery(homeAnnouncementsOptions(gateway, i18n.language));
  // The answer arrives as a synchronous update (useSyncExternalStore); the banners, notices and promotions render in
  // a deferred pass that yields to the browser instead of one long task.
  const data = useDeferredValue(announcements.data);
  const { boards, sections } = merchant.home;
  // Banners and promotions first; the boards and game sections below them once those are painted.
  const showRest = useIdleAfter(data !== undefined || announcements.isError);
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home.welcome', { brand: merchant.brand.name })}</h1>
      <BannerCarousel banners={data?.banners} />
      <NoticeMarquee notices={data?.player} />
      <PromoCarousel promotions={data?.promotion.slice(0, 12)} />
      {showRest ? (
        <>
          {(boards.jackpotCounter.enabled || boards.biggestWins.enabled) && (
            <div className={styles.boards}>
              {boards.jackpotCounter.enabled && <JackpotCounter />}
              {boards.biggestWins.enabled && <BiggestWins />}
            </div>
          )}
          {boards.jackpotGames.enabled && <JackpotGames />}
          {sections.map((section) =>
            section.source === 'HOT' ? (
              <HotGames key={section.id} section={section} />
            ) : section.source === 'MATCHES' ? (
              <MatchesSection key={section.id} section={section} />
            ) : (
              <GameSection key={section.id} section={section} />
            ),
          )}
        </>
      ) : (
        // Holds the footer below the first screen until the rest arrives.
        <div className={styles.restPlaceholder} aria-hidden="true" />
      )}
    </div>
  );
}

/** The hot sports matches: their chunk and words load once the block comes near the screen. */
function MatchesSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.block}>
      {near && <LazyHotMatches id={`home-${section.id}`} title={t(section.titleKey)} limit={section.maxGames} />}
    </div>
  );
}
