import { describe, expect, it } from 'vitest';
import { systemStatusOf } from './load-boot';

describe('system status', () => {
  it('is normal with neither flag', () =>
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(0));
  it('is region-restricted with the region flag alone', () =>
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2));
  it('puts maintenance before the region block', () =>
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1));
});
