import { isoDay } from '@/components/date-range/date-window';

/** The overview's periods (issue 13): today, yesterday, this week (from Monday), this month, or custom days. */
export const OVERVIEW_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
/** The gateway's longest overview window. */
export const MAX_OVERVIEW_DAYS = 92;

export interface DayRange {
  startDate: string;
  endDate: string;
}

export function periodRange(period: Exclude<OverviewPeriod, 'custom'>, now: Date): DayRange {
  const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const today = isoDay(now.getTime());
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const y = isoDay(day(-1).getTime());
      return { startDate: y, endDate: y };
    }
    case 'thisWeek':
      return { startDate: isoDay(day(-((now.getDay() + 6) % 7)).getTime()), endDate: today };
    case 'thisMonth':
      return { startDate: isoDay(new Date(now.getFullYear(), now.getMonth(), 1).getTime()), endDate: today };
  }
}

/** A custom range of whole days, or why it cannot be used. */
export function customRange(from: string, to: string): DayRange | { problem: 'format' | 'order' | 'tooLong' } {
  const ok = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
  if (!ok(from) || !ok(to)) return { problem: 'format' };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) return { problem: 'order' };
  if (days > MAX_OVERVIEW_DAYS) return { problem: 'tooLong' };
  return { startDate: from, endDate: to };
}
