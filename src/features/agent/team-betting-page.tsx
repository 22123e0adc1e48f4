import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBetsQuery } from '@/generated/api-types';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { agentErrorKey } from './agent-errors';
import { ReportFilters, useReportFilters } from './report-filters';
import { RecordChoice } from '@/components/record-page/record-filters';
import { useTeamMoney } from './team-money';
import { TeamLotteryOrders } from './team-lottery-orders';
import { teamBetsQuery } from './team-queries';
import styles from './team.module.css';

type GameType = NonNullable<TeamBetsQuery['gameType']>;
const GAME_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];

/**
 * Team betting (personalHistoryCopy): the downlines' bets by game type and downline, paged, with totals; the lottery
 * tabs read the platform's lottery orders instead.
 */
export function TeamBettingPage() {
  return (
    <QueryProvider>
      <TeamBetting />
    </QueryProvider>
  );
}

function TeamBetting() {
  const { t, ready } = useTranslation('agent');
  const { gateway } = useServices();
  const { money, locale } = useTeamMoney();
  const filters = useReportFilters();
  const [gameType, setGameType] = useState<GameType | ''>('');
  const query: TeamBetsQuery = {
    ...filters.paged,
    ...(gameType ? { gameType } : {}),
  };
  const lottery = gameType === 'LOTT' ? 1 : gameType === 'ELOTT' ? 3 : null;
  const bets = useQuery({
    ...teamBetsQuery(gateway, query),
    placeholderData: keepPreviousData,
    enabled: lottery === null,
  });
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const data = bets.data;
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <RecordPage title={t('bets.title')}>
      <ReportFilters filters={filters}>
        <RecordChoice
          label={t('bets.gameType')}
          options={[
            { value: '', label: t('bets.allGames') },
            ...GAME_TYPES.map((g) => ({ value: g, label: t(`bets.gameTypes.${g}`) })),
          ]}
          value={gameType}
          onChange={(g) => filters.refilter(() => setGameType(g))}
        />
      </ReportFilters>
      {lottery !== null ? (
        <TeamLotteryOrders filters={filters} prizeModeId={lottery} />
      ) : (
        <RecordResults
          busy={bets.isFetching}
          error={bets.isError ? t(agentErrorKey(bets.error)) : null}
          totals={
            data && [
              { label: t('bets.count'), value: String(data.totalCount) },
              { label: t('bets.stake'), value: money(data.footer.betAmount) },
              { label: t('bets.payout'), value: money(data.footer.winAmount) },
              { label: t('bets.profitAndLoss'), value: money(data.footer.profitAndLoss) },
            ]
          }
          rows={data?.list}
          label={t('bets.title')}
          getKey={(b) => b.orderNo}
          rowHeight={96}
          renderRow={(b) => (
            <div className={styles.row}>
              <span>
                <strong>{b.customerName}</strong> · {b.gameName} ({b.accountTypeName})
              </span>
              <span className={styles.muted}>
                {when.format(b.betTimeInTimestamp)} · {b.orderNo}
              </span>
              <span>
                {t('bets.stakeAndPayout', { stake: money(b.betAmount), payout: money(b.winAmount) })} ·{' '}
                {t('bets.profitAndLoss')}: {money(b.profitAndLoss)}
              </span>
            </div>
          )}
          page={filters.page}
          totalPages={data?.totalPages}
          onPage={filters.setPage}
        />
      )}
    </RecordPage>
  );
}
