import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/** A contract page's chunk with its words: the contract dictionary and the record filters' (money). */
const withContractWords = <T,>(page: Promise<T>): Promise<T> => withWords(page, 'contracts', 'money');

const contractPage = (path: string, kind: 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME'): RouteObject => ({
  path,
  handle: { name: path },
  lazy: () =>
    withContractWords(import('./contract-page')).then((m) => ({ Component: () => <m.ContractPage kind={kind} /> })),
});

/** Agent-centre pages of contracts and announcements, mounted by the app under /agentHome (relative paths). */
export const contractRoutes: RouteObject[] = [
  contractPage('dividendRecord', 'DIVIDEND'),
  contractPage('dailyWages', 'DAILY'),
  contractPage('hourlySalary', 'HOURLY'),
  contractPage('realtimeSalary', 'REALTIME'),
  {
    path: 'agentAnnouncement',
    handle: { name: 'agentAnnouncement' },
    lazy: () => withContractWords(import('./agent-notices-page')).then((m) => ({ Component: m.AgentNoticesPage })),
  },
];
