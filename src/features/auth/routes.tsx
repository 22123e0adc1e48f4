import type { RouteObject } from 'react-router-dom';
import { loadNamespace } from '@/lib/i18n/i18n';

export const authRoutes: RouteObject[] = [
  {
    path: '/agent',
    handle: { name: 'agent' },
    // The page's words come with it: the first screen does not fetch the `auth` namespace.
    lazy: () =>
      Promise.all([import('./agent-landing-page'), loadNamespace('auth'), loadNamespace('sms')]).then(([m]) => ({
        Component: m.AgentLandingPage,
      })),
  },
];
