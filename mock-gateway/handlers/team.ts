/** team.*: the agent centre's team (overview, management, register centre, transfers) and reports (world/team.ts). */
import type * as Api from '../../src/generated/api-types.js';
import type { Account, GameType, RegistrationFields, RegistrationRule } from '../world/index.js';
import { periodStart, ZONE_OFFSET_MS, type ProfitPeriod } from '../world/records.js';
import type { MemberStatus, TransferType } from '../world/team.js';
import { fail } from '../lib/gateway-error.js';
import { flagOn } from '../lib/site-config.js';
import { toMajor, toMinor } from '../lib/to-api.js';
import { account } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';

const DAY = 86_400_000;
const MAX_OVERVIEW_DAYS = 92;
const MAX_REPORT_DAYS = 366;
const MAX_WINDOW_MS = 31 * DAY;
const CHART_DAYS = 30;
/** Fields the agent does not fill for a downline it registers (no captcha, SMS code or invitation code). */
const NOT_FOR_AGENT = new Set(['captcha', 'verificationCode', 'affiliateCode', 'recommenderId', 'referralCode']);

/** Agent pages: agents only (SPEC §6), never trial accounts. */
function agentOf(ctx: HandlerContext): Account {
  const a = account(ctx);
  if (a.kind === 'trial') fail('in_need_true_account');
  if (a.kind !== 'agent') fail('non_agent_login');
  return a;
}

const page = <T>(rows: readonly T[], q: { page: number; size: number }) => ({
  rows: rows.slice((q.page - 1) * q.size, q.page * q.size),
  totalPages: Math.ceil(rows.length / q.size),
  totalCount: rows.length,
});

/** Whole days "YYYY-MM-DD".."YYYY-MM-DD" in the merchant zone -> [start, end] epoch ms, or date_range_invalid. */
function days(q: { startDate: string; endDate: string }, maxDays: number): { start: number; end: number } {
  const start = Date.parse(`${q.startDate}T00:00:00Z`) - ZONE_OFFSET_MS;
  const end = Date.parse(`${q.endDate}T00:00:00Z`) - ZONE_OFFSET_MS + DAY - 1;
  if (!(end >= start) || (end + 1 - start) / DAY > maxDays)
    fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
  return { start, end };
}

function window(q: { startDate: number; endDate: number }): { start: number; end: number } {
  if (q.endDate < q.startDate || q.endDate - q.startDate > MAX_WINDOW_MS)
    fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
  return { start: q.startDate, end: q.endDate };
}

function amountOf(major: number): number {
  const minor = toMinor(major);
  if (minor === undefined || minor <= 0)
    fail('amount_invalid', undefined, 'The amount must be positive with at most 2 decimals');
  return minor;
}

const majors = <K extends string>(o: Record<K, number>): Record<K, number> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, toMajor(v as number)])) as Record<K, number>;

type ProfitFigures = Api.TeamProfitValue['footer'];
type ProfitKey = keyof ProfitFigures;

/** The profit report's money columns in major units; `minor` gives each column's sum or value in cents. */
const profitFigures = (minor: (k: ProfitKey) => number): ProfitFigures => ({
  deposit: toMajor(minor('deposit')),
  withdraw: toMajor(minor('withdraw')),
  betAmount: toMajor(minor('betAmount')),
  validBetAmount: toMajor(minor('validBetAmount')),
  winAmount: toMajor(minor('winAmount')),
  promotion: toMajor(minor('promotion')),
  rebate: toMajor(minor('rebate')),
  profitAndLoss: toMajor(minor('profitAndLoss')),
});

