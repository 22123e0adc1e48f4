/**
 * rewards.*: the reward centre (GATEWAY-CALLS-SEEN §9). Reads answer any signed-in account (a trial account sees its
 * rewards); claims need a real account and an Idempotency-Key, and pay once per reward through the ledger.
 */
import { fail } from '../lib/gateway-error.js';
import { toMajor } from '../lib/to-api.js';
import type { Account } from '../world/index.js';
import type { ClaimResult, TicketType } from '../world/rewards.js';
import { PROMOTION_REWARD_PREFIX, SAVIOR_RULES, SIGN_IN_CONFIG } from '../world/rewards.js';
import { claimAnswer } from './community-shared.js';
import { account } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

const MAX_WINDOW_MS = 31 * 86_400_000;

/** Money and points after a claim, and the replay header. */
function claimed(ctx: HandlerContext, a: Account, r: ClaimResult) {
  if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
  return {
    amount: toMajor(r.amount),
    points: r.points,
    balance: toMajor(ctx.world.ledger.balance(ctx.world.wallets.mainId(a.id))),
    pointBalance: ctx.world.points.balance(a),
  };
}

export const rewardsHandlers = {
  'rewards.summary': (ctx) => {
    const s = ctx.world.rewards.summary(account(ctx));
    return {
      totalBonus: toMajor(s.totalBonus),
      totalPoints: s.totalPoints,
      dailyReceivedBonus: toMajor(s.dailyReceivedBonus),
      promoCodeEnabled: true,
    };
  },

  'rewards.available': (ctx) => ({ content: ctx.world.rewards.available(account(ctx)) }),

  'rewards.claimList': (ctx) => {
    const { promotionType } = ctx.query as { promotionType?: string };
    const a = account(ctx);
    // An approved application's reward is named like its promotion card, in the request language.
    const titles = new Map(
      ctx.world.content
        .announcements({ types: ['PR'], language: ctx.language, merchantCode: ctx.merchantCode, accountId: a.id })
        .promotion.map((p) => [p.id, p.title]),
    );
    return ctx.world.rewards.claimList(a, promotionType || undefined).map((r) => ({
      ...r,
      ...(r.rewardId.startsWith(PROMOTION_REWARD_PREFIX) ? { eventName: titles.get(r.promId) ?? r.eventName } : {}),
      rewardAmount: toMajor(r.rewardAmount),
    }));
  },

  'rewards.claimIssued': (ctx) => {
    const a = account(ctx);
    const { rewardId } = ctx.body as { rewardId: string };
    return claimed(ctx, a, ctx.world.rewards.claimIssued(a, rewardId, ctx.idempotencyKey!));
  },

  'rewards.loginPromotions': (ctx) => [
    {
      ...SIGN_IN_CONFIG,
      noExpiry: true,
      startTime: Math.floor(ctx.world.clock.start / 86_400_000) * 86_400_000,
      endTime: null,
    },
  ],

  'rewards.loginHistory': (ctx) => {
    const { configId } = ctx.query as { configId: number };
    if (configId !== SIGN_IN_CONFIG.configId) fail('reward_not_found', { configId });
    const days = ctx.world.rewards.signIn(account(ctx));
    const done = days.filter((d) => d.hasClaimed);
    return {
      list: days.map((d) => ({
        ...d,
        dayCount: d.dayNo,
        amount: toMajor(d.amount),
        depositAmount: toMajor(d.depositAmount),
        validBetAmount: toMajor(d.validBetAmount),
        ticket: null,
      })),
      footer: {
        totalClaimedAmount: toMajor(done.reduce((s, d) => s + d.amount, 0)),
        totalClaimedPointAmount: done.reduce((s, d) => s + d.pointAmount, 0),
        dayCountClaimed: done.length,
      },
    };
  },

  'rewards.loginClaim': (ctx) => {
    const a = account(ctx);
    const { id } = ctx.body as { id: number };
    return claimed(ctx, a, ctx.world.rewards.claimSignIn(a, id, ctx.idempotencyKey!));
  },

  'rewards.registerList': (ctx) => {
    const { tasks, accomplished } = ctx.world.rewards.newbie(account(ctx));
    const startDate = Math.floor(ctx.world.clock.start / 86_400_000) * 86_400_000;
    // The platform's flag per field a task needs (GATEWAY-CALLS-SEEN §9); contacts this world never asks stay false.
    const unasked = Object.fromEntries(
      ['qq', 'zalo', 'line', 'wechat', 'facebook', 'address', 'id', 'viber'].map((f) => [`${f}Required`, false]),
    );
    return {
      registerPromotion: tasks.map((t) => ({
        promotionId: t.promotionId,
        promotionName: t.promotionName,
        remark: t.remark,
        startDate,
        endDate: null,
        hasExpiry: false,
        mobileVerified: t.required.includes('mobile'),
        bonusAmount: toMajor(t.bonusAmount),
        pointAmount: t.pointAmount,
        hasClaimed: t.hasClaimed,
        bankCardRequired: t.required.includes('bankCard'),
        emailRequired: t.required.includes('email'),
        payeeNameRequired: t.required.includes('payeeName'),
        ...unasked,
      })),
      accomplishedFields: accomplished,
    };
  },

  'rewards.registerClaim': (ctx) => {
    const a = account(ctx);
    const { promotionId } = ctx.body as { promotionId: number };
    return claimed(ctx, a, ctx.world.rewards.claimNewbie(a, promotionId, ctx.idempotencyKey!));
  },

  'rewards.savior': () => SAVIOR_RULES,

  'rewards.promoCodeClaim': (ctx) => {
    const a = account(ctx);
    const { promoCode } = ctx.body as { promoCode: string };
    const r = ctx.world.rewards.claimPromoCode(a, promoCode, ctx.idempotencyKey!);
    const after = claimed(ctx, a, r);
    return {
      bonusAmt: after.amount,
      pointAmt: after.points,
      ticketName: r.ticketName ?? '',
      ticketQuantity: r.ticketName ? 1 : 0,
      balance: after.balance,
      pointBalance: after.pointBalance,
    };
  },

  'rewards.tickets': (ctx) => {
    const q = ctx.query as { status?: string; ticketType?: string };
    const list = (v?: string) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
    const statuses = list(q.status);
    const types = list(q.ticketType);
    return ctx.world.rewards
      .tickets(account(ctx))
      .filter((t) => (!statuses.length || statuses.includes(t.status)) && (!types.length || types.includes(t.type)))
      .map(({ prize: _prize, ...t }) => t);
  },

  'rewards.ticketClaim': (ctx) => {
    const a = account(ctx);
    const { transactionId } = ctx.body as { transactionId: string };
    const p = ctx.world.rewards.claimTicket(a, transactionId, ctx.idempotencyKey!);
    if (p.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      type: p.type,
      value: p.type === 'POINT' ? p.value : toMajor(p.value),
      productName: p.productName,
      ...(p.configId === undefined ? {} : { configId: p.configId }),
    };
  },

  'rewards.prizeWheel': (ctx) => {
    const { transactionId } = ctx.query as { transactionId: string };
    const t = ctx.world.rewards.tickets(account(ctx)).find((x) => x.transactionId === transactionId);
    if (!t || t.type !== 'PRIZE_WHEEL') fail('reward_not_found', { transactionId });
    return {
      prizeWheelData: ctx.world.rewards.wheel().map((s) => ({
        configId: s.configId,
        rewardType: s.rewardType,
        value: s.rewardType === 'MONEY' ? toMajor(s.value) : s.value,
        productName: s.productName,
        imageUrl: '',
      })),
    };
  },

  'rewards.claimHistory': (ctx) => {
    const q = ctx.query as {
      ticketType?: string;
      claimDateFrom: number;
      claimDateTo: number;
      page: number;
      size: number;
    };
    if (q.claimDateTo < q.claimDateFrom || q.claimDateTo - q.claimDateFrom > MAX_WINDOW_MS)
      fail('date_range_invalid', { startDate: q.claimDateFrom, endDate: q.claimDateTo });
    const rows = ctx.world.rewards
      .history(account(ctx), (q.ticketType || undefined) as TicketType | undefined)
      .filter((h) => h.usedDate >= q.claimDateFrom && h.usedDate <= q.claimDateTo);
    return {
      list: rows.slice((q.page - 1) * q.size, q.page * q.size).map((h) => ({ ...h, amount: toMajor(h.amount) })),
      footer: {
        totalAmount: toMajor(rows.reduce((s, h) => s + h.amount, 0)),
        totalPoint: rows.reduce((s, h) => s + h.point, 0),
      },
      totalPages: Math.ceil(rows.length / q.size),
      totalCount: rows.length,
    };
  },

  'rewards.appDownloadClaim': (ctx) => {
    const a = account(ctx);
    if (a.kind === 'trial') fail('in_need_true_account');
    return claimAnswer(ctx, a.id, ctx.world.appDownload.claim(a, ctx.idempotencyKey!));
  },
} satisfies HandlerMap;
