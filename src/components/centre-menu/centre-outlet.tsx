import { Suspense, useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteFallback } from '@/components/route-fallback/route-fallback';
import { landingPage } from '@/lib/config/centre-home';
import { pageTitle } from '@/lib/config/menu-entries';
import { useSite } from '@/lib/config/site-context';
import { useServices } from '@/lib/services';
import { sessionPending, useSessionSnapshot } from '@/lib/session/session-store';

/**
 * Where a centre shows its page: a boundary that stays mounted, so a navigation keeps the old page on screen until the
 * new one's code has arrived (as the site's page outlet). While the session is pending, the title of the page the
 * address opens, from the centre's `menu`, stands in the page's place, and stays on screen until the page has what it
 * renders first.
 */
export function CentreOutlet({ menu }: { menu: readonly { route: string; label: string }[] }) {
  const { session } = useServices();
  const { merchant } = useSite();
  const { pathname } = useLocation();
  // Deferred as in the centre's guard (app/route-guard.tsx), which renders the frame while the session is pending.
  const pending = sessionPending(useDeferredValue(useSessionSnapshot(session)));
  const pendingTitle = pending ? pageTitle(menu, landingPage(pathname, merchant)) : undefined;
  return (
    <Suspense fallback={<RouteFallback />}>
      {pending ? (
        // A visitor with no session (global.css) sees none of it before being sent to log in.
        <div aria-busy="true" style={{ minHeight: '100vh' }} data-session-pending="">
          {pendingTitle && <h2>{pendingTitle}</h2>}
        </div>
      ) : (
        <Outlet />
      )}
    </Suspense>
  );
}
