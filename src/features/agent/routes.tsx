import { RouteFallback } from '@/components/route-fallback/route-fallback';
import type { RouteObject } from 'react-router-dom';
import { loadNamespace } from '@/lib/i18n/i18n';

/** Agent centre routes; the app mounts them behind the agent-area guard. */
export const agentRoutes: RouteObject[] = [
  {
    path: '/agentHome',
    handle: { name: 'agentHome' },
    HydrateFallback: RouteFallback,
    // The frame's contract-offer badge speaks the contracts dictionary.
    lazy: () =>
      Promise.all([import('./agent-centre-layout'), loadNamespace('contracts').catch(() => undefined)]).then(([m]) => ({
        Component: m.AgentCentreLayout,
      })),
    children: [
      { index: true, lazy: () => import('./agent-index').then((m) => ({ Component: m.AgentIndex })) },
      {
        path: 'agentTeamOverview',
        handle: { name: 'agentTeamOverview' },
        lazy: () => import('./team-overview-page').then((m) => ({ Component: m.TeamOverviewPage })),
      },
    ],
  },
];
