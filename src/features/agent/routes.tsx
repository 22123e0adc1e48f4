import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/** A team page's chunk and the agent and money dictionaries download side by side. */
const withTeamWords = <T,>(page: Promise<T>): Promise<T> => withWords(page, 'agent', 'money');

/** Agent centre routes; the app mounts them behind the agent-area guard. */
export const agentRoutes: RouteObject[] = [
  {
    path: '/agentHome',
    handle: { name: 'agentHome' },
    // The frame's contract-offer badge speaks the contracts dictionary.
    lazy: () =>
      withWords(import('./agent-centre-layout'), 'contracts').then((m) => ({ Component: m.AgentCentreLayout })),
    children: [
      { index: true, lazy: () => import('./agent-index').then((m) => ({ Component: m.AgentIndex })) },
      {
        path: 'agentTeamOverview',
        handle: { name: 'agentTeamOverview' },
        lazy: () => withTeamWords(import('./team-overview-page')).then((m) => ({ Component: m.TeamOverviewPage })),
      },
      // The team: register centre, management and the four team reports (issue 13).
      {
        path: 'registerCenter',
        handle: { name: 'registerCenter' },
        lazy: () => withTeamWords(import('./register-centre-page')).then((m) => ({ Component: m.RegisterCentrePage })),
      },
      {
        path: 'downlineManagmentView',
        handle: { name: 'downlineManagmentView' },
        lazy: () => withTeamWords(import('./team-management-page')).then((m) => ({ Component: m.TeamManagementPage })),
      },
      {
        path: 'personalHistoryCopy',
        handle: { name: 'personalHistoryCopy' },
        lazy: () => withTeamWords(import('./team-betting-page')).then((m) => ({ Component: m.TeamBettingPage })),
      },
      {
        path: 'palStatementsAgentCopy',
        handle: { name: 'palStatementsAgentCopy' },
        lazy: () => withTeamWords(import('./team-profit-page')).then((m) => ({ Component: m.TeamProfitPage })),
      },
      {
        path: 'agentRevenueReport',
        handle: { name: 'agentRevenueReport' },
        lazy: () => withTeamWords(import('./my-income-page')).then((m) => ({ Component: m.MyIncomePage })),
      },
      {
        path: 'agentDownlineTransactionDetailsCopy',
        handle: { name: 'agentDownlineTransactionDetailsCopy' },
        lazy: () =>
          withTeamWords(import('./team-transactions-page')).then((m) => ({ Component: m.TeamTransactionsPage })),
      },
    ],
  },
];
