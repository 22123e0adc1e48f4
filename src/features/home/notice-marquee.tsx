import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import { SanitizedHtml } from '@/components/sanitized-html';
import type { PlayerNotice } from '@/generated/api-types';
import styles from './home.module.css';

/** Seconds the marquee takes per notice: slow enough to read. */
const SECONDS_PER_NOTICE = 9;

/**
 * Every notice with its (sanitised) text, for the dialog the marquee opens. The list scrolls when the notices are
 * long, so it takes the focus (a region keyboard users scroll with the arrow keys).
 */
function NoticeList({ notices, label }: { notices: PlayerNotice[]; label: string }) {
  return (
    <div className={styles.noticeList} role="region" aria-label={label} tabIndex={0}>
      {notices.map((notice) => (
        <article key={notice.id}>
          <h3>{notice.title}</h3>
          <SanitizedHtml html={notice.content} />
        </article>
      ))}
    </div>
  );
}

/**
 * The notice marquee: notice titles scroll by (paused on hover, focus, or with the pause button; still with
 * prefers-reduced-motion). The moving titles are one target, which opens every notice in a dialog: a moving target
 * is hard to hit, and it would slide under the pause button.
 */
export function NoticeMarquee({ notices }: { notices: PlayerNotice[] | undefined }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [paused, setPaused] = useState(false);
  if (notices && !notices.length) return null;
  const list = notices ?? [];
  const title = t('games:home.notices');
  return (
    <section className={styles.marquee} aria-labelledby="home-notices" data-paused={paused || undefined}>
      <h2 id="home-notices" className={styles.marqueeLabel}>
        {title}
      </h2>
      <div className={styles.marqueeWindow}>
        <span
          className={styles.marqueeTrack}
          style={{ animationDuration: `${Math.max(1, list.length) * SECONDS_PER_NOTICE}s` }}
          aria-hidden="true"
        >
          {list.map((notice) => (
            <span key={notice.id} className={styles.marqueeItem}>
              {notice.title}
            </span>
          ))}
        </span>
        {/* One still target over the moving titles: it opens every notice. */}
        <button
          type="button"
          className={styles.marqueeOpen}
          disabled={!list.length}
          onClick={() =>
            void dialogs.show({
              title,
              closeLabel: t('common.close'),
              children: <NoticeList notices={list} label={title} />,
            })
          }
        >
          <span className="visually-hidden">{t('games:home.openNotices', { count: list.length })}</span>
        </button>
      </div>
      {list.length > 0 && (
        <button type="button" className={styles.marqueeToggle} onClick={() => setPaused((p) => !p)}>
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          <span className="visually-hidden">{t(paused ? 'games:carousel.play' : 'games:carousel.pause')}</span>
        </button>
      )}
    </section>
  );
}
