import type { RouteObject } from 'react-router-dom';
import { withWords } from '@/lib/i18n/i18n';

/** A page's chunk and its words download side by side (the lists' pager speaks money's words). */
const page = (path: string, name: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  handle: { name },
  lazy: () => withWords(load(), 'content', 'money').then((Component) => ({ Component })),
});

/** About us, beginner guide, blog and news with their article pages (SPEC §2 other screens); one lazy chunk. */
export const contentRoutes: RouteObject[] = [
  ['/aboutUs', 'aboutUs', 'ABOUT'],
  ['/beginnerGuide', 'beginnerGuide', 'GUIDE'],
  ['/blog', 'blog', 'BLOG'],
  ['/blog/:articleId', 'blogArticle', 'BLOG_ARTICLE'],
  ['/news', 'news', 'NEWS'],
  ['/news/:articleId', 'newsArticle', 'NEWS_ARTICLE'],
].map(([path, name, view]) => page(path!, name!, () => import('./content-views').then((m) => m.views[view!])));
