import http from 'node:http';
import https from 'node:https';
import { homeSlides } from '../src/features/home/home-slides.ts';
import { homeAnnouncementsQuery } from '../src/features/home/home-queries.ts';
import type { AnnouncementBanner, GamesListValue, GamesVendorLanesValue } from '../src/generated/api-types.ts';
import type { FirstScreenData } from '../src/lib/first-screen-data.ts';
import { onHost, pickHost } from '../src/lib/games/game-start.ts';
import { GATEWAY_VERSION } from '../src/lib/gateway/client.ts';
import { SITE_READ_HEADER } from '../src/lib/gateway/site-read.ts';

/** The visit the page is painted for, as the gateway would see the browser's own calls. */
export interface FirstVisit {
  /** The gateway's origin, as this server reaches it. */
  gateway: string;
  /** The platform merchant code (the Merchant header) and the visitor's language. */
  merchantCode: string;
  language: string;
  /** The visitor's Host and scheme, passed on: the gateway names its image hosts after them. */
  host: string;
  proto: string;
  /**
   * The visitor's cookies the server passes on (`forwardCookies`): those that choose what the gateway answers
   * everyone alike with (QA's mock session picks its world, with its own banners and games). Part of the cache key.
   */
  cookies?: string;
}

/**
 * The gateway data a page's first screen shows: the home's banner, or a game list's vendors and first page (its
 * query string, and the games.list query the page will send: src/features/games/list-prefetch.ts).
 */
export type FirstScreenReads = { home: true } | { list: { search: string; query: Record<string, string | number> } };

export interface FirstReadsOptions {
  /** The page is not held back longer than this for its data (ms). */
  waitMs?: number;
  /** How long one answer serves the pages of the same visit shape (ms). */
  freshMs?: number;
  now?: () => number;
}

/** Kept answers: one per merchant, language, host, mock session and page. */
const KEPT = 200;
/** A call still unanswered after this is dropped (its page was painted without the data long before). */
const GIVE_UP_MS = 5_000;

/** One GET to the gateway in the browser's shape; the envelope's value, or null. */
function getValue<T>(visit: FirstVisit, path: string, query: Record<string, string | number> = {}): Promise<T | null> {
  const url = new URL(path, visit.gateway);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = {
    Host: visit.host,
    'X-Forwarded-Proto': visit.proto,
    Merchant: visit.merchantCode,
    Device: 'web',
    Language: visit.language,
    'X-Gateway-Version': GATEWAY_VERSION,
    Accept: 'application/json',
    [SITE_READ_HEADER]: '1',
  };
  if (visit.cookies) headers.Cookie = visit.cookies;
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      { headers, timeout: GIVE_UP_MS },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            const envelope = JSON.parse(text) as { success?: boolean; value?: T };
            resolve(response.statusCode === 200 && envelope.success === true ? (envelope.value ?? null) : null);
          } catch {
            resolve(null);
          }
        });
        response.on('error', () => resolve(null));
      },
    );
    request.on('error', () => resolve(null));
    request.on('timeout', () => request.destroy());
  });
}

/** What the page's first screen shows of the gateway, on the image host the page will use; null when there is none. */
async function read(visit: FirstVisit, reads: FirstScreenReads): Promise<FirstScreenData | null> {
  const status = getValue<{ info?: { imageCDNs?: string[] } }>(visit, '/wps/system/status');
  if ('home' in reads) {
    const [info, announcements] = await Promise.all([
      status,
      getValue<{ banners?: AnnouncementBanner[] }>(
        visit,
        '/wps/relay/MCSFE_getListAnnouncements',
        homeAnnouncementsQuery(visit.language),
      ),
    ]);
    const first = homeSlides(announcements?.banners ?? [])[0];
    if (!info || !first?.url) return null;
    const imageHost = pickHost(info.info?.imageCDNs) ?? undefined;
    return { imageHost, banner: onHost(first.url, imageHost ?? null) };
  }
  const [info, menus, page] = await Promise.all([
    status,
    // As the navigation's game menus ask (src/lib/games/game-menus-store.ts).
    getValue<GamesVendorLanesValue>(visit, '/wps/relay/GCSGAME_gameVendor', {
      merchantCode: visit.merchantCode,
      platform: 'html5-desktop',
    }),
    getValue<GamesListValue>(visit, '/wps/relay/GCSGAME_gameList', reads.list.query),
  ]);
  if (!info || !menus || !page) return null;
  return {
    imageHost: pickHost(info.info?.imageCDNs) ?? undefined,
    list: { search: reads.list.search, lanes: menus.data.lanes, page },
  };
}

/**
 * The gateway data of the page the site server paints: the home banner, or a game list's vendors and first games.
 * Each is its page's largest paint, and painted into the page it shows without waiting for the app and its calls
 * (mobile LCP on the bench: `/` 1.7 → 0.9 s). Asked of the gateway as the browser would ask it, kept `freshMs`, and
 * never holding the page back more than `waitMs`: a slow or failing gateway paints the empty boxes as before, and the
 * app fills them.
 */
export function firstReadsSource({ waitMs = 300, freshMs = 10_000, now = Date.now }: FirstReadsOptions = {}) {
  const kept = new Map<string, { at: number; data: Promise<FirstScreenData | null> }>();
  return (visit: FirstVisit, reads: FirstScreenReads): Promise<FirstScreenData | null> => {
    const key = JSON.stringify([
      visit.gateway,
      visit.merchantCode,
      visit.language,
      visit.host,
      visit.proto,
      visit.cookies,
      reads,
    ]);
    let entry = kept.get(key);
    if (!entry || now() - entry.at > freshMs) {
      if (kept.size >= KEPT) kept.clear();
      entry = { at: now(), data: read(visit, reads) };
      kept.set(key, entry);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
    return Promise.race([entry.data, late]).finally(() => clearTimeout(timer));
  };
}
