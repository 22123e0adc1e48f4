import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useSite } from '@/lib/config/site-context';
import styles from './status-pages.module.css';

export interface StatusPageProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A card with the merchant's logo: the visitor sees whose site this is even when the site itself is closed. */
export function StatusPage({ title, children, actions }: StatusPageProps) {
  const { merchant, assetBase } = useSite();
  return (
    <main className={styles.page}>
      <img
        className={styles.logo}
        src={assetBase + merchant.brand.logo}
        alt={merchant.brand.name}
        width={150}
        height={36}
      />
      <h1>{title}</h1>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </main>
  );
}

export function BootFailedPage({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('boot.failedTitle')}
      actions={
        <button type="button" onClick={onRetry}>
          {t('boot.retry')}
        </button>
      }
    >
      <p role="alert">{t(messageKey)}</p>
    </StatusPage>
  );
}
