import type { RouteObject } from 'react-router-dom';

/**
 * Game routes (SPEC §2), the landing pages' (the others are in later-routes.tsx). Every page is a lazy chunk, so mounting the table costs the initial bundle these few lines.
 * `handle.requiresAuth` marks the routes the router sends to /login without a token.
 */
export interface GameRouteHandle {
  name: string;
  requiresAuth?: boolean;
}

const listPage = () => import('./game-list-page').then((m) => ({ Component: m.GameListPage }));
const centrePage = () => import('./vendor-centre-page').then((m) => ({ Component: m.VendorCentrePage }));

/** A visit that starts on a game page fetches that page's chunk alongside the entry instead of after the boot calls. */
function preloadIfCurrent(path: string, lazy: () => Promise<unknown>): void {
  if (typeof location !== 'undefined' && location.pathname.toLowerCase() === path.toLowerCase())
    void lazy().catch(() => undefined);
}

export const route = (
  path: string,
  name: string,
  lazy: () => Promise<Pick<RouteObject, 'Component'>>,
  requiresAuth = false,
): RouteObject => {
  preloadIfCurrent(path, lazy);
  return {
    path,
    lazy,
    handle: (requiresAuth ? { name, requiresAuth } : { name }) satisfies GameRouteHandle,
  };
};

/** The landing pages among them: the game lists and the vendor centres. */
export const gameRoutes: RouteObject[] = [
  // Game lists (optional ?vassalage=, ?selection=, ?classify=)
  route('/live', 'live', listPage),
  route('/fish', 'fish', listPage),
  route('/rng', 'rng', listPage),
  route('/pvp', 'pvp', listPage),
  route('/bgs', 'bgs', listPage),
  // Vendor game centres
  route('/sports', 'sports', centrePage),
  route('/esports', 'esports', centrePage),
  route('/lott', 'lott', centrePage),
  route('/elott', 'elott', centrePage),
  route('/cockfight', 'cockfight', centrePage),
];
