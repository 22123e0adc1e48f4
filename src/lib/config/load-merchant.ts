import type { DomainMap, MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { resolveMerchantCode } from './resolve-merchant';

export interface SiteConfig {
  merchant: MerchantConfig;
  navigation: NavigationCatalogue;
  /** Base URL of the merchant's asset folder, for logos and icons named in its config. */
  assetBase: string;
  /**
   * The page's host name: the server renders for the visitor's Host, where there is no `location` (the browser's
   * own page leaves it out and reads `location`).
   */
  hostname?: string;
}

/** The host the page is served on (the merchant code per domain and the social links depend on it). */
export const siteHostname = (site: Pick<SiteConfig, 'hostname'>): string => site.hostname ?? location.hostname;

export const CONFIG_BASE = '/site-config';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Set by `--merchant <code>` at build or serve time. */
export function forcedMerchant(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="wl-merchant"]')?.content || null;
}

/** The config files are checked by `npm run config:check` before they are deployed, so they are trusted here. */
export async function loadSiteConfig(hostname = location.hostname): Promise<SiteConfig> {
  const navigation = getJson<NavigationCatalogue>(`${CONFIG_BASE}/navigation.json`);
  // A page served by our server names its merchant; a plain static host leaves it to the domain map.
  const code =
    forcedMerchant() ?? resolveMerchantCode(hostname, await getJson<DomainMap>(`${CONFIG_BASE}/domains.json`));
  const merchant = await getJson<MerchantConfig>(`${CONFIG_BASE}/${code}/merchant.json`);
  return { merchant, navigation: await navigation, assetBase: `${CONFIG_BASE}/${code}/` };
}
