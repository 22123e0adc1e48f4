/** messages.*: platform mail (inbox of the last 30 days, read, delete, compose), over world/mail.ts. */
import type { RecipientType } from '../world/mail.js';
import { account, str } from './shared.js';
import type { HandlerMap } from './types.js';

const inboxId = (body: Record<string, unknown>) => str(body.inboxId)!;

export const messagesHandlers = {
  'messages.unreadCount': (ctx) => ctx.world.mail.unreadCount(account(ctx).id),

  'messages.inbox': (ctx) => {
    const q = ctx.query;
    return ctx.world.mail.inbox(account(ctx).id, {
      language: str(q.language) ?? ctx.language,
      page: q.page as number,
      size: q.size as number,
      sort: q.sort as 'sendTime:desc' | 'sendTime:asc',
      ...(typeof q.startTime === 'number' ? { startTime: q.startTime } : {}),
      ...(typeof q.endTime === 'number' ? { endTime: q.endTime } : {}),
      ...(typeof q.read === 'boolean' ? { read: q.read } : {}),
    });
  },

  'messages.markRead': (ctx) => ctx.world.mail.markRead(account(ctx).id, inboxId(ctx.body)),

  'messages.delete': (ctx) => ctx.world.mail.remove(account(ctx).id, inboxId(ctx.body)),

  'messages.recipientTypes': (ctx) => ctx.world.mail.recipientTypes(account(ctx)),

  'messages.send': (ctx) => {
    const b = ctx.body;
    return ctx.world.mail.send(account(ctx), {
      sendType: b.sendType as RecipientType,
      subject: str(b.subject)!,
      content: str(b.content)!,
      ...(Array.isArray(b.recipients) ? { recipients: b.recipients as string[] } : {}),
    });
  },
} satisfies HandlerMap;
