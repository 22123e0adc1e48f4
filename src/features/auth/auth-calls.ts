import type {
  HumanVerification,
  MemberPasswordChangeBody,
  MemberPasswordEmailBody,
  MemberPasswordVerificationBody,
  MemberRegisterBody,
  MemberRegisterMobileBody,
} from '@/generated/api-types';
import { deviceId } from '@/lib/device-id';
import { callApi } from '@/lib/gateway/api';
import { GATEWAY_VERSION, type GatewayClient } from '@/lib/gateway/client';
import type { LoginRequest } from './login.machine';
import type { SmsSent, SmsTarget } from '@/schema-ui/sms/sms-countdown.machine';

export interface AuthCallOptions {
  /**
   * Bot-check data for the SMS requests (the gateway refuses them without it). Default `{ type: 'none' }`; a merchant
   * with reCAPTCHA or a third-party phone check supplies a token here.
   */
  humanVerification?: () => Promise<HumanVerification>;
}

export type RegisterBody = MemberRegisterBody | MemberRegisterMobileBody;

function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The gateway calls of the accounts flows, typed by the contract; the machines get them through `.provide()`. */
export function authCalls(gateway: GatewayClient, options: AuthCallOptions = {}) {
  const human = options.humanVerification ?? (async (): Promise<HumanVerification> => ({ type: 'none' }));
  return {
    login: (request: LoginRequest) => callApi(gateway, 'session.login', { body: { ...request, deviceId: deviceId() } }),
    freePlay: () =>
      callApi(gateway, 'session.freeplay', {
        body: {
          platform: 'W',
          os: 'web',
          random: randomString(),
          gatewayVersion: GATEWAY_VERSION,
          deviceId: deviceId(),
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
            body: { ...(body as MemberRegisterMobileBody), deviceId: deviceId() },
          })
        : callApi(gateway, 'member.register', { body: { ...(body as MemberRegisterBody), deviceId: deviceId() } }),
    resetByEmail: (body: MemberPasswordEmailBody) => callApi(gateway, 'member.passwordEmail', { body }),
    resetByPhone: (body: MemberPasswordVerificationBody) => callApi(gateway, 'member.passwordVerification', { body }),
    changePassword: (body: MemberPasswordChangeBody) => callApi(gateway, 'member.passwordChange', { body }),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
