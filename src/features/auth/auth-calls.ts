import type {
  HumanVerification,
  MemberPasswordChangeBody,
  MemberPasswordEmailBody,
  MemberPasswordVerificationBody,
  MemberRegisterBody,
  MemberRegisterMobileBody,
  SessionLoginVerificationBody,
} from '@/generated/api-types';
import { deviceId } from '@/lib/device-id';
import { callApi } from '@/lib/gateway/api';
import { GATEWAY_VERSION, type GatewayClient } from '@/lib/gateway/client';
import type { LoginCredentials, LoginRequest, VerifyMethod } from './login.machine';
import type { SmsSent, SmsTarget } from '@/schema-ui/sms/sms-countdown.machine';

export interface AuthCallOptions {
  /**
   * Bot-check data for the SMS requests (the gateway refuses them without it). Default `{ type: 'none' }`; a merchant
   * with reCAPTCHA or a third-party phone check supplies a token here.
   */
  humanVerification?: () => Promise<HumanVerification>;
}

export type RegisterBody = MemberRegisterBody | MemberRegisterMobileBody;

/** An answer to login_verify_required in the fields of the platform's /wps/session/login/verification. */
const VERIFY_FIELDS: Record<VerifyMethod, (answer: string) => Partial<SessionLoginVerificationBody>> = {
  email: (email) => ({ method: 'E', email }),
  authenticator: (authCode) => ({ method: 'G', authCode }),
  mobile: (verificationCode) => ({ method: 'S', verificationCode }),
  bankAccountName: (payeeName) => ({ method: 'P', payeeName }),
};

function verificationBody(
  { username, password, area }: LoginCredentials,
  { method, answer }: NonNullable<LoginRequest['verification']>,
): SessionLoginVerificationBody {
  return {
    username,
    password,
    ...(area ? { area } : {}),
    ...VERIFY_FIELDS[method](answer),
    loginDeviceId: deviceId(),
  } as SessionLoginVerificationBody;
}

function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The gateway calls of the accounts flows, typed by the contract; the machines get them through `.provide()`. */
export function authCalls(gateway: GatewayClient, options: AuthCallOptions = {}) {
  const human = options.humanVerification ?? (async (): Promise<HumanVerification> => ({ type: 'none' }));
  return {
    /** A login, or its second step once the gateway asked for extra verification and the member answered. */
    login: ({ verification, ...credentials }: LoginRequest) =>
      verification
        ? callApi(gateway, 'session.loginVerification', { body: verificationBody(credentials, verification) })
        : callApi(gateway, 'session.login', { body: { ...credentials, loginDeviceId: deviceId() } }),
    freePlay: () =>
      callApi(gateway, 'session.freeplay', {
        body: {
          platform: 'W',
          os: 'web',
          random: randomString(),
          gatewayVersion: GATEWAY_VERSION,
          loginDeviceId: deviceId(),
        },
      }),
    memberInfo: () => callApi(gateway, 'member.info'),
    captcha: () => callApi(gateway, 'captcha.image'),
    loginCode: async (target: SmsTarget): Promise<SmsSent> =>
      callApi(gateway, 'sms.noLogin', { body: { ...target, purpose: 'login', humanVerification: await human() } }),
    resetCode: async (target: SmsTarget): Promise<SmsSent> =>
      callApi(gateway, 'sms.noLogin', { body: { ...target, purpose: 'reset', humanVerification: await human() } }),
    registerCode: async (target: SmsTarget, regType: 'username' | 'mobile', username?: string): Promise<SmsSent> =>
      callApi(gateway, 'sms.register', {
        body: {
          mobileNo: target.mobileNum,
          countryDialingCode: target.countryDialingCode,
          regType,
          ...(username ? { username } : {}),
          humanVerification: await human(),
        },
      }),
    checkAffiliate: (code: string, domain: string) => callApi(gateway, 'agent.affiliate', { query: { code, domain } }),
    register: (tab: 'username' | 'mobile', body: RegisterBody) =>
      tab === 'mobile'
        ? callApi(gateway, 'member.registerMobile', {
            body: { ...(body as MemberRegisterMobileBody), loginDeviceId: deviceId() },
          })
        : callApi(gateway, 'member.register', { body: { ...(body as MemberRegisterBody), loginDeviceId: deviceId() } }),
    resetByEmail: (body: MemberPasswordEmailBody) => callApi(gateway, 'member.passwordEmail', { body }),
    resetByPhone: (body: MemberPasswordVerificationBody) => callApi(gateway, 'member.passwordVerification', { body }),
    changePassword: (body: MemberPasswordChangeBody) => callApi(gateway, 'member.passwordChange', { body }),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
