import { createContext, useContext } from 'react';
import { siteHostname, type SiteConfig } from '@/lib/config/load-merchant';
import { platformMerchantCode } from '@/lib/config/resolve-merchant';

export const SiteContext = createContext<SiteConfig | null>(null);

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext>');
  return site;
}

/** The platform merchant code of this page's host (the calls that name the merchant in their query send it). */
export function useMerchantCode(): string {
  const site = useSite();
  return platformMerchantCode(siteHostname(site), site.merchant.merchantCodes);
}
