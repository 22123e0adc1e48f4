import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { gameRoutes } from '@/features/games/routes';
import { homeRoutes } from '@/features/home/routes';
import { promotionRoutes } from '@/features/promotions/routes';
import { useHydrated } from '@/lib/rendering/hydration';
import { withChunkTimeout } from './chunk-errors';
import { AppLayout } from './app-layout';
import type { LaterRoutes } from './later-routes';
import { LaterRoutesPending } from './later-routes-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { toElementRoutes } from './route-elements';
import { RouteGuard } from './route-guard';

export type DialogName = 'login' | 'register';

/** `/login` and `/register` go home and open their dialog (SPEC §2). */
function OpenDialog({ dialog }: { dialog: DialogName }) {
  const { state, search } = useLocation();
  // The server cannot move the visitor within the page's history (a <Navigate> in its render does nothing but warn):
  // the page it rendered moves once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  // The query (e.g. ?affiliateCode=) stays: the registration dialog reads invitation codes from it.
  return <Navigate to={`/${search}`} replace state={{ dialog, from: (state as { from?: string } | null)?.from }} />;
}

interface RouteHandle {
  name?: string;
  requiresAuth?: boolean;
}

/** Features' routes, split by the guard they need. */
function byGuard(routes: RouteObject[]) {
  const needsAuth = (r: RouteObject) => (r.handle as RouteHandle | undefined)?.requiresAuth === true;
  return { open: routes.filter((r) => !needsAuth(r)), authOnly: routes.filter(needsAuth) };
}

/** Until the later routes are loaded, a path they serve waits for them (see later-routes-loader.ts). */
const awaiting = (path: string, name: string): RouteObject => ({
  path,
  handle: { name },
  element: <LaterRoutesPending />,
});

/**
 * The route table is data: each feature contributes its routes here. The landing pages' are always in it, the others
 * once `later` is loaded.
 */
export function appRoutes(later?: LaterRoutes): RouteObject[] {
  const { open, authOnly } = byGuard([...homeRoutes, ...gameRoutes, ...promotionRoutes, ...(later?.pages ?? [])]);
  return withChunkTimeout([
    {
      element: <AppLayout />,
      children: [
        ...open,
        { element: <RouteGuard requiresAuth />, children: authOnly },
        {
          element: <RouteGuard area="member" />,
          children: later?.member ?? [awaiting('/member/*', 'member')],
        },
        {
          element: <RouteGuard area="agent" />,
          children: later?.agent ?? [awaiting('/agentHome/*', 'agentHome')],
        },
        { path: '/login', element: <OpenDialog dialog="login" />, handle: { name: 'login' } },
        { path: '/register', element: <OpenDialog dialog="register" />, handle: { name: 'register' } },
        later?.notFound ?? awaiting('*', 'not-found'),
      ],
    },
    // A page without the site's frame: its placeholder has none either.
    ...(later?.standalone ?? [awaiting('/helpmc', 'helpmc')]),
  ]);
}

let built: { later?: LaterRoutes; routes: RouteObject[] } | undefined;
/**
 * The table as `AppRoutes` renders it, each top-level route explaining its own failures (a route's error element).
 * One per set of later routes: the app, its page loads and its preloads match the same table (route-elements.tsx).
 */
export function buildRoutes(later?: LaterRoutes): RouteObject[] {
  if (!built || built.later !== later)
    built = {
      later,
      routes: toElementRoutes(appRoutes(later)).map((route) => ({
        ...route,
        element: <RouteErrorBoundary>{route.element}</RouteErrorBoundary>,
      })),
    };
  return built.routes;
}
