/** sms.*: verification codes for SMS login, reset by phone and registration. */
import { fail } from '../lib/gateway-error.js';
import { flagOn } from '../lib/site-config.js';
import { checkGeetest } from './geetest.js';
import { checkHumanVerification } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

function checkMobile(mobile: string | undefined): string {
  if (!mobile || !mobile.trim()) fail('mobile_required');
  const digits = mobile.replace(/\D/g, '');
  if (!/^[0-9+\s()-]+$/.test(mobile.trim()) || digits.length < 6 || digits.length > 16) fail('mobile_format_invalid');
  return mobile.trim();
}

function send(
  ctx: HandlerContext,
  mobile: string,
  dialing: string,
  purpose: 'login' | 'reset' | 'register',
): { expiredMinutes: number } {
  const { expiredMinutes } = ctx.world.sms.send(mobile, dialing, purpose);
  return { expiredMinutes };
}

export const smsHandlers = {
  'sms.noLogin': (ctx) => {
    const b = ctx.body as { mobileNum?: string; countryDialingCode: string; purpose?: 'login' | 'reset' };
    const purpose = b.purpose ?? 'login';
    if (purpose === 'login' && !flagOn(ctx.merchant, 'MOBILEVERCODELOGIN3')) fail('sms_function_disabled');
    checkHumanVerification(ctx, true);
    checkGeetest(ctx, 'GEETESTVCODE3');
    const mobile = checkMobile(b.mobileNum);
    if (!ctx.world.accounts.findByMobile(mobile, b.countryDialingCode)) fail('mobile_not_registered');
    return send(ctx, mobile, b.countryDialingCode, purpose);
  },

  'sms.register': (ctx) => {
    const b = ctx.body as { mobileNo?: string; countryDialingCode: string; regType?: 'username' | 'mobile' };
    if (b.regType === 'mobile' && !flagOn(ctx.merchant, 'MOBILENUMREG3')) fail('sms_function_disabled');
    checkHumanVerification(ctx, true);
    checkGeetest(ctx, 'GEETESTVCODE3');
    const mobile = checkMobile(b.mobileNo);
    if (ctx.world.accounts.findByMobile(mobile, b.countryDialingCode)) fail('mobile_exists');
    return send(ctx, mobile, b.countryDialingCode, 'register');
  },
} satisfies HandlerMap;
