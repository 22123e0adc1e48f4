import { useTranslation } from 'react-i18next';
import styles from './date-range.module.css';

/**
 * The "from" and "to" days of a custom range and the button that applies them. The caller checks the range and shows
 * its problem under `problemId`, so what was typed stays while it is corrected.
 */
export function CustomRangeFields({
  from,
  to,
  onFrom,
  onTo,
  onApply,
  problemId,
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onApply: () => void;
  /** The id of the shown problem, or null when there is none. */
  problemId: string | null;
}) {
  const { t } = useTranslation('money');
  return (
    <>
      <label className={styles.field}>
        {t('records.from')}
        <input type="date" value={from} onChange={(e) => onFrom(e.target.value)} aria-invalid={!!problemId} />
      </label>
      <label className={styles.field}>
        {t('records.to')}
        <input
          type="date"
          value={to}
          onChange={(e) => onTo(e.target.value)}
          aria-invalid={!!problemId}
          aria-describedby={problemId ?? undefined}
        />
      </label>
      <button type="button" onClick={onApply}>
        {t('records.apply')}
      </button>
    </>
  );
}
