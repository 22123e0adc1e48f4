import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '@/components/sanitized-html';
import { contentPageQuery, type PageCode } from '@/lib/content/content-queries';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { contentErrorKey } from './content-error';
import styles from './content.module.css';

/** A fixed page from the gateway (about us, beginner guide): title and sanitised HTML. */
export function ContentPage({ code, fallbackTitleKey }: { code: PageCode; fallbackTitleKey: string }) {
  return (
    <QueryProvider>
      <ContentView code={code} fallbackTitleKey={fallbackTitleKey} />
    </QueryProvider>
  );
}

function ContentView({ code, fallbackTitleKey }: { code: PageCode; fallbackTitleKey: string }) {
  const { t, i18n } = useTranslation('content');
  const { gateway } = useServices();
  const page = useQuery(contentPageQuery(gateway, code, i18n.language));
  const error = page.isError ? contentErrorKey(page.error) : null;
  return (
    <article aria-labelledby="content-title" className={styles.page}>
      <h1 id="content-title">{page.data?.title ?? t(fallbackTitleKey)}</h1>
      {error && <p role="alert">{t(error.key, { ns: error.ns })}</p>}
      {page.isPending && <p aria-busy="true">{t('loading')}</p>}
      {page.data && <SanitizedHtml html={page.data.content} className={styles.body} />}
    </article>
  );
}
