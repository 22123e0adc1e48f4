import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletHistoryQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { DateRangeFilter, initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import { PAGE_SIZES, PageSizeSelect, RecordResults } from '@/components/record-list/record-results';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { bookingLabel } from './booking-label';
import { walletBalancesQuery, walletHistoryQuery } from './wallet-queries';
import styles from './money.module.css';

/** Categories of the account record (the gateway's codeTypes). */
const CATEGORIES = ['', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'UPLINE', 'OTHER'] as const;

/** Account record (transactionHistory, ODSFE2_MemTransDet): every booking of the main wallet with its balance. */
export function TransactionHistoryPage() {
  return (
    <QueryProvider>
      <TransactionHistory />
    </QueryProvider>
  );
}

function TransactionHistory() {
  const { t, i18n, ready } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const [range, setRange] = useState<DateRangeValue>(() => initialDateRange('last7'));
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('');
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const query: WalletHistoryQuery = {
    startTime: range.window.start,
    endTime: range.window.end,
    codeTypes: category,
    page,
    size,
  };
  const history = useQuery({ ...walletHistoryQuery(gateway, query), placeholderData: keepPreviousData });
  const currency = useQuery(walletBalancesQuery(gateway)).data;
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const money = (major: number) => (currency ? formatAmount(major, currency, locale) : '…');
  const data = history.data;

  if (!ready) return <p aria-busy="true">…</p>;
  const filtered = (update: () => void) => {
    update();
    setPage(1);
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('records.accountTitle')}</h2>
      <div className={layout.card}>
        <DateRangeFilter value={range} onChange={(v) => filtered(() => setRange(v))} />
        <div className={styles.form}>
          <label className={styles.field}>
            {t('records.type')}
            <select
              value={category}
              onChange={(e) => filtered(() => setCategory(e.target.value as (typeof CATEGORIES)[number]))}
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`records.categories.${c || 'ALL'}`)}
                </option>
              ))}
            </select>
          </label>
          <PageSizeSelect className={styles.field} value={size} onChange={(v) => filtered(() => setSize(v))} />
        </div>
      </div>
      <RecordResults
        busy={history.isFetching}
        error={history.isError ? t(errorMessageKey(history.error), { ns: 'common' }) : null}
        totals={
          data && [
            { label: t('records.count'), value: data.totalCount },
            { label: t('records.totalIn'), value: money(data.footer.amountIn) },
            { label: t('records.totalOut'), value: money(data.footer.amountOut) },
            { label: t('records.net'), value: money(data.footer.amount) },
          ]
        }
        rows={data?.list}
        label={t('records.accountTitle')}
        getKey={(r) => `${r.orderNo}-${r.txTypeId}-${r.txTimeInTimestamp}`}
        renderRow={(r) => (
          <>
            <span>{bookingLabel(t, r)}</span>
            <span className={styles.amount}>{money(r.amount)}</span>
            <span className={styles.muted}>
              {time.format(r.txTimeInTimestamp)} · {r.orderNo}
            </span>
            <span className={styles.muted}>{t('wallet.balanceAfter', { amount: money(r.currentAvailBalance) })}</span>
          </>
        )}
        page={page}
        totalPages={data?.totalPages}
        onPage={setPage}
      />
    </section>
  );
}
