import { useLocation } from 'react-router-dom';
import { LoaderOverlay } from '@/components/loader-overlay';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useIdleAfter } from '@/lib/use-idle-after';
import { PageOutlet } from '@/components/route-fallback/page-outlet';
import { useRouteLoading } from '@/lib/routing/route-loading';
import { AppFooter as Footer } from './app-footer';
import { AppHeader as Header } from './app-header';
import { BottomBar as Bar } from './bottom-bar';
import { SideMenu as Menu } from './side-menu';
import { sideMenuStartsClosedOn, sideMenuStartsOpen } from './side-menu-paths';
import { useMediaQuery } from './use-media-query';
import { useNavigationEffects } from './use-navigation-effects';
import styles from './shell.module.css';

// The page's frame renders again only when its own props change, not with each route-loading or location change.
const AppHeader = memo(Header);
const SideMenu = memo(Menu);
const AppFooter = memo(Footer);
const BottomBar = memo(Bar);

/** Wider than this the side menu sits beside the page; narrower it is a drawer over it (side-menu.module.css). */
const WIDE_SCREEN = '(min-width: 801px)';

export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const sideMenuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const screen = useMediaQuery(WIDE_SCREEN);
  const wide = screen ?? false;
  // Until the visitor (or a navigation) opens or closes it, the menu is as the screen starts it: known only once the
  // page is hydrated, when it opens in the place the server's render held for it, in that render.
  const [chosen, setSideMenuOpen] = useState<boolean | null>(null);
  const sideMenuOpen = chosen ?? sideMenuStartsOpen(pathname, wide);
  useNavigationEffects();
  const loading = useRouteLoading();
  // Always below the first screen: it renders once that screen is painted.
  const showFooter = useIdleAfter();
  // On a narrow screen the open menu is a modal drawer: the rest of the page is inert until it closes.
  const drawerOpen = sideMenuOpen && !wide;

  useEffect(() => {
    if (sideMenuStartsClosedOn(pathname)) setSideMenuOpen(false);
  }, [pathname]);
  // Crossing the breakpoint (a rotated phone, a narrowed window) starts the menu over as that screen would: a menu
  // open beside the page must not turn into a drawer covering it.
  const screenSeen = useRef(screen);
  useEffect(() => {
    if (screenSeen.current === screen) return;
    const known = screenSeen.current !== null;
    screenSeen.current = screen;
    if (known) setSideMenuOpen(sideMenuStartsOpen(pathname, wide));
  }, [screen, wide, pathname]);
  // A drawer closes once one of its links is followed (even to the page already shown: each visit has a new key).
  // Not on the first visit: an update there would hydrate the page's part of the server's HTML as one long task.
  const keySeen = useRef(key);
  useEffect(() => {
    if (keySeen.current === key) return;
    keySeen.current = key;
    if (!matchMedia(WIDE_SCREEN).matches) setSideMenuOpen(false);
  }, [key]);

  const toggleSideMenu = useCallback(() => setSideMenuOpen(!sideMenuOpen), [sideMenuOpen]);
  const closeDrawer = useCallback(() => {
    // The header stops being inert with this render; only then can ☰ take the focus back.
    flushSync(() => setSideMenuOpen(false));
    menuButton.current?.focus();
  }, []);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main" inert={drawerOpen}>
        {t('shell.skipToContent')}
      </a>
      <AppHeader
        inert={drawerOpen}
        menuButtonRef={menuButton}
        sideMenuId={sideMenuId}
        sideMenuOpen={sideMenuOpen}
        onToggleSideMenu={toggleSideMenu}
      />
      {loading && <LoaderOverlay label={t('boot.loading')} />}
      <div className={styles.body}>
        <SideMenu
          id={sideMenuId}
          open={sideMenuOpen}
          drawer={!wide}
          onClose={closeDrawer}
          placeOnly={screen === null && sideMenuStartsOpen(pathname, true)}
        />
        <div className={styles.content} inert={drawerOpen}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <PageOutlet />
          </main>
          {showFooter && <AppFooter />}
        </div>
      </div>
      <BottomBar pathname={pathname} inert={drawerOpen} />
    </div>
  );
}
