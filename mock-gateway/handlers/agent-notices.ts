/** announcements.agent: the agent centre's announcements, paged (SPEC §9: 9 a page). */
import { agentNotices } from '../world/agent-notices.js';
import { agentAccount } from './contracts.js';
import type { HandlerMap } from './types.js';

export const agentNoticesHandlers = {
  'announcements.agent': (ctx) => {
    agentAccount(ctx);
    const { page, size } = ctx.query as { page: number; size: number };
    const all = agentNotices(ctx.merchantCode, ctx.world.clock.now());
    return {
      list: all.slice((page - 1) * size, page * size),
      page,
      totalCount: all.length,
      totalPages: Math.max(1, Math.ceil(all.length / size)),
    };
  },
} satisfies HandlerMap;
