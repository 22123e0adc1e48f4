/**
 * promotions.*: categories, the member's statuses, join, apply and the raffle, over world/promotions.ts. An approved
 * application's reward is claimed from the reward list (rewards.claimIssued), as on the platform.
 */
import { contentLanguage } from '../world/copy/locale.js';
import { PROMOTION_CATEGORIES } from '../world/promotion-plan.js';
import type { PromotionState } from '../world/promotions.js';
import { toMajor } from '../lib/to-api.js';
import { account } from './shared.js';
import type { AnswerHandler, EndpointAnswers, HandlerContext, HandlerMap } from './types.js';

const apiState = (s: PromotionState) => ({ ...s, rewardAmount: toMajor(s.rewardAmount) });
const mainBalance = (ctx: HandlerContext, accountId: number) => toMajor(ctx.world.wallets.summary(accountId).main);
/** The pipeline requires the header on money endpoints. */
const keyOf = (ctx: HandlerContext) => ctx.idempotencyKey!;

const raffleStatus: AnswerHandler<EndpointAnswers['promotions.raffleStatus']> = (ctx) =>
  ctx.world.promotions.raffleStatus(
    account(ctx).id,
    ctx.query.rafflePromotionId as number,
    ctx.query.raffleScheduleId as number,
  );

const raffleClaim: AnswerHandler<EndpointAnswers['promotions.raffleClaim']> = (ctx) => {
  const a = account(ctx);
  const c = ctx.world.promotions.claimRaffle(
    a,
    ctx.body.promotionId as number,
    ctx.body.raffleScheduleId as number,
    keyOf(ctx),
  );
  return {
    type: 'MONEY',
    amount: toMajor(c.amount),
    balance: mainBalance(ctx, a.id),
    ticket: {
      id: c.ticket.id,
      ticketId: c.ticket.ticketId,
      transactionId: c.ticket.transactionId,
      startDateStr: new Date(c.ticket.startDate).toISOString(),
      endDateStr: new Date(c.ticket.endDate).toISOString(),
    },
  };
};

export const promotionsHandlers = {
  'promotions.categories': (ctx) => {
    const lang = contentLanguage(ctx.language);
    return { categories: PROMOTION_CATEGORIES.map((c) => ({ id: c.id, name: c.name[lang] })) };
  },

  // What a visitor may see: the promotion cards of the merchant, in the request language.
  'promotions.merchantAvailable': (ctx) =>
    ctx.world.content
      .announcements({ types: ['PR'], language: ctx.language, merchantCode: ctx.merchantCode })
      .promotion.map((p) => ({ promotionId: Number(p.id), title: p.title })),

  'promotions.statuses': (ctx) => ctx.world.promotions.statuses(account(ctx)).map(apiState),

  'promotions.join': (ctx) => apiState(ctx.world.promotions.join(account(ctx), ctx.body.promotionId as number).state),

  'promotions.apply': (ctx) => {
    const b = ctx.body as { promotionId: number; remarks: string; pictures?: string[] };
    return apiState(ctx.world.promotions.apply(account(ctx), { ...b, pictures: b.pictures ?? [] }).state);
  },

  // The captured builds call the raffle under both service names: one handler each.
  'promotions.raffleStatus': raffleStatus,
  'promotions.raffleStatusMcs': raffleStatus,
  'promotions.raffleClaim': raffleClaim,
  'promotions.raffleClaimMcs': raffleClaim,
} satisfies HandlerMap;
