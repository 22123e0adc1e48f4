import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/** A money page's chunk and the money dictionary download side by side, so the page renders whole at once. */
export const withMoney = <T,>(page: Promise<T>): Promise<T> => withWords(page, 'money');

/** /seamless: the single-wallet page (SPEC §2), signed in, outside the member centre frame. */
export const seamlessRoutes: RouteObject[] = [
  {
    path: '/seamless',
    handle: { name: 'seamless', requiresAuth: true },
    lazy: () => withMoney(import('./seamless-page')).then((m) => ({ Component: m.SeamlessPage })),
  },
];
