import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsProfitQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { isoDay } from '@/components/date-range/date-window';
import { RecordResults } from '@/components/record-list/record-results';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { profitQuery } from './records-queries';
import { walletBalancesQuery } from './wallet-queries';
import styles from './money.module.css';

type Period = NonNullable<RecordsProfitQuery['period']>;
type Category = NonNullable<RecordsProfitQuery['gameCategory']>;
const PERIODS: readonly Period[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];
const CATEGORIES: readonly Category[] = ['CONS', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
/** How far back each period looks: 30 days, 12 weeks, 6 months, 12 months. */
const DAYS_BACK: Record<Period, number> = { DAILY: 29, WEEKLY: 83, SEMIMONTHLY: 182, MONTHLY: 364 };

/** Personal profit and loss (personalProfit, ODSFE2_MemPNLDet) by period and game type. */
const INCOME = [
  ['rebate', 'rebate'],
  ['dailySalary', 'salary'],
  ['agentCommission', 'commission'],
  ['profitSharing', 'dividend'],
  ['totalInvitationAmount', 'invitation'],
] as const;

export function ProfitPage() {
  return (
    <QueryProvider>
      <Profit />
    </QueryProvider>
  );
}

function Profit() {
  const { t, i18n, ready } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const [period, setPeriod] = useState<Period>('DAILY');
  const [category, setCategory] = useState<Category>('CONS');
  const [page, setPage] = useState(1);
  const today = useMemo(() => new Date(), []);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DAYS_BACK[period]);
  const query: RecordsProfitQuery = {
    gameCategory: category,
    period,
    startDate: isoDay(start.getTime()),
    endDate: isoDay(today.getTime()),
    page,
    size: 20,
  };
  const profit = useQuery({ ...profitQuery(gateway, query), placeholderData: keepPreviousData });
  const currency = useQuery(walletBalancesQuery(gateway)).data;
  const money = (major: number) => (currency ? formatAmount(major, currency, locale) : '…');
  const day = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const data = profit.data;

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('records.profitTitle')}</h2>
      <div className={`${layout.card} ${styles.form}`}>
        <label className={styles.field}>
          {t('records.periodKind')}
          <select
            value={period}
            onChange={(e) => {
              setPeriod(e.target.value as Period);
              setPage(1);
            }}
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`records.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('records.gameType')}
          <select
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as Category);
              setPage(1);
            }}
          >
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`records.gameTypes.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.hint}>
          {t('records.between', {
            from: day.format(Date.parse(query.startDate)),
            to: day.format(Date.parse(query.endDate)),
          })}
        </p>
      </div>
      <RecordResults
        busy={profit.isFetching}
        error={profit.isError ? t(errorMessageKey(profit.error), { ns: 'common' }) : null}
        totals={
          data && [
            { label: t('records.profitAndLoss'), value: money(data.footer.profitAndLoss) },
            { label: t('records.stake'), value: money(data.footer.betAmount) },
            { label: t('records.deposits'), value: money(data.footer.deposit) },
            { label: t('records.withdrawals'), value: money(data.footer.withdraw) },
            { label: t('records.promotions'), value: money(data.footer.promotion) },
            // Income besides play (GATEWAY-CALLS-SEEN §8 columns), where the window has some.
            ...INCOME.filter(([field]) => data.footer[field] !== 0).map(([field, key]) => ({
              label: t(`records.income.${key}`),
              value: money(data.footer[field]),
            })),
          ]
        }
        rows={data?.list}
        label={t('records.profitTitle')}
        getKey={(r) => r.balanceDate}
        rowHeight={96}
        renderRow={(r) => (
          <>
            <span>{day.format(Date.parse(r.balanceDate))}</span>
            <span className={styles.amount}>{money(r.profitAndLoss)}</span>
            <span className={styles.muted}>
              {t('records.stakeAndPayout', { stake: money(r.betAmount), payout: money(r.winAmount) })}
            </span>
            <span className={styles.muted}>
              {t('records.inAndOut', { deposit: money(r.deposit), withdraw: money(r.withdraw) })}
            </span>
          </>
        )}
        page={page}
        totalPages={data?.totalPages}
        onPage={setPage}
      />
    </section>
  );
}
