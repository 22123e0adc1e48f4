import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '@/components/sanitized-html';
import { articleQuery, type ArticleKind } from '@/lib/content/content-queries';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { contentErrorKey } from './content-error';
import { LIST_PATH } from './content-paths';
import styles from './content.module.css';

/** One blog post or news article; its HTML comes from the gateway and is sanitised before it is shown. */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  return (
    <QueryProvider>
      <ArticleView kind={kind} />
    </QueryProvider>
  );
}

function ArticleView({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation('content');
  const { gateway } = useServices();
  const id = Number(useParams().articleId);
  const valid = Number.isInteger(id) && id > 0;
  const article = useQuery({ ...articleQuery(gateway, id, i18n.language), enabled: valid });
  const date = new Intl.DateTimeFormat(bcp47(i18n.language as PlatformLanguage), { dateStyle: 'long' });
  const error = !valid
    ? { key: 'errors.articleNotFound', ns: 'content' as const }
    : article.isError
      ? contentErrorKey(article.error)
      : null;
  const back = t(kind === 'BLOG' ? 'blog.back' : 'news.back');
  return (
    <article aria-labelledby="article-title" className={styles.page}>
      <p>
        <Link to={LIST_PATH[kind]}>{back}</Link>
      </p>
      {error && (
        <>
          <h1 id="article-title">{t(kind === 'BLOG' ? 'blog.title' : 'news.title')}</h1>
          <p role="alert">{t(error.key, { ns: error.ns })}</p>
        </>
      )}
      {valid && article.isPending && <p aria-busy="true">{t('loading')}</p>}
      {article.data && (
        <>
          <h1 id="article-title">{article.data.title}</h1>
          <p className={styles.meta}>
            <time dateTime={new Date(article.data.publishedAt).toISOString()}>
              {date.format(article.data.publishedAt)}
            </time>
          </p>
          <SanitizedHtml html={article.data.content} className={styles.body} />
        </>
      )}
    </article>
  );
}
