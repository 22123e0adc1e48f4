import type { ComponentType } from 'react';
import { ArticleListPage } from './article-list-page';
import { ArticlePage } from './article-page';
import { ContentPage } from './content-page';

/** The content routes' pages by name (routes.tsx keeps only names, so the first screen carries no page code). */
export const views: Record<string, ComponentType> = {
  ABOUT: () => <ContentPage code="ABOUT" fallbackTitleKey="about.title" />,
  GUIDE: () => <ContentPage code="GUIDE" fallbackTitleKey="guide.title" />,
  BLOG: () => <ArticleListPage kind="BLOG" />,
  BLOG_ARTICLE: () => <ArticlePage kind="BLOG" />,
  NEWS: () => <ArticleListPage kind="NEWS" />,
  NEWS_ARTICLE: () => <ArticlePage kind="NEWS" />,
};
