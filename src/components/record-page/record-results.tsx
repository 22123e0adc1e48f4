import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager/pager';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { RecordList } from './record-list';
import styles from './record-page.module.css';

export interface RecordTotal {
  label: string;
  value: ReactNode;
}

/**
 * The result card of a record page (member and agent centres): the error, the totals of the whole period, the
 * windowed rows or "no records", and the pager.
 */
export function RecordResults<T>({
  busy,
  error,
  totals,
  rows,
  label,
  getKey,
  renderRow,
  rowHeight,
  page,
  totalPages,
  onPage,
}: {
  busy: boolean;
  /** Already translated. */
  error: string | null;
  totals?: readonly RecordTotal[];
  rows?: readonly T[];
  label: string;
  getKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  rowHeight?: number;
  page: number;
  totalPages?: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('money');
  return (
    <div className={layout.card} aria-busy={busy}>
      {error && <p role="alert">{error}</p>}
      {totals && (
        <dl className={layout.facts} aria-label={t('records.totals')}>
          {totals.map((total) => (
            <div key={total.label} className={styles.fact}>
              <dt>{total.label}</dt>
              <dd className={styles.amount}>{total.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {rows?.length === 0 && <p>{t('records.empty')}</p>}
      {rows && rows.length > 0 && (
        <RecordList rows={rows} label={label} getKey={getKey} renderRow={renderRow} rowHeight={rowHeight} />
      )}
      {totalPages !== undefined && (
        <Pager page={page} totalPages={totalPages} onPage={onPage} label={t('records.pages')} />
      )}
    </div>
  );
}
