import type { RouteObject } from 'react-router-dom';
import { loadNamespace } from '@/lib/i18n/i18n';

/** A page's chunk and the rewards dictionary download side by side, so the page renders whole at once. */
const withRewards = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, loadNamespace('rewards').catch(() => undefined)]).then(([m]) => m);

/** The reward centre, a child of the member centre's frame (the app adds it to /member). */
export const rewardCenterRoutes: RouteObject[] = [
  {
    path: 'rewardCenter',
    handle: { name: 'rewardCenter' },
    lazy: () => withRewards(import('./reward-center-page')).then((m) => ({ Component: m.RewardCenterPage })),
  },
];

/** /pointMall (lazy group "PointMall"): signed in, opened from the member centre. */
export const pointMallRoutes: RouteObject[] = [
  {
    path: '/pointMall',
    handle: { name: 'pointMall', requiresAuth: true },
    lazy: () => withRewards(import('./point-mall-page')).then((m) => ({ Component: m.PointMallPage })),
  },
];
