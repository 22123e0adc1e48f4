import type { RouteObject } from 'react-router-dom';
import type { PagePrefetch } from '@/lib/routing/page-prefetch';
import { prefetchApi } from '@/lib/gateway/api';
import { withWords } from '@/lib/i18n/i18n';
import { withMoney } from './seamless-routes';

/** The community pages (missions, VIP, invite friends) read both the money and the community dictionaries. */
const withCommunity = <T,>(page: Promise<T>): Promise<T> => withWords(page, 'money', 'community');

/** Member centre routes; the app mounts them behind the member-area guard. */
export const memberRoutes: RouteObject[] = [
  {
    path: '/member',
    handle: { name: 'member' },
    lazy: () => import('./member-centre-layout').then((m) => ({ Component: m.MemberCentreLayout })),
    children: [
      { index: true, lazy: () => import('./member-index').then((m) => ({ Component: m.MemberIndex })) },
      {
        path: 'securityCenter',
        handle: {
          name: 'securityCenter',
          prefetch: (gateway) => {
            prefetchApi(gateway, 'member.securityConfig');
            prefetchApi(gateway, 'wallet.balances');
            prefetchApi(gateway, 'withdraw.accounts');
          },
        } satisfies { name: string; prefetch: PagePrefetch },
        // The avatar card's words (content) come with the page, so the card never appears late above the others.
        lazy: () =>
          withWords(import('./security-center-page'), 'member', 'content').then((m) => ({
            Component: m.SecurityCenterPage,
          })),
      },
      {
        path: 'transferFund',
        handle: { name: 'transferFund' },
        lazy: () => withMoney(import('./transfer-fund-page')).then((m) => ({ Component: m.TransferFundPage })),
      },
      {
        path: 'depositv2',
        handle: { name: 'depositv2' },
        // The safer-gambling words come with it: the policy may offer a deposit limit before the first deposit.
        lazy: () => withWords(import('./deposit-page'), 'money', 'safer').then((m) => ({ Component: m.DepositPage })),
      },
      {
        path: 'transferUpline',
        handle: { name: 'transferUpline' },
        // Its payment password field is named as on the security centre (member words).
        lazy: () =>
          withWords(import('./transfer-upline-page'), 'money', 'member').then((m) => ({
            Component: m.TransferUplinePage,
          })),
      },
      {
        path: 'bonusDetails',
        handle: { name: 'bonusDetails' },
        lazy: () => withMoney(import('./bonus-details-page')).then((m) => ({ Component: m.BonusDetailsPage })),
      },
      {
        path: 'manualRebate',
        handle: { name: 'manualRebate' },
        lazy: () =>
          withWords(import('./manual-rebate-page'), 'money', 'rebate').then((m) => ({ Component: m.ManualRebatePage })),
      },
      {
        path: 'withdraw',
        handle: { name: 'withdraw' },
        lazy: () => withMoney(import('./withdraw-page')).then((m) => ({ Component: m.WithdrawPage })),
      },
      {
        path: 'transactionHistory',
        handle: { name: 'transactionHistory' },
        lazy: () =>
          withMoney(import('./transaction-history-page')).then((m) => ({ Component: m.TransactionHistoryPage })),
      },
      {
        path: 'personalHistoryCopy',
        handle: { name: 'personalHistoryCopy' },
        lazy: () => withMoney(import('./betting-record-page')).then((m) => ({ Component: m.BettingRecordPage })),
      },
      {
        path: 'personalProfit',
        handle: { name: 'personalProfit' },
        lazy: () => withMoney(import('./profit-page')).then((m) => ({ Component: m.ProfitPage })),
      },
      {
        path: 'missionLeaderboard',
        handle: { name: 'missionLeaderboard' },
        lazy: () =>
          withCommunity(import('./mission-leaderboard-page')).then((m) => ({ Component: m.MissionLeaderboardPage })),
      },
      {
        path: 'vip',
        handle: { name: 'vip' },
        lazy: () => withCommunity(import('./vip-page')).then((m) => ({ Component: m.VipPage })),
      },
      {
        path: 'referral',
        handle: { name: 'referral' },
        lazy: () => withCommunity(import('./referral-page')).then((m) => ({ Component: m.ReferralPage })),
      },
      {
        path: 'creditReport',
        handle: { name: 'creditReport' },
        lazy: () => withMoney(import('./credit-report-page')).then((m) => ({ Component: m.CreditReportPage })),
      },
      {
        path: 'saferGambling',
        handle: { name: 'saferGambling' },
        lazy: () =>
          withWords(import('./safer-gambling-page'), 'money', 'safer').then((m) => ({
            Component: m.SaferGamblingPage,
          })),
      },
    ],
  },
];
