import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';

export function HomePage() {
  const { merchant } = useSite();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.welcome', { brand: merchant.brand.name })}</h1>
      <p>{t('home.tagline')}</p>
    </section>
  );
}
