import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/** A page's chunk and the inbox dictionary download side by side. */
const withInboxWords = <T,>(page: Promise<T>): Promise<T> => withWords(page, 'inbox');

/** /member/messageV2, a child of the member centre (the app grafts it there). */
export const memberMessageRoutes: RouteObject[] = [
  {
    path: 'messageV2',
    handle: { name: 'messageV2' },
    lazy: () => withInboxWords(import('./inbox-page')).then((m) => ({ Component: m.InboxPage })),
  },
];

/** /agentHome/platformMessages, a child of the agent centre (the app grafts it there). */
export const agentMessageRoutes: RouteObject[] = [
  {
    path: 'platformMessages',
    handle: { name: 'platformMessages' },
    lazy: () => withInboxWords(import('./platform-messages-page')).then((m) => ({ Component: m.PlatformMessagesPage })),
  },
];
