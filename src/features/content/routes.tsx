import { RouteFallback } from '@/components/route-fallback/route-fallback';
import type { RouteObject } from 'react-router-dom';
import { loadNamespace } from '@/lib/i18n/i18n';

/** A page's chunk and its dictionaries download side by side (the pager's words are in money). */
const withWords = <T,>(page: Promise<T>, pager = false): Promise<T> =>
  Promise.all([
    page,
    loadNamespace('content').catch(() => undefined),
    pager ? loadNamespace('money').catch(() => undefined) : undefined,
  ]).then(([m]) => m);

/** About us, beginner guide, blog and news with their article pages (SPEC §2 other screens). */
export const contentRoutes: RouteObject[] = [
  {
    path: '/aboutUs',
    handle: { name: 'aboutUs' },
    HydrateFallback: RouteFallback,
    lazy: () =>
      withWords(import('./content-page')).then((m) => ({
        Component: () => <m.ContentPage code="ABOUT" fallbackTitleKey="about.title" />,
      })),
  },
  {
    path: '/beginnerGuide',
    handle: { name: 'beginnerGuide' },
    HydrateFallback: RouteFallback,
    lazy: () =>
      withWords(import('./content-page')).then((m) => ({
        Component: () => <m.ContentPage code="GUIDE" fallbackTitleKey="guide.title" />,
      })),
  },
  {
    path: '/blog',
    handle: { name: 'blog' },
    HydrateFallback: RouteFallback,
    lazy: () =>
      withWords(import('./article-list-page'), true).then((m) => ({
        Component: () => <m.ArticleListPage kind="BLOG" />,
      })),
  },
  {
    path: '/blog/:articleId',
    handle: { name: 'blogArticle' },
    HydrateFallback: RouteFallback,
    lazy: () => withWords(import('./article-page')).then((m) => ({ Component: () => <m.ArticlePage kind="BLOG" /> })),
  },
  {
    path: '/news',
    handle: { name: 'news' },
    HydrateFallback: RouteFallback,
    lazy: () =>
      withWords(import('./article-list-page'), true).then((m) => ({
        Component: () => <m.ArticleListPage kind="NEWS" />,
      })),
  },
  {
    path: '/news/:articleId',
    handle: { name: 'newsArticle' },
    HydrateFallback: RouteFallback,
    lazy: () => withWords(import('./article-page')).then((m) => ({ Component: () => <m.ArticlePage kind="NEWS" /> })),
  },
];
