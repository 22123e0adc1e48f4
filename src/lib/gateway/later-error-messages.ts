/**
 * Codes only forms meet (sign-in, registration, SMS, passwords, the welcome bonus, transfers) to translation keys under
 * `errors.`, whose sentences are in the later dictionary. They reach the lookup (error-messages.ts) with the later
 * endpoints (api.ts), which every call that can answer them waits for: the first screen does without them.
 */
export const LATER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'login.password.invalid': 'loginWrong',
  captcha_invalid: 'captchaInvalid',
  login_verify_required: 'verifyFirst',
  bind_customer_required: 'verifyFirst',
  non_member_login: 'nonMember',
  non_agent_login: 'nonAgent',
  username_or_email_not_exist: 'usernameOrEmail',
  mobile_format_invalid: 'phoneFormat',
  mobile_required: 'phoneMissing',
  sms_quota_insufficient: 'smsQuota',
  verification_code_invalid: 'codeInvalid',
  verification_code_expired: 'codeExpired',
  recaptcha_failed: 'recaptchaFailed',
  geetest_captcha_err: 'geetestFailed',
  affiliate_code_invalid: 'invitationCode',
  password_confirm_mismatch: 'confirmMismatch',
  password_old_invalid: 'oldPassword',
  username_exists: 'usernameTaken',
  mobile_exists: 'mobileTaken',
  mobile_not_registered: 'mobileNotRegistered',
  account_frozen: 'accountFrozen',
  login_forbidden: 'loginForbidden',
  account_timed_out: 'timedOut',
  account_self_excluded: 'selfExcluded',
  'register.field.invalid': 'formInvalid',
  welcome_bonus_unavailable: 'bonusUnavailable',
  welcome_bonus_claimed: 'bonusClaimed',
  'invalid.payment.pw': 'paymentPasswordWrong',
  'not.exists.payment.password': 'paymentPasswordMissing',
  payment_password_exists: 'paymentPasswordExists',
  payment_password_format: 'paymentPasswordFormat',
  upline_not_found: 'noUpline',
};
