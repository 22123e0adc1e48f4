/**
 * Safer gambling (issue 45), per account, on the virtual clock: deposit, loss and wager limits (a decrease applies at
 * once; an increase or removal waits out the policy's cooling-off and then needs the player's confirmation), the
 * time-out and self-exclusion that end every session and refuse logins until their end (or until a lift asked for
 * with a reason has waited out its own cooling-off), and the reality-check interval.
 *
 * Enforcement reads only the account's state, never the merchant's policy: a limit set under one merchant's policy
 * holds whichever site the player comes back through. The policy (src/lib/safer/policy.ts) is passed in by the
 * calls that change state, to say what may be offered and how long a change waits. Money is integer minor units.
 */
import { WorldError } from './errors.js';
import type { MoneyHistory } from './money.js';
import type { Clock, Sessions } from './types.js';
import { MONTH_MS, PERIOD_MS, type LimitKind, type LimitPeriod, type SaferPolicy } from '../../src/lib/safer/policy.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SaferLimitState {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force, minor units. */
  amount: number;
  /** When it was first set: its periods are counted from here. */
  since: number;
  /** A raise (or removal, amount null) waiting for its cooling-off, then for the player's confirmation. */
  pending?: { amount: number | null; requestedAt: number; effectiveAt: number };
}

export interface SaferLimitView extends SaferLimitState {
  /** Counted against the limit in the current period, minor units. */
  used: number;
  remaining: number;
  periodStart: number;
  resetsAt: number;
}

export type SaferBlockKind = 'timeOut' | 'selfExclusion';

export interface SaferBlock {
  kind: SaferBlockKind;
  since: number;
  until: number;
  /** A lift asked for (self-exclusion, where the policy allows it): logins are allowed again from liftsAt. */
  lift?: { reason: string; requestedAt: number; liftsAt: number };
}

/** A change the player (or QA) made, for the safer-gambling history. */
export interface SaferEvent {
  at: number;
  type:
    | 'limit.set'
    | 'limit.pending'
    | 'limit.confirmed'
    | 'limit.reviewed'
    | 'timeOut'
    | 'selfExclusion'
    | 'lift.requested'
    | 'realityCheck';
  detail: string;
}

const CONSUMED_DEPOSIT_STATES: ReadonlySet<number> = new Set([2, 4, 5]);

export interface Safer {
  limits(accountId: number): SaferLimitView[];
  /** A new limit or a decrease applies now; a raise or removal is pending for the policy's cooling-off. */
  setLimit(
    accountId: number,
    policy: SaferPolicy,
    kind: LimitKind,
    period: LimitPeriod,
    amount: number | null,
  ): SaferLimitView[];
  /** Applies a pending raise once its effective time has passed. */
  confirmLimit(accountId: number, kind: LimitKind, period: LimitPeriod): SaferLimitView[];
  /** Throws safer_deposit_limit when `amount` is more than the lowest remaining deposit allowance. */
  checkDeposit(accountId: number, amount: number): void;
  /** Throws safer_play_limit once a loss or wager limit of the current period is reached. */
  checkLaunch(accountId: number): void;
  /** Throws account_timed_out / account_self_excluded while a block lasts (checked after the password). */
  refuseLogin(accountId: number): void;
  block(accountId: number): SaferBlock | undefined;
  timeOut(accountId: number, policy: SaferPolicy, days: number): SaferBlock;
  selfExclude(accountId: number, policy: SaferPolicy, months: number): SaferBlock;
  requestLift(accountId: number, policy: SaferPolicy, reason: string): SaferBlock;
  /** The member reviewed their limits and keeps them: a review counts as a change for the next review's due date. */
  review(accountId: number): number;
  /** When the limits last changed or were reviewed (undefined: never). */
  lastReview(accountId: number): number | undefined;
  realityCheckMinutes(accountId: number, policy: SaferPolicy): number;
  setRealityCheck(accountId: number, policy: SaferPolicy, minutes: number): number;
  /** Approved deposits less paid withdrawals, and wins less stakes, in [from, to]. */
  summary(
    accountId: number,
    from: number,
    to: number,
  ): { netDeposits: number; winLoss: number; deposits: number; withdrawals: number };
  history(accountId: number): readonly SaferEvent[];
  /** QA: put an account in a state directly (no policy, no cooling-off). */
  qaBlock(accountId: number, kind: SaferBlockKind, until: number): SaferBlock;
  qaLimit(accountId: number, limit: Omit<SaferLimitState, 'since'> & { since?: number }): SaferLimitView[];
  qaClear(accountId: number): void;
}

