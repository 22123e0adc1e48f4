/** agent.*: affiliate (invitation) code check. */
import { fail } from '../lib/gateway-error.js';
import type { HandlerMap } from './types.js';

export const agentHandlers = {
  'agent.affiliate': (ctx) => {
    ctx.world.limits.hit('affiliate', ctx.ip);
    if (!ctx.world.auth.checkAffiliate(String(ctx.query.code))) fail('affiliate_code_invalid');
    return true;
  },
} satisfies HandlerMap;
