import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useMerchantCode } from '@/lib/config/site-context';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { presetWindow } from '@/components/date-range/date-window';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { bookingLabel } from './booking-label';
import { merchantWalletQuery, walletBalancesQuery, walletHistoryQuery } from './wallet-queries';
import styles from './money.module.css';

/**
 * /seamless: the seamless (single) wallet of a single-wallet merchant: the one balance games play from and its latest
 * bookings. A multi-wallet merchant's members are pointed to My wallet instead.
 */
export function SeamlessPage() {
  return (
    <QueryProvider>
      <Seamless />
    </QueryProvider>
  );
}

function Seamless() {
  const { t, i18n, ready } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const mode = useQuery(merchantWalletQuery(gateway, useMerchantCode()));
  const balances = useQuery(walletBalancesQuery(gateway));
  const window = useMemo(() => presetWindow('last7', new Date()), []);
  const history = useQuery({
    ...walletHistoryQuery(gateway, { startTime: window.start, endTime: window.end, page: 1, size: 5 }),
    enabled: mode.data?.isSingle === true,
  });
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const wallets = balances.data;
  const money = (major: number) => (wallets ? formatAmount(major, wallets, locale) : '…');
  const error = balances.error ?? mode.error ?? history.error;

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.page}>
      <h1 id={`${id}-title`}>{t('seamless.title')}</h1>
      {error && <p role="alert">{t(errorMessageKey(error), { ns: 'common' })}</p>}
      {mode.data?.isSingle === false && (
        <p className={layout.card}>
          {t('seamless.multi')} <Link to="/member/transferFund">{t('wallet.title')}</Link>
        </p>
      )}
      {mode.data?.isSingle && (
        <>
          <div className={layout.card}>
            <p>{t('seamless.explain')}</p>
            <dl className={layout.facts}>
              <dt>{t('wallet.main')}</dt>
              <dd className={styles.amount}>{wallets ? money(wallets.sumBalance) : '…'}</dd>
            </dl>
          </div>
          <div className={layout.card}>
            <h2 id={`${id}-recent`}>{t('seamless.recent')}</h2>
            {history.data?.list.length === 0 && <p>{t('records.empty')}</p>}
            <ul className={styles.rows} aria-labelledby={`${id}-recent`}>
              {history.data?.list.map((r) => (
                <li key={`${r.orderNo}-${r.txTypeId}-${r.txTimeInTimestamp}`}>
                  <span>{bookingLabel(t, r)}</span>
                  <span className={styles.amount}>{money(r.amount)}</span>
                  <span className={styles.muted}>{time.format(r.txTimeInTimestamp)}</span>
                  <span className={styles.muted}>
                    {t('wallet.balanceAfter', { amount: money(r.currentAvailBalance) })}
                  </span>
                </li>
              ))}
            </ul>
            <Link to="/member/transactionHistory">{t('seamless.allRecords')}</Link>
          </div>
        </>
      )}
    </section>
  );
}
