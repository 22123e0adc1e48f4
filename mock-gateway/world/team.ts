/**
 * The agent team: `demo_agent`'s three-level downline (direct agents, their agents, players; about 2,050 accounts)
 * with 90 days of bets, deposits, withdrawals, transfers, rebates, salaries and dividends, and the agent reports read
 * from it. Nothing here keeps money or bets of its own: the history is booked through the ledger and
 * `money.settleBet`, so a downline's own records and P&L (world/records.ts) and the agent's reports agree.
 *
 * The team is built lazily, on the first team call (`ensure`), so worlds that never open the agent centre stay cheap.
 * It is deterministic per seed: it reads its own random stream and dates its history back from the clock's start.
 */
import { createHash } from 'node:crypto';
import { WorldError } from './errors.js';
import type { AccountsInternal } from './accounts.js';
import { HOUSE } from './ledger.js';
import type { MoneyHistory, BetRecord } from './money.js';
import type { PaymentPasswords } from './payment-password.js';
import { ZONE_OFFSET_MS, zoneDay } from './records.js';
import { unitFrom } from './rng.js';
import type {
  Account,
  Clock,
  ContractType,
  Contracts,
  GameCatalogue,
  GameType,
  Ledger,
  LedgerRow,
  Rng,
  Wallets,
} from './types.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Days of history before the clock's start. */
export const TEAM_HISTORY_DAYS = 90;
/** Every generated team account's login password (QA: sign in as any downline). */
export const TEAM_PASSWORD = 'Team1234';

/**
 * The members QA signs in as to see a refused login (README, docs/gateway.md) keep their status whatever the seed
 * or the accounts created before the team: 2 and 6 Login forbidden, 5 System forbidden, 0 Blocked.
 */
const QA_STATUSES: Readonly<Record<string, MemberStatus>> = { tdp091: 2, tdp001: 6, tdp017: 5, tdp003: 0 };

/** The generated team's usernames (tda01, tsa011, tpl01101, tpd0101, tdp001). */
export const isTeamUsername = (username: string): boolean => /^t(da|sa|pl|pd|dp)\d+$/.test(username);

/** The agent whose big team this module builds. */
export const TEAM_AGENT = 'demo_agent';

/** A team search by name: the account name or nickname contains it, whatever the case; no name matches everyone. */
export const matches = (a: Account, username?: string): boolean => {
  if (!username) return true;
  const q = username.toLowerCase();
  return a.account.toLowerCase().includes(q) || a.nickname.toLowerCase().includes(q);
};

/** Member status vocabulary of the agent centre (GATEWAY-CALLS-SEEN §14). */
export const MEMBER_STATUSES = [0, 1, 2, 5, 6, 7, 10, 11] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface TeamMember {
  account: Account;
  /** 1 = direct downline of the agent asked about. */
  level: number;
}

export interface TeamFacts {
  status: MemberStatus;
  lastLoginAt?: number;
}

/** The figures of a period (minor units; counts are plain). */
export interface TeamFigures {
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  teamBalance: number;
  deposit: number;
  withdraw: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  rebate: number;
  promotion: number;
  salary: number;
  dividend: number;
  /** Members' view summed over the team: wins - bets (the sum of the downlines' own P&L). */
  profitAndLoss: number;
}

export interface TeamDay {
  date: string;
  betAmount: number;
  winAmount: number;
  profitAndLoss: number;
  deposit: number;
  withdraw: number;
}

export interface UserProfitRow {
  account: Account;
  level: number;
  deposit: number;
  withdraw: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  promotion: number;
  rebate: number;
  profitAndLoss: number;
}

export interface TeamBet {
  bet: BetRecord;
  account: Account;
}

export type TransferType = 'TO_DOWNLINE' | 'TO_UPLINE' | 'DEPOSIT' | 'WITHDRAW';
export interface TeamTransaction {
  orderNo: string;
  account: Account;
  type: TransferType;
  /** Signed minor units, as the downline's main wallet saw it. */
  amount: number;
  at: number;
  /** The other side of a transfer (username), else "". */
  counterpart: string;
}

export interface IncomeRow {
  balanceDate: string;
  commission: number;
  salary: number;
  dividend: number;
  rebate: number;
  total: number;
}

export interface DownlineTransferResult {
  transferId: string;
  amount: number;
  at: number;
  downline: Account;
  balance: number;
  downlineBalance: number;
  replayed: boolean;
}

