import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/**
 * Game routes (SPEC §2). Every page is a lazy chunk, so mounting the table costs the initial bundle these few lines.
 * `handle.requiresAuth` marks the routes the router sends to /login without a token.
 */
export interface GameRouteHandle {
  name: string;
  requiresAuth?: boolean;
}

const listPage = () => import('./game-list-page').then((m) => ({ Component: m.GameListPage }));
const centrePage = () => import('./vendor-centre-page').then((m) => ({ Component: m.VendorCentrePage }));
/** The lottery pages' words (results, draws, missions) are in the later dictionary: they come with the page. */
const lotteryPage = (name: 'LotteryPage' | 'SeaLotteryPage' | 'VnLotteryPage') =>
  withWords(import('./lottery-page'), 'later').then((m) => ({ Component: m[name] }));

/** A visit that starts on a game page fetches that page's chunk alongside the entry instead of after the boot calls. */
function preloadIfCurrent(path: string, lazy: () => Promise<unknown>): void {
  if (typeof location !== 'undefined' && location.pathname.toLowerCase() === path.toLowerCase())
    void lazy().catch(() => undefined);
}

const route = (
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
  // Account game lists
  route(
    '/favorite',
    'favorite',
    () => import('./account-games-page').then((m) => ({ Component: m.FavouritesPage })),
    true,
  ),
  route('/recent', 'recent', () => import('./account-games-page').then((m) => ({ Component: m.RecentPage })), true),
  // Lottery (login required)
  route('/lottery', 'lottery', () => lotteryPage('LotteryPage'), true),
  route('/seaLottery', 'seaLottery', () => lotteryPage('SeaLotteryPage'), true),
  route('/vnLottery', 'vnLottery', () => lotteryPage('VnLotteryPage'), true),
  // Catalogue search (?q=)
  route('/search', 'search', () => import('./search-page').then((m) => ({ Component: m.SearchPage }))),
];
