/** chat.*: live chat URL and channels. */
import { account } from './shared.js';
import type { HandlerMap } from './types.js';

export const chatHandlers = {
  'chat.launch': (ctx) => {
    // Opening the chat reads its messages: the badge (chat.unreadCount) goes to 0.
    if (ctx.auth) ctx.world.liveChat.opened(ctx.auth.account.id);
    return { chatUrl: ctx.world.content.chatUrl(ctx.auth?.account.id, ctx.merchantCode) };
  },
  // Trial accounts have nobody to talk to about their money: live chat is for real members (chosen here).
  'chat.permission': (ctx) => ({ hasPermission: account(ctx).kind !== 'trial' }),
  'chat.unreadCount': (ctx) => ({ unReadCount: ctx.world.liveChat.unread(account(ctx).id) }),
  'chat.models': (ctx) =>
    ctx.world.content.chatModels().map((m) => ({ modelId: m.modelId, name: m.name, online: m.online })),
} satisfies HandlerMap;
