import { matchRoutes } from 'react-router-dom';
import { appRoutes } from './router';

/**
 * Starts downloading the code of the pages a path shows (a centre's frame and its page) now, while the boot calls are
 * on their way, instead of once the site has opened. The module system keeps each download for the routes' own loads.
 */
export function preloadPagesAt(pathname: string): void {
  for (const { route } of matchRoutes(appRoutes(), pathname) ?? [])
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
}
