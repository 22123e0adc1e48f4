import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletHistoryQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { DateRangeFilter, initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import { PAGE_SIZES, PageSizeSelect, RecordResults } from '@/components/record-list/record-results';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { bookingLabel } from './booking-label';
import { walletHistoryQuery } from './wallet-queries';
import { useMemberFormat } from './use-member-format';
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
  const { t, ready } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
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
  const { money, time } = useMemberFormat();
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
