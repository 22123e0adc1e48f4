import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

/** Previous / next with "page x of y", for the paged record lists. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('money');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('records.previousPage')}
      </button>
      <span aria-current="page">{t('records.pageOf', { page, total: totalPages })}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        {t('records.nextPage')}
      </button>
    </nav>
  );
}
