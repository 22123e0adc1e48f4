/**
 * contracts.*: an agent's contracts (dividend, daily, hourly, real-time salary) with their settled records, offers to
 * direct downlines, and the four reference calls that accept (A), reject (R) or terminate (C) a contract
 * (GATEWAY-CALLS-SEEN §14). Agents only; trial accounts are refused first.
 */
import type * as Api from '../../src/generated/api-types.js';
import type { Account, AgentContract, ContractStatus, ContractType, World } from '../world/index.js';
import { WorldError } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { toMajor, toMinor } from '../lib/to-api.js';
import { account } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

const DAY = 86_400_000;
/** Record windows: up to 93 days (the date presets go back 30 days; a quarter for dividends). */
const MAX_WINDOW_MS = 93 * DAY;

/** Reference status codes (ac_status_*): A Signed, C Cancel, V Pending, R Not signed. */
const STATUS_CODE: Record<ContractStatus, 'A' | 'C' | 'V' | 'R'> = {
  ACTIVE: 'A',
  TERMINATED: 'C',
  PENDING: 'V',
  REJECTED: 'R',
};
const STATUS_OF: Record<string, ContractStatus> = { A: 'ACTIVE', C: 'TERMINATED', V: 'PENDING', R: 'REJECTED' };

/** The signed-in agent (trial accounts: in_need_true_account; members: non_agent_login). */
export function agentAccount(ctx: HandlerContext): Account {
  const a = account(ctx);
  ctx.world.play.requireRealAccount(a);
  if (a.kind !== 'agent') fail('non_agent_login');
  return a;
}

const nameOf = (world: World, id: number): string => world.accounts.byId(id)?.account ?? String(id);

/** A contract as the pages read it. */
export function apiContract(world: World, c: AgentContract): Api.ContractValue {
  return {
    contractId: c.id,
    kind: c.type,
    productType: c.productType,
    rate: c.rate,
    period: c.period,
    ...(c.type === 'HOURLY' ? { frequency: 'H' as const } : {}),
    status: STATUS_CODE[c.status],
    upline: nameOf(world, c.agentId),
    downline: nameOf(world, c.downlineId),
    activeMember: c.activeMembers,
    betAmount: toMajor(c.validBets),
    netLoss: toMajor(Math.max(0, -c.profitAndLoss)),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    downlineHigherRate: c.status === 'PENDING' && world.contracts.downlineHigherRate(c) ? 'Y' : 'N',
  };
}

/** Pages of `size` rows. */
function page<T>(rows: T[], pageNo: number, size: number) {
  return {
    list: rows.slice((pageNo - 1) * size, pageNo * size),
    page: pageNo,
    totalCount: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / size)),
  };
}

/** Runs a world change, turning a missing contract id into the contract's own refusal. */
function answer(ctx: HandlerContext, a: Account, c: AgentContract | undefined, status: string) {
  if (!c) throw new WorldError('contract_not_found');
  const w = ctx.world.contracts;
  const done = status === 'A' ? w.accept(c.id, a.id) : status === 'R' ? w.reject(c.id, a.id) : w.terminate(c.id, a.id);
  return apiContract(ctx.world, done);
}

/** The account's contract of a kind in the state a status answers: an offer for A / R, a signed one for C. */
function findOwn(ctx: HandlerContext, a: Account, type: ContractType, status: string, productType?: string) {
  return ctx.world.contracts
    .list(a.id, { type, status: status === 'C' ? 'ACTIVE' : 'PENDING' })
    .find((c) => c.downlineId === a.id && (!productType || c.productType === productType));
}

function byId(ctx: HandlerContext, id: unknown, type: ContractType): AgentContract | undefined {
  const c = ctx.world.contracts.byId(Number(id));
  return c && c.type === type ? c : undefined;
}

