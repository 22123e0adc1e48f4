// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { closedPopups, markPopupClosed, popupShownTo, popupsHeldAt } from './public-popups';

describe('public popups', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows B to visitors, A and F to members', () => {
    expect(popupShownTo('B', 'visitor')).toBe(true);
    expect(popupShownTo('A', 'visitor')).toBe(false);
    expect(popupShownTo('F', 'visitor')).toBe(false);
    expect(popupShownTo('A', 'member')).toBe(true);
    expect(popupShownTo('F', 'member')).toBe(true);
    expect(popupShownTo('B', 'member')).toBe(false);
  });

  it('remembers closed popups for the visit, and survives a damaged record', () => {
    markPopupClosed(3001);
    markPopupClosed(3002);
    expect([...closedPopups()]).toEqual([3001, 3002]);
    sessionStorage.setItem('closedPopups', '{not json');
    expect(closedPopups().size).toBe(0);
  });

  it('waits in the member and agent centres, not on the site pages', () => {
    for (const path of ['/member', '/member/withdraw', '/pointMall', '/agentHome', '/agentHome/downlineManagmentView'])
      expect(popupsHeldAt(path), path).toBe(true);
    for (const path of ['/', '/rng', '/promotions', '/lottery', '/members', '/agentHomeX'])
      expect(popupsHeldAt(path), path).toBe(false);
  });
});
