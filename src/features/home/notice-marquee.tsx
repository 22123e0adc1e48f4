import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import { loadNamespace } from '@/lib/i18n/i18n';
import { loadSanitizer } from '@/lib/sanitize-html';
import type { PlayerNotice } from '@/generated/api-types';
import styles from './home.module.css';

/** Seconds the marquee takes per notice: slow enough to read. */
const SECONDS_PER_NOTICE = 9;

/**
 * The notice marquee: notice titles scroll by (paused on hover, focus, or with the pause button; still with
 * prefers-reduced-motion). The moving titles are one target, which opens every notice in a dialog: a moving target
 * is hard to hit, and it would slide under the pause button. The dialog pages them 9 by 9, with a detail view.
 */
export function NoticeMarquee({ notices }: { notices: PlayerNotice[] | undefined }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [paused, setPaused] = useState(false);
  if (notices && !notices.length) return null;
  const list = notices ?? [];
  const title = t('games:home.notices');
  // The board (paging, detail view) and its words load on the first open, with the sanitiser, so it opens whole.
  const openBoard = async () => {
    const [{ NoticeBoard }] = await Promise.all([
      import('./notice-board'),
      loadNamespace('inbox').catch(() => undefined),
      loadSanitizer(),
    ]);
    await dialogs.show({
      title,
      closeLabel: t('common.close'),
      children: <NoticeBoard notices={list} label={title} />,
    });
  };
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
        <button type="button" className={styles.marqueeOpen} disabled={!list.length} onClick={() => void openBoard()}>
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
