import type { RouteObject } from 'react-router-dom';

export const authRoutes: RouteObject[] = [
  {
    path: '/agent',
    handle: { name: 'agent' },
    lazy: () => import('./agent-landing-page').then((m) => ({ Component: m.AgentLandingPage })),
  },
];
