import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/carousel/carousel';
import { useGameStart } from '@/components/game-card/use-game-start';
import type { AnnouncementBanner } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { useImageUrl } from '@/lib/games/use-cdn';
import { homeSlides } from './home-slides';
import styles from './home.module.css';

/** Where a banner tap leads (SPEC §2: tapping a slide opens its linked target). */
export type BannerTarget =
  { kind: 'route'; to: string } | { kind: 'game'; nodeId: string } | { kind: 'external'; url: string } | null;

export function bannerTarget(banner: Pick<AnnouncementBanner, 'linkageType' | 'linkage'>): BannerTarget {
  const link = banner.linkage?.trim();
  if (!link) return null;
  switch (banner.linkageType) {
    case 'PROMOTION':
      return { kind: 'route', to: `/promotions#${encodeURIComponent(link)}` };
    case 'GAME':
      return { kind: 'game', nodeId: link };
    case 'URL':
      return link.startsWith('/')
        ? { kind: 'route', to: link }
        : /^https?:\/\//i.test(link)
          ? { kind: 'external', url: link }
          : null;
    default:
      return null;
  }
}

/** Home banners (group w_home), in order; the carousel loops when there is more than one. */
export function BannerCarousel({ banners }: { banners: AnnouncementBanner[] | undefined }) {
  const { t } = useTranslation();
  const { merchant } = useSite();
  const navigate = useNavigate();
  const start = useGameStart();
  const imageUrl = useImageUrl();
  const { delayMs, transitionMs } = merchant.timings.bannerCarousel;
  const slides = homeSlides(banners ?? []);

  if (!banners) {
    // Same box as the loaded carousel, so nothing below moves when the banners arrive.
    return (
      <Carousel label={t('games:home.banners')} controls="overlay">
        <div className={styles.bannerBox} />
      </Carousel>
    );
  }
  if (!slides.length) return null;

  const open = (target: BannerTarget) => {
    if (!target) return;
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'game') void start({ nodeId: target.nodeId });
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <Carousel
      label={t('games:home.banners')}
      autoplayMs={slides.length > 1 ? delayMs : undefined}
      transitionMs={transitionMs}
      loop={slides.length > 1}
      controls="overlay"
    >
      {slides.map((banner, i) => {
        const target = bannerTarget(banner);
        const image = (
          <img
            className={styles.bannerImage}
            src={imageUrl(banner.url)}
            alt=""
            width={1200}
            height={400}
            {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
        );
        if (!target) return <div className={styles.bannerBox}>{image}</div>;
        const label = t(
          target.kind === 'game'
            ? 'games:home.bannerGame'
            : target.kind === 'external'
              ? 'games:home.bannerLink'
              : 'games:home.bannerOpen',
          {
            n: i + 1,
          },
        );
        return (
          <button
            type="button"
            className={`${styles.bannerBox} ${styles.bannerButton}`}
            onClick={() => open(target)}
            aria-label={label}
          >
            {image}
          </button>
        );
      })}
    </Carousel>
  );
}
