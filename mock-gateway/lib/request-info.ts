/** Small readers of the incoming request: client IP, cookies, mock session id. */
import type { Request } from 'express';
import { SITE_READ_HEADER } from '../../src/lib/gateway/site-read.ts';

/** The first entry of an X-Forwarded-* header (the hop nearest the client), or undefined. */
export function firstForwarded(req: Request, name: `x-forwarded-${string}`): string | undefined {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
}

/** Client IP: the first X-Forwarded-For entry (the mock trusts it, so QA can play another IP), else the socket. */
export function clientIp(req: Request): string {
  return normaliseIp(firstForwarded(req, 'x-forwarded-for') || req.socket.remoteAddress || '127.0.0.1');
}

export function normaliseIp(ip: string): string {
  if (ip.startsWith('::ffff:')) return ip.slice(7);
  if (ip === '::1') return '127.0.0.1';
  return ip;
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const SESSION_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
export const DEFAULT_MOCK_SESSION = 'default';

/** Mock session named by the X-Mock-Session header or the mock_session cookie; "default" otherwise. */
export function mockSessionId(req: Request): string {
  const header = req.headers['x-mock-session'];
  const id = (typeof header === 'string' ? header : undefined) ?? readCookie(req, 'mock_session');
  return id && SESSION_ID.test(id) ? id : DEFAULT_MOCK_SESSION;
}

/**
 * Why the named mock session is refused (a name that is not letters, digits and _ . : -, at most 64), in the
 * words and shape of request.header_invalid; undefined when the name is good or absent.
 */
export function mockSessionProblem(
  req: Request,
): { message: string; value: { location: 'header'; path: string; keyword: 'pattern' } } | undefined {
  const header = req.headers['x-mock-session'];
  const [source, id] =
    header !== undefined
      ? ['header/x-mock-session', Array.isArray(header) ? header.join(', ') : header]
      : [
          'cookie/mock_session',
          readCookie(req, 'mock_session') ?? req.headers.cookie?.match(/(?:^|;\s*)mock_session=([^;]*)/)?.[1],
        ];
  if (id === undefined || SESSION_ID.test(id)) return undefined;
  return {
    message: `${source}: must match pattern "${SESSION_ID.source}" (letters, digits, _ . : -, at most 64), got ${JSON.stringify(id)}`,
    value: {
      location: 'header',
      path: source === 'header/x-mock-session' ? '/x-mock-session' : '/cookie',
      keyword: 'pattern',
    },
  };
}

/**
 * Origin the client used, for CDN lists and absolute URLs. Behind a TLS front (the bench's HTTP/2, a developer's
 * proxy) the client's scheme comes in X-Forwarded-Proto: an http:// image on an https:// page is blocked.
 */
export function requestOrigin(req: Request): string {
  const forwarded = firstForwarded(req, 'x-forwarded-proto');
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : req.protocol;
  return `${scheme}://${req.headers.host ?? '127.0.0.1'}`;
}

/**
 * The site server's own reads for the page it renders (src/lib/gateway/site-read.ts): the session's world answers
 * them, but QA's journal and faults are about the browser's calls, so they are not journalled and take only the faults
 * set for them (`siteServer`).
 */
export function isFirstScreenRead(req: Request): boolean {
  return req.headers[SITE_READ_HEADER] !== undefined;
}
