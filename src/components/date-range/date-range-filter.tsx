import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_PRESETS,
  customWindow,
  isoDay,
  presetWindow,
  reachesToday,
  shiftWindow,
  type DatePreset,
  type DateWindow,
} from './date-window';
import { CustomRangeFields } from './custom-range-fields';
import styles from './date-range.module.css';

export interface DateRangeValue {
  preset: DatePreset;
  window: DateWindow;
}

export function initialDateRange(preset: Exclude<DatePreset, 'custom'> = 'today', now = new Date()): DateRangeValue {
  return { preset, window: presetWindow(preset, now) };
}

/**
 * The record pages' date filter (member and agent centres): a preset, or a custom range of at most 30 days, and
 * buttons that step the window back or forward by its own length. A bad custom range is explained and kept.
 */
export function DateRangeFilter({ value, onChange }: { value: DateRangeValue; onChange: (v: DateRangeValue) => void }) {
  const { t } = useTranslation('money');
  const id = useId();
  const [from, setFrom] = useState(isoDay(value.window.start));
  const [to, setTo] = useState(isoDay(value.window.end));
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (preset: DatePreset) => {
    setProblem(null);
    if (preset === 'custom') {
      onChange({ preset, window: value.window });
      return;
    }
    const window = presetWindow(preset, new Date());
    setFrom(isoDay(window.start));
    setTo(isoDay(window.end));
    onChange({ preset, window });
  };
  const step = (direction: -1 | 1) => {
    const window = shiftWindow(value.window, direction);
    setFrom(isoDay(window.start));
    setTo(isoDay(window.end));
    onChange({ preset: 'custom', window });
  };
  const apply = () => {
    const window = customWindow(from, to);
    if ('problem' in window) {
      setProblem(window.problem);
      return;
    }
    setProblem(null);
    onChange({ preset: 'custom', window });
  };

  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{t('records.period')}</legend>
      <label className={styles.field}>
        {t('records.preset')}
        <select value={value.preset} onChange={(e) => choose(e.target.value as DatePreset)}>
          {DATE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`records.presets.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {value.preset === 'custom' && (
        <CustomRangeFields
          from={from}
          to={to}
          onFrom={setFrom}
          onTo={setTo}
          onApply={apply}
          problemId={problem ? `${id}-problem` : null}
        />
      )}
      <div className={styles.steps}>
        <button type="button" onClick={() => step(-1)}>
          {t('records.earlier')}
        </button>
        <button type="button" onClick={() => step(1)} disabled={reachesToday(value.window, new Date())}>
          {t('records.later')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {t(`records.problems.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}
