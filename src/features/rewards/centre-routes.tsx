import type { RouteObject } from 'react-router-dom';
import { withRewards } from './routes';

/** The reward centre, a child of the member centre's frame (the app adds it to /member). */
export const rewardCenterRoutes: RouteObject[] = [
  {
    path: 'rewardCenter',
    handle: { name: 'rewardCenter' },
    lazy: () => withRewards(import('./reward-center-page')).then((m) => ({ Component: m.RewardCenterPage })),
  },
];
