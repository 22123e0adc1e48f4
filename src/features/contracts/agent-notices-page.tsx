import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager/pager';
import { SanitizedHtml } from '@/components/sanitized-html';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { useSite } from '@/lib/config/site-context';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { agentNoticesQuery, contractErrorKey } from './contract-calls';
import styles from './contracts.module.css';

/** agentAnnouncement: the operator's announcements for agents, newest first, sanitised HTML, a page at a time. */
export function AgentNoticesPage() {
  return (
    <QueryProvider>
      <Notices />
    </QueryProvider>
  );
}

function Notices() {
  const { t, i18n, ready } = useTranslation('contracts');
  const { gateway } = useServices();
  const size = useSite().merchant.pageSizes.announcements.pageSize;
  const id = useId();
  const [page, setPage] = useState(1);
  const notices = useQuery({ ...agentNoticesQuery(gateway, { page, size }), placeholderData: keepPreviousData });
  const locale = bcp47(i18n.language as PlatformLanguage);
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={notices.isFetching}>
      <h2 id={`${id}-title`}>{t('notices.title')}</h2>
      {notices.isError && <p role="alert">{t(contractErrorKey(notices.error))}</p>}
      {notices.data?.list.length === 0 && <p>{t('notices.empty')}</p>}
      {notices.data?.list.map((n) => (
        <article key={n.id} className={`${layout.card} ${styles.notice}`} aria-labelledby={`${id}-${n.id}`}>
          <h3 id={`${id}-${n.id}`}>{n.title}</h3>
          <p className={styles.muted}>
            <time dateTime={new Date(n.time).toISOString()}>{date.format(n.time)}</time>
          </p>
          <SanitizedHtml html={n.content} />
        </article>
      ))}
      {notices.data && (
        <Pager page={page} totalPages={notices.data.totalPages} onPage={setPage} label={t('notices.pages')} />
      )}
    </section>
  );
}
