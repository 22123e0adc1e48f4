import { useCallback } from 'react';
import { useSiteSettings } from '@/lib/config/site-settings';
import { withoutSessionToken } from '@/lib/gateway/session-store';
import { onHost, pickHost } from './game-start';

const imageMappers = new WeakMap<readonly string[], (url: string) => string>();

/**
 * The image host of the screen the site server painted into the page (src/app/first-screen.tsx), while it is on show:
 * the page keeps to it, so the painted images are not fetched again from another host.
 */
export function paintedHost(hosts: readonly string[]): string | undefined {
  const painted = document.querySelector('[data-image-host]')?.getAttribute('data-image-host');
  return hosts.find((host) => host === painted);
}

/**
 * SPEC §9: image CDN host picked at random from status.info.imageCDNs (once per page load, so images stay cached),
 * or the painted screen's. Neither images nor launches carry the session token to their host.
 */
export function useImageUrl(): (url: string) => string {
  const hosts = useSiteSettings().status.info.imageCDNs;
  let mapper = imageMappers.get(hosts);
  if (!mapper) {
    const host = (hosts && paintedHost(hosts)) || pickHost(hosts);
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
