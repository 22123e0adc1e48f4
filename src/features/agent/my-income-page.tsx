import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamIncomeQuery } from '@/generated/api-types';
import { isoDay } from '@/components/date-range/date-window';
import { RecordChoice, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
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
  const filters = useRecordFilters({ preset: 'last30', size: 20 });
  const [period, setPeriod] = useState<Period>('DAILY');
  const query: TeamIncomeQuery = {
    startDate: isoDay(filters.range.window.start),
    endDate: isoDay(filters.range.window.end),
    period,
    page: filters.page,
    size: filters.size,
  };
  const income = useQuery({ ...teamIncomeQuery(gateway, query), placeholderData: keepPreviousData });
  const data = income.data;
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <RecordPage title={t('income.title')}>
      <RecordFilters filters={filters} sizes={false}>
        <RecordChoice
          label={t('income.period')}
          options={PERIODS.map((p) => ({ value: p, label: t(`income.periods.${p}`) }))}
          value={period}
          onChange={(p) => filters.refilter(() => setPeriod(p))}
        />
      </RecordFilters>
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
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}
