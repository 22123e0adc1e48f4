import styles from './loader-overlay.module.css';

/** Full-page busy indicator; announced politely to screen readers. */
export function LoaderOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
