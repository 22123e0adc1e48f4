import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '@/generated/config-types';
import royal from '../../../site-config/royal/merchant.json';
import { landingPage } from './centre-home';

const merchant = royal as unknown as MerchantConfig;
const withMenus = (
  memberDefault: MerchantConfig['memberMenu']['defaultEntry'],
  agentEntries: MerchantConfig['agentMenu']['entries'],
): MerchantConfig => ({
  ...merchant,
  memberMenu: { ...merchant.memberMenu, defaultEntry: memberDefault },
  agentMenu: { ...merchant.agentMenu, entries: agentEntries },
});

describe('the page a centre address lands on', () => {
  it("is the merchant's default member or agent page for the centre's own address, with or without a slash", () => {
    expect(landingPage('/member', merchant)).toBe('/member/securityCenter');
    expect(landingPage('/member/', merchant)).toBe('/member/securityCenter');
    expect(landingPage('/agentHome', merchant)).toBe('/agentHome/agentTeamOverview');
  });

  it("follows the merchant's configured default, and the first entry when the default is not listed", () => {
    const vip = merchant.memberMenu.entries.find((e) => e.route === '/member/vip')!;
    const others = merchant.agentMenu.entries.filter((e) => e.id !== merchant.agentMenu.defaultEntry);
    const config = withMenus(vip.id, others);
    expect(landingPage('/member', config)).toBe('/member/vip');
    expect(landingPage('/agentHome', config)).toBe(others[0]!.route);
  });

  it('leaves every other address as it is', () => {
    for (const path of ['/', '/rng', '/member/depositv2', '/agentHome/registerCenter', '/members'])
      expect(landingPage(path, merchant)).toBe(path);
  });
});
