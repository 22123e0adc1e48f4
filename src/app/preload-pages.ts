import { matchRoutes } from 'react-router-dom';
import { loadCentreTables } from './centre-tables';
import { appRoutes } from './router';

/** The paths whose pages are in the centres' tables, fetched before their pages can be. */
const CENTRE_PATH = /^\/(member|agentHome)(\/|$)/;

/**
 * Starts downloading the code of the pages a path shows (a centre's frame and its page) now, while the boot calls are
 * on their way, instead of once the site has opened. The module system keeps each download for the routes' own loads.
 */
export function preloadPagesAt(pathname: string): void {
  const preload = (routes: ReturnType<typeof appRoutes>) => {
    for (const { route } of matchRoutes(routes, pathname) ?? [])
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  };
  if (!CENTRE_PATH.test(pathname)) return preload(appRoutes());
  loadCentreTables().then(
    (centres) => preload(appRoutes(centres)),
    () => undefined,
  );
}
