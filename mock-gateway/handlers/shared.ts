/** Helpers shared by handlers. */
import type * as Api from '../../src/generated/api-types.js';
import type { Account, LoginResult } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { flagOn } from '../lib/site-config.js';
import type { HandlerContext } from './types.js';

/** The logged-in account (T endpoints always have one; the pipeline checked the token). */
export function account(ctx: HandlerContext): Account {
  if (!ctx.auth) fail('CUSTOMER_NOT_LOGIN');
  return ctx.auth.account;
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Human-verification data: required on SMS requests; a recaptcha token "fail" is refused. */
export function checkHumanVerification(ctx: HandlerContext, required: boolean): void {
  const hv = ctx.body.humanVerification as { type?: string; token?: string; captcha?: string } | undefined;
  if (!hv) {
    if (required) fail('bind_customer_required');
    return;
  }
  if ((hv.type === 'recaptcha' || hv.type === 'firebase') && (!hv.token || hv.token === 'fail'))
    fail('recaptcha_failed');
  if (hv.type === 'captcha' && !ctx.world.captcha.check(hv.captcha)) fail('captcha_invalid', { captcha: true });
}

/** The account's VIP label as the platform sends it at login and in member info, in its level's colour. */
export function clubLabel(ctx: HandlerContext, a: Account): Api.ClubLabel {
  const color = ctx.world.vip.nearby(a).find((l) => l.current)?.rankColor ?? '';
  return { labelName: `VIP ${a.vipLevel}`, color, type: 'AUTO', rankLevel: a.vipLevel };
}

/** The account may transfer to its upline (the platform's toUpline): it has one. */
export const toUpline = (a: Account): boolean => a.parentId !== undefined;

/**
 * A world login as LoginValue: passwordExpired only where the merchant's expiry policy is on; the account's type,
 * toUpline and labels as the platform's login answers them (the world gives no hand-set member labels).
 */
export function loginValue(ctx: HandlerContext, r: LoginResult): Api.LoginValue {
  return {
    token: r.token,
    firstTimeLogin: r.firstTimeLogin,
    passwordExpired: flagOn(ctx.merchant, 'PWDEXPFORCECHANGE3') && r.passwordExpired,
    type: r.account.type,
    toUpline: toUpline(r.account),
    clubLabel: clubLabel(ctx, r.account),
    memberLabel: [],
  };
}

/** An http(s) URL, or the launch answers merchant.acct.setup.err ("invalid URL, contact customer service"). */
export function checkBackUrl(v: unknown): void {
  if (v === undefined || v === '') return;
  let ok = false;
  try {
    const u = new URL(String(v));
    ok = u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok) fail('merchant.acct.setup.err', undefined, 'Invalid URL (backUrl), please contact customer service');
}
