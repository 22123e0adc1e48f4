import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { SectionHeader } from './section-header';
import styles from './home.module.css';

/**
 * The home page's first screen before the app runs (src/app/first-screen.tsx): the banner's box, the notices' bar
 * and the promotions' row in the boxes the loaded page fills, and room for the sections below. `firstBanner`: the
 * first banner's image, when the site server could ask the gateway for it (server/first-reads.ts).
 */
export function HomeFrame({ firstBanner }: { firstBanner?: string }) {
  const { merchant } = useSite();
  const { t } = useTranslation();
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home.welcome', { brand: merchant.brand.name })}</h1>
      <div className={styles.bannerBox}>
        {/* As the carousel's first slide shows it. */}
        {firstBanner && (
          <img className={styles.bannerImage} src={firstBanner} alt="" width={1200} height={400} fetchPriority="high" />
        )}
      </div>
      <section className={styles.marquee} aria-labelledby="home-notices">
        <h2 id="home-notices" className={styles.marqueeLabel}>
          {t('games:home.notices')}
        </h2>
      </section>
      <section className={styles.block} aria-labelledby="home-promotions">
        <SectionHeader id="home-promotions" title={t('games:home.promotions')} moreTo="/promotions" />
        <div className="first-promo-row" aria-hidden="true">
          {Array.from({ length: merchant.timings.promoCarousel.slides }, (_, i) => (
            <span key={i} className={styles.promo}>
              <span className={styles.promoImage} />
              <span className={styles.promoTitle} />
            </span>
          ))}
        </div>
      </section>
      <div className={styles.restPlaceholder} aria-hidden="true" />
    </div>
  );
}
