import { describe, expect, it } from 'vitest';
import { pageTitle, visibleMenuEntries } from './menu-entries';

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
    expect(visibleMenuEntries(stated, {}, 'member', { state: { hasVip: true } }).map((e) => e.id)).toEqual(['vip']);
    expect(visibleMenuEntries(stated, {}, 'member', { state: { referralEnabled: true } }).map((e) => e.id)).toEqual([
      'referral',
    ]);
    expect(visibleMenuEntries(stated, {}, 'member').map((e) => e.id)).toEqual([]);
    const upline = [{ id: 'transferUpline', requiresState: 'toUpline' as const }];
    expect(visibleMenuEntries(upline, {}, 'member', { state: { toUpline: false } })).toEqual([]);
    expect(visibleMenuEntries(upline, {}, 'member', { state: { toUpline: true } })).toHaveLength(1);
  });
  it('hide flagged entries when the flag is unknown', () => {
    expect(visibleMenuEntries(entries, {}, 'agent').map((e) => e.id)).toEqual(['overview']);
  });
});

describe('agent menus of the merchants: flags and signed contracts (SPEC §6)', () => {
  const menus = import.meta.glob<{ siteFlags: Record<string, string | boolean>; agentMenu: { entries: Entry[] } }>(
    '../../../site-config/*/merchant.json',
    { eager: true, import: 'default' },
  );
  type Entry = { id: string; requiresFlag?: string; requiresContract?: string };
  const merchant = (code: string) => Object.entries(menus).find(([file]) => file.includes(`/${code}/`))![1];
  const flagsOf = (code: string): Record<string, boolean> =>
    Object.fromEntries(Object.entries(merchant(code).siteFlags).map(([k, v]) => [k, v === true || v === '1']));
  const ids = (code: string, flags: Record<string, boolean>, signed: string[]) =>
    visibleMenuEntries(merchant(code).agentMenu.entries, flags, 'agent', { signedContracts: new Set(signed) }).map(
      (e) => e.id,
    );
  const CONTRACT_PAGES = ['dividendRecord', 'dailyWages', 'hourlySalary', 'realtimeSalary'];
  const contractPages = (list: string[]) => list.filter((id) => CONTRACT_PAGES.includes(id));

  it('royal shows dividend and daily wages only with their flag on and a signed contract of the kind', () => {
    const flags = flagsOf('royal');
    expect(contractPages(ids('royal', flags, []))).toEqual([]);
    expect(contractPages(ids('royal', flags, ['DIVIDEND']))).toEqual(['dividendRecord']);
    expect(contractPages(ids('royal', flags, ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME']))).toEqual([
      'dividendRecord',
      'dailyWages',
    ]);
    expect(contractPages(ids('royal', { ...flags, enableCt: false }, ['DIVIDEND', 'DAILY']))).toEqual(['dailyWages']);
    expect(contractPages(ids('royal', { ...flags, hourSalary: true }, ['HOURLY']))).toEqual(['hourlySalary']);
  });

  it('solbet shows hourly and real-time salary the same way, and never dividend or daily wages', () => {
    const flags = flagsOf('solbet');
    expect(contractPages(ids('solbet', flags, ['HOURLY']))).toEqual(['hourlySalary']);
    expect(contractPages(ids('solbet', flags, ['HOURLY', 'REALTIME', 'DIVIDEND', 'DAILY']))).toEqual([
      'hourlySalary',
      'realtimeSalary',
    ]);
    expect(contractPages(ids('solbet', { ...flags, agentRealtimeSalary: false }, ['REALTIME']))).toEqual([]);
    // Entries without a flag or a contract stay whatever the flags say.
    expect(ids('solbet', {}, [])).toContain('deposit');
  });
});

describe('a page title from the menu', () => {
  const items = [
    { route: '/member/securityCenter', label: 'My account' },
    { route: '/member/withdraw', label: 'Withdraw' },
  ];
  it('is the label of the entry for the address, whatever its case or trailing slash', () => {
    expect(pageTitle(items, '/member/securitycenter/')).toBe('My account');
    expect(pageTitle(items, '/member/withdraw')).toBe('Withdraw');
  });
  it('is unknown for a page the menu does not list', () => {
    expect(pageTitle(items, '/member/bonusDetails')).toBeUndefined();
  });
});
