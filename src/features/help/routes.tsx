import { RouteFallback } from '@/components/route-fallback/route-fallback';
import type { RouteObject } from 'react-router-dom';

export const helpRoutes: RouteObject[] = [
  {
    path: '/help',
    handle: { name: 'help' },
    HydrateFallback: RouteFallback,
    lazy: () => import('./help-page').then((m) => ({ Component: m.HelpPage })),
  },
];

/** /helpmc: the help centre on its own, without the site frame (e.g. inside an app web view). */
export const standaloneHelpRoutes: RouteObject[] = [
  {
    path: '/helpmc',
    handle: { name: 'helpmc' },
    HydrateFallback: RouteFallback,
    lazy: () => import('./help-page').then((m) => ({ Component: () => <m.HelpPage standalone /> })),
  },
];
