import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawRecordsQuery } from '@/generated/api-types';
import { useServices } from '@/lib/services';
import { DateRangeFilter, initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import { PAGE_SIZES, PageSizeSelect, RecordResults } from '@/components/record-list/record-results';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { withdrawErrorKey, withdrawRecordsQuery } from './withdraw-queries';
import type { Money } from '@/lib/money/amount';
import styles from './money.module.css';

const STATUSES = [1, 2, 3, 4, 5] as const;

/** Withdrawal records (MC getWithdrawTransactionReport): by period and status 1-5, paged by offset. */
export function WithdrawRecords({ money, locale }: { money: Money; locale: string }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const [range, setRange] = useState<DateRangeValue>(() => initialDateRange('last7'));
  const [status, setStatus] = useState<number | ''>('');
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const query: WithdrawRecordsQuery = {
    startDateTs: range.window.start,
    endDateTs: range.window.end,
    start: (page - 1) * size,
    end: page * size,
    ...(status === '' ? {} : { status: status as WithdrawRecordsQuery['status'] }),
  };
  const records = useQuery({ ...withdrawRecordsQuery(gateway, query), placeholderData: keepPreviousData });
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const total = records.data?.footer[0]?.totalCount;
  const filtered = (update: () => void) => {
    update();
    setPage(1);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdraw.recordsTitle')}</h3>
      <div className={layout.card}>
        <DateRangeFilter value={range} onChange={(v) => filtered(() => setRange(v))} />
        <div className={styles.form}>
          <label className={styles.field}>
            {t('withdraw.statusFilter')}
            <select
              value={status}
              onChange={(e) => filtered(() => setStatus(e.target.value === '' ? '' : Number(e.target.value)))}
            >
              <option value="">{t('withdraw.allStatuses')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`withdraw.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <PageSizeSelect className={styles.field} value={size} onChange={(v) => filtered(() => setSize(v))} />
        </div>
      </div>
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
        onPage={setPage}
      />
    </section>
  );
}
