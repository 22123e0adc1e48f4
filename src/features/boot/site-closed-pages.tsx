import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { SystemStatusValue } from '@/generated/api-types';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { StatusPage } from './status-pages';
import styles from './status-pages.module.css';

// The pages of a closed site: their own chunk, loaded only when the gateway says the site is closed.

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