export const contractsHandlers = {
  'contracts.list': (ctx) => {
    const a = agentAccount(ctx);
    const q = ctx.query as { kind: ContractType; role?: string; status?: string; page: number; size: number };
    const status = q.status ? STATUS_OF[q.status] : undefined;
    const rows = ctx.world.contracts
      .list(a.id, { type: q.kind, ...(status ? { status } : {}) })
      .filter((c) => (q.role === 'downline' ? c.agentId === a.id : c.downlineId === a.id))
      .sort((x, y) => y.updatedAt - x.updatedAt || y.id - x.id);
    const p = page(rows, q.page, q.size);
    return { ...p, list: p.list.map((c) => apiContract(ctx.world, c)) };
  },

  'contracts.records': (ctx) => {
    const a = agentAccount(ctx);
    const q = ctx.query as {
      kind: ContractType;
      startDate: number;
      endDate: number;
      status?: string;
      page: number;
      size: number;
    };
    if (q.endDate < q.startDate || q.endDate - q.startDate > MAX_WINDOW_MS)
      fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
    const rows = ctx.world.contracts
      .records(a.id, q.kind)
      .filter((r) => r.periodEnd >= q.startDate && r.periodEnd <= q.endDate && (!q.status || r.status === q.status));
    const p = page(rows, q.page, q.size);
    const paid = rows.filter((r) => r.status === 'A' || r.status === 'M');
    return {
      ...p,
      list: p.list.map((r) => ({
        id: r.id,
        contractId: r.contractId,
        productType: r.productType,
        periodStart: r.periodStart,
        periodEnd: r.periodEnd,
        rate: r.rate,
        activeMember: r.activeMembers,
        base: toMajor(r.base),
        amount: toMajor(r.amount),
        status: r.status,
      })),
      footer: {
        base: toMajor(rows.reduce((s, r) => s + r.base, 0)),
        amount: toMajor(paid.reduce((s, r) => s + r.amount, 0)),
      },
    };
  },

  'contracts.offerTargets': (ctx) => {
    const a = agentAccount(ctx);
    const type = ctx.query.kind as ContractType;
    const given = ctx.world.contracts.list(a.id, { type }).filter((c) => c.agentId === a.id);
    const own = ctx.world.contracts.list(a.id, { type, status: 'ACTIVE' }).find((c) => c.downlineId === a.id);
    const list = a.downlines
      .map((id) => ctx.world.accounts.byId(id))
      .filter((d): d is Account => !!d && d.kind === 'agent')
      .map((d) => {
        const signed = given.find((c) => c.downlineId === d.id && c.status === 'ACTIVE');
        const waiting = given.some((c) => c.downlineId === d.id && c.status === 'PENDING');
        return { customerName: d.account, rate: signed?.rate ?? null, pending: waiting };
      });
    return { maxRate: own?.rate ?? 100, list };
  },

  'contracts.offer': (ctx) => {
    const a = agentAccount(ctx);
    const b = ctx.body as { kind: ContractType; downlineName: string; rate: number };
    if (toMinor(b.rate) === undefined) fail('contract_rate_invalid', { maxRate: 100 });
    const d = ctx.world.accounts.findByUsername(b.downlineName);
    if (!d || !a.downlines.includes(d.id)) fail('operation_not_allowed', { downlineName: b.downlineName });
    const c = ctx.world.contracts.propose({ agentId: a.id, downlineId: d.id, type: b.kind, rate: b.rate });
    return apiContract(ctx.world, c);
  },

  'contracts.processDividend': (ctx) => {
    const a = agentAccount(ctx);
    const b = ctx.body as { productType: string; status: string; contractId?: number };
    const c =
      b.contractId !== undefined
        ? byId(ctx, b.contractId, 'DIVIDEND')
        : findOwn(ctx, a, 'DIVIDEND', b.status, b.productType);
    return answer(ctx, a, c, b.status);
  },

  'contracts.processDailySalary': (ctx) => {
    const a = agentAccount(ctx);
    const b = ctx.body as { id: number; status: string };
    return answer(ctx, a, byId(ctx, b.id, 'DAILY'), b.status);
  },

  'contracts.processHourSalary': (ctx) => {
    const a = agentAccount(ctx);
    const b = ctx.body as { contractId: number; status: string; productType: string };
    const c = byId(ctx, b.contractId, 'HOURLY');
    return answer(ctx, a, c && c.productType === b.productType ? c : undefined, b.status);
  },

  'contracts.processRealTimeSalary': (ctx) => {
    const a = agentAccount(ctx);
    const b = ctx.body as { contractId: number; status: string };
    return answer(ctx, a, byId(ctx, b.contractId, 'REALTIME'), b.status);
  },
} satisfies HandlerMap;
