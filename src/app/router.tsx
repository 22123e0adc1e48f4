import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/shell/not-found-page';
import { authRoutes } from '@/features/auth/routes';
import { gameRoutes } from '@/features/games/routes';
import { helpRoutes, standaloneHelpRoutes } from '@/features/help/routes';
import { homeRoutes } from '@/features/home/routes';
import { contentRoutes } from '@/features/content/routes';
import { seamlessRoutes } from '@/features/member/seamless-routes';
import { pointMallRoutes } from '@/features/rewards/routes';
import { promotionRoutes } from '@/features/promotions/routes';
import { withChunkTimeout } from './chunk-errors';
import { AppLayout } from './app-layout';
import type { CentreTables } from './centre-routes';
import { CentreTablesPending } from './centre-tables';
import { RouteErrorBoundary } from './route-error-boundary';
import { toElementRoutes } from './route-elements';
import { RouteGuard } from './route-guard';

export type DialogName = 'login' | 'register';

/** `/login` and `/register` go home and open their dialog (SPEC §2). */
function OpenDialog({ dialog }: { dialog: DialogName }) {
  const { state, search } = useLocation();
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

/** Until the centres' tables are loaded, everything below a centre's path waits for them (see centre-tables.ts). */
const awaitingTables = (frame: string, name: string): RouteObject[] => [
  { path: `${frame}/*`, handle: { name }, element: <CentreTablesPending /> },
];

/** The route table is data: each feature contributes its routes here; the centres' once `centres` are loaded. */
export function appRoutes(centres?: CentreTables): RouteObject[] {
  const { open, authOnly } = byGuard([
    ...homeRoutes,
    ...gameRoutes,
    ...helpRoutes,
    ...authRoutes,
    ...seamlessRoutes,
    ...pointMallRoutes,
    ...promotionRoutes,
    ...contentRoutes,
  ]);
  return withChunkTimeout([
    {
      element: <AppLayout />,
      children: [
        ...open,
        { element: <RouteGuard requiresAuth />, children: authOnly },
        {
          element: <RouteGuard area="member" />,
          children: centres?.member ?? awaitingTables('/member', 'member'),
        },
        {
          element: <RouteGuard area="agent" />,
          children: centres?.agent ?? awaitingTables('/agentHome', 'agentHome'),
        },
        { path: '/login', element: <OpenDialog dialog="login" />, handle: { name: 'login' } },
        { path: '/register', element: <OpenDialog dialog="register" />, handle: { name: 'register' } },
        { path: '*', element: <NotFoundPage />, handle: { name: 'not-found' } },
      ],
    },
    ...standaloneHelpRoutes,
  ]);
}

/** The table as `useRoutes` takes it, each top-level route explaining its own failures (a route's error element). */
export function buildRoutes(centres?: CentreTables): RouteObject[] {
  return toElementRoutes(appRoutes(centres)).map((route) => ({
    ...route,
    element: <RouteErrorBoundary>{route.element}</RouteErrorBoundary>,
  }));
}
