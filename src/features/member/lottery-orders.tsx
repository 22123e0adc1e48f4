import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBetStatus, RecordsLotteryQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { lotteryOrdersQuery } from '@/lib/money/lottery-orders-query';
import { useServices } from '@/lib/services';
import {
  RecordChoice,
  RecordField,
  RecordFilters,
  useRecordFilters,
  type SharedRange,
} from '@/components/record-page/record-filters';
import { RecordResults } from '@/components/record-page/record-results';
import { useDialogs } from '@/components/dialog/dialog-host';
import { LotteryBetDetail, type LotteryOrderRef } from './lottery-bet-detail';
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
export function LotteryOrders({ shared }: { shared: SharedRange }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const filters = useRecordFilters({ shared });
  const [status, setStatus] = useState<LotteryBetStatus | undefined>(undefined);
  const [typedOrderNo, setTypedOrderNo] = useState('');
  const [orderNo, setOrderNo] = useState('');
  const orderNoProblem = ORDER_NO.test(typedOrderNo.trim()) ? null : t('records.lottery.orderNoFormat');
  const query: RecordsLotteryQuery = {
    startDate: filters.range.window.start,
    endDate: filters.range.window.end,
    subordinateType: 'SELF',
    prizeModeId: 1,
    ...(status === undefined ? {} : { status }),
    ...(orderNo ? { orderNo } : {}),
    page: filters.page,
    size: filters.size,
  };
  const orders = useQuery({ ...lotteryOrdersQuery(gateway, query), placeholderData: keepPreviousData });
  const { money, time } = useMemberFormat();
  const dialogs = useDialogs();
  const showDetail = (order: LotteryOrderRef) =>
    void dialogs.show({
      title: t('records.lottery.detailTitle', { orderNo: order.orderNo }),
      closeLabel: t('common:common.close'),
      children: <LotteryBetDetail order={order} />,
    });
  const data = orders.data;
  const search = () => {
    if (!orderNoProblem) filters.refilter(() => setOrderNo(typedOrderNo.trim()));
  };

  return (
    <>
      <RecordFilters filters={filters} onSearch={search}>
        <RecordChoice
          label={t('records.lottery.status')}
          options={[
            { value: '', label: t('records.lottery.allStatuses') },
            ...STATUSES.map((s) => ({ value: s, label: t(`records.lottery.statuses.${s}`) })),
          ]}
          value={status ?? ''}
          onChange={(s) => filters.refilter(() => setStatus(s === '' ? undefined : s))}
        />
        <RecordField label={t('records.lottery.orderNo')}>
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
        </RecordField>
        <button type="submit">{t('records.lottery.search')}</button>
      </RecordFilters>
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
        rowHeight={148}
        getKey={(o) => o.orderNo}
        renderRow={(o) => (
          <>
            <span>{t('records.lottery.gameAndDraw', { game: o.gameName, numero: o.numero })}</span>
            <span className={styles.amount}>
              {t(`records.lottery.statuses.${o.status}`)}
              <button type="button" className={styles.detailButton} onClick={() => showDetail(o)}>
                {t('records.lottery.details')}
                <span className="visually-hidden"> {o.orderNo}</span>
              </button>
            </span>
            <span className={styles.wide}>{t('records.lottery.bet', { play: o.playName, content: o.betContent })}</span>
            <span className={`${styles.muted} ${styles.wide}`}>
              {t('records.stakeAndPayout', { stake: money(o.betAmount), payout: money(o.winAmount) })}
            </span>
            <span className={`${styles.muted} ${styles.wide}`}>
              {time.format(o.betTimeInTimestamp)} · {o.orderNo}
            </span>
          </>
        )}
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </>
  );
}