export interface Team {
  /** Builds demo_agent's big team once (cheap no-op afterwards). */
  ensure(): void;
  /** The whole downline of an agent with levels, depth first. */
  members(agentId: number): TeamMember[];
  facts(accountId: number): TeamFacts;
  /** The member status without building the team (what a login checks: accounts outside it are normal). */
  status(accountId: number): MemberStatus;
  /** Active contract rates the account holds from its upline, by type. */
  rates(accountId: number): Partial<Record<ContractType, number>>;
  balance(accountId: number): number;
  figures(agentId: number, start: number, end: number): TeamFigures;
  /** Daily bets, wins, P&L, deposits and withdrawals of the team for `days` days ending with `end`'s day. */
  daily(agentId: number, end: number, days: number): TeamDay[];
  bets(agentId: number, q: { start: number; end: number; gameType?: GameType; username?: string }): TeamBet[];
  profitByUser(agentId: number, q: { start: number; end: number; username?: string }): UserProfitRow[];
  transactions(
    agentId: number,
    q: { start: number; end: number; type?: TransferType; username?: string },
  ): TeamTransaction[];
  income(agentId: number, q: { start: number; end: number }): LedgerRow[];
  /** Agent's main wallet to a downline's (any level), with the payment password; once per idempotency key. */
  transfer(input: {
    agent: Account;
    downline: string;
    amount: number;
    password: string;
    remark: string;
    idempotencyKey: string;
  }): DownlineTransferResult;
  /** The remark of a transfer to a downline, by its ledger reference. */
  remark(ref: string): string | undefined;
}

const FIRST = ['Ana', 'Ben', 'Carla', 'Dante', 'Elena', 'Felix', 'Gina', 'Hugo', 'Iris', 'Jose', 'Karen', 'Leo'];
const LAST = ['Reyes', 'Santos', 'Cruz', 'Garcia', 'Mendoza', 'Torres', 'Flores', 'Ramos', 'Aquino', 'Bautista'];

/** Shape of the generated tree (about 2,050 accounts). */
const SHAPE = {
  directAgents: 20,
  subAgentsEach: 4,
  playersPerSubAgent: 20,
  playersPerDirectAgent: 10,
  directPlayers: 150,
};

type Step =
  | { kind: 'bet'; at: number; bet: BetRecord }
  | { kind: 'deposit'; at: number; accountId: number; amount: number; ref: string }
  | { kind: 'withdraw'; at: number; accountId: number; amount: number; ref: string }
  | { kind: 'credit'; at: number; accountId: number; amount: number; ref: string; ledgerKind: LedgerRow['kind'] }
  | {
      kind: 'move';
      at: number;
      from: number;
      to: number;
      amount: number;
      ref: string;
      ledgerKind: 'downline' | 'upline';
    };

