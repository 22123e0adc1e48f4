import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { HeaderActions } from './header-actions';
import { NavBar } from './nav-bar';
import { ThemeSwitch } from './theme-switch';
import styles from './shell.module.css';

export function AppHeader({
  inert,
  menuButtonRef,
  sideMenuId,
  sideMenuOpen,
  onToggleSideMenu,
}: {
  /** While the side menu is a drawer over the page, the header behind it cannot be reached. */
  inert: boolean;
  menuButtonRef: Ref<HTMLButtonElement>;
  sideMenuId: string;
  sideMenuOpen: boolean;
  onToggleSideMenu: () => void;
}) {
  const { merchant, assetBase } = useSite();
  const { t } = useTranslation();
  return (
    <header className={styles.header} inert={inert}>
      <div className={styles.headerBar}>
        <div className={styles.start}>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={sideMenuOpen}
            aria-controls={sideMenuId}
            onClick={onToggleSideMenu}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{t('shell.sideMenu')}</span>
          </button>
          <Link to="/" className={styles.brand} aria-label={t('shell.homeLink', { brand: merchant.brand.name })}>
            <img className={styles.logo} src={assetBase + merchant.brand.logo} alt="" width={150} height={36} />
            <span className="visually-hidden">{merchant.brand.name}</span>
          </Link>
        </div>
        <div className={styles.tools}>
          <Link to="/search" className={styles.searchLink}>
            <svg className={styles.toolIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
            <span className={styles.toolText}>{t('header.search')}</span>
          </Link>
          <ThemeSwitch />
        </div>
        <HeaderActions />
      </div>
      <NavBar />
    </header>
  );
}
