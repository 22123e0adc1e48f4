import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { LoaderOverlay } from '@/components/loader-overlay';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleAfter } from '@/lib/use-idle-after';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { useNavigationEffects } from './use-navigation-effects';
import styles from './shell.module.css';

/** SPEC §2: on these game pages the side menu starts closed. */
const SIDE_MENU_CLOSED_ON = ['/seamless', '/lottert', '/vnlottery', '/sealottery'];

export function sideMenuStartsOpen(pathname: string, wideScreen: boolean): boolean {
  return wideScreen && !SIDE_MENU_CLOSED_ON.includes(pathname.toLowerCase());
}

export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sideMenuId = useId();
  const [sideMenuOpen, setSideMenuOpen] = useState(() =>
    sideMenuStartsOpen(pathname, matchMedia('(min-width: 801px)').matches),
  );
  useNavigationEffects();
  const loading = useNavigation().state === 'loading';
  // Always below the first screen: it renders once that screen is painted.
  const showFooter = useIdleAfter();

  useEffect(() => {
    if (SIDE_MENU_CLOSED_ON.includes(pathname.toLowerCase())) setSideMenuOpen(false);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <AppHeader
        sideMenuId={sideMenuId}
        sideMenuOpen={sideMenuOpen}
        onToggleSideMenu={() => setSideMenuOpen((o) => !o)}
      />
      {loading && <LoaderOverlay label={t('boot.loading')} />}
      <div className={styles.body}>
        <SideMenu id={sideMenuId} open={sideMenuOpen} />
        <div className={styles.content}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          {showFooter && <AppFooter />}
        </div>
      </div>
    </div>
  );
}
