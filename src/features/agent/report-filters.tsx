import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import layout from '@/components/centre-menu/centre-layout.module.css';
import styles from './team.module.css';

/** A report's filter state: the date window (SPEC §9 presets), a downline name, the page. */
export function useReportFilters() {
  const [range, setRange] = useState<DateRangeValue>(() => initialDateRange('last7'));
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  return {
    range,
    name,
    page,
    /** What a paged team report asks the gateway for: the window, the page and the downline searched for. */
    paged: {
      startDate: range.window.start,
      endDate: range.window.end,
      page,
      size: 20,
      ...(name ? { subordinateName: name } : {}),
    },
    setPage,
    setRange: (r: DateRangeValue) => (setRange(r), setPage(1)),
    setName: (n: string) => (setName(n), setPage(1)),
  };
}

/** The date window, the downline search and any extra filter of a team report. */
export function ReportFilters({
  filters,
  children,
}: {
  filters: ReturnType<typeof useReportFilters>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const [typed, setTyped] = useState(filters.name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    filters.setName(typed.trim());
  };
  return (
    <div className={layout.card}>
      <DateRangeFilter value={filters.range} onChange={filters.setRange} />
      <form className={styles.filters} onSubmit={submit} role="search">
        {children}
        <label className={styles.field}>
          {t('filters.downline')}
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={40} />
        </label>
        <button type="submit">{t('filters.apply')}</button>
      </form>
    </div>
  );
}

/** A report's "all or one of" filter (game type, transfer type); choosing resets the page. */
export function ChoiceFilter<T extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (v: T | '') => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
