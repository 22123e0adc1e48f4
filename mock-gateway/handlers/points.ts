/**
 * points.*: the points mall (GATEWAY-CALLS-SEEN §10). Every MCS2_ call has an MCSFE_ twin in the catalogue (ids
 * ending in Mcsfe) answered by the same handler. Redeem and convert take the fund password in an encrypted body.
 */
import { fail } from '../lib/gateway-error.js';
import { toMajor } from '../lib/to-api.js';
import { CONVERSION_TYPES, POINT_TX } from '../world/points.js';
import { account } from './shared.js';
import type { AnswerHandler, EndpointAnswers, HandlerContext, HandlerMap } from './types.js';

const mainBalance = (ctx: HandlerContext, id: number) =>
  toMajor(ctx.world.ledger.balance(ctx.world.wallets.mainId(id)));
const rewardImage = (id: number) => `/__mock/art/reward/${id}.svg`;

const balance: AnswerHandler<EndpointAnswers['points.balance']> = (ctx) => ctx.world.points.balance(account(ctx));

const rewards: AnswerHandler<EndpointAnswers['points.rewards']> = (ctx) => {
  const q = ctx.query as { page: number; size: number; type?: number | string };
  const type = q.type === '' || q.type === undefined ? undefined : Number(q.type);
  const all = ctx.world.points.rewards().filter((r) => type === undefined || r.type === type);
  return {
    list: all.slice((q.page - 1) * q.size, q.page * q.size).map((r) => ({
      id: r.id,
      name: r.name,
      price: toMajor(r.price),
      pointAmount: r.pointAmount,
      mpPointAmount: r.mpPointAmount,
      mpMoneyAmount: toMajor(r.mpMoneyAmount),
      displayPointMoneyAmt: r.mpPointAmount > 0,
      inventory: r.inventory,
      description: r.description,
      imageLink: rewardImage(r.id),
      merchandiseImages: [rewardImage(r.id)],
      type: r.type,
    })),
    totalPages: Math.ceil(all.length / q.size),
  };
};

const redeem: AnswerHandler<EndpointAnswers['points.redeem']> = (ctx) => {
  const a = account(ctx);
  const b = ctx.body as {
    rewardId: number;
    quantity: number;
    redeemType: 'P' | 'PM';
    password: string;
    province?: string;
    remarks?: string;
  };
  const r = ctx.world.points.redeem({
    account: a,
    rewardId: b.rewardId,
    quantity: b.quantity,
    redeemType: b.redeemType,
    password: b.password,
    province: (b.province ?? '').trim(),
    remarks: (b.remarks ?? '').trim(),
    idempotencyKey: ctx.idempotencyKey!,
  });
  if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
  return {
    redemptionId: r.redemption.redemptionId,
    status: r.redemption.status,
    requiredPoint: r.redemption.requiredPoint,
    requiredMoney: toMajor(r.redemption.requiredMoney),
    pointBalance: r.points,
    balance: mainBalance(ctx, a.id),
  };
};

const redeemList: AnswerHandler<EndpointAnswers['points.redeemList']> = (ctx) => {
  const q = ctx.query as { startDate: number; endDate: number; page: number; size: number; status?: string };
  if (q.endDate < q.startDate) fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
  const rows = ctx.world.points
    .redemptions(account(ctx).id)
    .filter(
      (r) => r.dateRequested >= q.startDate && r.dateRequested <= q.endDate && (!q.status || r.status === q.status),
    )
    .reverse();
  return {
    list: rows.slice((q.page - 1) * q.size, q.page * q.size).map((r) => ({
      redemptionId: r.redemptionId,
      dateRequested: r.dateRequested,
      title: r.title,
      nameEn: r.title,
      nameCn: r.title,
      quantity: r.quantity,
      requiredPoint: r.requiredPoint,
      requiredMoney: toMajor(r.requiredMoney),
      status: r.status,
    })),
    pageInfo: { totalRecords: rows.length, pageSize: q.size },
  };
};

const config: AnswerHandler<EndpointAnswers['points.config']> = (ctx) => {
  const r = ctx.world.points.rules(account(ctx).merchantCode);
  return {
    liveBet: r.liveBet,
    lottoBet: r.lottoBet,
    pvpBet: r.pvpBet,
    rngBet: r.rngBet,
    sportBet: r.sportBet,
    deposit: r.deposit,
    pointExchangeRate: r.exchangeRate,
  };
};

const convert: AnswerHandler<EndpointAnswers['points.convert']> = (ctx) => {
  const a = account(ctx);
  const b = ctx.body as { amount: number; password: string };
  const r = ctx.world.points.convert({
    account: a,
    amount: b.amount,
    password: b.password,
    idempotencyKey: ctx.idempotencyKey!,
  });
  if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
  return { points: r.points, money: toMajor(r.money), pointBalance: r.pointsLeft, balance: mainBalance(ctx, a.id) };
};

export const pointsHandlers = {
  'points.balance': balance,
  'points.balanceMcsfe': balance,
  'points.conversionTypes': () => CONVERSION_TYPES.map((t) => ({ ...t })),
  'points.rewards': rewards,
  'points.rewardsMcsfe': rewards,
  'points.redeem': redeem,
  'points.redeemMcsfe': redeem,
  'points.redeemList': redeemList,
  'points.redeemListMcsfe': redeemList,
  'points.config': config,
  'points.configMcsfe': config,
  'points.convert': convert,
  'points.convertMcsfe': convert,
} satisfies HandlerMap;

/**
 * The points account's rows for ODSFE2_MemTransDet with accountTypeId 9 (the mall's Points details, GATEWAY-CALLS-SEEN
 * §10), newest first, in the account record's shape.
 */
export function pointsHistory(
  ctx: HandlerContext,
  q: { startTime: number; endTime: number; excludeTxTypeIds?: string; page: number; size: number },
) {
  const excluded = new Set((q.excludeTxTypeIds ?? '').split(',').filter(Boolean).map(Number));
  const rows = ctx.world.points
    .details(account(ctx))
    .filter((r) => r.at >= q.startTime && r.at <= q.endTime && !excluded.has(POINT_TX[r.kind]))
    .reverse();
  return {
    list: rows.slice((q.page - 1) * q.size, q.page * q.size).map((r) => ({
      txId: r.txId,
      txTypeId: POINT_TX[r.kind],
      txTypeName: 'POINTS',
      txTimeInTimestamp: r.at,
      amount: r.amount,
      currentAvailBalance: r.balanceAfter,
      orderNo: r.txId,
      remark: '',
    })),
    totalPages: Math.ceil(rows.length / q.size),
    totalCount: rows.length,
    total: rows.length,
    footer: {
      amount: rows.reduce((s, r) => s + r.amount, 0),
      amountIn: rows.reduce((s, r) => s + Math.max(r.amount, 0), 0),
      amountOut: rows.reduce((s, r) => s + Math.min(r.amount, 0), 0),
    },
  };
}
