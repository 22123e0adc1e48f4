import { GatewayError } from '@/lib/gateway/gateway-error';

/** Where the last boot's domain routes are kept, so a later visit whose domain is down still knows the others. */
const STORAGE_KEY = 'domainRoute';

export function rememberDomains(domains: readonly string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(domains));
  } catch {
    // private mode: the merchant's configured hosts remain
  }
}

export function rememberedDomains(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

/** The failures that mean "this domain does not serve you": the platform's domain_not_available, or no answer at all. */
export function isDomainFailure(error: unknown): boolean {
  return error instanceof GatewayError && (error.code === 'domain_not_available' || error.status === 0);
}

/** The query parameter naming the domains a visit already left (domain-fallback.ts). */
export const TRIED_PARAM = 'domainsTried';

/** Once a domain serves, the list of domains left behind is done with: out of the address bar. */
export function forgetTriedDomains(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(TRIED_PARAM)) return;
  url.searchParams.delete(TRIED_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
