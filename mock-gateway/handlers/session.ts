/** session.*: login (username or SMS, captcha, area, unrecognised-IP verification), free play, logout. */
import { isWorldError, type LoginInput, type LoginResult } from '../world/index.js';
import { checkAuthenticator } from '../lib/authenticator.js';
import { fail } from '../lib/gateway-error.js';
import { flagOn } from '../lib/site-config.js';
import { maskEmail, maskMobile } from '../lib/to-api.js';
import { account, assertNotFrozen, checkHumanVerification, loginValue } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

type VerifyMethod = 'mobile' | 'email' | 'bankAccountName' | 'authenticator';

interface LoginBody {
  username: string;
  password: string;
  type?: 'username' | 'sms';
  captcha?: string;
  countryDialingCode?: string;
  area?: 'member' | 'agent';
  verification?: { method: VerifyMethod; answer: string };
}

/** Methods an account can answer login_verify_required with. */
function verifyMethods(a: { mobileNum?: string; email?: string; extra: Record<string, string> }): VerifyMethod[] {
  const m: VerifyMethod[] = [];
  if (a.mobileNum) m.push('mobile');
  if (a.email) m.push('email');
  if (a.extra.payeeName) m.push('bankAccountName');
  m.push('authenticator');
  return m;
}

function login(ctx: HandlerContext): LoginResult {
  const b = ctx.body as unknown as LoginBody;
  const type = b.type ?? 'username';
  const { world } = ctx;
  if (type === 'sms' && !flagOn(ctx.merchant, 'MOBILEVERCODELOGIN3')) fail('sms_function_disabled');
  checkHumanVerification(ctx, false);
  if (type === 'username') assertNotFrozen(ctx, b.username);
  else assertNotFrozen(ctx, world.accounts.findByMobile(b.username, b.countryDialingCode)?.account);

  const input: LoginInput = {
    username: b.username,
    password: b.password,
    type,
    ip: ctx.ip,
    merchantCode: ctx.merchant.code,
    ...(b.captcha !== undefined ? { captcha: b.captcha } : {}),
    ...(b.countryDialingCode ? { countryDialingCode: b.countryDialingCode } : {}),
    ...(b.area ? { area: b.area } : {}),
  };
  try {
    return world.auth.login(input);
  } catch (e) {
    if (!isWorldError(e) || e.code !== 'login_verify_required') throw e;
  }
  // Unrecognised IP: the credentials were right; now the extra verification.
  const acc =
    type === 'sms'
      ? world.accounts.findByMobile(b.username, b.countryDialingCode)
      : world.accounts.findByUsername(b.username.trim());
  if (!acc) throw new Error('login_verify_required without an account');
  const methods = verifyMethods(acc);
  const v = b.verification;
  if (!v) {
    if (acc.mobileNum) {
      try {
        world.sms.send(acc.mobileNum, acc.countryDialingCode ?? '', 'login');
      } catch {
        // throttled or out of quota: the member can still answer with the code already sent, or another method
      }
    }
    fail('login_verify_required', {
      methods,
      ...(acc.mobileNum ? { mobileHint: maskMobile(acc.mobileNum) } : {}),
      ...(acc.email ? { emailHint: maskEmail(acc.email) } : {}),
    });
  }
  if (!methods.includes(v.method))
    fail('verification_code_invalid', undefined, `Verification by ${v.method} is not available for this account`);
  if (v.method === 'mobile') return world.auth.login({ ...input, verificationCode: v.answer.trim() });
  const answer = v.answer.trim();
  const ok =
    v.method === 'email'
      ? answer.toLowerCase() === (acc.email ?? '').toLowerCase()
      : v.method === 'bankAccountName'
        ? answer.toLowerCase() === (acc.extra.payeeName ?? '').trim().toLowerCase()
        : checkAuthenticator(acc.id, world.clock.now(), answer);
  if (!ok) fail('verification_code_invalid');
  world.accounts.markIpKnown(acc.id, ctx.ip);
  return world.auth.login(input);
}

export const sessionHandlers: HandlerMap = {
  'session.login': (ctx) => loginValue(ctx, login(ctx)),

  'session.freeplay': (ctx) => {
    if (!flagOn(ctx.merchant, 'FREEPLAY3')) fail('function_not_enabled', undefined, 'Free play is not enabled');
    return loginValue(ctx, ctx.world.auth.freePlay(ctx.ip));
  },

  'session.logout': (ctx) => {
    account(ctx);
    ctx.world.auth.logout(ctx.auth!.token);
    ctx.mock.firstLoginTokens.delete(ctx.auth!.token);
    return true;
  },
};
