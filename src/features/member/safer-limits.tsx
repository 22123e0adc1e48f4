import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferLimit, SaferStatusValue } from '@/generated/api-types';
import layout from '@/components/centre-menu/centre-layout.module.css';
import formRow from '@/components/form-row/form-row.module.css';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import { LimitFields, useLimitAmount } from './safer-limit-fields';
import { SAFER_QUERY_KEY } from '@/lib/safer/safer-status';
import styles from './money.module.css';

type Kind = SaferLimit['kind'];
type Period = SaferLimit['period'];

interface Props {
  status: SaferStatusValue;
  /** An amount in minor units, in the page's money format. */
  money: (minor: number) => string;
  time: (epochMs: number) => string;
  locale: string;
}

/**
 * The limits the policy offers: each in force with what remains and when it resets, a raise waiting with its
 * effective time and the confirm step, and a form to set, lower or raise one. The gateway decides what applies at
 * once (a decrease) and what waits (a raise): the page shows its answer.
 */
export function SaferLimits({ status, money, time, locale }: Props) {
  const { t } = useTranslation('safer');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const kinds = (['deposit', 'loss', 'wager'] as const).filter((k) => status.policy.limits[k].length > 0);
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'deposit');
  const periods = status.policy.limits[kind];
  const [period, setPeriod] = useState<Period>(periods[0] ?? 'DAY');
  const entry = useLimitAmount(locale);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SAFER_QUERY_KEY] });
  const save = useMutation({
    mutationFn: (minor: number) => callApi(gateway, 'safer.setLimit', { body: { kind, period, amount: minor } }),
    onSuccess: () => entry.setAmount(''),
    onSettled: refresh,
  });
  const confirm = useMutation({
    mutationFn: (l: SaferLimit) => callApi(gateway, 'safer.confirmLimit', { body: { kind: l.kind, period: l.period } }),
    onSettled: refresh,
  });
  if (kinds.length === 0) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = entry.minor();
    if (minor !== null) save.mutate(minor);
  };
  const failure = save.error ?? confirm.error;
  const saved =
    save.data && !save.isPending ? save.data.limits.find((l) => l.kind === kind && l.period === period) : null;

  return (
    <section className={layout.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('limits.title')}</h3>
      <p className={styles.hint}>{t('limits.intro', { hours: status.policy.increaseCoolingOffHours })}</p>
      {status.limits.length === 0 ? (
        <p>{t('limits.none')}</p>
      ) : (
        <ul aria-label={t('limits.current')} className={styles.wallets}>
          {status.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`}>
              <strong>{t('limits.name', { kind: t(`kind.${l.kind}`), period: t(`period.${l.period}`) })}</strong>
              <span>{t('limits.amount', { amount: money(l.amount) })}</span>
              <span>{t('limits.remaining', { amount: money(l.remaining) })}</span>
              <span>{t('limits.resetsAt', { time: time(l.resetsAt) })}</span>
              {l.pending && (
                <>
                  <span>
                    {l.pending.amount === null
                      ? t('limits.pendingRemoval', { time: time(l.pending.effectiveAt) })
                      : t('limits.pending', { amount: money(l.pending.amount), time: time(l.pending.effectiveAt) })}
                  </span>
                  <button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(l)}>
                    {t('limits.confirm')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate aria-label={t('limits.formTitle')}>
        <LimitFields
          id={id}
          periods={periods}
          period={period}
          onPeriod={setPeriod}
          entry={entry}
          leading={
            <label className={formRow.field}>
              {t('limits.kind')}
              <select
                value={kind}
                onChange={(e) => {
                  const next = e.target.value as Kind;
                  setKind(next);
                  setPeriod(status.policy.limits[next][0] ?? 'DAY');
                }}
              >
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          }
        />
        <div className={styles.actions}>
          <button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t('limits.save')}
          </button>
        </div>
      </form>
      <div role="status">
        {saved && (saved.pending ? t('limits.savedPending') : t('limits.savedNow'))}
        {confirm.isSuccess && !confirm.isPending && t('limits.confirmed')}
      </div>
      {failure && (
        <p role="alert">
          {failure && 'code' in failure && failure.code === 'safer_cooling_off'
            ? t('limits.coolingOff')
            : t(errorMessageKey(failure), { ns: 'common' })}
        </p>
      )}
    </section>
  );
}
