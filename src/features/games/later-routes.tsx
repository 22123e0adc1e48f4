import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';
import { route } from './routes';

/** The lottery pages' words (results, draws, missions) are in the later dictionary: they come with the page. */
const lotteryPage = (name: 'LotteryPage' | 'SeaLotteryPage' | 'VnLotteryPage') =>
  withWords(import('./lottery-page'), 'later').then((m) => ({ Component: m[name] }));

/** The game pages no visit lands on first: they come with the later routes (src/app/later-routes.tsx). */
export const laterGameRoutes: RouteObject[] = [
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
