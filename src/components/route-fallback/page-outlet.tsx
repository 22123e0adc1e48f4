import { createContext, Suspense, use } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteFallback } from './route-fallback';

/**
 * True while a centre's frame shows before its guard knows the session: in the server's render (which never sees
 * one), while the browser hydrates it, and until the member's info arrives.
 */
export const SessionPending = createContext(false);

/**
 * Where a layout shows its child page. The boundary stays mounted, so a navigation (a transition) keeps the old page
 * on screen until the new page's code has arrived; on the first visit it shows the fallback in the frame. While the
 * session is pending, a centre shows its page's title (`pendingTitle`) in the page's place, and keeps it on screen
 * until the page has what it renders first.
 */
export function PageOutlet({ pendingTitle }: { pendingTitle?: string }) {
  const pending = use(SessionPending);
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
