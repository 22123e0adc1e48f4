import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { walletBalancesQuery } from './wallet-queries';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

const PERIODS = [3, 6, 12] as const;
const FIGURES = ['opening', 'deposits', 'withdrawals', 'bonuses', 'toGames', 'fromGames', 'other', 'closing'] as const;

/** The credit report of the main wallet; any money movement refreshes it. */
const creditReportQuery = (gateway: GatewayClient, months: number) => ({
  queryKey: [MONEY_QUERY_KEY, 'creditReport', months],
  queryFn: () => callApi(gateway, 'member.creditReport', { query: { months } }),
});

/** Credit report (SPEC §2 other screens): the main wallet month by month, newest first, from the gateway's ledger. */
export function CreditReportPage() {
  return (
    <QueryProvider>
      <CreditReport />
    </QueryProvider>
  );
}

function CreditReport() {
  const { t, i18n, ready } = useTranslation('content');
  const { gateway } = useServices();
  const id = useId();
  const [months, setMonths] = useState<number>(PERIODS[1]);
  const report = useQuery({ ...creditReportQuery(gateway, months), placeholderData: keepPreviousData });
  const currency = useQuery(walletBalancesQuery(gateway)).data;
  const locale = bcp47(i18n.language as PlatformLanguage);
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  if (!ready) return <p aria-busy="true">…</p>;
  const money = (major: number) => (currency ? formatAmount(major, currency, locale) : '…');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('credit.title')}</h2>
      <p>{t('credit.intro')}</p>
      <div className={layout.card}>
        <label className={formRow.field}>
          {t('credit.months')}
          <select value={months} onChange={(e) => setMonths(Number(e.target.value))}>
            {PERIODS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {report.isError && <p role="alert">{t(errorMessageKey(report.error), { ns: 'common' })}</p>}
      {report.isPending && <p aria-busy="true">{t('loading')}</p>}
      <div aria-busy={report.isFetching}>
        {[...(report.data?.months ?? [])].reverse().map((m) => (
          <section key={m.month} className={layout.card} aria-labelledby={`${id}-${m.month}`}>
            <h3 id={`${id}-${m.month}`}>{monthName.format(Date.parse(`${m.month}-01T00:00:00Z`))}</h3>
            <dl className={`${layout.facts} ${styles.wrapFacts}`}>
              {FIGURES.map((f) => (
                <Fragment key={f}>
                  <dt>{t(`credit.${f}`)}</dt>
                  <dd className={styles.amount}>{money(m[f])}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}
