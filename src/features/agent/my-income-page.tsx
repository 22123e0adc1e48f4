import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamIncomeQuery } from '@/generated/api-types';
import { DateRangeFilter, initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import { isoDay } from '@/components/date-range/date-window';
import { RecordResults } from '@/components/record-list/record-results';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { agentErrorKey } from './agent-errors';
import { useTeamMoney } from './team-money';
import { teamIncomeQuery } from './team-queries';
import styles from './team.module.css';

type Period = NonNullable<TeamIncomeQuery['period']>;
const PERIODS: readonly Period[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

/** My income (agentRevenueReport): commissions, salaries, dividends and rebates by period. */
export function MyIncomePage() {
  return (
    <QueryProvider>
      <MyIncome />
    </QueryProvider>
  );
}

function MyIncome() {
  const { t, ready } = useTranslation('agent');
  const { gateway } = useServices();
  const { money } = useTeamMoney();
  const id = useId();
  const [range, setRange] = useState<DateRangeValue>(() => initialDateRange('last30'));
  const [period, setPeriod] = useState<Period>('DAILY');
  const [page, setPage] = useState(1);
  const query: TeamIncomeQuery = {
    startDate: isoDay(range.window.start),
    endDate: isoDay(range.window.end),
    period,
    page,
    size: 20,
  };
  const income = useQuery({ ...teamIncomeQuery(gateway, query), placeholderData: keepPreviousData });
  const data = income.data;
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('income.title')}</h2>
      <div className={layout.card}>
        <DateRangeFilter value={range} onChange={(r) => (setRange(r), setPage(1))} />
        <label className={styles.field}>
          {t('income.period')}
          <select value={period} onChange={(e) => (setPeriod(e.target.value as Period), setPage(1))}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`income.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RecordResults
        busy={income.isFetching}
        error={income.isError ? t(agentErrorKey(income.error)) : null}
        totals={
          data && [
            { label: t('income.total'), value: money(data.footer.total) },
            { label: t('income.commission'), value: money(data.footer.commission) },
            { label: t('income.salary'), value: money(data.footer.salary) },
            { label: t('income.dividend'), value: money(data.footer.dividend) },
            { label: t('income.rebate'), value: money(data.footer.rebate) },
          ]
        }
        rows={data?.list}
        label={t('income.title')}
        getKey={(r) => r.balanceDate}
        rowHeight={72}
        renderRow={(r) => (
          <div className={styles.row}>
            <span>
              <strong>{r.balanceDate}</strong> · {t('income.total')}: {money(r.total)}
            </span>
            <span className={styles.muted}>
              {t('income.commission')} {money(r.commission)} · {t('income.salary')} {money(r.salary)} ·{' '}
              {t('income.dividend')} {money(r.dividend)} · {t('income.rebate')} {money(r.rebate)}
            </span>
          </div>
        )}
        page={page}
        totalPages={data?.totalPages}
        onPage={setPage}
      />
    </section>
  );
}
