import type { ReactNode } from 'react';
import { VirtualGrid } from '@/components/virtual-grid/virtual-grid';
import styles from './record-page.module.css';

/**
 * Rows of a record page (account record, betting record, profit and loss; member and agent centres), windowed over
 * the page's scroll so a page of thousands of rows stays a few dozen DOM nodes.
 */
export function RecordList<T>({
  rows,
  getKey,
  renderRow,
  label,
  rowHeight = 76,
}: {
  rows: readonly T[];
  getKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  label: string;
  rowHeight?: number;
}) {
  return (
    <div className={styles.list}>
      <VirtualGrid
        items={rows}
        getKey={getKey}
        label={label}
        renderItem={(row) => <div className={styles.row}>{renderRow(row)}</div>}
        minItemWidth={100_000}
        gap={0}
        estimatedRowHeight={rowHeight}
      />
    </div>
  );
}
