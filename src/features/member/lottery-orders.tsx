import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBetStatus, RecordsLotteryQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { lotteryOrdersQuery } from '@/lib/money/lottery-orders-query';
import { useServices } from '@/lib/services';
import { DateRangeFilter, type DateRangeValue } from '@/components/date-range/date-range-filter';
import { PAGE_SIZES, PageSizeSelect, RecordResults } from '@/components/record-list/record-results';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { useMemberFormat } from './use-member-format';
import styles from './money.module.css';

/** GATEWAY-CALLS-SEEN §4, in the platform's order. */
const STATUSES: readonly LotteryBetStatus[] = [2, 4, 5, 6, 7, 8, 12, 14, 16, 17, 99];
/** What the gateway takes as an order number: an order (ABC123) or a sub-order (ABC123-001). */
const ORDER_NO = /^[A-Za-z0-9-]{0,40}$/;

/**
 * The betting record's lottery tab (ODSFE2_lottMemBet, the member's own orders of the lottery prize mode): each
 * order's draw, bet type and numbers, status and payout; filters by status and order number, paging and totals.
 */
export function LotteryOrders({ range, onRange }: { range: DateRangeValue; onRange: (range: DateRangeValue) => void }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const [status, setStatus] = useState<LotteryBetStatus | undefined>(undefined);
  const [typedOrderNo, setTypedOrderNo] = useState('');
  const [orderNo, setOrderNo] = useState('');
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const orderNoProblem = ORDER_NO.test(typedOrderNo.trim()) ? null : t('records.lottery.orderNoFormat');
  const query: RecordsLotteryQuery = {
    startDate: range.window.start,
    endDate: range.window.end,
    subordinateType: 'SELF',
    prizeModeId: 1,
    ...(status === undefined ? {} : { status }),
    ...(orderNo ? { orderNo } : {}),
    page,
    size,
  };
  const orders = useQuery({ ...lotteryOrdersQuery(gateway, query), placeholderData: keepPreviousData });
  const { money, time } = useMemberFormat();
  const data = orders.data;
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (orderNoProblem) return;
    setOrderNo(typedOrderNo.trim());
    setPage(1);
  };

  return (
    <>
      <div className={layout.card}>
        <DateRangeFilter
          value={range}
          onChange={(v) => {
            onRange(v);
            setPage(1);
          }}
        />
        <form className={styles.form} onSubmit={search} noValidate>
          <label className={styles.field}>
            {t('records.lottery.status')}
            <select
              value={status ?? ''}
              onChange={(e) => {
                setStatus(e.target.value ? (Number(e.target.value) as LotteryBetStatus) : undefined);
                setPage(1);
              }}
            >
              <option value="">{t('records.lottery.allStatuses')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`records.lottery.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('records.lottery.orderNo')}
            <input
              value={typedOrderNo}
              onChange={(e) => setTypedOrderNo(e.target.value)}
              inputMode="text"
              autoComplete="off"
              aria-invalid={orderNoProblem ? true : undefined}
              aria-describedby={orderNoProblem ? `${id}-order-problem` : undefined}
            />
            {orderNoProblem && (
              <span id={`${id}-order-problem`} className={styles.problem}>
                {orderNoProblem}
              </span>
            )}
          </label>
          <button type="submit">{t('records.lottery.search')}</button>
          <PageSizeSelect
            className={styles.field}
            value={size}
            onChange={(v) => {
              setSize(v);
              setPage(1);
            }}
          />
        </form>
      </div>
      <RecordResults
        busy={orders.isFetching}
        error={orders.isError ? t(errorMessageKey(orders.error), { ns: 'common' }) : null}
        totals={
          data && [
            { label: t('records.betCount'), value: data.totalCount },
            { label: t('records.stake'), value: money(data.footer.betAmount) },
            { label: t('records.payout'), value: money(data.footer.winAmount) },
            { label: t('records.profitAndLoss'), value: money(data.footer.winAmount - data.footer.betAmount) },
          ]
        }
        rows={data?.list}
        label={t('records.lottery.title')}
        rowHeight={120}
        getKey={(o) => o.orderNo}
        renderRow={(o) => (
          <>
            <span>{t('records.lottery.gameAndDraw', { game: o.gameName, numero: o.numero })}</span>
            <span className={styles.amount}>{t(`records.lottery.statuses.${o.status}`)}</span>
            <span className={styles.wide}>{t('records.lottery.bet', { play: o.playName, content: o.betContent })}</span>
            <span className={`${styles.muted} ${styles.wide}`}>
              {t('records.stakeAndPayout', { stake: money(o.betAmount), payout: money(o.winAmount) })}
            </span>
            <span className={`${styles.muted} ${styles.wide}`}>
              {time.format(o.betTimeInTimestamp)} · {o.orderNo}
            </span>
          </>
        )}
        page={page}
        totalPages={data?.totalPages}
        onPage={setPage}
      />
    </>
  );
}
