import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNumbers } from '@/components/page-numbers/page-numbers';
import { SanitizedHtml } from '@/components/sanitized-html';
import type { PlayerNotice } from '@/generated/api-types';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import styles from './home.module.css';

/** SPEC §9: announcements 9 per page (5 page numbers, 1 margin page). */
export const NOTICES_PER_PAGE = 9;

/**
 * The notice dialog's content: titles and times, 9 per page, and a notice's detail (title, time, sanitised HTML)
 * with the way back to the page it came from.
 */
export function NoticeBoard({ notices, label }: { notices: PlayerNotice[]; label: string }) {
  const { t, i18n } = useTranslation('inbox');
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<PlayerNotice | null>(null);
  const opener = useRef<number | null>(null);
  const time = new Intl.DateTimeFormat(bcp47(i18n.language as PlatformLanguage), { dateStyle: 'medium' });
  const totalPages = Math.ceil(notices.length / NOTICES_PER_PAGE);
  const shown = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
  const when = (n: PlayerNotice) =>
    n.time ? <time dateTime={new Date(n.time).toISOString()}>{time.format(n.time)}</time> : null;

  if (detail)
    return (
      <article className={styles.noticeDetail} aria-labelledby={`notice-${detail.id}`}>
        <button
          ref={(el) => el?.focus()}
          type="button"
          className={styles.noticeBack}
          // The focus goes back to the notice that was opened.
          onClick={() => {
            opener.current = detail.id;
            setDetail(null);
          }}
        >
          {t('notices.back')}
        </button>
        <h3 id={`notice-${detail.id}`}>{detail.title}</h3>
        <p className={styles.noticeTime}>{when(detail)}</p>
        <SanitizedHtml html={detail.content} />
      </article>
    );

  return (
    <div role="region" aria-label={label}>
      <ul className={styles.noticeTitles}>
        {shown.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              ref={(el) => {
                if (el && opener.current === n.id) {
                  opener.current = null;
                  el.focus();
                }
              }}
              onClick={() => setDetail(n)}
            >
              <span>{n.title}</span>
              <span className={styles.noticeTime}>{when(n)}</span>
            </button>
          </li>
        ))}
      </ul>
      <PageNumbers
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        labels={{
          nav: t('notices.pages'),
          previous: t('previousPage'),
          next: t('nextPage'),
          page: (p) => t('pageNumber', { page: p }),
        }}
      />
    </div>
  );
}
