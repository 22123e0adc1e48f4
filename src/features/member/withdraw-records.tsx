import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawRecordsQuery } from '@/generated/api-types';
import { useServices } from '@/lib/services';
import { RecordChoice, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { withdrawErrorKey, withdrawRecordsQuery } from './withdraw-queries';
import type { Money } from '@/lib/money/amount';
import styles from './money.module.css';

const STATUSES = [1, 2, 3, 4, 5] as const satisfies readonly NonNullable<WithdrawRecordsQuery['status']>[];
type Status = (typeof STATUSES)[number];

/** Withdrawal records (MC getWithdrawTransactionReport): by period and status 1-5, paged by offset. */
export function WithdrawRecords({ money, locale }: { money: Money; locale: string }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const filters = useRecordFilters();
  const [status, setStatus] = useState<Status | ''>('');
  const { page, size } = filters;
  const query: WithdrawRecordsQuery = {
    startDateTs: filters.range.window.start,
    endDateTs: filters.range.window.end,
    start: (page - 1) * size,
    end: page * size,
    ...(status === '' ? {} : { status }),
  };
  const records = useQuery({ ...withdrawRecordsQuery(gateway, query), placeholderData: keepPreviousData });
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const total = records.data?.footer[0]?.totalCount;

  return (
    <RecordPage title={t('withdraw.recordsTitle')} level={3}>
      <RecordFilters filters={filters}>
        <RecordChoice
          label={t('withdraw.statusFilter')}
          options={[
            { value: '', label: t('withdraw.allStatuses') },
            ...STATUSES.map((s) => ({ value: s, label: t(`withdraw.status.${s}`) })),
          ]}
          value={status}
          onChange={(s) => filters.refilter(() => setStatus(s))}
        />
      </RecordFilters>
      <RecordResults
        busy={records.isFetching}
        error={records.isError ? t(withdrawErrorKey(records.error)) : null}
        totals={total === undefined ? undefined : [{ label: t('records.count'), value: total }]}
        rows={records.data?.records}
        label={t('withdraw.recordsTitle')}
        getKey={(r) => r.refId}
        renderRow={(r) => (
          <>
            <span>
              {t(`withdraw.status.${r.status}`)} · {r.bankName}
            </span>
            <span className={styles.amount}>{money(r.amount)}</span>
            <span className={styles.muted}>
              {time.format(r.withdrawDate)} · {r.refId}
            </span>
            <span className={styles.muted}>
              {r.remark ? t(`withdraw.remarks.${r.remark}`, { defaultValue: r.remark }) : ''}
              {r.fee > 0 ? ` ${t('withdraw.feeOf', { fee: money(r.fee) })}` : ''}
            </span>
          </>
        )}
        page={page}
        totalPages={total === undefined ? undefined : Math.max(1, Math.ceil(total / size))}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}
