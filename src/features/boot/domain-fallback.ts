import { ENDPOINTS } from '@/generated/api-endpoints';
import { GATEWAY_VERSION } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** Where the last boot's domain routes are kept, so a later visit whose domain is down still knows the others. */
const STORAGE_KEY = 'domainRoute';
/** A candidate that has not answered by then is not the fastest anyway. */
export const PING_TIMEOUT_MS = 5000;

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

/**
 * The other domains to try, as origins with this page's scheme and port: the gateway's domain routes first, then the
 * merchant's configured hosts; never the current host.
 */
export function candidateOrigins(
  domains: readonly string[],
  here: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): string[] {
  const port = here.port ? `:${here.port}` : '';
  const hosts = [...new Set(domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
  return hosts.filter((h) => h !== here.hostname.toLowerCase()).map((h) => `${here.protocol}//${h}${port}`);
}

export type Ping = (origin: string, signal: AbortSignal) => Promise<void>;

/** The first candidate whose ping answers (the platform's fastest-domain pick), or null when none does. */
export async function fastestOrigin(origins: readonly string[], ping: Ping): Promise<string | null> {
  if (!origins.length) return null;
  const controller = new AbortController();
  try {
    return await Promise.any(origins.map((o) => ping(o, controller.signal).then(() => o)));
  } catch {
    return null;
  } finally {
    controller.abort(); // the slower pings are not needed any more
  }
}

/** GET /wps/system/test/ping on another origin, with the gateway's headers; any failure rejects. */
export function pingWith(headers: (host: string) => Record<string, string>): Ping {
  return async (origin, signal) => {
    const host = new URL(origin).hostname;
    const response = await fetch(`${origin}${ENDPOINTS['system.ping'].path}?speed=${Date.now()}`, {
      headers: { Accept: 'application/json', Device: 'web', 'X-Gateway-Version': GATEWAY_VERSION, ...headers(host) },
      credentials: 'include',
      signal: AbortSignal.any([signal, AbortSignal.timeout(PING_TIMEOUT_MS)]),
    });
    const body = (await response.json()) as { success?: boolean };
    if (!response.ok || body.success !== true) throw new Error(`${origin} answered ${response.status}`);
  };
}

/**
 * Moves the visitor to the fastest other domain that answers, keeping the path, query and hash. Resolves false when
 * none answers (the caller shows its error page).
 */
export async function moveToFastestDomain(configuredHosts: readonly string[], ping: Ping): Promise<boolean> {
  const origin = await fastestOrigin(candidateOrigins([...rememberedDomains(), ...configuredHosts], location), ping);
  if (!origin) return false;
  location.assign(`${origin}${location.pathname}${location.search}${location.hash}`);
  return true;
}
