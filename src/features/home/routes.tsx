import type { RouteObject } from 'react-router-dom';
import { HOME_PATHS } from './home-paths';

/** Home (SPEC §2: /, /index, /index.html, /home). The page is a lazy chunk. */
const homePage = () => import('./home-screen').then((m) => ({ Component: m.HomeScreen }));

// A visit that starts on the home page fetches its chunk alongside the entry instead of after the boot calls
// (the module system keeps the one download for the route's lazy()).
if (typeof location !== 'undefined' && HOME_PATHS.includes(location.pathname)) void homePage();

export const homeRoutes: RouteObject[] = HOME_PATHS.map((path) => ({
  path,
  lazy: homePage,
  handle: { name: 'home' },
}));
