/**
 * Date windows of the record pages (SPEC / issue 12): today, yesterday, the last 7 and 30 days, a custom range of at
 * most 30 days, and stepping any window back or forward by its own length. Whole local days; times are epoch ms.
 */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const MAX_WINDOW_DAYS = 30;

export interface DateWindow {
  /** First millisecond of the first day. */
  start: number;
  /** Last millisecond of the last day. */
  end: number;
}

export type WindowProblem = 'format' | 'order' | 'tooLong';

const startOfDay = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, days: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** The window of whole days [first, last] (dates at local midnight). */
function days(first: Date, last: Date): DateWindow {
  return { start: startOfDay(first).getTime(), end: addDays(startOfDay(last), 1).getTime() - 1 };
}

export function presetWindow(preset: Exclude<DatePreset, 'custom'>, now: Date): DateWindow {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return days(today, today);
    case 'yesterday':
      return days(addDays(today, -1), addDays(today, -1));
    case 'last7':
      return days(addDays(today, -6), today);
    case 'last30':
      return days(addDays(today, -29), today);
  }
}

/** Number of whole days a window covers. */
export function windowDays(w: DateWindow): number {
  const first = new Date(w.start);
  const last = new Date(w.end);
  return Math.round((startOfDay(last).getTime() - startOfDay(first).getTime()) / 86_400_000) + 1;
}

/** The same number of days just before (-1) or after (+1) the window. */
export function shiftWindow(w: DateWindow, direction: -1 | 1): DateWindow {
  const length = windowDays(w);
  const first = addDays(new Date(w.start), direction * length);
  return days(first, addDays(first, length - 1));
}

/** True when the window already reaches today (there is nothing later to step to). */
export function reachesToday(w: DateWindow, now: Date): boolean {
  return w.end >= addDays(startOfDay(now), 1).getTime() - 1;
}

/** "YYYY-MM-DD" of a window edge, for date inputs. */
export function isoDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function parseDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDay(d.getTime()) === text ? d : null;
}

/** A custom range from two "YYYY-MM-DD" days, at most 30 days long. */
export function customWindow(from: string, to: string): DateWindow | { problem: WindowProblem } {
  const first = parseDay(from);
  const last = parseDay(to);
  if (!first || !last) return { problem: 'format' };
  if (first > last) return { problem: 'order' };
  const w = days(first, last);
  return windowDays(w) > MAX_WINDOW_DAYS ? { problem: 'tooLong' } : w;
}
