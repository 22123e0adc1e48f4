import type { ReactNode } from 'react';
import styles from './leaderboard-table.module.css';
import table from '@/components/data-table/data-table.module.css';

export interface LeaderboardColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/**
 * A ranking table (lottery winners, mission leaderboards). A `pinned` row (the member's own) stays in the footer,
 * marked, whatever its rank; wide tables scroll inside their box on a phone.
 */
export function LeaderboardTable<T>({
  label,
  caption,
  columns,
  rows,
  getKey,
  pinned,
  pinnedLabel,
}: {
  /** Names the table (when it has no caption). */
  label: string;
  caption?: string;
  columns: readonly LeaderboardColumn<T>[];
  rows: readonly T[];
  getKey: (row: T) => string | number;
  pinned?: T;
  /** How the pinned row is announced (e.g. "You"). */
  pinnedLabel?: string;
}) {
  const cells = (row: T) =>
    columns.map((c) => (
      <td key={c.header} data-numeric={c.numeric || undefined}>
        {c.cell(row)}
      </td>
    ));
  return (
    // Focusable so a keyboard can scroll a table wider than a phone; the table carries the name.
    <div className={table.scroll} tabIndex={0}>
      <table className={table.table} aria-label={caption ? undefined : label}>
        {caption && <caption className={table.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={getKey(r)}>{cells(r)}</tr>
          ))}
        </tbody>
        {pinned && (
          <tfoot>
            <tr className={styles.pinned} aria-label={pinnedLabel}>
              {cells(pinned)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
