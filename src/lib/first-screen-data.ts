import type { GamesListValue, VendorLane } from '@/generated/api-types';

/**
 * What the site server read from the gateway for a page's first screen (server/first-reads.ts), read as the
 * browser would: the parts of the screen that show gateway data are painted with it, the rest fills in as the app runs.
 */
export interface FirstScreenData {
  /** One of status.info.imageCDNs (none when it names none): the painted images come from it, and the app keeps to it. */
  imageHost?: string;
  /** The home banner's first image, on that host. */
  banner?: string;
  /** The landing game list (list-prefetch.ts): its query string, the vendor lanes and its first page. */
  list?: { search: string; lanes: VendorLane[]; page: GamesListValue };
}
