import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SaferStatusValue } from '@/generated/api-types';
import layout from '@/components/centre-menu/centre-layout.module.css';
import formRow from '@/components/form-row/form-row.module.css';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import styles from './money.module.css';

/**
 * A time-out and self-exclusion. Both end every session on the gateway at once, so on success the page ends the
 * local session too and goes home; self-exclusion asks for an explicit confirmation that says what happens.
 */
export function SaferBreaks({ status }: { status: SaferStatusValue }) {
  const { t } = useTranslation('safer');
  const { gateway, session } = useServices();
  const navigate = useNavigate();
  const id = useId();
  const days = status.policy.timeOutDays;
  const months = status.policy.selfExclusionMonths;
  const [timeOutDays, setTimeOutDays] = useState(days[0] ?? 1);
  const [exclusionMonths, setExclusionMonths] = useState(months[0] ?? 6);
  const [understood, setUnderstood] = useState(false);
  const leave = () => {
    session.clear();
    navigate('/');
  };
  const timeOut = useMutation({
    mutationFn: () => callApi(gateway, 'safer.timeOut', { body: { days: timeOutDays } }),
    onSuccess: leave,
  });
  const exclude = useMutation({
    mutationFn: () => callApi(gateway, 'safer.selfExclude', { body: { months: exclusionMonths, confirm: true } }),
    onSuccess: leave,
  });
  const failure = timeOut.error ?? exclude.error;

  return (
    <>
      {days.length > 0 && (
        <section className={layout.card} aria-labelledby={`${id}-timeout`}>
          <h3 id={`${id}-timeout`}>{t('timeOut.title')}</h3>
          <p className={styles.hint}>{t('timeOut.intro')}</p>
          <div className={formRow.row}>
            <label className={formRow.field}>
              {t('timeOut.length')}
              <select value={timeOutDays} onChange={(e) => setTimeOutDays(Number(e.target.value))}>
                {days.map((d) => (
                  <option key={d} value={d}>
                    {t('days', { count: d })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={styles.actions}>
            <button type="button" disabled={timeOut.isPending} onClick={() => timeOut.mutate()}>
              {t('timeOut.take')}
            </button>
          </div>
        </section>
      )}
      {months.length > 0 && (
        <section className={layout.card} aria-labelledby={`${id}-exclusion`}>
          <h3 id={`${id}-exclusion`}>{t('exclusion.title')}</h3>
          <div className={formRow.row}>
            <label className={formRow.field}>
              {t('exclusion.length')}
              <select value={exclusionMonths} onChange={(e) => setExclusionMonths(Number(e.target.value))}>
                {months.map((m) => (
                  <option key={m} value={m}>
                    {t('months', { count: m })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p id={`${id}-what`}>
            {t('exclusion.whatHappens', { count: exclusionMonths })}{' '}
            {status.policy.exclusionLiftable
              ? t('exclusion.liftable', { count: status.policy.liftCoolingOffDays })
              : t('exclusion.notLiftable')}
          </p>
          <label>
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />{' '}
            {t('exclusion.understood')}
          </label>
          <div className={styles.actions}>
            <button
              type="button"
              disabled={!understood || exclude.isPending}
              aria-describedby={`${id}-what`}
              onClick={() => exclude.mutate()}
            >
              {t('exclusion.confirm')}
            </button>
          </div>
        </section>
      )}
      {failure && <p role="alert">{t(errorMessageKey(failure), { ns: 'common' })}</p>}
    </>
  );
}
