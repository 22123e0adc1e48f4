import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/carousel/carousel';
import type { AnnouncementPromotion } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { useImageUrl } from '@/lib/games/use-cdn';
import { SectionHeader } from './section-header';
import styles from './home.module.css';

/** Promotions, three slides at a time (fewer on small screens); each opens its promotion. */
export function PromoCarousel({ promotions }: { promotions: AnnouncementPromotion[] | undefined }) {
  const { t } = useTranslation();
  const { merchant } = useSite();
  const imageUrl = useImageUrl();
  const { slides, gap } = merchant.timings.promoCarousel;
  if (promotions && !promotions.length) return null;
  return (
    <section className={styles.block} aria-labelledby="home-promotions">
      <SectionHeader id="home-promotions" title={t('games:home.promotions')} moreTo="/promotions" />
      <Carousel
        label={t('games:home.promotions')}
        slidesPerView={slides}
        gap={gap}
        minSlideWidth={240}
        controls="overlay"
      >
        {!promotions
          ? Array.from({ length: slides }, (_, i) => (
              <span key={i} className={styles.promo} aria-hidden="true">
                <span className={styles.promoImage} />
                <span className={styles.promoTitle} />
              </span>
            ))
          : promotions.map((promo) => {
              const image = [...promo.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
              return (
                <Link key={promo.id} to={`/promotions#${promo.id}`} className={styles.promo}>
                  {image ? (
                    <img
                      className={styles.promoImage}
                      src={imageUrl(image.url)}
                      alt=""
                      width={1200}
                      height={400}
                      // Lazy even when in view: the banner above is the largest image of the first screen, and a
                      // rendered page names no preload for these beside it.
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.promoImage} aria-hidden="true" />
                  )}
                  <span className={styles.promoTitle}>{promo.title}</span>
                </Link>
              );
            })}
      </Carousel>
    </section>
  );
}
