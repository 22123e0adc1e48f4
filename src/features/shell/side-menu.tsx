import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withWords } from '@/lib/i18n/i18n';
import styles from './side-menu.module.css';

// Its own file, fetched when the menu first opens: a phone, where it starts closed, never waits for it.
// A member's entries speak the later dictionary: it comes with the menu.
const SideMenuContent = lazy(() =>
  withWords(import('./side-menu-content'), 'later').catch(() => ({ default: ChunkFailed })),
);

function ChunkFailed() {
  const { t } = useTranslation();
  return <p role="alert">{t('errors.chunkLoad')}</p>;
}

/**
 * The side menu: beside the page on a wide screen; on a narrow one a modal drawer over it, with a close button and a
 * backdrop, closed by Escape and by a tap outside (which the backdrop takes, so nothing underneath is clicked); the
 * shell closes it when one of its links is followed and keeps the page behind it inert.
 */
export function SideMenu({
  id,
  open,
  drawer,
  onClose,
  placeOnly = false,
}: {
  id: string;
  open: boolean;
  drawer: boolean;
  onClose: () => void;
  /** The screen is not known yet (the server's render and its hydration): the menu's place on a wide screen. */
  placeOnly?: boolean;
}) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const isDrawer = open && drawer;
  useEffect(() => {
    if (!isDrawer) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawer, onClose]);

  if (placeOnly)
    return <aside id={id} className={`${styles.menu} ${styles.undecided}`} aria-label={t('shell.sideMenu')} />;
  // Closed, the menu is an empty landmark for the toggle's aria-controls.
  if (!open) return <aside id={id} className={styles.menu} hidden aria-label={t('shell.sideMenu')} />;
  return (
    <>
      {isDrawer && <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />}
      <aside id={id} className={`${styles.menu} ${isDrawer ? styles.drawer : ''}`} aria-label={t('shell.sideMenu')}>
        {isDrawer && (
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">×</span> {t('shell.closeMenu')}
          </button>
        )}
        <Suspense fallback={null}>
          <SideMenuContent />
        </Suspense>
      </aside>
    </>
  );
}
