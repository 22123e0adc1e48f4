/** feedback.*: store feedback (linked to the account when a token is sent). */
import type { HandlerMap } from './types.js';

export const feedbackHandlers = {
  'feedback.submit': (ctx) => {
    ctx.world.limits.hit('feedback', ctx.ip);
    const b = ctx.body as { content: string; type?: string; sender?: string };
    const { id } = ctx.world.content.addFeedback({
      content: b.content,
      ...(b.type ? { type: b.type } : {}),
      ...(b.sender?.trim() ? { sender: b.sender.trim() } : {}),
      ...(ctx.auth ? { accountId: ctx.auth.account.id } : {}),
    });
    return { id };
  },
} satisfies HandlerMap;