export function createTeam(deps: {
  clock: Clock;
  rng: Rng;
  accounts: AccountsInternal;
  ledger: Ledger;
  wallets: Wallets & {
    credit(accountId: number, wallet: string, amount: number, kind: LedgerRow['kind'], ref: string, at?: number): void;
  };
  money: MoneyHistory;
  games: GameCatalogue;
  contracts: Contracts;
  paymentPasswords: PaymentPasswords;
}): Team {
  const { clock, accounts, ledger, wallets, money } = deps;
  const facts = new Map<number, TeamFacts>();
  const remarks = new Map<string, string>();
  /** Who sent a transfer made through `transfer` (seeded transfers run between a downline and its own upline). */
  const senders = new Map<string, string>();
  let built = false;
  let nextTransfer = 1;

  const mainRows = (id: number) => ledger.rows(wallets.mainId(id));
  const balance = (id: number) => wallets.summary(id).total;

  function members(agentId: number): TeamMember[] {
    const out: TeamMember[] = [];
    const walk = (id: number, level: number): void => {
      if (level > 20) return;
      for (const d of accounts.byId(id)?.downlines ?? []) {
        const a = accounts.byId(d);
        if (!a) continue;
        out.push({ account: a, level });
        walk(a.id, level + 1);
      }
    };
    walk(agentId, 1);
    return out;
  }

  function ensure(): void {
    if (built) return;
    built = true;
    const r = deps.rng;
    const end = clock.start;
    const start = end - TEAM_HISTORY_DAYS * DAY;
    const agent = accounts.demo(TEAM_AGENT);
    const playable = pickGames(deps.games);
    /** The 1st and 16th of a month (merchant zone): dividend days. */
    const dividendDay = (at: number) => {
      const d = new Date(at + ZONE_OFFSET_MS).getUTCDate();
      return d === 1 || d === 16;
    };
    const steps: Step[] = [];
    let order = 0;
    let ref = 0;
    const nextRef = (p: string) => `${p}${String(++ref).padStart(7, '0')}`;

    const make = (username: string, type: number, parentId: number): Account => {
      const a = accounts.adopt({
        account: username,
        nickname: `${r.pick(FIRST)} ${r.pick(LAST)}`,
        password: TEAM_PASSWORD,
        type,
        parentId,
        registeredAt: start - r.int(0, 300) * DAY + r.int(-30, 89) * DAY,
        passwordChangedAt: end - r.int(1, 60) * DAY,
        vipLevel: r.int(0, 6),
        knownIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
        ...(type === 2 ? { affiliateCode: `T${username.toUpperCase()}` } : {}),
      });
      return a;
    };

    // 1. The tree.
    const players: Account[] = [];
    const agents: Account[] = [];
    for (let i = 1; i <= SHAPE.directAgents; i++) {
      const da = make(`tda${pad(i, 2)}`, 2, agent.id);
      agents.push(da);
      for (let j = 1; j <= SHAPE.subAgentsEach; j++) {
        const sa = make(`tsa${pad(i, 2)}${j}`, 2, da.id);
        agents.push(sa);
        for (let k = 1; k <= SHAPE.playersPerSubAgent; k++)
          players.push(make(`tpl${pad(i, 2)}${j}${pad(k, 2)}`, r.chance(0.3) ? 3 : 0, sa.id));
      }
      for (let k = 1; k <= SHAPE.playersPerDirectAgent; k++)
        players.push(make(`tpd${pad(i, 2)}${pad(k, 2)}`, 0, da.id));
    }
    for (let k = 1; k <= SHAPE.directPlayers; k++)
      players.push(make(`tdp${pad(k, 3)}`, r.chance(0.3) ? 3 : 0, agent.id));

    // 2. Plans: players bet, deposit, withdraw and get rebates; agents get salaries and dividends and pass money down.
    const lastPlay = new Map<number, number>();
    for (const p of players) {
      const from = Math.max(start, p.registeredAt);
      const span = Math.floor((end - from) / DAY);
      // A quarter of the players stopped playing a while ago (inactive), some never played.
      const activeUntil = r.chance(0.25) ? end - r.int(31, 80) * DAY : end;
      if (span <= 0 || r.chance(0.08)) continue;
      const dayCount = r.int(2, 9);
      const game = r.pick(playable);
      let weekBets = 0;
      for (let d = 0; d < dayCount; d++) {
        const dayStart = from + r.int(0, span - 1) * DAY;
        if (dayStart > activeUntil) continue;
        const g = r.chance(0.7) ? game : r.pick(playable);
        const at0 = dayStart + r.int(9, 23) * HOUR + r.int(0, 59) * MINUTE;
        for (let b = r.int(1, 3); b > 0; b--) {
          const betAmount = r.int(1, 40) * 1_000;
          const roll = r.next();
          const winAmount =
            roll < 0.5 ? 0 : roll < 0.93 ? Math.round(betAmount * (1 + r.int(0, 150) / 100)) : betAmount;
          const bet: BetRecord = {
            orderNo: `TB${p.id}${pad(++order, 6)}`,
            accountId: p.id,
            vendor: g.vendor,
            gameType: g.gameType,
            gameCode: g.gameCode,
            gameName: g.gameName,
            betAt: at0 + b * 2 * MINUTE,
            betAmount,
            validBetAmount: winAmount === betAmount ? 0 : betAmount,
            winAmount,
          };
          steps.push({ kind: 'bet', at: bet.betAt, bet });
          weekBets += bet.validBetAmount;
          lastPlay.set(p.id, Math.max(lastPlay.get(p.id) ?? 0, bet.betAt));
        }
      }
      for (let n = r.int(1, 4); n > 0; n--)
        steps.push({
          kind: 'deposit',
          at: from + r.int(0, span - 1) * DAY + r.int(8, 20) * HOUR,
          accountId: p.id,
          amount: r.int(5, 150) * 10_000,
          ref: nextRef('TD'),
        });
      for (let n = r.int(0, 2); n > 0; n--)
        steps.push({
          kind: 'withdraw',
          at: from + r.int(1, span) * DAY - r.int(1, 12) * HOUR,
          accountId: p.id,
          amount: r.int(5, 80) * 10_000,
          ref: nextRef('TW'),
        });
      if (weekBets > 0)
        steps.push({
          kind: 'credit',
          at: end - r.int(1, 6) * DAY,
          accountId: p.id,
          amount: Math.max(1, Math.round(weekBets * 0.005)),
          ref: nextRef('TR'),
          ledgerKind: 'rebate',
        });
      if (r.chance(0.1))
        steps.push({
          kind: 'credit',
          at: from + r.int(0, span - 1) * DAY + 12 * HOUR,
          accountId: p.id,
          amount: r.int(5, 50) * 1_000,
          ref: nextRef('TP'),
          ledgerKind: 'bonus',
        });
      // Some players send money to their agent, some get some from it.
      const parent = p.parentId!;
      // (not to demo_agent: its balance stays the documented opening)
      if (parent !== agent.id && r.chance(0.15))
        steps.push({
          kind: 'move',
          at: from + r.int(0, span - 1) * DAY + 15 * HOUR,
          from: p.id,
          to: parent,
          amount: r.int(1, 20) * 10_000,
          ref: nextRef('TU'),
          ledgerKind: 'upline',
        });
      if (parent !== agent.id && r.chance(0.15))
        steps.push({
          kind: 'move',
          at: from + r.int(0, span - 1) * DAY + 16 * HOUR,
          from: parent,
          to: p.id,
          amount: r.int(1, 20) * 10_000,
          ref: nextRef('TN'),
          ledgerKind: 'downline',
        });
    }
    for (const a of agents) {
      // Daily salary most days, a dividend each half month; some money passed to their agent's downlines.
      for (let d = 1; d <= TEAM_HISTORY_DAYS; d++) {
        const dayStart = start + d * DAY;
        if (dayStart < a.registeredAt || !r.chance(0.6)) continue;
        steps.push({
          kind: 'credit',
          at: dayStart + 2 * HOUR,
          accountId: a.id,
          amount: r.int(5, 80) * 1_000,
          ref: nextRef('TS'),
          ledgerKind: 'salary',
        });
        if (dividendDay(dayStart))
          steps.push({
            kind: 'credit',
            at: dayStart + 3 * HOUR,
            accountId: a.id,
            amount: r.int(20, 400) * 1_000,
            ref: nextRef('TV'),
            ledgerKind: 'dividend',
          });
      }
      if (a.parentId !== agent.id && r.chance(0.5))
        steps.push({
          kind: 'move',
          at: start + r.int(1, 89) * DAY + 17 * HOUR,
          from: a.parentId!,
          to: a.id,
          amount: r.int(5, 50) * 10_000,
          ref: nextRef('TN'),
          ledgerKind: 'downline',
        });
    }
    // demo_agent's own income (salary, commission, dividend), all of it passed on to its direct agents, so its
    // balance stays the documented opening.
    let income = 0;
    for (let d = 1; d <= TEAM_HISTORY_DAYS; d++) {
      const dayStart = start + d * DAY;
      const salary = r.int(50, 300) * 1_000;
      const commission = r.int(20, 200) * 1_000;
      steps.push({
        kind: 'credit',
        at: dayStart + 2 * HOUR,
        accountId: agent.id,
        amount: salary,
        ref: nextRef('TS'),
        ledgerKind: 'salary',
      });
      steps.push({
        kind: 'credit',
        at: dayStart + 2 * HOUR + MINUTE,
        accountId: agent.id,
        amount: commission,
        ref: nextRef('TC'),
        ledgerKind: 'commission',
      });
      income += salary + commission;
      if (dividendDay(dayStart)) {
        const dividend = r.int(500, 3_000) * 1_000;
        steps.push({
          kind: 'credit',
          at: dayStart + 3 * HOUR,
          accountId: agent.id,
          amount: dividend,
          ref: nextRef('TV'),
          ledgerKind: 'dividend',
        });
        income += dividend;
      }
      if (d % 7 === 0 || d === TEAM_HISTORY_DAYS) {
        const da = agents.filter((a) => a.parentId === agent.id)[d % SHAPE.directAgents]!;
        steps.push({
          kind: 'move',
          at: dayStart + 20 * HOUR,
          from: agent.id,
          to: da.id,
          amount: income,
          ref: nextRef('TN'),
          ledgerKind: 'downline',
        });
        income = 0;
      }
    }

    // 3. Openings that keep every wallet >= 0 throughout (demo_agent needs none: it only passes its income on).
    steps.sort((a, b) => a.at - b.at);
    const level = new Map<number, number>();
    const low = new Map<number, number>();
    const move = (id: number, delta: number): void => {
      const v = (level.get(id) ?? 0) + delta;
      level.set(id, v);
      if (v < (low.get(id) ?? 0)) low.set(id, v);
    };
    for (const s of steps) {
      if (s.kind === 'bet') {
        move(s.bet.accountId, -s.bet.betAmount);
        move(s.bet.accountId, s.bet.winAmount);
      } else if (s.kind === 'deposit' || s.kind === 'credit') move(s.accountId, s.amount);
      else if (s.kind === 'withdraw') move(s.accountId, -s.amount);
      else {
        move(s.from, -s.amount);
        move(s.to, s.amount);
      }
    }
    for (const a of [...agents, ...players]) {
      const opening = -(low.get(a.id) ?? 0) + r.int(0, 300) * 1_000;
      if (opening > 0) wallets.credit(a.id, 'MAIN', opening, 'opening', `opening:${a.id}`, start - DAY);
    }

    // 4. Book everything, oldest first.
    for (const s of steps) book(s);

    // 5. Statuses and last logins.
    for (const a of [...agents, ...players]) {
      const played = lastPlay.get(a.id);
      const idle = played === undefined || played < end - 30 * DAY;
      // The status comes from the account alone (not the stream, whose draws depend on the calendar). The draw
      // is still taken, so the rest of the stream (last logins) is as before.
      r.next();
      const roll = unitFrom(r.seed, a.id);
      const status: MemberStatus =
        QA_STATUSES[a.account] ??
        (roll < 0.04
          ? 0
          : roll < 0.07
            ? 2
            : roll < 0.08
              ? 6
              : roll < 0.085
                ? 5
                : idle && a.kind !== 'agent'
                  ? roll < 0.5
                    ? 10
                    : 11
                  : 1);
      const lastLoginAt =
        a.kind === 'agent'
          ? end - r.int(1, 72) * HOUR
          : played !== undefined
            ? played + r.int(1, 60) * MINUTE
            : undefined;
      facts.set(a.id, { status, ...(lastLoginAt !== undefined ? { lastLoginAt } : {}) });
    }

    function book(s: Step): void {
      if (s.kind === 'bet') money.settleBet(s.bet);
      else if (s.kind === 'deposit') wallets.credit(s.accountId, 'MAIN', s.amount, 'deposit', s.ref, s.at);
      else if (s.kind === 'credit') wallets.credit(s.accountId, 'MAIN', s.amount, s.ledgerKind, s.ref, s.at);
      else if (s.kind === 'withdraw')
        ledger.transfer({
          from: wallets.mainId(s.accountId),
          to: HOUSE,
          amount: s.amount,
          idempotencyKey: `team:${s.ref}`,
          kind: 'withdraw',
          ref: s.ref,
          at: s.at,
        });
      else
        ledger.transfer({
          from: wallets.mainId(s.from),
          to: wallets.mainId(s.to),
          amount: s.amount,
          idempotencyKey: `team:${s.ref}`,
          kind: s.ledgerKind,
          ref: s.ref,
          at: s.at,
        });
    }
  }

  function figures(agentId: number, start: number, end: number): TeamFigures {
    const f: TeamFigures = {
      teamSize: 0,
      newMembers: 0,
      activeMembers: 0,
      teamBalance: 0,
      deposit: 0,
      withdraw: 0,
      betAmount: 0,
      validBetAmount: 0,
      winAmount: 0,
      rebate: 0,
      promotion: 0,
      salary: 0,
      dividend: 0,
      profitAndLoss: 0,
    };
    const within = (at: number) => at >= start && at <= end;
    for (const { account } of members(agentId)) {
      if (account.registeredAt > end) continue;
      f.teamSize++;
      if (within(account.registeredAt)) f.newMembers++;
      f.teamBalance += balance(account.id);
      let active = false;
      for (const b of money.bets(account.id)) {
        if (!within(b.betAt)) continue;
        active = true;
        f.betAmount += b.betAmount;
        f.validBetAmount += b.validBetAmount;
        f.winAmount += b.winAmount;
      }
      if (active) f.activeMembers++;
      for (const row of mainRows(account.id)) {
        if (!within(row.at)) continue;
        if (row.kind === 'deposit') f.deposit += row.amount;
        else if (row.kind === 'withdraw' || row.kind === 'refund') f.withdraw -= row.amount;
        else if (row.kind === 'rebate') f.rebate += row.amount;
        else if (row.kind === 'bonus') f.promotion += row.amount;
        else if (row.kind === 'salary') f.salary += row.amount;
        else if (row.kind === 'dividend') f.dividend += row.amount;
      }
    }
    f.profitAndLoss = f.winAmount - f.betAmount;
    return f;
  }

  function daily(agentId: number, end: number, days: number): TeamDay[] {
    // Day numbers in the merchant zone (arithmetic: formatting a date per row is too slow for the whole team).
    const dayOf = (at: number) => Math.floor((at + ZONE_OFFSET_MS) / DAY);
    const last = dayOf(end);
    const first = last - days + 1;
    const out: TeamDay[] = [];
    for (let d = first; d <= last; d++)
      out.push({ date: zoneDay(d * DAY), betAmount: 0, winAmount: 0, profitAndLoss: 0, deposit: 0, withdraw: 0 });
    const at = (ms: number): TeamDay | undefined => out[dayOf(ms) - first];
    for (const { account } of members(agentId)) {
      for (const b of money.bets(account.id)) {
        const d = at(b.betAt);
        if (!d) continue;
        d.betAmount += b.betAmount;
        d.winAmount += b.winAmount;
        d.profitAndLoss += b.winAmount - b.betAmount;
      }
      for (const row of mainRows(account.id)) {
        if (row.kind !== 'deposit' && row.kind !== 'withdraw' && row.kind !== 'refund') continue;
        const d = at(row.at);
        if (!d) continue;
        if (row.kind === 'deposit') d.deposit += row.amount;
        else d.withdraw -= row.amount;
      }
    }
    return out;
  }

  return {
    ensure,
    members: (agentId) => {
      ensure();
      return members(agentId);
    },
    facts: (id) => {
      ensure();
      return facts.get(id) ?? { status: 1 };
    },
    // Only generated team members have a status other than normal, and they exist only once the team is built.
    status: (id) => facts.get(id)?.status ?? 1,
    rates(accountId) {
      const out: Partial<Record<ContractType, number>> = {};
      for (const c of deps.contracts.list(accountId, { status: 'ACTIVE' }))
        if (c.downlineId === accountId) out[c.type] = c.rate;
      return out;
    },
    balance,
    figures: (agentId, start, end) => {
      ensure();
      return figures(agentId, start, end);
    },
    daily: (agentId, end, days) => {
      ensure();
      return daily(agentId, end, days);
    },
    bets(agentId, q) {
      ensure();
      const out: TeamBet[] = [];
      for (const { account } of members(agentId)) {
        if (!matches(account, q.username)) continue;
        for (const bet of money.bets(account.id))
          if (bet.betAt >= q.start && bet.betAt <= q.end && (!q.gameType || bet.gameType === q.gameType))
            out.push({ bet, account });
      }
      return out.sort((a, b) => b.bet.betAt - a.bet.betAt || a.bet.orderNo.localeCompare(b.bet.orderNo));
    },
    profitByUser(agentId, q) {
      ensure();
      const out: UserProfitRow[] = [];
      const within = (at: number) => at >= q.start && at <= q.end;
      for (const { account, level } of members(agentId)) {
        if (!matches(account, q.username)) continue;
        const row: UserProfitRow = {
          account,
          level,
          deposit: 0,
          withdraw: 0,
          betAmount: 0,
          validBetAmount: 0,
          winAmount: 0,
          promotion: 0,
          rebate: 0,
          profitAndLoss: 0,
        };
        let any = false;
        for (const b of money.bets(account.id)) {
          if (!within(b.betAt)) continue;
          any = true;
          row.betAmount += b.betAmount;
          row.validBetAmount += b.validBetAmount;
          row.winAmount += b.winAmount;
        }
        for (const l of mainRows(account.id)) {
          if (!within(l.at)) continue;
          if (l.kind === 'deposit') row.deposit += l.amount;
          else if (l.kind === 'withdraw' || l.kind === 'refund') row.withdraw -= l.amount;
          else if (l.kind === 'bonus') row.promotion += l.amount;
          else if (l.kind === 'rebate') row.rebate += l.amount;
          else continue;
          any = true;
        }
        row.profitAndLoss = row.winAmount - row.betAmount;
        if (any) out.push(row);
      }
      return out.sort((a, b) => a.profitAndLoss - b.profitAndLoss || a.account.id - b.account.id);
    },
    transactions(agentId, q) {
      ensure();
      const out: TeamTransaction[] = [];
      for (const { account } of members(agentId)) {
        if (!matches(account, q.username)) continue;
        for (const row of mainRows(account.id)) {
          if (row.at < q.start || row.at > q.end) continue;
          const type: TransferType | undefined =
            row.kind === 'deposit'
              ? 'DEPOSIT'
              : row.kind === 'withdraw' || row.kind === 'refund'
                ? 'WITHDRAW'
                : row.kind === 'upline' && row.amount < 0
                  ? 'TO_UPLINE'
                  : row.kind === 'downline' && row.amount > 0
                    ? 'TO_DOWNLINE'
                    : undefined;
          if (!type || (q.type && q.type !== type)) continue;
          // Transfers here always run between a downline and its own upline.
          const upline = account.parentId === undefined ? undefined : accounts.byId(account.parentId);
          const counterpart =
            type === 'TO_UPLINE' || type === 'TO_DOWNLINE' ? (senders.get(row.ref) ?? upline?.account ?? '') : '';
          out.push({ orderNo: row.ref, account, type, amount: row.amount, at: row.at, counterpart });
        }
      }
      return out.sort((a, b) => b.at - a.at || a.orderNo.localeCompare(b.orderNo));
    },
    income(agentId, q) {
      ensure();
      return mainRows(agentId).filter(
        (r) =>
          r.at >= q.start &&
          r.at <= q.end &&
          (r.kind === 'salary' || r.kind === 'dividend' || r.kind === 'commission' || r.kind === 'rebate'),
      );
    },
    transfer({ agent, downline, amount, password, remark, idempotencyKey }) {
      ensure();
      const target = accounts.findByUsername(downline);
      if (!target || !members(agent.id).some((m) => m.account.id === target.id))
        throw new WorldError('operation_not_allowed', { downline });
      deps.paymentPasswords.check(agent, password);
      const payloadHash = createHash('sha256').update(`${agent.id}|${target.id}|${amount}|${remark}`).digest('hex');
      const ref = `DN${agent.id}-${String(nextTransfer).padStart(6, '0')}`;
      const t = ledger.transfer({
        from: wallets.mainId(agent.id),
        to: wallets.mainId(target.id),
        amount,
        idempotencyKey: `downline:${agent.id}:${idempotencyKey}`,
        payloadHash,
        kind: 'downline',
        ref,
      });
      if (!t.replayed) {
        nextTransfer++;
        remarks.set(ref, remark);
        senders.set(ref, agent.account);
      }
      return {
        transferId: t.transferId,
        amount: t.amount,
        at: t.at,
        downline: target,
        balance: ledger.balance(wallets.mainId(agent.id)),
        downlineBalance: ledger.balance(wallets.mainId(target.id)),
        replayed: t.replayed,
      };
    },
    remark: (ref) => remarks.get(ref),
  };
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** A few games of each type (the team's bets spread over them). */
function pickGames(games: GameCatalogue): { vendor: string; gameType: GameType; gameCode: string; gameName: string }[] {
  const seen = new Map<string, { vendor: string; gameType: GameType; gameCode: string; gameName: string }>();
  for (const g of games.all()) {
    const key = `${g.vassalage}|${g.gameType}`;
    if (!seen.has(key) && (g.isGame === 'GAME' || g.gameType === 'SPORTS'))
      seen.set(key, { vendor: g.vassalage, gameType: g.gameType, gameCode: g.gameCode, gameName: g.gameName });
  }
  return [...seen.values()].sort((a, b) => (a.vendor + a.gameType).localeCompare(b.vendor + b.gameType));
}