interface AccountSafer {
  limits: Map<string, SaferLimitState>;
  block?: SaferBlock;
  realityCheck?: number;
  events: SaferEvent[];
}

const money = (minor: number) => (minor / 100).toFixed(2);

export function createSafer(deps: { clock: Clock; money: MoneyHistory; sessions: Sessions }): Safer {
  const { clock } = deps;
  const byAccount = new Map<number, AccountSafer>();
  const state = (id: number): AccountSafer => {
    let s = byAccount.get(id);
    if (!s) byAccount.set(id, (s = { limits: new Map(), events: [] }));
    return s;
  };
  const log = (id: number, type: SaferEvent['type'], detail: string) =>
    state(id).events.push({ at: clock.now(), type, detail });

  const usedIn = (id: number, kind: LimitKind, from: number, to: number): number => {
    if (kind === 'deposit')
      return deps.money
        .deposits(id)
        .filter((d) => CONSUMED_DEPOSIT_STATES.has(d.state) && d.depositDate >= from && d.depositDate < to)
        .reduce((n, d) => n + d.requestedAmount, 0);
    const bets = deps.money.bets(id).filter((b) => b.betAt >= from && b.betAt < to);
    if (kind === 'wager') return bets.reduce((n, b) => n + b.betAmount, 0);
    return Math.max(
      0,
      bets.reduce((n, b) => n + b.betAmount - b.winAmount, 0),
    );
  };

  const view = (id: number, l: SaferLimitState): SaferLimitView => {
    const now = clock.now();
    const len = PERIOD_MS[l.period];
    const periodStart = l.since + Math.floor((now - l.since) / len) * len;
    const used = usedIn(id, l.kind, periodStart, now + 1);
    return { ...l, used, remaining: Math.max(0, l.amount - used), periodStart, resetsAt: periodStart + len };
  };
  const views = (id: number) =>
    [...state(id).limits.values()].map((l) => view(id, l)).sort((a, b) => key(a).localeCompare(key(b)));
  const key = (l: { kind: LimitKind; period: LimitPeriod }) => `${l.kind}:${l.period}`;

  const offered = (policy: SaferPolicy, kind: LimitKind, period: LimitPeriod) => {
    if (!policy.limits[kind].includes(period)) throw new WorldError('safer_not_offered', { kind, period });
  };
  const activeBlock = (id: number): SaferBlock | undefined => {
    const b = state(id).block;
    if (!b) return undefined;
    const end = Math.min(b.until, b.lift?.liftsAt ?? Infinity);
    if (clock.now() < end) return b;
    state(id).block = undefined; // over: the account signs in again
    return undefined;
  };
  const startBlock = (id: number, kind: SaferBlockKind, until: number): SaferBlock => {
    const b: SaferBlock = { kind, since: clock.now(), until };
    const current = activeBlock(id);
    // A new block never shortens one in force (a time-out during a longer exclusion changes nothing).
    if (current && current.until >= until) return current;
    state(id).block = b;
    deps.sessions.endAccount(id);
    return b;
  };

  return {
    limits: views,
    setLimit(id, policy, kind, period, amount) {
      offered(policy, kind, period);
      const s = state(id);
      const current = s.limits.get(key({ kind, period }));
      const now = clock.now();
      if (!current) {
        if (amount === null) return views(id);
        s.limits.set(key({ kind, period }), { kind, period, amount, since: now });
        log(id, 'limit.set', `${kind} ${period} ${money(amount)}`);
      } else if (amount !== null && amount <= current.amount) {
        // Tighter: at once, and any raise waiting is dropped (the player chose less).
        s.limits.set(key(current), { kind, period, amount, since: current.since });
        log(id, 'limit.set', `${kind} ${period} ${money(amount)}`);
      } else {
        const effectiveAt = now + policy.increaseCoolingOffHours * HOUR;
        current.pending = { amount, requestedAt: now, effectiveAt };
        log(id, 'limit.pending', `${kind} ${period} ${amount === null ? 'none' : money(amount)}`);
      }
      return views(id);
    },
    confirmLimit(id, kind, period) {
      const s = state(id);
      const l = s.limits.get(key({ kind, period }));
      if (!l?.pending) throw new WorldError('safer_nothing_pending', { kind, period });
      if (clock.now() < l.pending.effectiveAt)
        throw new WorldError('safer_cooling_off', { effectiveAt: l.pending.effectiveAt });
      const next = l.pending.amount;
      if (next === null) s.limits.delete(key(l));
      else s.limits.set(key(l), { kind, period, amount: next, since: l.since });
      log(id, 'limit.confirmed', `${kind} ${period} ${next === null ? 'none' : money(next)}`);
      return views(id);
    },
    checkDeposit(id, amount) {
      const tightest = views(id)
        .filter((l) => l.kind === 'deposit')
        .sort((a, b) => a.remaining - b.remaining)[0];
      if (tightest && amount > tightest.remaining)
        throw new WorldError('safer_deposit_limit', {
          remaining: tightest.remaining,
          resetsAt: tightest.resetsAt,
          period: tightest.period,
        });
    },
    checkLaunch(id) {
      const reached = views(id).find((l) => l.kind !== 'deposit' && l.remaining <= 0);
      if (reached)
        throw new WorldError('safer_play_limit', {
          kind: reached.kind,
          period: reached.period,
          resetsAt: reached.resetsAt,
        });
    },
    refuseLogin(id) {
      const b = activeBlock(id);
      if (!b) return;
      const until = Math.min(b.until, b.lift?.liftsAt ?? Infinity);
      throw new WorldError(b.kind === 'timeOut' ? 'account_timed_out' : 'account_self_excluded', { until });
    },
    block: activeBlock,
    timeOut(id, policy, days) {
      if (!policy.timeOut.durationsDays.includes(days)) throw new WorldError('safer_not_offered', { days });
      log(id, 'timeOut', `${days} days`);
      return startBlock(id, 'timeOut', clock.now() + days * DAY);
    },
    selfExclude(id, policy, months) {
      if (!policy.selfExclusion.durationsMonths.includes(months)) throw new WorldError('safer_not_offered', { months });
      log(id, 'selfExclusion', `${months} months`);
      return startBlock(id, 'selfExclusion', clock.now() + months * MONTH_MS);
    },
    requestLift(id, policy, reason) {
      const b = activeBlock(id);
      if (!b || b.kind !== 'selfExclusion') throw new WorldError('safer_not_excluded');
      if (!policy.selfExclusion.liftable) throw new WorldError('safer_lift_not_allowed');
      // Asked twice, the first request's wait stands: asking again never brings the end closer.
      if (!b.lift) {
        const now = clock.now();
        b.lift = { reason, requestedAt: now, liftsAt: now + policy.selfExclusion.liftCoolingOffDays * DAY };
        log(id, 'lift.requested', reason);
      }
      return b;
    },
    review(id) {
      log(id, 'limit.reviewed', 'kept');
      return clock.now();
    },
    lastReview: (id) =>
      state(id)
        .events.filter((e) => e.type.startsWith('limit.'))
        .at(-1)?.at,
    realityCheckMinutes: (id, policy) => state(id).realityCheck ?? policy.realityCheck.defaultMinutes,
    setRealityCheck(id, policy, minutes) {
      if (minutes !== 0 && !policy.realityCheck.intervalsMinutes.includes(minutes))
        throw new WorldError('safer_not_offered', { minutes });
      state(id).realityCheck = minutes;
      log(id, 'realityCheck', `${minutes} minutes`);
      return minutes;
    },
    summary(id, from, to) {
      const inRange = (t: number) => t >= from && t <= to;
      const deposits = deps.money
        .deposits(id)
        .filter((d) => d.state === 2 && inRange(d.actualDepositDate ?? d.depositDate))
        .reduce((n, d) => n + d.amount, 0);
      const withdrawals = deps.money
        .withdrawals(id)
        .filter((w) => w.status === 4 && inRange(w.withdrawDate))
        .reduce((n, w) => n + w.amount, 0);
      const winLoss = deps.money
        .bets(id)
        .filter((b) => inRange(b.betAt))
        .reduce((n, b) => n + b.winAmount - b.betAmount, 0);
      return { netDeposits: deposits - withdrawals, winLoss, deposits, withdrawals };
    },
    history: (id) => state(id).events,
    qaBlock: (id, kind, until) => {
      state(id).block = undefined;
      return startBlock(id, kind, until);
    },
    qaLimit(id, l) {
      const since = l.since ?? clock.now();
      state(id).limits.set(key(l), { ...l, since });
      return views(id);
    },
    qaClear: (id) => void byAccount.delete(id),
  };
}
