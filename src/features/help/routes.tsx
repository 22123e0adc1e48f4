import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/** The help page and the words of its guides (content) download side by side. */
const withGuideWords = <T,>(page: Promise<T>): Promise<T> => withWords(page, 'content');

export const helpRoutes: RouteObject[] = [
  {
    path: '/help',
    handle: { name: 'help' },
    lazy: () => withGuideWords(import('./help-page')).then((m) => ({ Component: m.HelpPage })),
  },
];

/** /helpmc: the help centre on its own, without the site frame (e.g. inside an app web view). */
export const standaloneHelpRoutes: RouteObject[] = [
  {
    path: '/helpmc',
    handle: { name: 'helpmc' },
    lazy: () => withGuideWords(import('./help-page')).then((m) => ({ Component: () => <m.HelpPage standalone /> })),
  },
];
