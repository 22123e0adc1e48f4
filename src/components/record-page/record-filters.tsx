import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, initialDateRange, type DateRangeValue } from '@/components/date-range/date-range-filter';
import type { DatePreset } from '@/components/date-range/date-window';
import layout from '@/components/centre-menu/centre-layout.module.css';
import formRow from '@/components/form-row/form-row.module.css';

export const PAGE_SIZES = [20, 50, 100] as const;

/** A date window kept by the caller, e.g. shared by the tabs of one record page. */
export interface SharedRange {
  range: DateRangeValue;
  setRange: (range: DateRangeValue) => void;
}

/** The filter state every record page shares: the date window, the page and the page size. */
export interface RecordFilterState {
  range: DateRangeValue;
  page: number;
  size: number;
  setRange: (range: DateRangeValue) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** Applies a change to one of the page's own filters; any new filter starts again from page 1. */
  refilter: (update: () => void) => void;
}

export function useRecordFilters({
  preset = 'last7',
  size: initialSize = PAGE_SIZES[0],
  shared,
}: {
  preset?: Exclude<DatePreset, 'custom'>;
  size?: number;
  shared?: SharedRange;
} = {}): RecordFilterState {
  const [ownRange, setOwnRange] = useState<DateRangeValue>(() => initialDateRange(preset));
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  const refilter = (update: () => void) => {
    update();
    setPage(1);
  };
  return {
    range: shared?.range ?? ownRange,
    page,
    size,
    setRange: (range) => refilter(() => (shared?.setRange ?? setOwnRange)(range)),
    setPage,
    setSize: (s) => refilter(() => setSize(s)),
    refilter,
  };
}

/**
 * The filter card of a record page: the date window (unless the page has none), the page's own fields, and the page
 * size. With `onSearch`, the fields are a search form that applies on submit.
 */
export function RecordFilters({
  filters,
  dates = true,
  sizes = true,
  onSearch,
  children,
}: {
  filters: RecordFilterState;
  dates?: boolean;
  sizes?: boolean;
  onSearch?: () => void;
  children?: ReactNode;
}) {
  const fields = (
    <>
      {children}
      {sizes && <PageSizeSelect value={filters.size} onChange={filters.setSize} />}
    </>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch?.();
  };
  return (
    <div className={layout.card}>
      {dates && <DateRangeFilter value={filters.range} onChange={filters.setRange} />}
      {onSearch ? (
        <form className={formRow.row} onSubmit={submit} role="search" noValidate>
          {fields}
        </form>
      ) : (
        <div className={formRow.row}>{fields}</div>
      )}
    </div>
  );
}

/** A labelled field of the filter row. */
export function RecordField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className={formRow.field}>
      {label}
      {children}
    </label>
  );
}

/** One choice of a filter; an "all" option is an option like any other (its value often ''). */
export function RecordChoice<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const pick = (text: string) => {
    const option = options.find((o) => String(o.value) === text);
    if (option) onChange(option.value);
  };
  return (
    <RecordField label={label}>
      <select value={String(value)} onChange={(e) => pick(e.target.value)}>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </RecordField>
  );
}

/** Rows per page. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation('money');
  return (
    <RecordChoice
      label={t('records.pageSize')}
      options={PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))}
      value={value}
      onChange={onChange}
    />
  );
}
