import type { DomainMap } from '@/generated/config-types';

/**
 * Which merchant folder serves this page: an explicit choice (build or server flag) wins,
 * then the domain map, then the map's default merchant.
 */
export function resolveMerchantCode(hostname: string, domainMap: DomainMap, forced?: string | null): string {
  if (forced) return forced;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domainMap.hosts[host] ?? domainMap.defaultMerchant;
}

/** The platform merchant code for this host: an alternate domain may carry its own. */
export function platformMerchantCode(
  hostname: string,
  codes: { default: string; byDomain?: Record<string, string | undefined> },
): string {
  return codes.byDomain?.[hostname.toLowerCase()] ?? codes.default;
}
