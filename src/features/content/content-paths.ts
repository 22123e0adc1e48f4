import type { ArticleKind } from '@/lib/content/content-queries';

/** Where a kind's list lives (routes.json declares both and their article pages). */
export const LIST_PATH: Record<ArticleKind, string> = { BLOG: '/blog', NEWS: '/news' };

export const articlePath = (kind: ArticleKind, id: number): string => `${LIST_PATH[kind]}/${id}`;
