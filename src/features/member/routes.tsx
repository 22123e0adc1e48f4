import { RouteFallback } from '@/components/route-fallback/route-fallback';
import type { RouteObject } from 'react-router-dom';

/** Member centre routes; the app mounts them behind the member-area guard. */
export const memberRoutes: RouteObject[] = [
  {
    path: '/member',
    handle: { name: 'member' },
    HydrateFallback: RouteFallback,
    lazy: () => import('./member-centre-layout').then((m) => ({ Component: m.MemberCentreLayout })),
    children: [
      { index: true, lazy: () => import('./member-index').then((m) => ({ Component: m.MemberIndex })) },
      {
        path: 'securityCenter',
        handle: { name: 'securityCenter' },
        lazy: () => import('./security-center-page').then((m) => ({ Component: m.SecurityCenterPage })),
      },
      {
        path: 'transferFund',
        handle: { name: 'transferFund' },
        lazy: () => import('./transfer-fund-page').then((m) => ({ Component: m.TransferFundPage })),
      },
      {
        path: 'transactionHistory',
        handle: { name: 'transactionHistory' },
        lazy: () => import('./transaction-history-page').then((m) => ({ Component: m.TransactionHistoryPage })),
      },
      {
        path: 'personalHistoryCopy',
        handle: { name: 'personalHistoryCopy' },
        lazy: () => import('./betting-record-page').then((m) => ({ Component: m.BettingRecordPage })),
      },
      {
        path: 'personalProfit',
        handle: { name: 'personalProfit' },
        lazy: () => import('./profit-page').then((m) => ({ Component: m.ProfitPage })),
      },
    ],
  },
];

/** /seamless: the single-wallet page (SPEC §2), signed in, outside the member centre frame. */
export const seamlessRoutes: RouteObject[] = [
  {
    path: '/seamless',
    handle: { name: 'seamless', requiresAuth: true },
    HydrateFallback: RouteFallback,
    lazy: () => import('./seamless-page').then((m) => ({ Component: m.SeamlessPage })),
  },
];
