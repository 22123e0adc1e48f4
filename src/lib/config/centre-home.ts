import type { MerchantConfig } from '@/generated/config-types';

type Menu = MerchantConfig['memberMenu'] | MerchantConfig['agentMenu'];

const homeOf = (menu: Menu, fallback: string): string =>
  (menu.entries.find((e) => e.id === menu.defaultEntry) ?? menu.entries[0])?.route ?? fallback;

/** The page `/member` opens: the merchant's default member page (SPEC §2: securityCenter unless configured). */
export const memberHome = (merchant: MerchantConfig): string => homeOf(merchant.memberMenu, '/member/securityCenter');

/** The page `/agentHome` opens: the merchant's default agent page (SPEC §2: agentTeamOverview). */
export const agentHome = (merchant: MerchantConfig): string =>
  homeOf(merchant.agentMenu, '/agentHome/agentTeamOverview');

/** The page an address shows once a centre's own address has moved on to the centre's default page. */
export function landingPage(pathname: string, merchant: MerchantConfig): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/member') return memberHome(merchant);
  if (path === '/agentHome') return agentHome(merchant);
  return pathname;
}
