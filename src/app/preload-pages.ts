import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LaterRoutesPending } from './later-routes-loader';
import { appRoutes } from './router';

/**
 * Starts downloading the code of the pages a path shows (a centre's frame and its page) now, while the boot calls are
 * on their way, instead of once the site has opened. The module system keeps each download for the routes' own loads.
 * A path the landing pages' routes do not serve fetches the later routes first.
 */
export function preloadPagesAt(pathname: string): void {
  const preload = (routes: RouteObject[]) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    for (const { route } of matches)
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
    return matches;
  };
  const waiting = preload(appRoutes()).some(
    ({ route }) => (route.element as ReactElement)?.type === LaterRoutesPending,
  );
  // Their code only: this runs before the dictionaries start, and the app loads the later routes' words itself.
  if (waiting)
    import('./later-routes').then(
      (m) => preload(appRoutes(m.laterRoutes())),
      () => undefined,
    );
}
