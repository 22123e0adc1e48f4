import type { RouteObject } from 'react-router-dom';
import { loadNamespace } from '@/lib/i18n/i18n';

/** The lazy group "Promotions" (SPEC §2): /promotions, `#<id>` opens one promotion. */
export const promotionRoutes: RouteObject[] = [
  {
    path: '/promotions',
    handle: { name: 'promotions' },
    lazy: () =>
      Promise.all([import('./promotions-page'), loadNamespace('promotions')]).then(([m]) => ({
        Component: m.PromotionsPage,
      })),
  },
];
