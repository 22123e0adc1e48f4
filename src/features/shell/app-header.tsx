import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { NavBar } from './nav-bar';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';
import styles from './shell.module.css';

export function AppHeader() {
  const { merchant, assetBase } = useSite();
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link to="/" className={styles.brand} aria-label={t('shell.homeLink', { brand: merchant.brand.name })}>
          <img src={assetBase + merchant.brand.logo} alt="" width={36} height={36} />
          <span>{merchant.brand.name}</span>
        </Link>
        <div className={styles.tools}>
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </div>
      <NavBar />
    </header>
  );
}
