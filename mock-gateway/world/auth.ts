/** Login, free play, registration and password flows: the world modules combined the way the gateway needs. */
import type { ErrorLoginVerify } from '../../src/generated/api-types.js';
import type { AccountsInternal } from './accounts.js';
import { authenticatorCode, checkAuthenticator } from './authenticator.js';
import { WEAK_DEFAULT_PASSWORD } from './demo.js';
import { WorldError, isWorldError } from './errors.js';
import { refuseLoginByStatus } from './login-status.js';
import type { RateLimits } from './rate-limits.js';
import type {
  Account,
  Auth,
  Captcha,
  Clock,
  LoginInput,
  LoginResult,
  LoginVerifyMethod,
  MerchantSeed,
  Scenarios,
  Sessions,
  Sms,
} from './types.js';
import { AGENT_ONLY_TYPES } from './types.js';

export function flagOn(merchant: MerchantSeed | undefined, flag: string): boolean | undefined {
  const v = merchant?.siteFlags[flag];
  if (v === undefined) return undefined;
  return v === true || v === '1' || v === 'true';
}

export function maskMobile(mobile: string): string {
  const d = mobile.replace(/\D/g, '');
  return d.length <= 4 ? '****' : `${d.slice(0, 3)}****${d.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}***@${domain}`;
}

/** The ways an account can answer `login_verify_required`: the authenticator always, the others when on file. */
export function verifyMethods(a: Pick<Account, 'mobileNum' | 'email' | 'extra'>): LoginVerifyMethod[] {
  const m: LoginVerifyMethod[] = [];
  if (a.mobileNum) m.push('mobile');
  if (a.email) m.push('email');
  if (a.extra.payeeName?.trim()) m.push('bankAccountName');
  m.push('authenticator');
  return m;
}

export interface AuthDeps {
  clock: Clock;
  accounts: AccountsInternal;
  sessions: Sessions;
  sms: Sms;
  captcha: Captcha;
  scenarios: Scenarios;
  limits: RateLimits;
  merchant: (code: string | undefined) => MerchantSeed | undefined;
  /** Team management's member status of an account (1 Normal when it has none): some refuse the login. */
  memberStatus?: (accountId: number) => number;
}

