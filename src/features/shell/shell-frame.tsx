import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { AppFooter } from './app-footer';
import { BottomBar } from './bottom-bar';
import { GuestActions } from './guest-actions';
import { HeaderLayout, MenuButton } from './header-layout';
import { NavList } from './nav-bar';
import { sideMenuStartsClosedOn } from './side-menu-paths';
import styles from './shell.module.css';
import menuStyles from './side-menu.module.css';

/**
 * The shell as it looks before the app runs: the server paints it into the page and the app shows it until its
 * routes are ready (src/app/first-screen.tsx). Only config and words: what the gateway or the session decide (the
 * member's balance, the vendors per category, the side menu's entries) fills in once the app runs. It sits in the
 * same boxes as ShellLayout, so nothing moves when that replaces it.
 */
export function ShellFrame({
  path,
  language,
  imageHost,
  children,
}: {
  path: string;
  language: string;
  /** The image host of the gateway data painted in, which the app keeps to (use-cdn.ts). */
  imageHost?: string;
  children: ReactNode;
}) {
  const { merchant } = useSite();
  const { t } = useTranslation();
  return (
    <div className={styles.shell} data-first-screen={language} data-image-host={imageHost}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <HeaderLayout
        menuButton={<MenuButton />}
        themeSwitch={
          <button type="button" className={styles.themeSwitch} disabled>
            {t(merchant.theme.default === 'dark' ? 'shell.useLightTheme' : 'shell.useDarkTheme')}
          </button>
        }
        // A stored session hides them before the first paint (index.html marks the page), so a member never
        // sees "Log in" flash before the balance.
        actions={<GuestActions className="first-guest-only" />}
        nav={<NavList />}
      />
      <div className={styles.body}>
        {!sideMenuStartsClosedOn(path) && (
          <aside className={`${menuStyles.menu} first-beside-page`} aria-label={t('shell.sideMenu')} />
        )}
        <div className={styles.content}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <noscript>
              <p className="first-needs-script">{t('shell.needsJavaScript')}</p>
            </noscript>
            {children}
          </main>
          <AppFooter booting />
        </div>
      </div>
      <BottomBar pathname={path} painted />
    </div>
  );
}

/** The busy sign of a page whose first screen depends on the gateway (index.html's, inside the frame). */
export function PageBusy() {
  const { merchant } = useSite();
  const { t } = useTranslation();
  return (
    <div className="boot-splash" role="status">
      {/* The page's own heading comes with the app; until then the page is the site's. */}
      <h1 className="visually-hidden">{merchant.brand.name}</h1>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="17" />
        <path d="M20 3a17 17 0 0 1 17 17" />
      </svg>
      <span className="visually-hidden">{t('boot.loading')}</span>
    </div>
  );
}
