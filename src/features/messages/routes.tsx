import type { RouteObject } from 'react-router-dom';
import { loadNamespace } from '@/lib/i18n/i18n';

/** A page's chunk and the inbox dictionary download side by side. */
const withWords = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, loadNamespace('inbox').catch(() => undefined)]).then(([m]) => m);

/** /member/messageV2, a child of the member centre (the app grafts it there). */
export const memberMessageRoutes: RouteObject[] = [
  {
    path: 'messageV2',
    handle: { name: 'messageV2' },
    lazy: () => withWords(import('./inbox-page')).then((m) => ({ Component: m.InboxPage })),
  },
];

/** /agentHome/platformMessages, a child of the agent centre (the app grafts it there). */
export const agentMessageRoutes: RouteObject[] = [
  {
    path: 'platformMessages',
    handle: { name: 'platformMessages' },
    lazy: () => withWords(import('./platform-messages-page')).then((m) => ({ Component: m.PlatformMessagesPage })),
  },
];
