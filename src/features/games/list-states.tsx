import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import styles from './games.module.css';

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert">
      <p>{t(errorMessageKey(error))}</p>
      <button type="button" onClick={onRetry}>
        {t('games:list.retry')}
      </button>
    </div>
  );
}

export function LoginNeeded() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <p>{t('errors.pleaseLogin')}</p>
      <Link to="/login" className={styles.button}>
        {t('header.login')}
      </Link>
    </div>
  );
}

export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.more}>
      <p role="status">{t('games:list.shown', { shown, total })}</p>
      {hasMore && (
        <button type="button" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? t('games:list.loading') : t('games:list.loadMore')}
        </button>
      )}
    </div>
  );
}
