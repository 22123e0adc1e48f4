import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletHistoryValue } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { walletHistoryQuery } from './wallet-queries';
import styles from './money.module.css';
import type { Money } from '@/lib/money/amount';

const DAY = 86_400_000;

type Booking = WalletHistoryValue['list'][number];

/**
 * The last 30 days of some account-record types (e.g. wallet transfers, transfers to upline) under a money page's
 * form; refreshed by any money movement.
 */
export function RecentBookings({
  txTypeIds,
  title,
  empty,
  describe,
  money,
  locale,
}: {
  txTypeIds: string;
  title: string;
  empty: string;
  describe: (row: Booking) => string;
  money: Money;
  locale: string;
}) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  // The last 30 days up to the end of today, in the member's time zone.
  const query = useMemo(() => {
    const end = new Date();
    end.setHours(23, 59, 59, 999);
    return { startTime: end.getTime() + 1 - 30 * DAY, endTime: end.getTime(), txTypeIds, page: 1, size: 10 };
  }, [txTypeIds]);
  const history = useQuery(walletHistoryQuery(gateway, query));
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const rows = history.data?.list ?? [];
  return (
    <div className={layout.card}>
      <h3 id={id}>{title}</h3>
      {history.isError && <p role="alert">{t(errorMessageKey(history.error), { ns: 'common' })}</p>}
      {history.isSuccess && rows.length === 0 && <p>{empty}</p>}
      <ul className={styles.rows} aria-labelledby={id}>
        {rows.map((r) => (
          <li key={`${r.orderNo}-${r.txTypeId}-${r.txTimeInTimestamp}`}>
            <span>{describe(r)}</span>
            <span className={styles.amount}>{money(r.amount)}</span>
            <span className={styles.muted}>{time.format(r.txTimeInTimestamp)}</span>
            <span className={styles.muted}>{t('wallet.balanceAfter', { amount: money(r.currentAvailBalance) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
