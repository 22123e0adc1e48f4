import { CLIENT_ERROR, GatewayError } from './gateway-error';

/** Gateway and client error codes (SPEC §8, PLATFORM-NOTES) to translation keys under `errors.`. */
export const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [CLIENT_ERROR.network]: 'network',
  [CLIENT_ERROR.timeout]: 'timeout',
  [CLIENT_ERROR.badResponse]: 'network',
  [CLIENT_ERROR.moneyUnconfirmed]: 'moneyUnconfirmed',
  'user.or.token.invalid': 'sessionEnded',
  'login.not.session': 'sessionEnded',
  token_ip_different: 'sessionElsewhere',
  CUSTOMER_NOT_LOGIN: 'pleaseLogin',
  'login.password.invalid': 'loginWrong',
  captcha_invalid: 'captchaInvalid',
  login_verify_required: 'verifyFirst',
  bind_customer_required: 'verifyFirst',
  non_member_login: 'nonMember',
  non_agent_login: 'nonAgent',
  blockip: 'ipBlocked',
  info_ip_block: 'ipBlocked',
  info_maintenance: 'maintenance',
  game_maintenance: 'gameMaintenance',
  vendor_under_maintenance: 'gameMaintenance',
  in_need_true_account: 'trialNeedsAccount',
  username_or_email_not_exist: 'usernameOrEmail',
  'merchant.acct.setup.err': 'invalidUrl',
  domain_not_available: 'invalidUrl',
  mobile_format_invalid: 'phoneFormat',
  mobile_required: 'phoneMissing',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  sms_too_many_requests: 'tooManyRequests',
  sms_quota_insufficient: 'smsQuota',
  sms_function_disabled: 'functionDisabled',
  verification_code_invalid: 'codeInvalid',
  verification_code_expired: 'codeExpired',
  recaptcha_failed: 'recaptchaFailed',
  contact_agent: 'contactAgent',
  launch_game_balance_not_enough: 'balanceLow',
  balance_not_enough: 'balanceLow',
  affiliate_code_invalid: 'invitationCode',
  password_confirm_mismatch: 'confirmMismatch',
  password_old_invalid: 'oldPassword',
  username_exists: 'usernameTaken',
  mobile_exists: 'mobileTaken',
  mobile_not_registered: 'mobileNotRegistered',
  sms_throttled: 'slowDown',
  account_frozen: 'accountFrozen',
  login_forbidden: 'loginForbidden',
  registration_disabled: 'functionDisabled',
  function_not_enabled: 'functionDisabled',
  'register.field.invalid': 'formInvalid',
  welcome_bonus_unavailable: 'bonusUnavailable',
  welcome_bonus_claimed: 'bonusClaimed',
  'invalid.payment.pw': 'paymentPasswordWrong',
  'not.exists.payment.password': 'paymentPasswordMissing',
  payment_password_exists: 'paymentPasswordExists',
  payment_password_format: 'paymentPasswordFormat',
  upline_not_found: 'noUpline',
};

/** The translation key for an error: known codes have their own sentence; anything else is generic. */
export function errorMessageKey(error: unknown): string {
  const code = error instanceof GatewayError ? error.code : CLIENT_ERROR.network;
  const known = MESSAGE_KEYS[code];
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
  values?: { count: number };
}

/**
 * The translation key and its values for an error: a rate limit names the wait (in seconds below two minutes,
 * else in minutes, rounded up), everything else is `errorMessageKey`.
 */
export function errorMessage(error: unknown): ErrorMessage {
  const wait = retryAfterMs(error);
  if (wait === undefined) return { key: errorMessageKey(error) };
  const seconds = Math.max(1, Math.ceil(wait / 1000));
  return seconds < 120
    ? { key: 'errors.waitSeconds', values: { count: seconds } }
    : { key: 'errors.waitMinutes', values: { count: Math.ceil(seconds / 60) } };
}
