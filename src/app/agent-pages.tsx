import type { RouteObject } from 'react-router-dom';
import { agentRoutes } from '@/features/agent/routes';
import { contractRoutes } from '@/features/contracts/routes';
import { withMoney } from '@/features/member/seamless-routes';
import { withWords } from '@/lib/i18n/i18n';

/**
 * Pages the agent centre shows that other features own: the member centre's deposit and withdraw pages (reused, not
 * copied: the same components and calls, inside the agent frame), the contract and announcement pages, and the
 * customer-service entry. Paths are relative to /agentHome.
 */
const composedAgentPages: RouteObject[] = [
  {
    path: 'deposit',
    handle: { name: 'agentDeposit' },
    lazy: () => withMoney(import('@/features/member/deposit-page')).then((m) => ({ Component: m.DepositPage })),
  },
  {
    path: 'withdraw',
    handle: { name: 'agentWithdraw' },
    lazy: () => withMoney(import('@/features/member/withdraw-page')).then((m) => ({ Component: m.WithdrawPage })),
  },
  ...contractRoutes,
  {
    path: 'customerService',
    handle: { name: 'agentCustomerService' },
    lazy: () =>
      withWords(import('./agent-customer-service'), 'contracts').then((m) => ({ Component: m.AgentCustomerService })),
  },
];

/** The agent centre's routes: its own pages plus the composed ones, all inside its frame. */
export function agentCentreRoutes(): RouteObject[] {
  return agentRoutes.map((route): RouteObject =>
    route.path === '/agentHome' && !route.index
      ? { ...route, children: [...(route.children ?? []), ...composedAgentPages] }
      : route,
  );
}
