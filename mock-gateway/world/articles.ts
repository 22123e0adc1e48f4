/**
 * Blog, news and the fixed content pages (about us, beginner guide, responsible gaming, install guides) per
 * merchant and language. The words are `copy/articles.ts`; publication dates are picked by the seed, before the clock
 * start, the newest first.
 */
import { BLOG, NEWS, PAGES, type ArticleText, type PageCode } from './copy/articles.js';
import { contentLanguage, copyContext, escapeHtml, type CopyContext } from './copy/locale.js';
import { hash32, unitFrom } from './rng.js';
import type { Clock, MerchantSeed } from './types.js';

export type ArticleKind = 'BLOG' | 'NEWS';

export interface ArticleSummary {
  id: number;
  kind: ArticleKind;
  title: string;
  summary: string;
  publishedAt: number;
}

export interface Article extends ArticleSummary {
  /** HTML. */
  content: string;
}

export interface ContentPage {
  code: PageCode;
  title: string;
  /** HTML. */
  content: string;
}

export interface Articles {
  /** One page of a kind, newest first. */
  list(
    kind: ArticleKind,
    q: { merchantCode?: string; language?: string; pageNo: number; pageSize: number },
  ): { list: ArticleSummary[]; pageNo: number; totalPages: number; totalCount: number };
  /** One article; undefined for an unknown id. */
  get(id: number, q: { merchantCode?: string; language?: string }): Article | undefined;
  page(code: PageCode, q: { merchantCode?: string; language?: string }): ContentPage;
}

const DAY = 86_400_000;
const FIRST_ID: Record<ArticleKind, number> = { BLOG: 6001, NEWS: 7001 };
const TEXTS = { BLOG, NEWS };

const inline = (text: string): string => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
const paragraphs = (ps: readonly string[]): string => ps.map((p) => `<p>${inline(p)}</p>`).join('');

export function createArticles(deps: {
  seed: number;
  clock: Clock;
  merchantCode: string;
  merchant?: (code: string | undefined) => MerchantSeed | undefined;
}): Articles {
  const t0 = deps.clock.start;
  const context = (q: { merchantCode?: string; language?: string }): CopyContext => {
    const m = deps.merchant?.(q.merchantCode) ?? deps.merchant?.(deps.merchantCode);
    const code = m?.code ?? deps.merchantCode;
    return copyContext(contentLanguage(q.language), {
      name: m?.brandName ?? code.charAt(0).toUpperCase() + code.slice(1),
      currency: m?.welcomeBonus?.currency ?? 'PHP',
    });
  };
  // Each article is a few days older than the one before it: the seed picks the gaps.
  const published = (kind: ArticleKind, i: number): number => {
    let at = Math.floor(t0 / DAY) * DAY;
    for (let k = 0; k <= i; k++) at -= (1 + Math.floor(unitFrom(deps.seed, hash32(`articles:${kind}`), k) * 6)) * DAY;
    return at;
  };
  const all = (kind: ArticleKind, c: CopyContext): Article[] =>
    TEXTS[kind][c.lang](c).map((t: ArticleText, i) => ({
      id: FIRST_ID[kind] + i,
      kind,
      title: t.title,
      summary: t.summary,
      publishedAt: published(kind, i),
      content: paragraphs(t.paragraphs),
    }));

  return {
    list(kind, q) {
      const items = all(kind, context(q));
      const totalPages = Math.max(1, Math.ceil(items.length / q.pageSize));
      const list = items
        .slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize)
        .map(({ content: _content, ...summary }) => summary);
      return { list, pageNo: q.pageNo, totalPages, totalCount: items.length };
    },
    get(id, q) {
      const kind = (Object.keys(FIRST_ID) as ArticleKind[]).find((k) => id >= FIRST_ID[k] && id < FIRST_ID[k] + 1000);
      return kind ? all(kind, context(q)).find((a) => a.id === id) : undefined;
    },
    page(code, q) {
      const p = PAGES[context(q).lang](context(q))[code];
      const steps = p.steps ? `<ol>${p.steps.map((s) => `<li>${inline(s)}</li>`).join('')}</ol>` : '';
      return { code, title: p.title, content: paragraphs(p.paragraphs) + steps };
    },
  };
}
