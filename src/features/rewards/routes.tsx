import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/** A page's chunk and the rewards dictionary download side by side, so the page renders whole at once. */
export const withRewards = <T,>(page: Promise<T>): Promise<T> => withWords(page, 'rewards');

/** /pointMall (lazy group "PointMall"): signed in, opened from the member centre. */
export const pointMallRoutes: RouteObject[] = [
  {
    path: '/pointMall',
    handle: { name: 'pointMall', requiresAuth: true },
    lazy: () => withRewards(import('./point-mall-page')).then((m) => ({ Component: m.PointMallPage })),
  },
];
