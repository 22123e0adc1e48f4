import type { RouteObject } from 'react-router-dom';
import { loadNamespace } from '@/lib/i18n/i18n';

/** The help page and the words of its guides (content) download side by side. */
const withWords = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, loadNamespace('content').catch(() => undefined)]).then(([m]) => m);

export const helpRoutes: RouteObject[] = [
  {
    path: '/help',
    handle: { name: 'help' },
    lazy: () => withWords(import('./help-page')).then((m) => ({ Component: m.HelpPage })),
  },
];

/** /helpmc: the help centre on its own, without the site frame (e.g. inside an app web view). */
export const standaloneHelpRoutes: RouteObject[] = [
  {
    path: '/helpmc',
    handle: { name: 'helpmc' },
    lazy: () => withWords(import('./help-page')).then((m) => ({ Component: () => <m.HelpPage standalone /> })),
  },
];
