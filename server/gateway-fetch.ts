import http from 'node:http';
import https from 'node:https';

/** Who the page is rendered for, as the gateway would see the browser's own calls. */
export interface Visitor {
  /** The visitor's Host header and scheme: the gateway names its image hosts after them. */
  host: string;
  proto: string;
  /** The visitor's address chain (X-Forwarded-For, the socket's address last): status and location depend on it. */
  forwardedFor: string;
  /**
   * Cookies that choose the gateway's answers and are passed on (the mock gateway's `mock_session`, QA's world): part
   * of the cache key. Never a session: the site's session token is never in a cookie.
   */
  cookies?: string;
}

export interface GatewayFetchOptions {
  /** Headers every read of the server carries (e.g. one that tells the gateway the site server is asking). */
  headers?: Record<string, string>;
  /** How long one answer serves other pages (ms; default 10 s). */
  freshMs?: number;
  now?: () => number;
}

/**
 * Answers that depend on the visitor's address (status and location carry its IP; the country may be looked up from
 * it) are asked for each page and never kept. Every other read the server makes (templates, consolidated settings,
 * game menus and lists, announcements, promotions) is the same for every visitor of a merchant, language, host and
 * page, and is kept briefly: the server never has a session token, so nothing personal is in them.
 */
const PER_VISITOR = /^\/wps\/system\/(status|location|country)(\?|$)/;
/** A kept read still unanswered after this is dropped (its pages went without it long before). */
const GIVE_UP_MS = 5_000;
/** At most this many kept answers. */
const KEPT = 500;

interface Kept {
  at: number;
  answer: Promise<{ status: number; type: string; body: string }>;
}

/** One GET through node:http, which (unlike fetch) sends the Host header it is given. */
function get(url: URL, headers: Record<string, string>, signal?: AbortSignal | null) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      { headers, signal: signal ?? undefined },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * The server's reads of the gateway, made as the visitor's browser would make them (its Host, address and scheme
 * passed on), for the app's GatewayClient (`fetchImpl`). Only reads: the server renders, it never acts.
 */
export function gatewayFetcher({ headers: always = {}, freshMs = 10_000, now = Date.now }: GatewayFetchOptions = {}) {
  const kept = new Map<string, Kept>();
  return (visitor: Visitor): typeof fetch =>
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const given = new Headers(init?.headers);
      if ((init?.method ?? 'GET') !== 'GET' || given.has('Authorization'))
        throw new Error(`the site server only reads the gateway without a session (${url.pathname})`);
      const headers: Record<string, string> = {
        ...Object.fromEntries(given),
        ...always,
        Host: visitor.host,
        'X-Forwarded-For': visitor.forwardedFor,
        'X-Forwarded-Proto': visitor.proto,
      };
      if (visitor.cookies) headers.Cookie = visitor.cookies;
      const perVisitor = PER_VISITOR.test(url.pathname + url.search);
      const key = JSON.stringify([
        url.href,
        headers.merchant ?? headers.Merchant,
        headers.language ?? headers.Language,
        visitor.host,
        visitor.proto,
        visitor.cookies,
      ]);
      let entry = perVisitor ? undefined : kept.get(key);
      if (!entry || now() - entry.at > freshMs) {
        // A kept read is shared by pages: one page's deadline must not cut it off for the others.
        entry = { at: now(), answer: get(url, headers, perVisitor ? init?.signal : AbortSignal.timeout(GIVE_UP_MS)) };
        if (!perVisitor) {
          if (kept.size >= KEPT) kept.clear();
          kept.set(key, entry);
          // A failed read is not kept: the next page asks again.
          entry.answer.then(
            ({ status }) => status === 200 || kept.delete(key),
            () => kept.delete(key),
          );
        }
      }
      const answer = await entry.answer;
      return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.type } });
    };
}
