import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { lotteryBetDetailQuery } from '@/lib/money/lottery-orders-query';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useMemberFormat } from './use-member-format';
import styles from './money.module.css';

/**
 * A lottery order's detail (ODSFE2_lottBetRecordsDetail), shown in a dialog from the betting record: each bet of the
 * order with its play, numbers, draw, stake, payout and status. (Dialogs sit outside the page: it brings the query
 * client with it.)
 */
/** The order a detail shows: its number and draw. */
export interface LotteryOrderRef {
  orderNo: string;
  numero: string;
}

export function LotteryBetDetail({ order }: { order: LotteryOrderRef }) {
  return (
    <QueryProvider>
      <Detail order={order} />
    </QueryProvider>
  );
}

function Detail({ order }: { order: LotteryOrderRef }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const { money } = useMemberFormat();
  const detail = useQuery(lotteryBetDetailQuery(gateway, order.orderNo, order.numero));
  if (detail.isError)
    return (
      <div role="alert">
        <p>{t(errorMessageKey(detail.error), { ns: 'common' })}</p>
        <button type="button" onClick={() => void detail.refetch()}>
          {t('records.lottery.retry')}
        </button>
      </div>
    );
  if (!detail.data) return <p role="status">{t('records.lottery.detailLoading')}</p>;
  if (detail.data.length === 0) return <p>{t('records.lottery.detailEmpty')}</p>;
  const caption = t('records.lottery.detailCaption', { orderNo: order.orderNo });
  return (
    // Scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too.
    <div className={styles.detailTable} role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.lottery.play')}</th>
            <th scope="col">{t('records.lottery.numbers')}</th>
            <th scope="col">{t('records.lottery.draw')}</th>
            <th scope="col">{t('records.stake')}</th>
            <th scope="col">{t('records.payout')}</th>
            <th scope="col">{t('records.lottery.status')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.data.map((bet, i) => (
            <tr key={`${bet.playId}-${i}`}>
              <td>{bet.playName}</td>
              <td>{bet.betContent}</td>
              <td>{bet.numero}</td>
              <td>{money(bet.betAmount)}</td>
              <td>{money(bet.winAmount)}</td>
              <td>{t(`records.lottery.statuses.${bet.status}`, { defaultValue: String(bet.status) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
