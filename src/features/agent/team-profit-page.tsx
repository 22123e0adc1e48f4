import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {} from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamProfitQuery } from '@/generated/api-types';
import { isoDay } from '@/components/date-range/date-window';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { agentErrorKey } from './agent-errors';
import { ReportFilters, useReportFilters } from './report-filters';
import { useTeamMoney } from './team-money';
import { teamProfitQuery } from './team-queries';
import styles from './team.module.css';

/** User profit and loss (palStatementsAgentCopy): each downline's own P&L and the team total. */
export function TeamProfitPage() {
  return (
    <QueryProvider>
      <TeamProfit />
    </QueryProvider>
  );
}

function TeamProfit() {
  const { t, ready } = useTranslation('agent');
  const { gateway } = useServices();
  const { money } = useTeamMoney();
  const filters = useReportFilters();
  const query: TeamProfitQuery = {
    startDate: isoDay(filters.range.window.start),
    endDate: isoDay(filters.range.window.end),
    page: filters.page,
    size: filters.size,
    ...(filters.name ? { subordinateName: filters.name } : {}),
  };
  const profit = useQuery({ ...teamProfitQuery(gateway, query), placeholderData: keepPreviousData });
  const data = profit.data;
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <RecordPage title={t('profit.title')}>
      <ReportFilters filters={filters} />
      <RecordResults
        busy={profit.isFetching}
        error={profit.isError ? t(agentErrorKey(profit.error)) : null}
        totals={
          data && [
            { label: t('profit.members'), value: String(data.totalCount) },
            { label: t('profit.teamProfitAndLoss'), value: money(data.footer.profitAndLoss) },
            { label: t('bets.stake'), value: money(data.footer.betAmount) },
            { label: t('profit.deposits'), value: money(data.footer.deposit) },
            { label: t('profit.withdrawals'), value: money(data.footer.withdraw) },
            { label: t('profit.rebates'), value: money(data.footer.rebate) },
            { label: t('profit.promotions'), value: money(data.footer.promotion) },
          ]
        }
        rows={data?.list}
        label={t('profit.title')}
        getKey={(r) => r.customerName}
        rowHeight={96}
        renderRow={(r) => (
          <div className={styles.row}>
            <span>
              <strong>{r.customerName}</strong> · {t('team.level', { level: r.level })} · {t('bets.profitAndLoss')}:{' '}
              {money(r.profitAndLoss)}
            </span>
            <span className={styles.muted}>
              {t('bets.stakeAndPayout', { stake: money(r.betAmount), payout: money(r.winAmount) })}
            </span>
            <span className={styles.muted}>
              {t('profit.inAndOut', { deposit: money(r.deposit), withdraw: money(r.withdraw) })}
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