export function createAuth(deps: AuthDeps): Auth {
  const { clock, accounts, sessions, sms, captcha, scenarios, limits } = deps;

  const checkStatus = (ip: string | undefined): void => {
    const s = scenarios.status(ip);
    if (s === 1) throw new WorldError('info_maintenance');
    if (s === 2) throw new WorldError('blockip');
  };

  const issue = (account: Account, ip: string | undefined): LoginResult => {
    const session = sessions.login(account.id, ip);
    return {
      token: session.token,
      firstTimeLogin: account.firstTimeLogin,
      passwordExpired: accounts.isPasswordExpired(account),
      weakPassword: account.password === WEAK_DEFAULT_PASSWORD,
      account,
      session,
    };
  };

  const rulesFor = (merchantCode?: string): MerchantSeed['registrationRules'] =>
    deps.merchant(merchantCode)?.registrationRules ?? {};

  /** Login from an IP the account has not used (scenario unrecognised-ip): ask for, or check, the extra proof. */
  const verifyNewIp = (account: Account, input: LoginInput): void => {
    const methods = verifyMethods(account);
    const v =
      input.verification ??
      (input.verificationCode ? { method: 'mobile' as const, answer: input.verificationCode } : undefined);
    if (!v) {
      if (account.mobileNum) {
        try {
          sms.send(account.mobileNum, account.countryDialingCode ?? '', 'login');
        } catch (e) {
          // Throttled, locked or out of quota: the code already sent, or another method, still answers.
          if (!isWorldError(e)) throw e;
        }
      }
      const value: ErrorLoginVerify = {
        methods,
        ...(account.mobileNum ? { mobileHint: maskMobile(account.mobileNum) } : {}),
        ...(account.email ? { emailHint: maskEmail(account.email) } : {}),
      };
      throw new WorldError('login_verify_required', value);
    }
    if (!methods.includes(v.method))
      throw new WorldError(
        'verification_code_invalid',
        undefined,
        `Verification by ${v.method} is not available for this account`,
      );
    const answer = v.answer.trim();
    const same = (a: string | undefined): boolean => !!a && answer.toLowerCase() === a.trim().toLowerCase();
    switch (v.method) {
      case 'mobile':
        sms.verify(account.mobileNum ?? '', answer, 'login');
        return;
      case 'email':
        if (!same(account.email)) throw new WorldError('verification_code_invalid');
        return;
      case 'bankAccountName':
        if (!same(account.extra.payeeName)) throw new WorldError('verification_code_invalid');
        return;
      case 'authenticator':
        if (!checkAuthenticator(account.id, clock.now(), answer)) throw new WorldError('verification_code_invalid');
        return;
    }
  };

  return {
    login(input) {
      checkStatus(input.ip);
      const type = input.type ?? 'username';
      const ip = input.ip;
      let account: Account | undefined;
      if (type === 'sms') {
        if (!input.username?.trim()) throw new WorldError('mobile_required');
        account = accounts.findByMobile(input.username, input.countryDialingCode);
        if (!account) throw new WorldError('mobile_not_registered');
        sms.verify(input.username, input.password, 'login');
        if (ip) accounts.markIpKnown(account.id, ip); // the SMS code proves possession of the phone
      } else {
        const name = (input.username ?? '').trim();
        // A waiting account or address is refused before its password is looked at.
        limits.checkLogin(name, ip);
        if (!input.humanChecked && captcha.requiresCaptcha(name) && !captcha.check(input.captcha)) {
          limits.loginFailed(name, ip);
          throw new WorldError('captcha_invalid', { captcha: true });
        }
        account = name ? accounts.findByUsername(name) : undefined;
        if (!account || account.password !== input.password) {
          captcha.recordFailure(name);
          limits.loginFailed(name, ip);
          throw new WorldError('login.password.invalid', { captcha: true });
        }
        captcha.clearFailures(name);
        limits.loginSucceeded(name);
      }
      if (account.frozen) throw new WorldError('account_frozen');
      refuseLoginByStatus(deps.memberStatus?.(account.id) ?? 1);
      if (input.area === 'member' && AGENT_ONLY_TYPES.includes(account.type)) throw new WorldError('non_member_login');
      if (input.area === 'agent' && account.kind !== 'agent') throw new WorldError('non_agent_login');
      if (scenarios.isOn('unrecognised-ip') && ip && !account.knownIps.includes(ip)) {
        verifyNewIp(account, input);
        accounts.markIpKnown(account.id, ip);
      }
      return issue(account, ip);
    },
    freePlay(ip) {
      checkStatus(ip);
      return issue(accounts.createTrial(ip), ip);
    },
    logout: (token) => sessions.logout(token),
    register(input) {
      checkStatus(input.ip);
      const merchant = deps.merchant(input.merchantCode);
      const enabledFlag = input.method === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3';
      if (flagOn(merchant, enabledFlag) === false) throw new WorldError('registration_disabled');
      const fields = input.fields;
      const needsCode = input.method === 'mobile' || (flagOn(merchant, 'REGMOBVERF3') === true && !!fields.mobileNum);
      const { captcha: _captcha, ...withoutCaptcha } = merchant?.registrationRules ?? {};
      const account = accounts.register(fields, input.method, {
        rules: input.humanChecked ? withoutCaptcha : (merchant?.registrationRules ?? {}),
        ...(input.ip ? { ip: input.ip } : {}),
        ...(merchant ? { merchantCode: merchant.code } : {}),
        beforeCreate: () => {
          if (needsCode) sms.verify(fields.mobileNum ?? '', fields.verificationCode ?? '', 'register');
        },
      });
      return issue(account, input.ip);
    },
    resetByPhone(input) {
      checkStatus(input.ip);
      const account = accounts.findByMobile(input.mobileNum, input.countryDialingCode);
      if (!account) throw new WorldError('mobile_not_registered');
      sms.verify(input.mobileNum, input.verificationCode, 'reset');
      if (account.frozen) throw new WorldError('account_frozen');
      refuseLoginByStatus(deps.memberStatus?.(account.id) ?? 1);
      accounts.changePassword(account.id, { newPassword: input.newPassword }, rulesFor(input.merchantCode));
      if (input.ip) accounts.markIpKnown(account.id, input.ip);
      return issue(account, input.ip);
    },
    forgotByEmail(input) {
      const a = accounts.findByUsername(input.username ?? '');
      if (!a || !a.email || a.email.toLowerCase() !== (input.email ?? '').trim().toLowerCase())
        throw new WorldError('username_or_email_not_exist');
    },
    changePassword(token, input, merchantCode) {
      const { account } = sessions.require(token);
      if (account.kind === 'trial') throw new WorldError('in_need_true_account');
      return accounts.changePassword(account.id, input, rulesFor(merchantCode ?? account.merchantCode));
    },
    checkAffiliate: (code) => !!code && !!accounts.findByAffiliateCode(code),
    authenticatorCode: (accountId, at = clock.now()) => authenticatorCode(accountId, at),
  };
}
