import { describe, expect, it } from 'vitest';
import { visibleMenuEntries } from './menu-entries';

const entries = [
  { id: 'overview' },
  { id: 'dividend', requiresFlag: 'enableCt' },
  { id: 'hourly', requiresFlag: 'hourSalary' },
  { id: 'upline', roles: ['member'] },
];

describe('menu entries', () => {
  it('keep entries whose flag is on and whose role matches', () => {
    const flags = { enableCt: true, hourSalary: false };
    expect(visibleMenuEntries(entries, flags, 'member').map((e) => e.id)).toEqual(['overview', 'dividend', 'upline']);
    expect(visibleMenuEntries(entries, flags, 'agent').map((e) => e.id)).toEqual(['overview', 'dividend']);
  });
  it('keep entries that need the member state only when the state says so', () => {
    const stated = [
      { id: 'vip', requiresState: 'hasVip' as const },
      { id: 'referral', requiresState: 'referralEnabled' as const },
    ];
    expect(visibleMenuEntries(stated, {}, 'member', { hasVip: true }).map((e) => e.id)).toEqual(['vip']);
    expect(visibleMenuEntries(stated, {}, 'member', { referralEnabled: true }).map((e) => e.id)).toEqual(['referral']);
    expect(visibleMenuEntries(stated, {}, 'member').map((e) => e.id)).toEqual([]);
  });
  it('hide flagged entries when the flag is unknown', () => {
    expect(visibleMenuEntries(entries, {}, 'agent').map((e) => e.id)).toEqual(['overview']);
  });
});
