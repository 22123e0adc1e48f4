import styles from './vip-badge.module.css';

/**
 * The member's VIP level as the public state names it, with the level's colour as a swatch (the text keeps the
 * theme's colours, so it reads on every palette). `color` is the gateway's rank colour when the page has it.
 */
export function VipBadge({ level, label, color }: { level: number; label: string; color?: string }) {
  return (
    <span className={styles.badge} data-level={Math.max(0, Math.min(6, level))}>
      <span className={styles.swatch} aria-hidden="true" style={color ? { background: color } : undefined} />
      {label}
    </span>
  );
}
