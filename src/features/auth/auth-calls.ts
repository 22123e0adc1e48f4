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
import type { HumanCheckFields, HumanCheckPurpose } from './human-check/human-check';
import type { LoginCredentials, LoginRequest, VerifyMethod } from './login.machine';
import type { SmsSent, SmsTarget } from '@/schema-ui/sms/sms-countdown.machine';

export interface AuthCallOptions {
  /**
   * Bot-check data for the SMS requests (the gateway refuses them without it). Default `{ type: 'none' }`; a merchant
   * with reCAPTCHA or a third-party phone check supplies a token here.
   */
  humanVerification?: () => Promise<HumanVerification>;
  /**
   * The Geetest check the gateway asks for (human-check/use-human-check.ts): the platform's fields to add to a login,
   * registration or SMS send, or null when none is asked for. It runs right before its call; a failed or closed check
   * rejects, and the call is not made.
   */
  humanCheck?: (purpose: HumanCheckPurpose) => Promise<HumanCheckFields | null>;
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
  const check = options.humanCheck ?? (async () => null);
  return {
    /** A login (with its human check), or its second step once the gateway asked for extra verification. */
    login: async ({ verification, ...credentials }: LoginRequest) =>
      verification
        ? callApi(gateway, 'session.loginVerification', { body: verificationBody(credentials, verification) })
        : callApi(gateway, 'session.login', {
            body: { ...credentials, ...(await check('login')), loginDeviceId: deviceId() },
          }),
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
      callApi(gateway, 'sms.noLogin', {
        body: { ...target, purpose: 'login', humanVerification: await human(), ...(await check('sms')) },
      }),
    /** Forgot by phone: the gateway sends the reset code only when the number is the username's own. */
    resetCode: ({ username = '', mobileNum, countryDialingCode }: SmsTarget): Promise<SmsSent> =>
      callApi(gateway, 'member.passwordSms', {
        body: { username, mobileNumber: mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) },
      }),
    registerCode: async (target: SmsTarget, regType: 'username' | 'mobile', username?: string): Promise<SmsSent> =>
      callApi(gateway, 'sms.register', {
        body: {
          mobileNo: target.mobileNum,
          countryDialingCode: target.countryDialingCode,
          regType,
          ...(username ? { username } : {}),
          humanVerification: await human(),
          ...(await check('sms')),
        },
      }),
    checkAffiliate: (code: string, domain: string) => callApi(gateway, 'agent.affiliate', { query: { code, domain } }),
    register: async (tab: 'username' | 'mobile', body: RegisterBody) => {
      const fields = { ...(await check('register')), loginDeviceId: deviceId() };
      return tab === 'mobile'
        ? callApi(gateway, 'member.registerMobile', { body: { ...(body as MemberRegisterMobileBody), ...fields } })
        : callApi(gateway, 'member.register', { body: { ...(body as MemberRegisterBody), ...fields } });
    },
    resetByEmail: (body: MemberPasswordEmailBody) => callApi(gateway, 'member.passwordEmail', { body }),
    resetByPhone: (body: MemberPasswordVerificationBody) => callApi(gateway, 'member.passwordVerification', { body }),
    changePassword: (body: MemberPasswordChangeBody) => callApi(gateway, 'member.passwordChange', { body }),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
