import http from 'node:http';
import https from 'node:https';
import { FIRST_SCREEN_READ_HEADER } from '../../mock-gateway/lib/request-info.ts';
import { homeSlides } from '../../src/features/home/home-slides.ts';
import { homeAnnouncementsQuery } from '../../src/features/home/home-queries.ts';
import type { AnnouncementBanner } from '../../src/generated/api-types.ts';
import { onHost, pickHost } from '../../src/lib/games/game-start.ts';
import { GATEWAY_VERSION } from '../../src/lib/gateway/client.ts';

/** The visit the page is painted for, as the gateway would see the browser's own calls. */
export interface BannerVisit {
  /** The gateway's origin, as this server reaches it. */
  gateway: string;
  /** The platform merchant code (the Merchant header) and the visitor's language. */
  merchantCode: string;
  language: string;
  /** The visitor's Host and scheme, passed on: the gateway names its image hosts after them. */
  host: string;
  proto: string;
  /** The visitor's mock session (its `mock_session` cookie): QA's world, with its own banners. */
  mockSession?: string;
}

export interface FirstBannerOptions {
  /** The page is not held back longer than this for its banner (ms). */
  waitMs?: number;
  /** How long one answer serves the pages of the same visit shape (ms). */
  freshMs?: number;
  now?: () => number;
}

/** Kept answers: one per merchant, language, host and mock session. */
const KEPT = 200;
/** A call still unanswered after this is dropped (its page was painted without the banner long before). */
const GIVE_UP_MS = 5_000;

/** One GET to the gateway in the browser's shape; the envelope's value, or null. */
function getValue<T>(visit: BannerVisit, path: string): Promise<T | null> {
  const url = new URL(path, visit.gateway);
  const headers: Record<string, string> = {
    Host: visit.host,
    'X-Forwarded-Proto': visit.proto,
    Merchant: visit.merchantCode,
    Device: 'web',
    Language: visit.language,
    'X-Gateway-Version': GATEWAY_VERSION,
    Accept: 'application/json',
    // The mock answers it from the visitor's session without QA's faults or journal (mock-gateway/lib/request-info.ts).
    [FIRST_SCREEN_READ_HEADER]: '1',
  };
  if (visit.mockSession) headers['X-Mock-Session'] = visit.mockSession;
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

/** The image the home carousel shows first, on the image host the page will use; null when there is none. */
async function askFirstBanner(visit: BannerVisit): Promise<string | null> {
  const query = new URLSearchParams(homeAnnouncementsQuery(visit.language));
  const [status, announcements] = await Promise.all([
    getValue<{ info?: { imageCDNs?: string[] } }>(visit, '/wps/system/status'),
    getValue<{ banners?: AnnouncementBanner[] }>(visit, `/wps/relay/MCSFE_getListAnnouncements?${query}`),
  ]);
  const first = homeSlides(announcements?.banners ?? [])[0];
  if (!status || !first?.url) return null;
  return onHost(first.url, pickHost(status.info?.imageCDNs));
}

/**
 * The home banner's first image for the page the site server paints: the banner is the home page's largest paint,
 * and painted into the page it shows without waiting for the app and its calls (mobile LCP 1.7 → 0.9 s on the
 * bench). Asked of the gateway as the browser would ask it (status for the image hosts, the home's announcements),
 * kept `freshMs`, and never holding the page back more than `waitMs`: a slow or failing gateway paints the empty box
 * as before, and the app fills it.
 */
export function firstBannerSource({ waitMs = 300, freshMs = 10_000, now = Date.now }: FirstBannerOptions = {}) {
  const kept = new Map<string, { at: number; banner: Promise<string | null> }>();
  return (visit: BannerVisit): Promise<string | null> => {
    const key = JSON.stringify([
      visit.gateway,
      visit.merchantCode,
      visit.language,
      visit.host,
      visit.proto,
      visit.mockSession,
    ]);
    let entry = kept.get(key);
    if (!entry || now() - entry.at > freshMs) {
      if (kept.size >= KEPT) kept.clear();
      entry = { at: now(), banner: askFirstBanner(visit) };
      kept.set(key, entry);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
    return Promise.race([entry.banner, late]).finally(() => clearTimeout(timer));
  };
}
