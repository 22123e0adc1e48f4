import styles from './count-badge.module.css';

/**
 * A red count (SPEC §2), shown only above zero; `label` is what a screen reader says instead of the figure
 * ("3 unread"), so a link holding it is named "Messages, 3 unread".
 */
export function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (count === undefined || count <= 0) return null;
  return (
    <span className={styles.badge} data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
