import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusDetailsQuery } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { toMinor } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { DateRangeFilter, initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import { PAGE_SIZES, PageSizeSelect, RecordResults } from '@/components/record-list/record-results';
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
  const id = useId();
  const [range, setRange] = useState<DateRangeValue>(() => initialDateRange('last30'));
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const query: BonusDetailsQuery = { startDate: range.window.start, endDate: range.window.end, page, size };
  const bonuses = useQuery({ ...bonusDetailsQuery(gateway, query), placeholderData: keepPreviousData });
  const { money, time } = useMemberFormat();
  const data = bonuses.data;

  if (!ready) return <p aria-busy="true">…</p>;
  const filtered = (update: () => void) => {
    update();
    setPage(1);
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bonus.title')}</h2>
      <RebateRates />
      <div className={layout.card}>
        <DateRangeFilter value={range} onChange={(v) => filtered(() => setRange(v))} />
        <div className={styles.form}>
          <PageSizeSelect className={styles.field} value={size} onChange={(v) => filtered(() => setSize(v))} />
        </div>
      </div>
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
        page={page}
        totalPages={data?.totalPages}
        onPage={setPage}
      />
    </section>
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
