import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsProfitQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { isoDay } from '@/components/date-range/date-window';
import { RecordChoice, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import { profitQuery } from './records-queries';
import { walletBalancesQuery } from './wallet-queries';
import styles from './money.module.css';

type Period = NonNullable<RecordsProfitQuery['period']>;
type Category = NonNullable<RecordsProfitQuery['gameCategory']>;
const PERIODS: readonly Period[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];
const CATEGORIES: readonly Category[] = ['CONS', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
/** How far back each period looks: 30 days, 12 weeks, 6 months, 12 months. */
const DAYS_BACK: Record<Period, number> = { DAILY: 29, WEEKLY: 83, SEMIMONTHLY: 182, MONTHLY: 364 };

/** Income besides play: the footer's field and its label. */
const INCOME = [
  ['rebate', 'rebate'],
  ['dailySalary', 'salary'],
  ['agentCommission', 'commission'],
  ['profitSharing', 'dividend'],
  ['totalInvitationAmount', 'invitation'],
] as const;

/** Personal profit and loss (personalProfit, ODSFE2_MemPNLDet) by period and game type. */
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
  const locale = bcp47(i18n.language as PlatformLanguage);
  const [period, setPeriod] = useState<Period>('DAILY');
  const [category, setCategory] = useState<Category>('CONS');
  const filters = useRecordFilters({ size: 20 });
  const today = useMemo(() => new Date(), []);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DAYS_BACK[period]);
  const query: RecordsProfitQuery = {
    gameCategory: category,
    period,
    startDate: isoDay(start.getTime()),
    endDate: isoDay(today.getTime()),
    page: filters.page,
    size: filters.size,
  };
  const profit = useQuery({ ...profitQuery(gateway, query), placeholderData: keepPreviousData });
  const currency = useQuery(walletBalancesQuery(gateway)).data;
  const money = (major: number) => (currency ? formatAmount(major, currency, locale) : '…');
  const day = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const data = profit.data;

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <RecordPage title={t('records.profitTitle')}>
      <RecordFilters filters={filters} dates={false} sizes={false}>
        <RecordChoice
          label={t('records.periodKind')}
          options={PERIODS.map((p) => ({ value: p, label: t(`records.periods.${p}`) }))}
          value={period}
          onChange={(p) => filters.refilter(() => setPeriod(p))}
        />
        <RecordChoice
          label={t('records.gameType')}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`records.gameTypes.${c}`) }))}
          value={category}
          onChange={(c) => filters.refilter(() => setCategory(c))}
        />
        <p className={styles.hint}>
          {t('records.between', {
            from: day.format(Date.parse(query.startDate)),
            to: day.format(Date.parse(query.endDate)),
          })}
        </p>
      </RecordFilters>
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
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}
