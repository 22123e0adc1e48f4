import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsLotteryQuery } from '@/generated/api-types';
import { RecordResults } from '@/components/record-page/record-results';
import { lotteryOrdersQuery } from '@/lib/money/lottery-orders-query';
import { useServices } from '@/lib/services';
import { agentErrorKey } from './agent-errors';
import type { useReportFilters } from './report-filters';
import { useTeamMoney } from './team-money';
import styles from './team.module.css';

/**
 * Team betting's lottery and e-lottery tabs: the platform reads lottery orders with ODSFE2_lottMemBet, an agent's team
 * with subordinateType ALL (GATEWAY-CALLS-SEEN §4), each order with its draw, bet and status.
 */
export function TeamLotteryOrders({
  filters,
  prizeModeId,
}: {
  filters: ReturnType<typeof useReportFilters>;
  prizeModeId: 1 | 3;
}) {
  // The order statuses are the betting record's words (money dictionary).
  const { t } = useTranslation(['agent', 'money']);
  const { gateway } = useServices();
  const { money, locale } = useTeamMoney();
  const query: RecordsLotteryQuery = { ...filters.paged, subordinateType: 'ALL', prizeModeId };
  const orders = useQuery({ ...lotteryOrdersQuery(gateway, query), placeholderData: keepPreviousData });
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const data = orders.data;
  return (
    <RecordResults
      busy={orders.isFetching}
      error={orders.isError ? t(agentErrorKey(orders.error)) : null}
      totals={
        data && [
          { label: t('bets.count'), value: String(data.totalCount) },
          { label: t('bets.stake'), value: money(data.footer.betAmount) },
          { label: t('bets.payout'), value: money(data.footer.winAmount) },
          { label: t('bets.profitAndLoss'), value: money(data.footer.winAmount - data.footer.betAmount) },
        ]
      }
      rows={data?.list}
      label={t('bets.title')}
      getKey={(o) => o.orderNo}
      rowHeight={120}
      renderRow={(o) => (
        <div className={styles.row}>
          <span>
            <strong>{o.customerName}</strong> ·{' '}
            {t('money:records.lottery.gameAndDraw', { game: o.gameName, numero: o.numero })}
          </span>
          <span>
            {t('money:records.lottery.bet', { play: o.playName, content: o.betContent })} ·{' '}
            {t(`money:records.lottery.statuses.${o.status}`)}
          </span>
          <span className={styles.muted}>
            {when.format(o.betTimeInTimestamp)} · {o.orderNo}
          </span>
          <span>{t('bets.stakeAndPayout', { stake: money(o.betAmount), payout: money(o.winAmount) })}</span>
        </div>
      )}
      page={filters.page}
      totalPages={data?.totalPages}
      onPage={filters.setPage}
    />
  );
}
