import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordField, RecordFilters, useRecordFilters } from '@/components/record-page/record-filters';

/** A team report's filters: the record pages' date window and page (SPEC §9 presets), and a downline name. */
export function useReportFilters() {
  const record = useRecordFilters({ preset: 'last7', size: 20 });
  const [name, setName] = useState('');
  return {
    ...record,
    name,
    /** What a paged team report asks the gateway for: the window, the page and the downline searched for. */
    paged: {
      startDate: record.range.window.start,
      endDate: record.range.window.end,
      page: record.page,
      size: record.size,
      ...(name ? { subordinateName: name } : {}),
    },
    setName: (n: string) => record.refilter(() => setName(n)),
  };
}

/** The date window, any extra filter of a team report, and the downline search. */
export function ReportFilters({
  filters,
  children,
}: {
  filters: ReturnType<typeof useReportFilters>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const [typed, setTyped] = useState(filters.name);
  return (
    <RecordFilters filters={filters} sizes={false} onSearch={() => filters.setName(typed.trim())}>
      {children}
      <RecordField label={t('filters.downline')}>
        <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={40} />
      </RecordField>
      <button type="submit">{t('filters.apply')}</button>
    </RecordFilters>
  );
}
