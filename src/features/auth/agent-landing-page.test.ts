import { describe, expect, it } from 'vitest';
import { formatSupportHours } from './agent-landing-page';

describe('agent support hours', () => {
  it('show a weekday range with the hours and time zone', () => {
    const hours = {
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const,
      open: '12:00',
      close: '21:00',
      timezone: 'Asia/Manila',
    };
    expect(formatSupportHours({ ...hours, days: [...hours.days] as never }, 'en')).toBe(
      'Mon–Fri, 12:00–21:00 (Asia/Manila)',
    );
  });
  it('list days that are not consecutive', () => {
    expect(formatSupportHours({ days: ['SAT', 'MON'], open: '09:00', close: '17:00', timezone: 'UTC' }, 'en')).toBe(
      'Mon, Sat, 09:00–17:00 (UTC)',
    );
  });
});
