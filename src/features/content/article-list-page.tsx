import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager/pager';
import { articlesQuery, type ArticleKind } from '@/lib/content/content-queries';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { contentErrorKey } from './content-error';
import { articlePath } from './content-paths';
import styles from './content.module.css';

/** Blog or news (SPEC §2 other screens): newest first, paged; the page number is in the address (?page=2). */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  return (
    <QueryProvider>
      <ArticleList kind={kind} />
    </QueryProvider>
  );
}

function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation('content');
  const { gateway } = useServices();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...articlesQuery(gateway, kind, page, i18n.language), placeholderData: keepPreviousData });
  const date = new Intl.DateTimeFormat(bcp47(i18n.language as PlatformLanguage), { dateStyle: 'medium' });
  const title = t(kind === 'BLOG' ? 'blog.title' : 'news.title');
  const error = list.isError ? contentErrorKey(list.error) : null;
  return (
    <section aria-labelledby="articles-title" className={styles.page}>
      <h1 id="articles-title">{title}</h1>
      {error && <p role="alert">{t(error.key, { ns: error.ns })}</p>}
      {list.isPending && <p aria-busy="true">{t('loading')}</p>}
      {list.data && (
        <>
          <ul className={styles.cards} aria-busy={list.isFetching}>
            {list.data.list.map((a) => (
              <li key={a.id}>
                <article className={styles.card} aria-labelledby={`article-${a.id}`}>
                  <h2 id={`article-${a.id}`}>
                    <Link to={articlePath(kind, a.id)}>{a.title}</Link>
                  </h2>
                  <p className={styles.meta}>
                    <time dateTime={new Date(a.publishedAt).toISOString()}>{date.format(a.publishedAt)}</time>
                  </p>
                  <p>{a.summary}</p>
                </article>
              </li>
            ))}
          </ul>
          <Pager
            page={list.data.pageNo}
            totalPages={list.data.totalPages}
            label={t('pages', { title })}
            onPage={(p) => {
              setParams(p > 1 ? { page: String(p) } : {});
              window.scrollTo(0, 0);
            }}
          />
        </>
      )}
    </section>
  );
}
