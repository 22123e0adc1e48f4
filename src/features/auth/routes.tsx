import { RouteFallback } from '@/components/route-fallback/route-fallback';
import type { RouteObject } from 'react-router-dom';

export const authRoutes: RouteObject[] = [
  {
    path: '/agent',
    handle: { name: 'agent' },
    HydrateFallback: RouteFallback,
    lazy: () => import('./agent-landing-page').then((m) => ({ Component: m.AgentLandingPage })),
  },
];
