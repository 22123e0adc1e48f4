import { queryOptions } from '@tanstack/react-query';
import type { ContentArticlesQuery, ContentPageQuery } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

export type ArticleKind = ContentArticlesQuery['type'];
export type PageCode = ContentPageQuery['code'];

/** Articles per list page (chosen here). */
export const ARTICLES_PAGE_SIZE = 4;

/** One page of blog posts or news, in the shown language. */
export const articlesQuery = (gateway: GatewayClient, type: ArticleKind, pageNo: number, lang: string) =>
  queryOptions({
    queryKey: ['content', 'articles', type, pageNo, lang],
    queryFn: () =>
      callApi(gateway, 'content.articles', { query: { type, pageNo, pageSize: ARTICLES_PAGE_SIZE, lang } }),
  });

export const articleQuery = (gateway: GatewayClient, id: number, lang: string) =>
  queryOptions({
    queryKey: ['content', 'article', id, lang],
    queryFn: () => callApi(gateway, 'content.article', { query: { id, lang } }),
  });

/** A fixed page: about us, beginner guide, responsible gaming, app install guides (read by content and help). */
export const contentPageQuery = (gateway: GatewayClient, code: PageCode, lang: string) =>
  queryOptions({
    queryKey: ['content', 'page', code, lang],
    queryFn: () => callApi(gateway, 'content.page', { query: { code, lang } }),
  });
