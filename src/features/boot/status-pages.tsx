import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styles from './status-pages.module.css';

interface StatusPageProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

function StatusPage({ title, children, actions }: StatusPageProps) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </main>
  );
}

export function MaintenancePage({ customerService }: { customerService: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('boot.maintenanceTitle')} actions={customerService}>
      <p>{t('boot.maintenanceText')}</p>
    </StatusPage>
  );
}

export function RegionBlockedPage({ ip, customerService }: { ip?: string; customerService: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('boot.regionBlockedTitle')} actions={customerService}>
      <p>{t('boot.regionBlockedText')}</p>
      {ip && (
        <p>
          {t('boot.yourIp')} <strong className={styles.ip}>{ip}</strong>
        </p>
      )}
    </StatusPage>
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
