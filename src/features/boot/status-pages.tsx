import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { SystemStatusValue } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import styles from './status-pages.module.css';

interface StatusPageProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A card with the merchant's logo: the visitor sees whose site this is even when the site itself is closed. */
function StatusPage({ title, children, actions }: StatusPageProps) {
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

function useLocale(): string | undefined {
  const { i18n } = useTranslation();
  return isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : undefined;
}

/** The end of a maintenance in the visitor's language and time zone, with the zone named. */
export function formatMaintenanceEnd(until: number, locale: string | undefined, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(until);
}

/** A country's name in the visitor's language from its ISO code ("PH" → "Philippines"); the code when unknown. */
export function countryName(code: string, locale: string | undefined): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a region code Intl knows the shape of
  }
}

export function MaintenancePage({ until, customerService }: { until?: number; customerService: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <StatusPage title={t('boot.maintenanceTitle')} actions={customerService}>
      <p>{t('boot.maintenanceText')}</p>
      {until !== undefined && (
        <p>
          {t('boot.maintenanceUntil')}{' '}
          <time className={styles.value} dateTime={new Date(until).toISOString()}>
            {formatMaintenanceEnd(until, locale)}
          </time>
        </p>
      )}
    </StatusPage>
  );
}

export function RegionBlockedPage({
  location,
  customerService,
}: {
  location: SystemStatusValue['location'];
  customerService: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <StatusPage title={t('boot.regionBlockedTitle')} actions={customerService}>
      <p>{t('boot.regionBlockedText')}</p>
      <dl className={styles.facts}>
        {location.country && (
          <div>
            <dt>{t('boot.yourCountry')}</dt>
            <dd className={styles.value}>{countryName(location.country, locale)}</dd>
          </div>
        )}
        {location.ip && (
          <div>
            <dt>{t('boot.yourIp')}</dt>
            <dd className={`${styles.value} ${styles.ip}`}>{location.ip}</dd>
          </div>
        )}
      </dl>
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
