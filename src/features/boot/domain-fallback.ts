import { endpointDef } from '@/lib/gateway/api';
import { GATEWAY_VERSION } from '@/lib/gateway/client';
import { rememberedDomains, TRIED_PARAM } from './domain-routes';

/*
 * The domain fallback, loaded only when a domain stops serving (not part of a visit's first script): ping the
 * merchant's other domains and move the visitor to the first that answers.
 */

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

/** A candidate that has not answered by then is not the fastest anyway. */
export const PING_TIMEOUT_MS = 5000;

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
    const { path } = await endpointDef('system.ping');
    const response = await fetch(`${origin}${path}?speed=${Date.now()}`, {
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
  // The domains this visit already left (carried in the address): a ping only says a domain is up, not that it
  // serves, so without this two failing domains would send the visitor back and forth for ever.
  const url = new URL(location.href);
  const tried = new Set((url.searchParams.get(TRIED_PARAM) ?? '').split(',').filter(Boolean));
  tried.add(location.hostname.toLowerCase());
  const candidates = candidateOrigins([...rememberedDomains(), ...configuredHosts], location).filter(
    (o) => !tried.has(new URL(o).hostname),
  );
  const origin = await fastestOrigin(candidates, ping);
  if (!origin) return false;
  url.searchParams.set(TRIED_PARAM, [...tried].join(','));
  location.assign(`${origin}${url.pathname}${url.search}${url.hash}`);
  return true;
}
