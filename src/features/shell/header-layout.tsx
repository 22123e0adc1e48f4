import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import styles from './shell.module.css';

/** ☰: without `onClick` (the first screen, before the app runs) it is shown but cannot be pressed yet. */
export function MenuButton({
  ref,
  expanded = false,
  controls,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  expanded?: boolean;
  controls?: string;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className={styles.menuButton}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      disabled={!onClick}
    >
      <span aria-hidden="true">☰</span>
      <span className="visually-hidden">{t('shell.sideMenu')}</span>
    </button>
  );
}

/** The header's layout: the bar, its tools and actions, and the navigation below it. */
export function HeaderLayout({
  inert,
  menuButton,
  themeSwitch,
  actions,
  nav,
}: {
  inert?: boolean;
  menuButton: ReactNode;
  themeSwitch: ReactNode;
  actions: ReactNode;
  nav: ReactNode;
}) {
  const { merchant, assetBase } = useSite();
  const { t } = useTranslation();
  return (
    <header className={styles.header} inert={inert}>
      <div className={styles.headerBar}>
        <div className={styles.start}>
          {menuButton}
          <Link to="/" className={styles.brand} aria-label={t('shell.homeLink', { brand: merchant.brand.name })}>
            {/* A phone's one-row header has room for the brand's square icon, not its wide logo. */}
            <picture>
              {merchant.brand.favicon && (
                <source media="(max-width: 599px)" srcSet={assetBase + merchant.brand.favicon} width={36} height={36} />
              )}
              <img className={styles.logo} src={assetBase + merchant.brand.logo} alt="" width={150} height={36} />
            </picture>
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
          {themeSwitch}
        </div>
        {actions}
      </div>
      {nav}
    </header>
  );
}
