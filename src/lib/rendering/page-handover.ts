import type { DehydratedState } from '@tanstack/react-query';
import type { GamesVendorLanesValue } from '@/generated/api-types';
import type { SiteConfig } from '@/lib/config/load-merchant';

/** The id of the page's JSON script element that carries the handover (not executed, so the CSP needs no hash). */
export const HANDOVER_ELEMENT_ID = 'wl-rendered';

/** i18next's resources: language → namespace → dictionary. */
export type Words = Record<string, Record<string, Record<string, unknown>>>;

/**
 * What the site server rendered the page's first screen with, handed to the browser so that the app's first render
 * equals the server's (hydration) and asks nothing again. Nothing personal: the server never sees a session token.
 */
export interface PageHandover {
  /** The merchant's config and host as the server had them (no config fetch before the first render). */
  site: SiteConfig & { hostname: string };
  /** The language the page was rendered in. */
  language: string;
  /** The boot machine's result (src/features/boot/boot.machine.ts); absent when the boot reads missed the deadline. */
  boot?: unknown;
  /** The navigation's game menus (GCSGAME_gameVendor), when read in time. */
  menus?: GamesVendorLanesValue;
  /** The page's TanStack Query reads (`dehydrate`), taken in by QueryProvider's HydrationBoundary. */
  queries?: DehydratedState;
  /**
   * The words the page was rendered with (language → namespace → dictionary): the first screen's namespaces and any
   * the page's parts asked for, in the language and its fallbacks. The app starts with them instead of downloading
   * them (react-i18next's server-rendering hand-over).
   */
  words?: Words;
  /** The image host the server picked of the status's imageCDNs: the app keeps to it (same image URLs). */
  imageHost?: string;
  /** The page was rendered with the later routes (a path beyond the landing pages): the app loads them to hydrate. */
  laterRoutes?: boolean;
}

/** The handover as JSON text safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function handoverJson(handover: PageHandover): string {
  return JSON.stringify(handover)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let read: PageHandover | null | undefined;

/** The page's handover, or null (a page the server did not render: `npm run dev`, a static host, a failed render). */
export function pageHandover(): PageHandover | null {
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(HANDOVER_ELEMENT_ID)?.textContent;
    try {
      read = text ? (JSON.parse(text) as PageHandover) : null;
    } catch {
      read = null;
    }
  }
  return read;
}
