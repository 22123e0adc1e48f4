/** records.*: the betting record and profit and loss, read from the bet history and the ledger. */
import type { GameType } from '../world/index.js';
import {
  betsIn,
  profitReport,
  profitRow,
  ZONE_OFFSET_MS,
  type ProfitPeriod,
  type ProfitRow,
} from '../world/records.js';
import { lotteryOrder, type LotteryStatus } from '../world/lottery-orders.js';
import { matches } from '../world/team.js';
import { fail } from '../lib/gateway-error.js';
import { toMajor } from '../lib/to-api.js';
import type { HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const DAY = 86_400_000;
const MAX_BET_WINDOW_MS = 31 * DAY;
const MAX_PROFIT_DAYS = 366;

const page = <T>(rows: readonly T[], q: { page: number; size: number }) => ({
  rows: rows.slice((q.page - 1) * q.size, q.page * q.size),
  totalPages: Math.ceil(rows.length / q.size),
});

export const recordsHandlers = {
  'records.bets': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as {
      gameType: GameType;
      accountType?: string;
      startDate: number;
      endDate: number;
      page: number;
      size: number;
    };
    if (q.endDate < q.startDate || q.endDate - q.startDate > MAX_BET_WINDOW_MS)
      fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
    const bets = betsIn(ctx.world.money, a.id, {
      gameType: q.gameType,
      ...(q.accountType ? { vendor: q.accountType } : {}),
      start: q.startDate,
      end: q.endDate,
    });
    const sum = (pick: (b: (typeof bets)[number]) => number) => toMajor(bets.reduce((s, b) => s + pick(b), 0));
    const { rows, totalPages } = page(bets, q);
    return {
      list: rows.map((b) => ({
        orderNo: b.orderNo,
        gameName: b.gameName,
        accountTypeName: b.vendor,
        betTimeInTimestamp: b.betAt,
        betAmount: toMajor(b.betAmount),
        validBetAmount: toMajor(b.validBetAmount),
        winAmount: toMajor(b.winAmount),
        profitAndLoss: toMajor(b.winAmount - b.betAmount),
        ...(b.sports ?? {}),
      })),
      totalPages,
      totalCount: bets.length,
      footer: {
        betAmount: sum((b) => b.betAmount),
        validBetAmount: sum((b) => b.validBetAmount),
        winAmount: sum((b) => b.winAmount),
        profitAndLoss: sum((b) => b.winAmount - b.betAmount),
      },
      vendors: ctx.world.games.vendors(q.gameType).map((v) => v.vassalage),
    };
  },

  // One order's bets (the betting record's detail view): every world order holds one bet (lottery-orders.ts).
  'records.lotteryDetail': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as { orderNo: string; numero?: string };
    const orderNo = q.orderNo.split('-')[0];
    const bet = ctx.world.money.bets(a.id).find((b) => b.orderNo === orderNo && isLottery(b.gameType));
    if (!bet) fail('order_not_found', { orderNo: q.orderNo });
    const o = lotteryOrder(bet, ctx.world.games);
    if (q.numero && q.numero !== o.numero) fail('order_not_found', { orderNo: q.orderNo, numero: q.numero });
    return [
      {
        playId: o.playId,
        betContent: o.betContent,
        playName: o.playName,
        numero: o.numero,
        betAmount: toMajor(bet.betAmount),
        winAmount: toMajor(bet.winAmount),
        status: o.status,
      },
    ];
  },

  'records.lottery': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as {
      startDate: number;
      endDate: number;
      subordinateType?: 'SELF' | 'ALL';
      subordinateName?: string;
      prizeModeId?: 1 | 3;
      chase?: boolean;
      gameCode?: string;
      status?: LotteryStatus;
      numero?: string;
      orderNo?: string;
      page: number;
      size: number;
    };
    if (q.endDate < q.startDate || q.endDate - q.startDate > MAX_BET_WINDOW_MS)
      fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
    // A sub-order number (ABC123-001) finds its order: every order of the world has one sub-order.
    const orderNo = q.orderNo?.split('-')[0];
    const window = {
      gameType: q.prizeModeId === 3 ? ('ELOTT' as const) : ('LOTT' as const),
      start: q.startDate,
      end: q.endDate,
    };
    const name = q.subordinateName?.trim();
    const own = betsIn(ctx.world.money, a.id, window).map((bet) => ({ bet, account: a }));
    // ALL: an agent's orders with its downlines' (the agent centre's team betting); a member has nobody below.
    const placed =
      q.subordinateType === 'ALL' && a.kind === 'agent'
        ? [
            ...(matches(a, name) ? own : []),
            ...ctx.world.team.bets(a.id, { ...window, ...(name ? { username: name } : {}) }),
          ].sort((x, y) => y.bet.betAt - x.bet.betAt || x.bet.orderNo.localeCompare(y.bet.orderNo))
        : own;
    // The world places no chase orders: the chase page finds none.
    const orders = q.chase
      ? []
      : placed
          .filter(({ bet: b }) => (!q.gameCode || b.gameCode === q.gameCode) && (!orderNo || b.orderNo === orderNo))
          .map(({ bet, account }) => ({ ...lotteryOrder(bet, ctx.world.games), customerName: account.account }))
          .filter((o) => (q.status === undefined || o.status === q.status) && (!q.numero || o.numero === q.numero));
    const sum = (pick: (b: (typeof orders)[number]['bet']) => number) =>
      toMajor(orders.reduce((s, o) => s + pick(o.bet), 0));
    const { rows, totalPages } = page(orders, q);
    return {
      list: rows.map(({ bet, ...o }) => ({
        customerName: o.customerName,
        gameName: bet.gameName,
        gameCode: bet.gameCode,
        orderNo: bet.orderNo,
        abbrOrderNo: bet.orderNo.slice(-8),
        orderMasterId: o.orderId,
        orderDetailId: o.orderId,
        orderId: o.orderId,
        playName: o.playName,
        playId: o.playId,
        playCode: o.playCode,
        betContent: o.betContent,
        numero: o.numero,
        betAmount: toMajor(bet.betAmount),
        status: o.status,
        winAmount: toMajor(bet.winAmount),
        betTimeInTimestamp: bet.betAt,
      })),
      totalPages,
      totalCount: orders.length,
      footer: { betAmount: sum((b) => b.betAmount), winAmount: sum((b) => b.winAmount) },
    };
  },

  'records.profit': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as {
      gameCategory: 'CONS' | GameType;
      period: ProfitPeriod;
      startDate: string;
      endDate: string;
      page: number;
      size: number;
    };
    // Whole days in the merchant zone.
    const start = Date.parse(`${q.startDate}T00:00:00Z`) - ZONE_OFFSET_MS;
    const end = Date.parse(`${q.endDate}T00:00:00Z`) - ZONE_OFFSET_MS + DAY - 1;
    if (!(end >= start) || (end + 1 - start) / DAY > MAX_PROFIT_DAYS)
      fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
    const rows = profitReport({ money: ctx.world.money, ledger: ctx.world.ledger, wallets: ctx.world.wallets }, a.id, {
      ...(q.gameCategory === 'CONS' ? {} : { gameType: q.gameCategory }),
      period: q.period,
      start,
      end,
    });
    const major = ({ balanceDate: _date, ...r }: ProfitRow) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, toMajor(v)])) as Record<keyof typeof r, number>;
    const total = rows.reduce((t, r) => {
      for (const k of Object.keys(t) as (keyof typeof t)[]) if (k !== 'balanceDate') t[k] += r[k];
      return t;
    }, profitRow(''));
    const { rows: shown, totalPages } = page(rows, q);
    return {
      list: shown.map((r) => ({ balanceDate: r.balanceDate, ...major(r) })),
      totalPages,
      // The platform's footer adds totalPromotion and totalRebate (GATEWAY-CALLS-SEEN §8).
      footer: { ...major(total), totalPromotion: toMajor(total.promotion), totalRebate: toMajor(total.rebate) },
    };
  },
} satisfies HandlerMap;

const isLottery = (t: GameType): boolean => t === 'LOTT' || t === 'ELOTT';
