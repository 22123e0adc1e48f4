import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType, RecordsBetsQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import {
  RecordChoice,
  RecordFilters,
  useRecordFilters,
  type SharedRange,
} from '@/components/record-page/record-filters';
import { RecordResults } from '@/components/record-page/record-results';
import { betsQuery } from './records-queries';
import { LotteryOrders } from './lottery-orders';
import { useMemberFormat } from './use-member-format';
import styles from './money.module.css';

const GAME_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];

/** Betting record (personalHistoryCopy): one tab per game type, vendor and period filters, paging and totals. */
export function BettingRecordPage() {
  return (
    <QueryProvider>
      <BettingRecord />
    </QueryProvider>
  );
}

function BettingRecord() {
  const { t, ready } = useTranslation('money');
  const id = useId();
  const [gameType, setGameType] = useState<GameType>('RNG');
  const [range, setRange] = useState<DateRangeValue>(() => initialDateRange('last7'));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  if (!ready) return <p aria-busy="true">…</p>;
  const arrows = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + GAME_TYPES.length) % GAME_TYPES.length;
    setGameType(GAME_TYPES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('records.betsTitle')}</h2>
      <div role="tablist" aria-label={t('records.gameType')} className={styles.tabs}>
        {GAME_TYPES.map((type, i) => (
          <button
            key={type}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${type}`}
            aria-selected={type === gameType}
            aria-controls={`${id}-panel`}
            tabIndex={type === gameType ? 0 : -1}
            onClick={() => setGameType(type)}
            onKeyDown={(e) => arrows(e, i)}
          >
            {t(`records.gameTypes.${type}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${gameType}`}>
        {/* The platform reads the lottery tab with its lottery call (GATEWAY-CALLS-SEEN §8), the other tabs by game type. */}
        {gameType === 'LOTT' ? (
          <LotteryOrders shared={{ range, setRange }} />
        ) : (
          <GameBets key={gameType} gameType={gameType} shared={{ range, setRange }} />
        )}
      </div>
    </section>
  );
}

/** One game type's bets: vendor filter, paging and totals. A new type starts on page 1 with every vendor. */
function GameBets({ gameType, shared }: { gameType: GameType; shared: SharedRange }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const filters = useRecordFilters({ shared });
  const [vendor, setVendor] = useState('');
  const query: RecordsBetsQuery = {
    gameType,
    accountType: vendor,
    startDate: filters.range.window.start,
    endDate: filters.range.window.end,
    page: filters.page,
    size: filters.size,
  };
  const bets = useQuery({ ...betsQuery(gateway, query), placeholderData: keepPreviousData });
  const { money, time } = useMemberFormat();
  const data = bets.data;

  return (
    <>
      <RecordFilters filters={filters}>
        <RecordChoice
          label={t('records.vendor')}
          options={[
            { value: '', label: t('records.allVendors') },
            ...(data?.vendors ?? []).map((v) => ({ value: v, label: v })),
          ]}
          value={vendor}
          onChange={(v) => filters.refilter(() => setVendor(v))}
        />
      </RecordFilters>
      <RecordResults
        busy={bets.isFetching}
        error={bets.isError ? t(errorMessageKey(bets.error), { ns: 'common' }) : null}
        totals={
          data && [
            { label: t('records.betCount'), value: data.totalCount },
            { label: t('records.stake'), value: money(data.footer.betAmount) },
            { label: t('records.validBet'), value: money(data.footer.validBetAmount) },
            { label: t('records.payout'), value: money(data.footer.winAmount) },
            { label: t('records.profitAndLoss'), value: money(data.footer.profitAndLoss) },
          ]
        }
        rows={data?.list}
        label={t('records.betsTitle')}
        rowHeight={96}
        getKey={(b) => b.orderNo}
        renderRow={(b) => (
          <>
            <span>
              {b.gameName} · {b.accountTypeName}
            </span>
            <span className={styles.amount}>{money(b.profitAndLoss)}</span>
            <span className={styles.muted}>
              {time.format(b.betTimeInTimestamp)} · {b.orderNo}
            </span>
            <span className={`${styles.muted} ${styles.wide}`}>
              {t('records.stakeAndPayout', { stake: money(b.betAmount), payout: money(b.winAmount) })}
            </span>
            {b.eventName && (
              <span className={`${styles.muted} ${styles.wide}`}>
                {t('records.sportsLine', {
                  event: b.eventName,
                  selection: b.selection ?? '',
                  odds: b.odds ?? '',
                  status: t(`records.sportsStatus.${b.status ?? 'Ordered'}`),
                })}
              </span>
            )}
          </>
        )}
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </>
  );
}
