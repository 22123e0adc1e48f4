import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusDetailsQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { toMinor } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';
import { RecordPage } from '@/components/record-page/record-page';
import { RecordResults } from '@/components/record-page/record-results';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { bonusDetailsQuery, rebateSeriesQuery } from './account-queries';
import { useMemberFormat } from './use-member-format';
import styles from './money.module.css';

/** Bonus details (bonusDetails): bonuses received in a period, each with the turnover it asks for and done so far. */
export function BonusDetailsPage() {
  return (
    <QueryProvider>
      <BonusDetails />
    </QueryProvider>
  );
}

function BonusDetails() {
  const { t, ready } = useTranslation('money');
  const { gateway } = useServices();
  const filters = useRecordFilters({ preset: 'last30' });
  const query: BonusDetailsQuery = {
    startDate: filters.range.window.start,
    endDate: filters.range.window.end,
    page: filters.page,
    size: filters.size,
  };
  const bonuses = useQuery({ ...bonusDetailsQuery(gateway, query), placeholderData: keepPreviousData });
  const { money, time } = useMemberFormat();
  const data = bonuses.data;

  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <RecordPage title={t('bonus.title')}>
      <RebateRates />
      <RecordFilters filters={filters} />
      <RecordResults
        busy={bonuses.isFetching}
        error={bonuses.isError ? t(errorMessageKey(bonuses.error), { ns: 'common' }) : null}
        totals={
          data && [
            { label: t('records.count'), value: data.totalCount },
            { label: t('bonus.total'), value: money(data.footer.amount) },
          ]
        }
        rows={data?.list}
        label={t('bonus.title')}
        getKey={(b) => b.bonusId}
        rowHeight={96}
        renderRow={(b) => {
          // Integer minor units so the percentage is exact (no float sums).
          const required = toMinor(b.requiredTurnover);
          const done = toMinor(b.actualTurnover);
          const percent = required > 0 ? Math.floor((done * 100) / required) : 100;
          return (
            <>
              <span>{t(`bonus.types.${b.bonusType}`)}</span>
              <span className={styles.amount}>{money(b.amount)}</span>
              <span className={styles.muted}>
                {time.format(b.grantedAt)} · {t(`bonus.status.${b.status}`)}
              </span>
              <span className={styles.muted}>{percent}%</span>
              <progress
                className={styles.progress}
                max={required || 1}
                value={required ? done : 1}
                aria-label={t('bonus.turnover', {
                  done: money(b.actualTurnover),
                  required: money(b.requiredTurnover),
                })}
              />
              <span className={styles.muted}>
                {t('bonus.turnover', { done: money(b.actualTurnover), required: money(b.requiredTurnover) })}
              </span>
            </>
          );
        }}
        page={filters.page}
        totalPages={data?.totalPages}
        onPage={filters.setPage}
      />
    </RecordPage>
  );
}

/** The member's rebate rates by product and bet series, as the platform's bonus-details page shows them. */
function RebateRates() {
  const { t, i18n } = useTranslation('money');
  const { gateway } = useServices();
  const series = useQuery(rebateSeriesQuery(gateway));
  const id = useId();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : undefined;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  if (series.isError)
    return (
      <p className={layout.card} role="alert">
        {t(errorMessageKey(series.error), { ns: 'common' })}
      </p>
    );
  if (!series.data?.length) return null;
  return (
    <div className={layout.card}>
      <h3 id={`${id}-rates`}>{t('bonus.ratesTitle')}</h3>
      <table className={styles.rates} aria-labelledby={`${id}-rates`}>
        <thead>
          <tr>
            <th scope="col">{t('bonus.product')}</th>
            <th scope="col">{t('bonus.series')}</th>
            <th scope="col">{t('bonus.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {series.data.map((r) => (
            <tr key={`${r.productType}-${r.type}`}>
              <th scope="row">{t(`bonus.products.${r.productType}`, { defaultValue: r.productType })}</th>
              <td>{t(`bonus.seriesNames.${r.type}`, { defaultValue: t('bonus.allBets') })}</td>
              <td data-numeric>{percent.format(r.rebateValue / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
