import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferLimit } from '@/generated/api-types';
import formRow from '@/components/form-row/form-row.module.css';
import { parseAmount } from '@/lib/money/amount';
import styles from './money.module.css';

type Period = SaferLimit['period'];

/** The amount typed for a limit, and what is wrong with it once the form is sent. */
export function useLimitAmount(locale: string) {
  const { t } = useTranslation('safer');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The amount in minor units, or null with its problem shown (what was typed stays). */
  const minor = (): number | null => {
    const parsed = parseAmount(amount, locale);
    if ('problem' in parsed) {
      setProblem(t(`limits.amountProblem.${parsed.problem}`));
      return null;
    }
    setProblem(null);
    return parsed.minor;
  };
  return { amount, setAmount, problem, minor };
}

interface Props {
  /** The form's id: the problem's element is named after it. */
  id: string;
  periods: readonly Period[];
  period: Period;
  onPeriod: (period: Period) => void;
  entry: ReturnType<typeof useLimitAmount>;
  /** Fields before the period, in the same row (the kind of limit). */
  leading?: ReactNode;
}

/** A limit's period and amount, with the amount's problem below: the limits form and the first-deposit offer. */
export function LimitFields({ id, periods, period, onPeriod, entry, leading }: Props) {
  const { t } = useTranslation('safer');
  return (
    <>
      <div className={formRow.row}>
        {leading}
        <label className={formRow.field}>
          {t('limits.period')}
          <select value={period} onChange={(e) => onPeriod(e.target.value as Period)}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={formRow.field}>
          {t('limits.newAmount')}
          <input
            inputMode="decimal"
            value={entry.amount}
            onChange={(e) => entry.setAmount(e.target.value)}
            aria-invalid={entry.problem ? true : undefined}
            aria-describedby={entry.problem ? `${id}-problem` : undefined}
          />
        </label>
      </div>
      {entry.problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {entry.problem}
        </p>
      )}
    </>
  );
}
