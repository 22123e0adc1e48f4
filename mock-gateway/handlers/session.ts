/** session.*: login (username or SMS, captcha, area), its second step for an unrecognised IP, free play, logout. */
import type { LoginInput, LoginResult, LoginVerifyMethod } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { flagOn } from '../lib/site-config.js';
import { checkGeetest } from './geetest.js';
import { account, checkHumanVerification, loginValue } from './shared.js';
import { providerLogin } from './social.js';
import type { HandlerContext, HandlerMap } from './types.js';

interface LoginBody {
  username: string;
  password: string;
  type?: 'username' | 'sms' | 'firebase';
  captcha?: string;
  countryDialingCode?: string;
  area?: 'member' | 'agent';
}

/** The second step's body (/wps/session/login/verification): one answer per method. */
interface VerificationBody {
  username: string;
  password: string;
  method: 'E' | 'G' | 'S' | 'P';
  email?: string;
  authCode?: string;
  verificationCode?: string;
  payeeName?: string;
  area?: 'member' | 'agent';
}

/** The platform's method letters -> the world's verification, with the field that carries the answer. */
const VERIFY_METHODS: Record<
  VerificationBody['method'],
  { method: LoginVerifyMethod; answer: keyof VerificationBody }
> = {
  E: { method: 'email', answer: 'email' },
  G: { method: 'authenticator', answer: 'authCode' },
  S: { method: 'mobile', answer: 'verificationCode' },
  P: { method: 'bankAccountName', answer: 'payeeName' },
};

/**
 * Merchant switches and human verification here; the world does the rest (status, credentials, lock, new IP). The
 * first step takes Geetest when GEETEST3 is on; a verified result stands in for the image captcha.
 */
function login(ctx: HandlerContext, verification?: LoginInput['verification']): LoginResult {
  const b = ctx.body as unknown as LoginBody;
  const type = b.type === 'sms' ? 'sms' : 'username';
  if (type === 'sms' && !flagOn(ctx.merchant, 'MOBILEVERCODELOGIN3')) fail('sms_function_disabled');
  checkHumanVerification(ctx, false);
  const humanChecked = !verification && checkGeetest(ctx, 'GEETEST3');
  const input: LoginInput = {
    username: b.username,
    password: b.password,
    type,
    ip: ctx.ip,
    merchantCode: ctx.merchant.code,
    ...(b.captcha !== undefined ? { captcha: b.captcha } : {}),
    ...(b.countryDialingCode ? { countryDialingCode: b.countryDialingCode } : {}),
    ...(b.area ? { area: b.area } : {}),
    ...(verification ? { verification } : {}),
    ...(humanChecked ? { humanChecked } : {}),
  };
  return ctx.world.auth.login(input);
}

export const sessionHandlers = {
  'session.login': async (ctx) => loginValue(ctx, ctx.body.type === 'firebase' ? await providerLogin(ctx) : login(ctx)),

  'session.loginVerification': (ctx) => {
    const b = ctx.body as unknown as VerificationBody;
    const { method, answer } = VERIFY_METHODS[b.method];
    return loginValue(ctx, login(ctx, { method, answer: String(b[answer]) }));
  },

  'session.freeplay': (ctx) => {
    if (!flagOn(ctx.merchant, 'FREEPLAY3')) fail('function_not_enabled', undefined, 'Free play is not enabled');
    return loginValue(ctx, ctx.world.auth.freePlay(ctx.ip));
  },

  'session.logout': (ctx) => {
    account(ctx);
    ctx.world.auth.logout(ctx.auth!.token);
    return true;
  },
} satisfies HandlerMap;
