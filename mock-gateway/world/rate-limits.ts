/**
 * Rate limits as the platform enforces them (chosen here; SPEC §9 gives only the SMS ones), on the virtual clock:
 * login failures per account and per IP (a captcha first, then a wait that doubles with each further failure), and
 * sliding windows for feedback, affiliate checks and registrations per IP. Over a limit: `TOO_MANY_REQUESTS` with
 * `{ retryAfterMs, retryAt }`. Scenario `rate-limits-off` switches them all off (load tests).
 */
import { WorldError } from './errors.js';
import type { Clock, Scenarios } from './types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A sliding window: at most `max` requests per `windowMs` for one key. */
export interface WindowRule {
  max: number;
  windowMs: number;
  /** What the limit is about, for the message. */
  what: string;
}

export const WINDOWS = {
  feedback: { max: 5, windowMs: 10 * MINUTE, what: 'feedback messages' },
  affiliate: { max: 30, windowMs: 10 * MINUTE, what: 'invitation code checks' },
  register: { max: 10, windowMs: HOUR, what: 'registration attempts' },
} as const satisfies Record<string, WindowRule>;
export type WindowName = keyof typeof WINDOWS;

/** Login back-off: free failures (the captcha is asked from the first), then a wait doubling up to a cap. */
export const LOGIN_LIMITS = {
  account: { freeFailures: 4, firstWaitMs: 30_000, maxWaitMs: 15 * MINUTE },
  ip: { freeFailures: 19, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE },
  /** Failures older than this are forgotten. */
  forgetAfterMs: HOUR,
} as const;

export interface RateLimits {
  /** Counts one request of `name` for `key` (an IP); throws TOO_MANY_REQUESTS when over the window's limit. */
  hit(name: WindowName, key: string): void;
  /** Before a login is checked: throws TOO_MANY_REQUESTS while the account or the IP must wait. */
  checkLogin(username: string, ip: string | undefined): void;
  /** A failed login (wrong password or captcha): may start or lengthen a wait. */
  loginFailed(username: string, ip: string | undefined): void;
  /** A successful login clears the account's failures (not the IP's). */
  loginSucceeded(username: string): void;
}

interface Failures {
  count: number;
  last: number;
  until: number;
}

export function createRateLimits(deps: { clock: Clock; scenarios: Scenarios }): RateLimits {
  const { clock, scenarios } = deps;
  const windows = new Map<string, number[]>();
  const accountFailures = new Map<string, Failures>();
  const ipFailures = new Map<string, Failures>();
  const off = (): boolean => scenarios.isOn('rate-limits-off');

  const tooMany = (until: number, message: string): never => {
    const now = clock.now();
    throw new WorldError('TOO_MANY_REQUESTS', { retryAfterMs: Math.max(0, until - now), retryAt: until }, message);
  };
  const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

  const current = (map: Map<string, Failures>, key: string): Failures | undefined => {
    const f = map.get(key);
    if (f && clock.now() - f.last > LOGIN_LIMITS.forgetAfterMs && clock.now() >= f.until) {
      map.delete(key);
      return undefined;
    }
    return f;
  };
  const fail = (
    map: Map<string, Failures>,
    key: string,
    rule: { freeFailures: number; firstWaitMs: number; maxWaitMs: number },
  ): void => {
    const now = clock.now();
    const f = current(map, key) ?? { count: 0, last: now, until: 0 };
    f.count++;
    f.last = now;
    const over = f.count - rule.freeFailures;
    if (over > 0) f.until = now + Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** (over - 1));
    map.set(key, f);
  };

  return {
    hit(name, key) {
      if (off()) return;
      const rule: WindowRule = WINDOWS[name];
      const now = clock.now();
      const id = `${name}|${key}`;
      const recent = (windows.get(id) ?? []).filter((t) => now - t < rule.windowMs);
      if (recent.length >= rule.max) {
        windows.set(id, recent);
        const until = recent[0]! + rule.windowMs;
        tooMany(until, `Too many ${rule.what} from this address, please retry in ${seconds(until - now)} s`);
      }
      recent.push(now);
      windows.set(id, recent);
    },
    checkLogin(username, ip) {
      if (off()) return;
      const now = clock.now();
      const name = username.trim().toLowerCase();
      const a = name ? current(accountFailures, name) : undefined;
      if (a && now < a.until)
        tooMany(a.until, `Too many failed logins for this account, please retry in ${seconds(a.until - now)} s`);
      const i = ip ? current(ipFailures, ip) : undefined;
      if (i && now < i.until)
        tooMany(i.until, `Too many failed logins from this address, please retry in ${seconds(i.until - now)} s`);
    },
    loginFailed(username, ip) {
      if (off()) return;
      const name = username.trim().toLowerCase();
      if (name) fail(accountFailures, name, LOGIN_LIMITS.account);
      if (ip) fail(ipFailures, ip, LOGIN_LIMITS.ip);
    },
    loginSucceeded(username) {
      accountFailures.delete(username.trim().toLowerCase());
    },
  };
}
