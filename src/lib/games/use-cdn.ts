import { useCallback } from 'react';
import { useSiteSettings } from '@/lib/config/site-settings';
import { withoutSessionToken } from '@/lib/gateway/session-store';
import { onHost, pickHost } from './game-start';

const imageMappers = new WeakMap<readonly string[], (url: string) => string>();

/**
 * SPEC §9: image CDN host picked at random from status.info.imageCDNs (once per page load, so images stay cached).
 * Neither images nor launches carry the session token to their host.
 */
export function useImageUrl(): (url: string) => string {
  const hosts = useSiteSettings().status.info.imageCDNs;
  let mapper = imageMappers.get(hosts);
  if (!mapper) {
    const host = pickHost(hosts);
    mapper = (url: string) => withoutSessionToken(onHost(url, host));
    imageMappers.set(hosts, mapper);
  }
  return mapper;
}

/** SPEC §9: each launch opens on a host picked at random from status.info.launchGameCDNs, when the list is set. */
export function useLaunchUrl(): (url: string) => string {
  const hosts = useSiteSettings().status.info.launchGameCDNs;
  return useCallback((url: string) => withoutSessionToken(onHost(url, pickHost(hosts))), [hosts]);
}
