import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/shell/not-found-page';
import { authRoutes } from '@/features/auth/routes';
import { gameRoutes } from '@/features/games/routes';
import { helpRoutes, standaloneHelpRoutes } from '@/features/help/routes';
import { homeRoutes } from '@/features/home/routes';
import { contentRoutes } from '@/features/content/routes';
import { memberRoutes, seamlessRoutes } from '@/features/member/routes';
import { agentCentreRoutes } from './agent-pages';
import { pointMallRoutes, rewardCenterRoutes } from '@/features/rewards/routes';
import { agentMessageRoutes, memberMessageRoutes } from '@/features/messages/routes';
import { promotionRoutes } from '@/features/promotions/routes';
import { withChunkTimeout } from './chunk-errors';
import { AppLayout } from './app-layout';
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

/** Pages of other features join a centre's frame (`/member` or `/agentHome`), so they render inside its menu. */
const withFramePages = (routes: RouteObject[], frame: string, pages: RouteObject[]): RouteObject[] =>
  routes.map((r) => (r.path === frame && !r.index ? { ...r, children: [...(r.children ?? []), ...pages] } : r));

/** The route table is data: each feature contributes its routes here. */
export function appRoutes(): RouteObject[] {
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
          children: withFramePages(memberRoutes, '/member', [...rewardCenterRoutes, ...memberMessageRoutes]),
        },
        {
          element: <RouteGuard area="agent" />,
          children: withFramePages(agentCentreRoutes(), '/agentHome', agentMessageRoutes),
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
export function buildRoutes(): RouteObject[] {
  return toElementRoutes(appRoutes()).map((route) => ({
    ...route,
    element: <RouteErrorBoundary>{route.element}</RouteErrorBoundary>,
  }));
}
