/**
 * SMS verification codes per mobile and purpose, driven by the virtual clock: 6-digit codes, single use,
 * expiry (default 5 minutes), 1 s throttle per mobile, a 5-minute lock after 5 sends in 10 minutes, at most 10
 * sends per mobile in any hour (chosen here), and a quota. Scenario `rate-limits-off` lifts the throttles and caps.
 */
import { mobileKey, normaliseMobile } from './accounts.js';
import { WorldError } from './errors.js';
import type { Clock, Rng, Scenarios, Sms, SmsMessage } from './types.js';

export const SMS_THROTTLE_MS = 1000;
export const SMS_WINDOW_MS = 10 * 60_000;
export const SMS_MAX_IN_WINDOW = 5;
export const SMS_LOCK_MS = 5 * 60_000;
export const SMS_HOUR_MS = 60 * 60_000;
export const SMS_MAX_PER_HOUR = 10;
export const SMS_DEFAULT_QUOTA = 1_000_000;
const INBOX_MAX = 1000;

export function createSms(deps: {
  clock: Clock;
  rng: Rng;
  scenarios: Scenarios;
  expiredMinutes?: number;
  quota?: number;
}): Sms {
  const { clock, rng, scenarios } = deps;
  const expiredMinutes = deps.expiredMinutes ?? 5;
  let quota = deps.quota ?? SMS_DEFAULT_QUOTA;
  const inbox: SmsMessage[] = [];
  const lastSend = new Map<string, number>();
  const recent = new Map<string, number[]>();
  const lockedUntil = new Map<string, number>();
  const lastHour = new Map<string, number[]>();

  const tooMany = (until: number): never => {
    throw new WorldError('TOO_MANY_REQUESTS', { retryAfterMs: until - clock.now(), retryAt: until });
  };

  const remaining = (): number => {
    const q = scenarios.get('sms-quota');
    return q === undefined ? quota : q === true ? 0 : q;
  };

  return {
    expiredMinutes,
    quota: remaining,
    setQuota(n) {
      quota = Math.max(0, Math.floor(n));
    },
    send(mobileNum, countryDialingCode, purpose) {
      if (!mobileNum || !mobileNum.trim()) throw new WorldError('mobile_required');
      const national = normaliseMobile(mobileNum);
      if (!/^[0-9+\s()-]+$/.test(mobileNum.trim()) || national.length < 6 || national.length > 16) {
        throw new WorldError('mobile_format_invalid');
      }
      const now = clock.now();
      const key = mobileKey(mobileNum, countryDialingCode);
      if (scenarios.isOn('sms-too-many')) tooMany(now + SMS_LOCK_MS);
      const limited = !scenarios.isOn('rate-limits-off');
      const lock = lockedUntil.get(key);
      if (limited && lock !== undefined && now < lock) tooMany(lock);
      const last = lastSend.get(key);
      if (limited && last !== undefined && now - last < SMS_THROTTLE_MS) {
        throw new WorldError('sms_throttled', { retryAfterMs: SMS_THROTTLE_MS - (now - last) });
      }
      const inWindow = (recent.get(key) ?? []).filter((t) => now - t < SMS_WINDOW_MS);
      if (limited && inWindow.length >= SMS_MAX_IN_WINDOW) {
        lockedUntil.set(key, now + SMS_LOCK_MS);
        recent.delete(key);
        tooMany(now + SMS_LOCK_MS);
      }
      const inHour = (lastHour.get(key) ?? []).filter((t) => now - t < SMS_HOUR_MS);
      if (limited && inHour.length >= SMS_MAX_PER_HOUR) tooMany(inHour[0]! + SMS_HOUR_MS);
      const left = remaining();
      if (left <= 0) throw new WorldError('sms_quota_insufficient');
      if (scenarios.get('sms-quota') !== undefined) scenarios.set('sms-quota', left - 1);
      else quota = left - 1;

      const code = rng.digits(6);
      inbox.push({
        mobileNum,
        countryDialingCode,
        purpose,
        code,
        sentAt: now,
        expiresAt: now + expiredMinutes * 60_000,
        used: false,
      });
      if (inbox.length > INBOX_MAX) inbox.shift();
      lastSend.set(key, now);
      inWindow.push(now);
      recent.set(key, inWindow);
      inHour.push(now);
      lastHour.set(key, inHour);
      return { code, expiredMinutes };
    },
    verify(mobileNum, code, purpose) {
      const national = normaliseMobile(mobileNum);
      let latest: SmsMessage | undefined;
      for (let i = inbox.length - 1; i >= 0; i--) {
        const m = inbox[i]!;
        if (m.purpose === purpose && normaliseMobile(m.mobileNum) === national) {
          latest = m;
          break;
        }
      }
      if (!latest || latest.used || !code || latest.code !== code.trim())
        throw new WorldError('verification_code_invalid');
      if (clock.now() >= latest.expiresAt) throw new WorldError('verification_code_expired');
      latest.used = true;
    },
    inbox(mobileNum) {
      const list = mobileNum ? inbox.filter((m) => normaliseMobile(m.mobileNum) === normaliseMobile(mobileNum)) : inbox;
      return list.map((m) => ({ ...m })).reverse();
    },
  };
}
