/** messages.*: unread platform messages. */
import { account } from './shared.js';
import type { HandlerMap } from './types.js';

export const messagesHandlers: HandlerMap = {
  'messages.unreadCount': (ctx) => ctx.world.content.unreadCount(account(ctx).id),
};
