/** chat.*: live chat URL and channels. */
import type { HandlerMap } from './types.js';

export const chatHandlers = {
  'chat.launch': (ctx) => ({ chatUrl: ctx.world.content.chatUrl(ctx.auth?.account.id, ctx.merchantCode) }),
  'chat.models': (ctx) =>
    ctx.world.content.chatModels().map((m) => ({ modelId: m.modelId, name: m.name, online: m.online })),
} satisfies HandlerMap;