export const teamHandlers = {
  'team.overview': (ctx) => {
    const a = agentOf(ctx);
    const { start, end } = days(ctx.query as { startDate: string; endDate: string }, MAX_OVERVIEW_DAYS);
    const { teamSize, newMembers, activeMembers, ...money } = ctx.world.team.figures(a.id, start, end);
    return {
      teamSize,
      newMembers,
      activeMembers,
      ...majors(money),
      days: ctx.world.team.daily(a.id, end, CHART_DAYS).map(({ date, ...d }) => ({ date, ...majors(d) })),
    };
  },

  // The compose-to-downline picker: ids and names only; the agent itself heads page 1 (as the platform answers).
  'team.subordinateSimple': (ctx) => {
    const a = agentOf(ctx);
    const q = ctx.query as { subordinateType: 'SELF' | 'DIRECT'; subordinateName?: string; page: number; size: number };
    const search = q.subordinateName?.trim().toLowerCase();
    const rows = [
      a,
      ...ctx.world.team
        .members(a.id)
        .filter((m) => (q.subordinateType === 'DIRECT' ? m.account.parentId === a.id : true))
        .map((m) => m.account),
    ].filter((m) => !search || m.account.toLowerCase().includes(search));
    const start = (q.page - 1) * q.size;
    return {
      list: rows.slice(start, start + q.size).map((m) => ({ customerId: m.id, customerName: m.account })),
      totalPages: Math.ceil(rows.length / q.size),
    };
  },

  'team.members': (ctx) => {
    const a = agentOf(ctx);
    const q = ctx.query as {
      parentName?: string;
      subordinateType: 'ALL' | 'DIRECT_AGENT' | 'DIRECT_PLAYER';
      name?: string;
      status?: MemberStatus;
      page: number;
      size: number;
    };
    const { team, accounts } = ctx.world;
    const everyone = team.members(a.id);
    const search = q.name?.trim().toLowerCase();
    let parent = a;
    if (q.parentName?.trim() && !search) {
      const found = everyone.find((m) => m.account.account.toLowerCase() === q.parentName!.trim().toLowerCase());
      if (!found) fail('operation_not_allowed', { parentName: q.parentName });
      parent = found.account;
    }
    const rows = everyone
      .filter((m) =>
        search
          ? m.account.account.toLowerCase().includes(search) || m.account.nickname.toLowerCase().includes(search)
          : m.account.parentId === parent.id,
      )
      .filter((m) =>
        q.subordinateType === 'DIRECT_AGENT'
          ? m.account.kind === 'agent'
          : q.subordinateType === 'DIRECT_PLAYER'
            ? m.account.kind !== 'agent'
            : true,
      )
      .filter((m) => q.status === undefined || team.facts(m.account.id).status === q.status)
      .sort((x, y) => x.level - y.level || x.account.account.localeCompare(y.account.account));
    const path: string[] = [];
    for (let p: Account | undefined = parent; p && p.id !== a.id; p = accounts.byId(p.parentId ?? -1))
      path.unshift(p.account);
    path.unshift(a.account);
    const { rows: shown, totalPages, totalCount } = page(rows, q);
    return {
      list: shown.map(({ account: m, level }) => {
        const facts = team.facts(m.id);
        return {
          customerId: m.id,
          customerName: m.account,
          nickname: m.nickname,
          type: m.type,
          isAgent: m.kind === 'agent',
          level,
          upline: accounts.byId(m.parentId ?? -1)?.account ?? '',
          status: facts.status,
          balance: toMajor(team.balance(m.id)),
          lastLoginTime: facts.lastLoginAt ?? null,
          registeredAt: m.registeredAt,
          directCount: m.downlines.length,
          rates: team.rates(m.id),
        };
      }),
      totalPages,
      totalCount,
      path,
      affiliateCode: a.affiliateCode ?? '',
    };
  },

  'team.register': (ctx) => {
    const a = agentOf(ctx);
    const b = ctx.body as Record<string, string> & { accountType: 'PLAYER' | 'AGENT' };
    const rules: Record<string, RegistrationRule> = {};
    for (const [name, rule] of Object.entries(ctx.merchant.seed.registrationRules))
      rules[name] = NOT_FOR_AGENT.has(name) ? { ...rule, enabled: false, required: false } : rule;
    const fields: RegistrationFields = {};
    for (const [k, v] of Object.entries(b)) if (k !== 'accountType' && !NOT_FOR_AGENT.has(k)) fields[k] = v;
    const created = ctx.world.accounts.register(fields, 'username', {
      rules,
      ip: ctx.ip,
      merchantCode: ctx.merchant.code,
      type: b.accountType === 'AGENT' ? 2 : 0,
    });
    // The register centre places the account under the agent whatever its invitation code.
    created.parentId = a.id;
    a.downlines.push(created.id);
    return {
      customerId: created.id,
      customerName: created.account,
      type: created.type,
      ...(created.affiliateCode ? { affiliateCode: created.affiliateCode } : {}),
    };
  },

  'team.transfer': (ctx) => {
    const a = agentOf(ctx);
    const b = ctx.body as { downlineName: string; transferAmount: number; password: string; remark?: string };
    const r = ctx.world.team.transfer({
      agent: a,
      downline: b.downlineName.trim(),
      amount: amountOf(b.transferAmount),
      password: b.password,
      remark: (b.remark ?? '').trim(),
      idempotencyKey: ctx.idempotencyKey!,
    });
    if (r.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      transferId: r.transferId,
      amount: toMajor(r.amount),
      at: r.at,
      downline: r.downline.account,
      balance: toMajor(r.balance),
      downlineBalance: toMajor(r.downlineBalance),
    };
  },

  'team.redEnvelope': (ctx) => {
    const a = agentOf(ctx);
    if (!flagOn(ctx.merchant, 'AGENTRANSMULTDOWN3')) fail('operation_not_allowed', { flag: 'AGENTRANSMULTDOWN3' });
    const b = ctx.body as { downlineNames: string[]; amountEach: number; password: string; remark?: string };
    const each = amountOf(b.amountEach);
    const { team, wallets, ledger } = ctx.world;
    const names = b.downlineNames.map((n) => n.trim());
    const key = ctx.idempotencyKey!;
    // All or nothing: every name must be a downline and the balance must cover the lot (unless this is a replay).
    const mine = new Set(team.members(a.id).map((m) => m.account.account.toLowerCase()));
    const unknown = names.filter((n) => !mine.has(n.toLowerCase()));
    if (unknown.length) fail('operation_not_allowed', { downlines: unknown });
    const total = each * names.length;
    const balance = ledger.balance(wallets.mainId(a.id));
    const replay = ledger.rows(wallets.mainId(a.id)).some((r) => r.idempotencyKey === `downline:${a.id}:${key}:0`);
    if (!replay && balance < total) fail('balance_not_enough', { balance: toMajor(balance), amount: toMajor(total) });
    const transfers = names.map((name, i) =>
      team.transfer({
        agent: a,
        downline: name,
        amount: each,
        password: b.password,
        remark: (b.remark ?? '').trim(),
        // One key per envelope: a retry replays each; the same key with other names or amount is refused (409).
        idempotencyKey: `${key}:${i}`,
      }),
    );
    if (transfers.every((t) => t.replayed)) ctx.setHeader('Idempotent-Replayed', 'true');
    return {
      count: transfers.length,
      total: toMajor(total),
      balance: toMajor(ledger.balance(wallets.mainId(a.id))),
      transfers: transfers.map((t) => ({
        downline: t.downline.account,
        transferId: t.transferId,
        downlineBalance: toMajor(t.downlineBalance),
      })),
    };
  },

  'team.bets': (ctx) => {
    const a = agentOf(ctx);
    const q = ctx.query as {
      startDate: number;
      endDate: number;
      gameType?: GameType;
      subordinateName?: string;
      page: number;
      size: number;
    };
    const bets = ctx.world.team.bets(a.id, {
      ...window(q),
      ...(q.gameType ? { gameType: q.gameType } : {}),
      ...(q.subordinateName?.trim() ? { username: q.subordinateName.trim() } : {}),
    });
    const sum = (pick: (b: (typeof bets)[number]['bet']) => number) =>
      toMajor(bets.reduce((s, x) => s + pick(x.bet), 0));
    const { rows, totalPages, totalCount } = page(bets, q);
    return {
      list: rows.map(({ bet, account: m }) => ({
        orderNo: bet.orderNo,
        customerName: m.account,
        gameName: bet.gameName,
        gameType: bet.gameType,
        accountTypeName: bet.vendor,
        betTimeInTimestamp: bet.betAt,
        betAmount: toMajor(bet.betAmount),
        validBetAmount: toMajor(bet.validBetAmount),
        winAmount: toMajor(bet.winAmount),
        profitAndLoss: toMajor(bet.winAmount - bet.betAmount),
      })),
      totalPages,
      totalCount,
      footer: {
        betAmount: sum((b) => b.betAmount),
        validBetAmount: sum((b) => b.validBetAmount),
        winAmount: sum((b) => b.winAmount),
        profitAndLoss: sum((b) => b.winAmount - b.betAmount),
      },
    };
  },

  'team.profit': (ctx) => {
    const a = agentOf(ctx);
    const q = ctx.query as { startDate: string; endDate: string; subordinateName?: string; page: number; size: number };
    const rows = ctx.world.team.profitByUser(a.id, {
      ...days(q, MAX_REPORT_DAYS),
      ...(q.subordinateName?.trim() ? { username: q.subordinateName.trim() } : {}),
    });
    const total = (k: ProfitKey) => rows.reduce((s, r) => s + r[k], 0);
    const { rows: shown, totalPages, totalCount } = page(rows, q);
    return {
      list: shown.map((r) => ({ customerName: r.account.account, level: r.level, ...profitFigures((k) => r[k]) })),
      totalPages,
      totalCount,
      footer: profitFigures(total),
    };
  },

  'team.income': (ctx) => {
    const a = agentOf(ctx);
    const q = ctx.query as { startDate: string; endDate: string; period: ProfitPeriod; page: number; size: number };
    const byPeriod = new Map<string, { commission: number; salary: number; dividend: number; rebate: number }>();
    for (const row of ctx.world.team.income(a.id, days(q, MAX_REPORT_DAYS))) {
      const key = periodStart(row.at, q.period);
      let r = byPeriod.get(key);
      if (!r) byPeriod.set(key, (r = { commission: 0, salary: 0, dividend: 0, rebate: 0 }));
      r[row.kind as keyof typeof r] += row.amount;
    }
    const list = [...byPeriod.entries()]
      .sort(([x], [y]) => y.localeCompare(x))
      .map(([balanceDate, r]) => ({ balanceDate, ...r, total: r.commission + r.salary + r.dividend + r.rebate }));
    const total = (k: keyof (typeof list)[number] & string) => list.reduce((s, r) => s + (r[k] as number), 0);
    const { rows, totalPages } = page(list, q);
    return {
      list: rows.map(({ balanceDate, ...r }) => ({ balanceDate, ...majors(r) })),
      totalPages,
      footer: majors({
        commission: total('commission'),
        salary: total('salary'),
        dividend: total('dividend'),
        rebate: total('rebate'),
        total: total('total'),
      }),
    };
  },

  'team.transactions': (ctx) => {
    const a = agentOf(ctx);
    const q = ctx.query as {
      startDate: number;
      endDate: number;
      transferType?: TransferType;
      subordinateName?: string;
      page: number;
      size: number;
    };
    const rows = ctx.world.team.transactions(a.id, {
      ...window(q),
      ...(q.transferType ? { type: q.transferType } : {}),
      ...(q.subordinateName?.trim() ? { username: q.subordinateName.trim() } : {}),
    });
    const { rows: shown, totalPages, totalCount } = page(rows, q);
    return {
      list: shown.map((t) => ({
        orderNo: t.orderNo,
        customerName: t.account.account,
        transferType: t.type,
        amount: toMajor(t.amount),
        txTimeInTimestamp: t.at,
        counterpart: t.counterpart,
      })),
      totalPages,
      totalCount,
      footer: { amount: toMajor(rows.reduce((s, t) => s + t.amount, 0)) },
    };
  },
} satisfies HandlerMap;
