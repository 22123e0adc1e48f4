/** The member's avatar: /wps/member/info/icon, MCSFE_getPlayerAvatar and (chosen path) MC changeIcon. */
import { account } from './shared.js';
import type { HandlerMap } from './types.js';

export const avatarHandlers = {
  'member.infoIcon': (ctx) => ctx.world.avatars.get(account(ctx).id).avatar,

  'member.playerAvatar': (ctx) => ctx.world.avatars.get(account(ctx).id),

  'member.changeIcon': (ctx) => {
    const a = account(ctx);
    ctx.world.play.requireRealAccount(a);
    return ctx.world.avatars.set(a.id, ctx.body.avatar as string, ctx.body.avatarType as 'STATIC' | 'CUSTOM');
  },
} satisfies HandlerMap;
