/** session.*: login (username or SMS, captcha, area, unrecognised-IP verification), free play, logout. */
import type { LoginInput, LoginResult, LoginVerifyMethod } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { flagOn } from '../lib/site-config.js';
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
  verification?: { method: LoginVerifyMethod; answer: string };
}

/** Merchant switches and human verification here; the world does the rest (status, credentials, lock, new IP). */
function login(ctx: HandlerContext): LoginResult {
  const b = ctx.body as unknown as LoginBody;
  const type = b.type === 'sms' ? 'sms' : 'username';
  if (type === 'sms' && !flagOn(ctx.merchant, 'MOBILEVERCODELOGIN3')) fail('sms_function_disabled');
  checkHumanVerification(ctx, false);
  const input: LoginInput = {
    username: b.username,
    password: b.password,
    type,
    ip: ctx.ip,
    merchantCode: ctx.merchant.code,
    ...(b.captcha !== undefined ? { captcha: b.captcha } : {}),
    ...(b.countryDialingCode ? { countryDialingCode: b.countryDialingCode } : {}),
    ...(b.area ? { area: b.area } : {}),
    ...(b.verification ? { verification: b.verification } : {}),
  };
  return ctx.world.auth.login(input);
}

export const sessionHandlers: HandlerMap = {
  'session.login': async (ctx) => loginValue(ctx, ctx.body.type === 'firebase' ? await providerLogin(ctx) : login(ctx)),

  'session.freeplay': (ctx) => {
    if (!flagOn(ctx.merchant, 'FREEPLAY3')) fail('function_not_enabled', undefined, 'Free play is not enabled');
    return loginValue(ctx, ctx.world.auth.freePlay(ctx.ip));
  },

  'session.logout': (ctx) => {
    account(ctx);
    ctx.world.auth.logout(ctx.auth!.token);
    return true;
  },
};
