/**
 * Geetest on the mock (scenario `geetest`): the status answer's gw.GEETEST_ID and GEETEST_VERSION, the whitelabel
 * switches GEETEST3 (login and registration take a check) and GEETESTVCODE3 (SMS code sends do), v3's challenge call,
 * and the check of the platform's fields on the calls the switches cover: v3 geetestChallenge + geetestSeccode, v4
 * geetestValidateV4. A missing, wrong or used result is refused with geetest_captcha_err.
 */
import type { GeetestSwitch, ScenarioValues } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import type { HandlerContext, HandlerMap } from './types.js';

type GeetestSetting = ScenarioValues['geetest'];

/** The scenario's Geetest when it covers this call's merchant. */
export function geetestOf(ctx: HandlerContext): GeetestSetting | undefined {
  const g = ctx.world.scenarios.get('geetest');
  if (!g) return undefined;
  const m = g.merchant;
  const mine = !m || m === ctx.merchant.code || m === ctx.merchantCode || m === ctx.merchant.defaultMerchantCode;
  return mine ? g : undefined;
}

/** The switches the scenario turns on for this merchant (added to its whitelabel tree). */
export const geetestSwitches = (ctx: HandlerContext): readonly string[] => geetestOf(ctx)?.switches ?? [];

/** The status answer's gw, when Geetest is on. */
export function gatewaySettings(ctx: HandlerContext): { GEETEST_ID: string; GEETEST_VERSION: string } | undefined {
  const g = geetestOf(ctx);
  return g && { GEETEST_ID: g.id, GEETEST_VERSION: g.version };
}

/**
 * Checks the Geetest result of a call under `sw` when that switch is on: true when one was verified (it stands in for
 * the image captcha), false when Geetest does not apply; refuses a missing or bad one.
 */
export function checkGeetest(ctx: HandlerContext, sw: GeetestSwitch): boolean {
  const g = geetestOf(ctx);
  if (!g || !g.switches.includes(sw)) return false;
  const b = ctx.body;
  if (g.version === 'v4') ctx.world.geetest.verifyV4(g.id, b.geetestValidateV4);
  else ctx.world.geetest.verifyV3(g.id, b.geetestChallenge, b.geetestSeccode);
  return true;
}

/** Body keys that carry Geetest results (not registration fields). */
export const GEETEST_FIELDS: readonly string[] = ['geetestChallenge', 'geetestSeccode', 'geetestValidateV4'];

export const geetestHandlers = {
  'captcha.geetest': (ctx) => {
    const g = geetestOf(ctx);
    if (g?.version !== 'v3') fail('function_not_enabled', undefined, 'Geetest v3 is not enabled');
    return { gt: g.id, challenge: ctx.world.geetest.challenge(g.id), newCaptcha: true };
  },
} satisfies HandlerMap;
