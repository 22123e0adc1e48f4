/** Login, free play, registration and password flows: the world modules combined the way the gateway needs. */
import type { AccountsInternal } from './accounts.js';
import { WEAK_DEFAULT_PASSWORD } from './demo.js';
import { WorldError } from './errors.js';
import type { Account, Auth, Captcha, LoginResult, MerchantSeed, Scenarios, Sessions, Sms } from './types.js';
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

export interface AuthDeps {
  accounts: AccountsInternal;
  sessions: Sessions;
  sms: Sms;
  captcha: Captcha;
  scenarios: Scenarios;
  merchant: (code: string | undefined) => MerchantSeed | undefined;
}

export function createAuth(deps: AuthDeps): Auth {
  const { accounts, sessions, sms, captcha, scenarios } = deps;

  const checkStatus = (): void => {
    const s = scenarios.status();
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

  return {
    login(input) {
      checkStatus();
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
        if (captcha.requiresCaptcha(name) && !captcha.check(input.captcha))
          throw new WorldError('captcha_invalid', { captcha: true });
        account = name ? accounts.findByUsername(name) : undefined;
        if (!account || account.password !== input.password) {
          captcha.recordFailure(name);
          throw new WorldError('login.password.invalid', { captcha: true });
        }
        captcha.clearFailures(name);
      }
      if (input.area === 'member' && AGENT_ONLY_TYPES.includes(account.type)) throw new WorldError('non_member_login');
      if (input.area === 'agent' && account.kind !== 'agent') throw new WorldError('non_agent_login');
      if (scenarios.isOn('unrecognised-ip') && ip && !account.knownIps.includes(ip) && account.mobileNum) {
        if (!input.verificationCode) {
          throw new WorldError('login_verify_required', {
            methods: ['sms'],
            mobileNum: maskMobile(account.mobileNum),
            countryDialingCode: account.countryDialingCode ?? '',
          });
        }
        sms.verify(account.mobileNum, input.verificationCode, 'login');
        accounts.markIpKnown(account.id, ip);
      }
      return issue(account, ip);
    },
    freePlay(ip) {
      checkStatus();
      return issue(accounts.createTrial(ip), ip);
    },
    logout: (token) => sessions.logout(token),
    register(input) {
      checkStatus();
      const merchant = deps.merchant(input.merchantCode);
      const enabledFlag = input.method === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3';
      if (flagOn(merchant, enabledFlag) === false) throw new WorldError('registration_disabled');
      const fields = input.fields;
      const needsCode = input.method === 'mobile' || (flagOn(merchant, 'REGMOBVERF3') === true && !!fields.mobileNum);
      const account = accounts.register(fields, input.method, {
        rules: merchant?.registrationRules ?? {},
        ...(input.ip ? { ip: input.ip } : {}),
        ...(merchant ? { merchantCode: merchant.code } : {}),
        beforeCreate: () => {
          if (needsCode) sms.verify(fields.mobileNum ?? '', fields.verificationCode ?? '', 'register');
        },
      });
      return issue(account, input.ip);
    },
    resetByPhone(input) {
      checkStatus();
      const account = accounts.findByMobile(input.mobileNum, input.countryDialingCode);
      if (!account) throw new WorldError('mobile_not_registered');
      sms.verify(input.mobileNum, input.verificationCode, 'reset');
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
  };
}
