/**
 * Sign-in through an identity provider (SPEC §2: one-click Facebook / Google, external phone verification): the
 * provider's token is verified (the stand-in provider of /__mock/idp on the mock), the merchant must have the
 * provider on (`identityProviders` in merchant.json), then the world signs in or creates the linked member.
 */
import type { IdentityChannel, LoginResult, VerifiedIdentity } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { verifyIdToken } from '../lib/identity-provider.js';
import { loginValue, str } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

const CONFIG_KEY: Record<IdentityChannel, string> = { GOOGLE: 'google', FACEBOOK: 'facebook', PHONE: 'phone' };

/** The verified identity of a body's firebaseChannel and firebaseIdToken. */
export async function providerIdentity(ctx: HandlerContext): Promise<VerifiedIdentity> {
  const channel = ctx.body.firebaseChannel as IdentityChannel;
  const providers = (ctx.merchant.raw.identityProviders ?? {}) as Record<string, boolean | undefined>;
  if (providers[CONFIG_KEY[channel]] !== true) fail('social_provider_disabled');
  return verifyIdToken(String(ctx.body.firebaseIdToken), channel, ctx.world.clock.now());
}

/** session.login with type firebase. */
export async function providerLogin(ctx: HandlerContext): Promise<LoginResult> {
  return ctx.world.social.login(await providerIdentity(ctx), ctx.ip);
}

export const socialHandlers = {
  'member.registerAuto': async (ctx) => {
    const identity = await providerIdentity(ctx);
    const affiliateCode = str(ctx.body.affiliateCode) ?? str(ctx.body.referralCode);
    const r = ctx.world.social.registerAuto(identity, {
      merchantCode: ctx.merchant.code,
      ip: ctx.ip,
      ...(affiliateCode ? { affiliateCode } : {}),
    });
    return loginValue(ctx, r);
  },
} satisfies HandlerMap;
