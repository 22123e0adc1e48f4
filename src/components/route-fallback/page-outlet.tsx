import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteFallback } from './route-fallback';

/**
 * Where a layout shows its child page. The boundary stays mounted, so a navigation (a transition) keeps the old page
 * on screen until the new page's code has arrived; on the first visit it shows the fallback in the frame.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
}
