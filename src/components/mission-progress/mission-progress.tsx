import { useId, type ReactNode } from 'react';
import styles from './mission-progress.module.css';

/**
 * One target of a mission as a labelled bar: what it asks, how far the member is (as the gateway counts it) and,
 * beside it, the figures. Lottery missions and member-centre milestones both draw their targets with it.
 */
export function MissionProgress({
  label,
  value,
  max,
  figures,
  done,
  extra,
}: {
  label: ReactNode;
  value: number;
  max: number;
  /** The figures as text, e.g. "3 / 5" or "150.00 / 100.00". */
  figures: ReactNode;
  done?: boolean;
  /** Anything shown after the figures (a reward, a status). */
  extra?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.progress} data-done={done || undefined}>
      <span id={id}>{label}</span>
      {extra !== undefined && <span className={styles.extra}>{extra}</span>}
      <progress aria-labelledby={id} value={Math.min(value, max)} max={max > 0 ? max : 1} />
      <span data-numeric>{figures}</span>
    </div>
  );
}

/** The list around several MissionProgress rows. */
export function MissionList({ children }: { children: ReactNode }) {
  return <ol className={styles.list}>{children}</ol>;
}
