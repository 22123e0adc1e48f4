/** content.*: blog and news lists and articles, fixed content pages (chosen here; see the catalogue). */
import type { ArticleKind, PageCode } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import type { HandlerContext, HandlerMap } from './types.js';

const where = (ctx: HandlerContext) => ({
  merchantCode: ctx.merchantCode,
  language: (ctx.query.lang as string | undefined) ?? ctx.language,
});

export const contentHandlers = {
  'content.articles': (ctx) =>
    ctx.world.articles.list(ctx.query.type as ArticleKind, {
      ...where(ctx),
      pageNo: ctx.query.pageNo as number,
      pageSize: ctx.query.pageSize as number,
    }),

  'content.article': (ctx) => ctx.world.articles.get(ctx.query.id as number, where(ctx)) ?? fail('article_not_found'),

  'content.page': (ctx) => ctx.world.articles.page(ctx.query.code as PageCode, where(ctx)),
} satisfies HandlerMap;
