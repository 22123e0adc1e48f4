import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletHistoryQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { RecordChoice, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { bookingLabel } from './booking-label';
import { walletHistoryQuery } from './wallet-queries';
import { useMemberFormat } from './use-member-format';
import styles from './money.module.css';

/** Categories of the account record (the gateway's codeTypes). */
const CATEGORIES = ['', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'UPLINE', 'OTHER'] as const;
type Category = (typeof CATEGORIES)[number];

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
  const filters = useRecordFilters();
  const [category, setCategory] = useState<Category>('');
  const query: WalletHistoryQuery = {
    startTime: filters.range.window.start,
    endTime: filters.range.window.end,
    codeTypes: category,
    page: filters.page,
    size: filters.size,
  };
  const history = useQuery({ ...walletHistoryQuery(gateway, query), placeholderData: keepPreviousData });
  const { money, time } = useMemberFormat();
  const data = history.data;

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <RecordPage title={t('records.accountTitle')}>
      <RecordFilters filters={filters}>
        <RecordChoice
          label={t('records.type')}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`records.categories.${c || 'ALL'}`) }))}
          value={category}
          onChange={(c) => filters.refilter(() => setCategory(c))}
        />
      </RecordFilters>
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
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}
