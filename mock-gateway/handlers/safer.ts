/**
 * safer.*: the safer-gambling calls chosen here (issue 45; docs/gateway.md, "Safer gambling"). Thin: the merchant's
 * policy from its config (src/lib/safer/policy.ts), the account's state and the enforcement from world/safer.ts.
 */
import type * as Api from '../../src/generated/api-types.js';
import type { ResponsibleGambling } from '../../src/generated/config-types.js';
import { resolvePolicy, type LimitKind, type LimitPeriod, type SaferPolicy } from '../../src/lib/safer/policy.ts';
import type { SaferBlock, SaferLimitView } from '../world/safer.js';
import { fail } from '../lib/gateway-error.js';
import type { HandlerContext, HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const DAY = 86_400_000;
const MAX_SUMMARY_MS = 92 * DAY;

const reviewMs = (p: SaferPolicy) => p.reviewMonths * 30 * DAY;

/** The resolved policy of the merchant the request came through. */
export const policyOf = (ctx: HandlerContext): SaferPolicy =>
  resolvePolicy(ctx.merchant.raw['responsibleGambling'] as ResponsibleGambling | undefined);

const limitOut = (l: SaferLimitView): Api.SaferLimit => ({
  kind: l.kind,
  period: l.period,
  amount: l.amount,
  used: l.used,
  remaining: l.remaining,
  periodStart: l.periodStart,
  resetsAt: l.resetsAt,
  ...(l.pending ? { pending: { ...l.pending } } : {}),
});
const limitsOut = (ls: SaferLimitView[]): Api.SaferLimitsValue => ({ limits: ls.map(limitOut) });

const blockOut = (b: SaferBlock): Api.SaferBlockValue => ({
  kind: b.kind,
  since: b.since,
  until: b.until,
  liftsAt: b.lift?.liftsAt ?? null,
});

const policyOut = (p: SaferPolicy): Api.SaferStatusValue['policy'] => ({
  preset: p.preset,
  limits: { deposit: [...p.limits.deposit], loss: [...p.limits.loss], wager: [...p.limits.wager] },
  increaseCoolingOffHours: p.increaseCoolingOffHours,
  prompt: { ...p.prompt },
  realityCheckIntervals: [...p.realityCheck.intervalsMinutes],
  timeOutDays: [...p.timeOut.durationsDays],
  selfExclusionMonths: [...p.selfExclusion.durationsMonths],
  exclusionLiftable: p.selfExclusion.liftable,
  liftCoolingOffDays: p.selfExclusion.liftCoolingOffDays,
  reviewMonths: p.reviewMonths,
  infoRoute: p.infoRoute,
});

export const saferHandlers = {
  'safer.status': (ctx) => {
    const a = moneyAccount(ctx);
    const { world } = ctx;
    const policy = policyOf(ctx);
    const limits = world.safer.limits(a.id);
    const now = world.clock.now();
    const lastChange = world.safer.lastReview(a.id);
    return {
      policy: policyOut(policy),
      limits: limits.map(limitOut),
      realityCheck: {
        intervalMinutes: world.safer.realityCheckMinutes(a.id, policy),
        sessionStartedAt: ctx.auth!.session.issuedAt,
        now,
      },
      // Only before the very first deposit, and only while no deposit limit is set (the prompt would be moot).
      firstDepositPrompt:
        policy.prompt.atFirstDeposit &&
        policy.limits.deposit.length > 0 &&
        !limits.some((l) => l.kind === 'deposit') &&
        world.money.deposits(a.id).length === 0,
      reviewDue: policy.reviewMonths > 0 && lastChange !== undefined && now - lastChange >= reviewMs(policy),
    };
  },

  'safer.setLimit': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as { kind: LimitKind; period: LimitPeriod; amount: number | null };
    return limitsOut(ctx.world.safer.setLimit(a.id, policyOf(ctx), b.kind, b.period, b.amount));
  },

  'safer.confirmLimit': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as { kind: LimitKind; period: LimitPeriod };
    return limitsOut(ctx.world.safer.confirmLimit(a.id, b.kind, b.period));
  },

  'safer.timeOut': (ctx) =>
    blockOut(ctx.world.safer.timeOut(moneyAccount(ctx).id, policyOf(ctx), ctx.body.days as number)),

  'safer.selfExclude': (ctx) =>
    blockOut(ctx.world.safer.selfExclude(moneyAccount(ctx).id, policyOf(ctx), ctx.body.months as number)),

  'safer.lift': (ctx) => {
    const b = ctx.body as { username: string; password: string; reason: string };
    const a = ctx.world.accounts.findByUsername(b.username.trim());
    // The same answer for an unknown name and a wrong password: the call reveals no account.
    if (!a || a.password !== b.password) fail('login.password.invalid');
    return blockOut(ctx.world.safer.requestLift(a.id, policyOf(ctx), b.reason.trim()));
  },

  'safer.realityCheck': (ctx) => {
    const a = moneyAccount(ctx);
    const minutes = ctx.world.safer.setRealityCheck(a.id, policyOf(ctx), ctx.body.intervalMinutes as number);
    return { intervalMinutes: minutes, sessionStartedAt: ctx.auth!.session.issuedAt };
  },

  'safer.review': (ctx) => {
    const policy = policyOf(ctx);
    const reviewedAt = ctx.world.safer.review(moneyAccount(ctx).id);
    return { reviewedAt, nextReviewAt: policy.reviewMonths > 0 ? reviewedAt + reviewMs(policy) : null };
  },

  'safer.summary': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as { startDate: number; endDate: number };
    if (q.endDate < q.startDate || q.endDate - q.startDate > MAX_SUMMARY_MS)
      fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
    return { startDate: q.startDate, endDate: q.endDate, ...ctx.world.safer.summary(a.id, q.startDate, q.endDate) };
  },
} satisfies HandlerMap;
