import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferStatusValue } from '@/generated/api-types';
import layout from '@/components/centre-menu/centre-layout.module.css';
import formRow from '@/components/form-row/form-row.module.css';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { SaferBreaks } from './safer-breaks';
import { SaferLimits } from './safer-limits';
import { SAFER_QUERY_KEY, saferStatusQuery } from '@/lib/safer/safer-status';
import { saferSummaryQuery } from './safer-queries';
import { walletBalancesQuery } from './wallet-queries';

const DAY = 86_400_000;
const SUMMARY_DAYS = [7, 30, 90] as const;

/** Safer gambling (issue 45): limits, reality check, history, time-out and self-exclusion, as the policy offers. */
export function SaferGamblingPage() {
  return (
    <QueryProvider>
      <SaferGambling />
    </QueryProvider>
  );
}

function SaferGambling() {
  const { t, i18n, ready } = useTranslation('safer');
  const { gateway } = useServices();
  const status = useQuery(saferStatusQuery(gateway));
  const currency = useQuery(walletBalancesQuery(gateway)).data;
  const locale = bcp47(i18n.language as PlatformLanguage);
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  if (!ready || status.isPending) return <p aria-busy="true">…</p>;
  if (status.isError) return <p role="alert">{t(errorMessageKey(status.error), { ns: 'common' })}</p>;
  const money = (minor: number) => (currency ? formatAmount(minor / 100, currency, locale) : '…');
  const time = (ms: number) => dateTime.format(ms);
  const s = status.data;
  return (
    <section aria-labelledby="safer-title">
      <h2 id="safer-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <SaferLimits status={s} money={money} time={time} locale={locale} />
      <RealityCheck status={s} />
      <Summary money={money} now={s.realityCheck.now} />
      <SaferBreaks status={s} />
    </section>
  );
}

/** The reality-check interval; the dialog itself times it from the session's start on the gateway. */
function RealityCheck({ status }: { status: SaferStatusValue }) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const [minutes, setMinutes] = useState(status.realityCheck.intervalMinutes);
  const save = useMutation({
    mutationFn: () => callApi(gateway, 'safer.realityCheck', { body: { intervalMinutes: minutes } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SAFER_QUERY_KEY] }),
  });
  const offered = status.policy.realityCheckIntervals;
  if (offered.length === 0) return null;
  return (
    <section className={layout.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('reality.title')}</h3>
      <p>{t('reality.intro')}</p>
      <div className={formRow.row}>
        <label className={formRow.field}>
          {t('reality.interval')}
          <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
            <option value={0}>{t('reality.off')}</option>
            {offered.map((m) => (
              <option key={m} value={m}>
                {t('minutes', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={save.isPending} onClick={() => save.mutate()}>
          {t('reality.save')}
        </button>
      </div>
      <div role="status">{save.isSuccess && t('reality.saved')}</div>
      {save.isError && <p role="alert">{t(errorMessageKey(save.error), { ns: 'common' })}</p>}
    </section>
  );
}

/** Net deposits and win/loss for a period the player picks (RTS 1), on the gateway's clock. */
function Summary({ money, now }: { money: (minor: number) => string; now: number }) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const id = useId();
  const [days, setDays] = useState<number>(SUMMARY_DAYS[1]);
  const summary = useQuery({ ...saferSummaryQuery(gateway, now - days * DAY, now), placeholderData: keepPreviousData });
  return (
    <section id="history" className={layout.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('summary.title')}</h3>
      <label className={formRow.field}>
        {t('summary.period')}
        <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {SUMMARY_DAYS.map((d) => (
            <option key={d} value={d}>
              {t('summary.lastDays', { count: d })}
            </option>
          ))}
        </select>
      </label>
      {summary.data && (
        <dl className={layout.facts}>
          <dt>{t('summary.netDeposits')}</dt>
          <dd>{money(summary.data.netDeposits)}</dd>
          <dt>{t('summary.winLoss')}</dt>
          <dd>{money(summary.data.winLoss)}</dd>
        </dl>
      )}
    </section>
  );
}
