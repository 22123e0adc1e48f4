/** member.creditReport (chosen here): the main wallet month by month, from the ledger. */
import { toMajor } from '../lib/to-api.js';
import { creditReport } from '../world/credit-report.js';
import { account } from './shared.js';
import type { HandlerMap } from './types.js';

export const creditReportHandlers = {
  'member.creditReport': (ctx) => {
    const a = account(ctx);
    ctx.world.play.requireRealAccount(a);
    const months = creditReport(ctx.world, a.id, ctx.query.months as number, ctx.world.clock.now());
    return {
      currency: a.currency,
      months: months.map((m) => ({
        month: m.month,
        opening: toMajor(m.opening),
        deposits: toMajor(m.deposits),
        withdrawals: toMajor(m.withdrawals),
        bonuses: toMajor(m.bonuses),
        toGames: toMajor(m.toGames),
        fromGames: toMajor(m.fromGames),
        other: toMajor(m.other),
        closing: toMajor(m.closing),
      })),
    };
  },
} satisfies HandlerMap;
