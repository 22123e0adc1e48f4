import { CLIENT_ERROR, GatewayError } from './gateway-error';

/**
 * Gateway and client error codes (SPEC §8, PLATFORM-NOTES) to translation keys under `errors.`: those a visit may meet
 * anywhere, whose sentences are in the first screen's words. The codes only forms meet join with the later endpoints.
 */
export const FIRST_SCREEN_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [CLIENT_ERROR.network]: 'network',
  [CLIENT_ERROR.timeout]: 'timeout',
  [CLIENT_ERROR.badResponse]: 'network',
  [CLIENT_ERROR.moneyUnconfirmed]: 'moneyUnconfirmed',
  'user.or.token.invalid': 'sessionEnded',
  'login.not.session': 'sessionEnded',
  token_ip_different: 'sessionElsewhere',
  CUSTOMER_NOT_LOGIN: 'pleaseLogin',
  blockip: 'ipBlocked',
  info_ip_block: 'ipBlocked',
  info_maintenance: 'maintenance',
  game_maintenance: 'gameMaintenance',
  vendor_under_maintenance: 'gameMaintenance',
  in_need_true_account: 'trialNeedsAccount',
  'merchant.acct.setup.err': 'invalidUrl',
  domain_not_available: 'invalidUrl',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  sms_too_many_requests: 'tooManyRequests',
  sms_function_disabled: 'functionDisabled',
  contact_agent: 'contactAgent',
  launch_game_balance_not_enough: 'balanceLow',
  balance_not_enough: 'balanceLow',
  sms_throttled: 'slowDown',
  registration_disabled: 'functionDisabled',
  function_not_enabled: 'functionDisabled',
};

const messageKeys: Record<string, string> = { ...FIRST_SCREEN_MESSAGE_KEYS };

/** Adds codes and their keys to the lookup (later-error-messages.ts, when the later endpoints arrive). */
export function learnMessageKeys(more: Readonly<Record<string, string>>): void {
  Object.assign(messageKeys, more);
}

/** The translation key for an error: known codes have their own sentence; anything else is generic. */
export function errorMessageKey(error: unknown): string {
  const code = error instanceof GatewayError ? error.code : CLIENT_ERROR.network;
  const known = messageKeys[code];
  if (known) return `errors.${known}`;
  // An unexplained server failure reads to the user as a broken link, like the platform's own client says.
  const serverFailure = error instanceof GatewayError && error.status >= 500;
  return `errors.${serverFailure ? 'network' : 'unknown'}`;
}

/** Codes of rate limits, whose error value says how long to wait (`retryAfterMs`). */
const RATE_LIMITS: ReadonlySet<string> = new Set(['TOO_MANY_REQUESTS', 'sms_too_many_requests', 'sms_throttled']);

/** How long a rate-limited call asks to wait, if it says. */
export function retryAfterMs(error: unknown): number | undefined {
  if (!(error instanceof GatewayError) || !RATE_LIMITS.has(error.code)) return undefined;
  const ms = (error.value as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

export interface ErrorMessage {
  key: string;
  values?: { count: number } | { until: string };
}

/** Safer-gambling refusals of a login name the day the break or exclusion ends (value.until, epoch ms). */
const BLOCKED: ReadonlySet<string> = new Set(['account_timed_out', 'account_self_excluded']);

function blockedUntil(error: unknown, formatDate?: (ms: number) => string): string | undefined {
  if (!(error instanceof GatewayError) || !BLOCKED.has(error.code)) return undefined;
  const until = (error.value as { until?: unknown } | undefined)?.until;
  if (typeof until !== 'number' || !Number.isFinite(until)) return undefined;
  // In the page language where the caller can write it (error-text.ts), else an unambiguous yyyy-mm-dd (UTC).
  return formatDate ? formatDate(until) : new Date(until).toISOString().slice(0, 10);
}

/**
 * The translation key and its values for an error: a rate limit names the wait (in seconds below two minutes,
 * else in minutes, rounded up), a refused login the end of the break (written by `formatDate`), everything else is
 * `errorMessageKey`.
 */
export function errorMessage(error: unknown, formatDate?: (ms: number) => string): ErrorMessage {
  const until = blockedUntil(error, formatDate);
  if (until) return { key: errorMessageKey(error), values: { until } };
  const wait = retryAfterMs(error);
  if (wait === undefined) return { key: errorMessageKey(error) };
  const seconds = Math.max(1, Math.ceil(wait / 1000));
  return seconds < 120
    ? { key: 'errors.waitSeconds', values: { count: seconds } }
    : { key: 'errors.waitMinutes', values: { count: Math.ceil(seconds / 60) } };
}
