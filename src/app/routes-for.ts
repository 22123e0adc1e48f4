import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { LaterRoutes } from './later-routes';
import { LaterRoutesPending, loadLaterRoutes } from './later-routes-loader';
import { appRoutes, buildRoutes } from './router';

/**
 * The table that serves `pathname` (as the app renders it) and the later routes in it: the landing pages' table, or,
 * for a path it leaves to the later routes, the table with them (loaded first). The server renders a page with it (its
 * handover says when the later routes were in it, for the browser to hydrate with them); a signed-in visit preloads
 * its pages from it.
 */
export async function routesFor(pathname: string): Promise<{ routes: RouteObject[]; later?: LaterRoutes }> {
  const landing = appRoutes();
  const waits = (matchRoutes(landing, pathname) ?? []).some(
    ({ route }) => (route.element as ReactElement | undefined)?.type === LaterRoutesPending,
  );
  if (!waits) return { routes: buildRoutes() };
  const later = await loadLaterRoutes();
  return { routes: buildRoutes(later), later };
}
