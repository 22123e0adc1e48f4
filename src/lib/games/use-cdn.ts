import { createContext, useCallback, useContext } from 'react';
import { useSiteSettings } from '@/lib/config/site-settings';
import { withoutSessionToken } from '@/lib/gateway/session-store';
import { onHost, pickHost } from './game-start';

const imageMappers = new WeakMap<readonly string[], (url: string) => string>();

/**
 * The image host the server rendered the page with (src/app/server-entry.tsx, handed over with the page): the app
 * keeps to it, so the server's image URLs are the app's (hydration) and no image is fetched again from another host.
 */
export const ImageHostContext = createContext<string | undefined>(undefined);

/**
 * SPEC §9: image CDN host picked at random from status.info.imageCDNs (once per page load, so images stay cached),
 * or the one the server rendered the page with. Neither images nor launches carry the session token to their host.
 */
export function useImageUrl(): (url: string) => string {
  const hosts = useSiteSettings().status.info.imageCDNs;
  const rendered = useContext(ImageHostContext);
  let mapper = imageMappers.get(hosts);
  if (!mapper) {
    const host = hosts?.find((h) => h === rendered) ?? pickHost(hosts);
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
