import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverviewValue } from '@/generated/api-types';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { CustomRangeFields } from '@/components/date-range/custom-range-fields';
import { agentErrorKey } from './agent-errors';
import { useTeamMoney } from './team-money';
import { customRange, OVERVIEW_PERIODS, periodRange, type DayRange, type OverviewPeriod } from './team-periods';
import { teamOverviewQuery } from './team-queries';
import styles from './team.module.css';
import table from '@/components/data-table/data-table.module.css';

const TeamChart = lazy(() => import('./team-chart').then((m) => ({ default: m.TeamChart })));

const COUNTS = ['teamSize', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = [
  'teamBalance',
  'deposit',
  'withdraw',
  'betAmount',
  'winAmount',
  'rebate',
  'promotion',
  'salary',
  'dividend',
  'profitAndLoss',
] as const;

/** The team's figures for a chosen period and its last 30 days as a chart and a table (agentTeamOverview). */
export function TeamFigures() {
  const { t } = useTranslation('agent');
  const { gateway } = useServices();
  const { money, locale } = useTeamMoney();
  const id = useId();
  const [period, setPeriod] = useState<OverviewPeriod>('today');
  const [range, setRange] = useState<DayRange>(() => periodRange('today', new Date()));
  const [from, setFrom] = useState(range.startDate);
  const [to, setTo] = useState(range.endDate);
  const [problem, setProblem] = useState<string | null>(null);
  const overview = useQuery({ ...teamOverviewQuery(gateway, { ...range }), placeholderData: keepPreviousData });
  const v = overview.data;
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  const choose = (p: OverviewPeriod) => {
    setPeriod(p);
    setProblem(null);
    if (p !== 'custom') setRange(periodRange(p, new Date()));
  };
  const apply = () => {
    const r = customRange(from, to);
    if ('problem' in r) return setProblem(r.problem);
    setProblem(null);
    setRange(r);
  };

  return (
    <>
      <div className={layout.card}>
        <h3 id={`${id}-figures`}>{t('overview.figuresTitle')}</h3>
        <div className={styles.filters}>
          <label className={styles.field}>
            {t('overview.period')}
            <select value={period} onChange={(e) => choose(e.target.value as OverviewPeriod)}>
              {OVERVIEW_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`overview.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
          {period === 'custom' && (
            <CustomRangeFields
              from={from}
              to={to}
              onFrom={setFrom}
              onTo={setTo}
              onApply={apply}
              problemId={problem ? `${id}-problem` : null}
            />
          )}
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className={styles.problem}>
            {t(`filters.problems.${problem}`, { max: 92 })}
          </p>
        )}
        <p className={styles.hint} aria-live="polite">
          {t('overview.between', { from: range.startDate, to: range.endDate })}
        </p>
        {overview.isError && <p role="alert">{t(agentErrorKey(overview.error))}</p>}
        <dl className={styles.tiles} aria-labelledby={`${id}-figures`} aria-busy={overview.isFetching}>
          {COUNTS.map((k) => (
            <div key={k}>
              <dt>{t(`overview.figures.${k}`)}</dt>
              <dd data-figure={k}>{v ? count.format(v[k]) : '…'}</dd>
            </div>
          ))}
          {AMOUNTS.map((k) => (
            <div key={k}>
              <dt>{t(`overview.figures.${k}`)}</dt>
              <dd data-figure={k}>{v ? money(v[k]) : '…'}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={layout.card}>
        <h3 id={`${id}-chart`}>{t('overview.chartTitle')}</h3>
        {v ? <LastDays days={v.days} money={money} /> : <div className={styles.chart} aria-busy="true" />}
      </div>
    </>
  );
}

function LastDays({ days, money }: { days: TeamOverviewValue['days']; money: (n: number) => string }) {
  const { t } = useTranslation('agent');
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const series = useMemo(
    () => [
      { label: t('overview.figures.betAmount'), color: '#3b82f6', values: days.map((d) => d.betAmount) },
      { label: t('overview.figures.winAmount'), color: '#10b981', values: days.map((d) => d.winAmount) },
      { label: t('overview.figures.profitAndLoss'), color: '#ef4444', values: days.map((d) => d.profitAndLoss) },
    ],
    [days, t],
  );
  return (
    <>
      <Suspense fallback={<div className={styles.chart} aria-busy="true" />}>
        <TeamChart days={dates} series={series} label={t('overview.chartLabel')} />
      </Suspense>
      <details>
        <summary>{t('overview.chartTable')}</summary>
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className={styles.srOnly}>{t('overview.chartTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('overview.date')}</th>
                <th scope="col">{t('overview.figures.betAmount')}</th>
                <th scope="col">{t('overview.figures.winAmount')}</th>
                <th scope="col">{t('overview.figures.profitAndLoss')}</th>
                <th scope="col">{t('overview.figures.deposit')}</th>
                <th scope="col">{t('overview.figures.withdraw')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td>{money(d.betAmount)}</td>
                  <td>{money(d.winAmount)}</td>
                  <td>{money(d.profitAndLoss)}</td>
                  <td>{money(d.deposit)}</td>
                  <td>{money(d.withdraw)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
