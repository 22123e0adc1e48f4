/**
 * A merchant's safer-gambling policy (merchant.json `responsibleGambling`) made whole: the preset's values with the
 * merchant's overrides on top. The gateway enforces the result, the site shows it and config:check judges it, so all
 * three read it through this one function.
 */
import type { ResponsibleGambling, SaferLimitPeriod } from '../../generated/config-types.ts';

export type SaferPreset = ResponsibleGambling['preset'];
export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = SaferLimitPeriod;

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** The reality check's interval and a session's length are counted in minutes. */
export const MINUTE_MS = 60_000;
const HOUR = 60 * MINUTE_MS;
const DAY = 24 * HOUR;
/** A period's length; a month is 30 days so a reset time never depends on the calendar. */
export const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = { DAY, WEEK: 7 * DAY, MONTH: 30 * DAY };
export const MONTH_MS = 30 * DAY;

export interface SaferPolicy {
  preset: SaferPreset;
  /** Periods offered per kind of limit; a kind not offered has none. */
  limits: Record<LimitKind, readonly LimitPeriod[]>;
  increaseCoolingOffHours: number;
  prompt: { atRegistration: boolean; atFirstDeposit: boolean; limitByDefault: boolean };
  realityCheck: { intervalsMinutes: readonly number[]; defaultMinutes: number };
  timeOut: { durationsDays: readonly number[] };
  selfExclusion: { durationsMonths: readonly number[]; liftable: boolean; liftCoolingOffDays: number };
  reviewMonths: number;
  /** The merchant's page of safer-gambling information (no preset names one: the regulated ones require it). */
  infoRoute: string | null;
}

const ALL: readonly LimitPeriod[] = LIMIT_PERIODS;
const NONE: readonly LimitPeriod[] = [];

/** The presets, from the regulators' own texts (issue 45): the least each asks, as a starting point. */
export const PRESETS: Readonly<Record<SaferPreset, SaferPolicy>> = {
  // RTS 12: deposit limits with a 24 h cooling-off on increases; RTS 13 reality checks; review every 6 months;
  // self-exclusion of at least 6 months that cannot be lifted early.
  ukgc: {
    preset: 'ukgc',
    limits: { deposit: ALL, loss: ALL, wager: NONE },
    increaseCoolingOffHours: 24,
    prompt: { atRegistration: false, atFirstDeposit: true, limitByDefault: false },
    realityCheck: { intervalsMinutes: [15, 30, 60, 120], defaultMinutes: 60 },
    timeOut: { durationsDays: [1, 7, 30, 42] },
    selfExclusion: { durationsMonths: [6, 12, 60], liftable: false, liftCoolingOffDays: 0 },
    reviewMonths: 6,
    infoRoute: null,
  },
  // Player Protection Directive: limits and reality checks mandatory, time-outs 1 to 30 days, 7 days and a reason
  // before an exclusion is lifted.
  mga: {
    preset: 'mga',
    limits: { deposit: ALL, loss: ALL, wager: ALL },
    increaseCoolingOffHours: 24,
    prompt: { atRegistration: true, atFirstDeposit: true, limitByDefault: false },
    realityCheck: { intervalsMinutes: [30, 60, 120], defaultMinutes: 60 },
    timeOut: { durationsDays: [1, 7, 30] },
    selfExclusion: { durationsMonths: [6, 12], liftable: true, liftCoolingOffDays: 7 },
    reviewMonths: 0,
    infoRoute: null,
  },
  // AGCO Ontario: deposit and loss limits offered at registration; breaks of 1 day to 3 months; exclusion 6 months,
  // 1 or 5 years.
  agco: {
    preset: 'agco',
    limits: { deposit: ALL, loss: ALL, wager: NONE },
    increaseCoolingOffHours: 24,
    prompt: { atRegistration: true, atFirstDeposit: false, limitByDefault: false },
    realityCheck: { intervalsMinutes: [30, 60], defaultMinutes: 60 },
    timeOut: { durationsDays: [1, 7, 30, 60, 90] },
    selfExclusion: { durationsMonths: [6, 12, 60], liftable: false, liftCoolingOffDays: 0 },
    reviewMonths: 0,
    infoRoute: null,
  },
  basic: {
    preset: 'basic',
    limits: { deposit: ALL, loss: NONE, wager: NONE },
    increaseCoolingOffHours: 24,
    prompt: { atRegistration: false, atFirstDeposit: false, limitByDefault: false },
    realityCheck: { intervalsMinutes: [30, 60], defaultMinutes: 0 },
    timeOut: { durationsDays: [1, 7, 30] },
    selfExclusion: { durationsMonths: [6, 12], liftable: true, liftCoolingOffDays: 7 },
    reviewMonths: 0,
    infoRoute: null,
  },
  off: {
    preset: 'off',
    limits: { deposit: NONE, loss: NONE, wager: NONE },
    increaseCoolingOffHours: 0,
    prompt: { atRegistration: false, atFirstDeposit: false, limitByDefault: false },
    realityCheck: { intervalsMinutes: [], defaultMinutes: 0 },
    timeOut: { durationsDays: [] },
    selfExclusion: { durationsMonths: [], liftable: false, liftCoolingOffDays: 0 },
    reviewMonths: 0,
    infoRoute: null,
  },
};

/** The policy a merchant's config asks for: its preset (basic when none) with its overrides on top. */
export function resolvePolicy(config: ResponsibleGambling | undefined): SaferPolicy {
  const base = PRESETS[config?.preset ?? 'basic'] ?? PRESETS.basic;
  if (!config) return base;
  const limits = { ...base.limits };
  for (const kind of LIMIT_KINDS) {
    const o = config.limits?.[kind];
    if (!o) continue;
    // "offered: false" wins over periods; "offered: true" without periods offers every period.
    limits[kind] = o.offered === false ? NONE : (o.periods ?? (o.offered ? ALL : limits[kind]));
  }
  return {
    preset: base.preset,
    limits,
    increaseCoolingOffHours: config.increaseCoolingOffHours ?? base.increaseCoolingOffHours,
    prompt: { ...base.prompt, ...config.prompt },
    realityCheck: { ...base.realityCheck, ...config.realityCheck },
    timeOut: { ...base.timeOut, ...config.timeOut },
    selfExclusion: { ...base.selfExclusion, ...config.selfExclusion },
    reviewMonths: config.reviewMonths ?? base.reviewMonths,
    infoRoute: config.infoRoute ?? null,
  };
}

/** Whether the policy offers any tool at all (the "off" preset offers none; the member centre then hides the page). */
export const policyOffersAnything = (p: SaferPolicy): boolean =>
  LIMIT_KINDS.some((k) => p.limits[k].length > 0) ||
  p.realityCheck.intervalsMinutes.length > 0 ||
  p.timeOut.durationsDays.length > 0 ||
  p.selfExclusion.durationsMonths.length > 0;

/** One thing a regulator would not accept, with the merchant.json pointer (below responsibleGambling) it is about. */
export interface PolicyProblem {
  pointer: string;
  message: string;
}

const REGULATOR: Partial<Record<SaferPreset, string>> = { ukgc: 'UKGC', mga: 'MGA', agco: 'AGCO' };

/**
 * What the preset's regulator would not accept in the resolved policy, and what is inconsistent under any preset
 * (a default interval that is not offered). Overrides may relax a preset; this says when that breaks its rules.
 */
export function policyProblems(p: SaferPolicy): PolicyProblem[] {
  const out: PolicyProblem[] = [];
  const say = (pointer: string, message: string) => out.push({ pointer, message });
  const rc = p.realityCheck;
  if (rc.defaultMinutes !== 0 && !rc.intervalsMinutes.includes(rc.defaultMinutes))
    say(
      '/realityCheck/defaultMinutes',
      `${rc.defaultMinutes} is not one of the intervals offered (${rc.intervalsMinutes.join(', ') || 'none'}): add it to intervalsMinutes or choose one of them`,
    );
  const offersLimits = LIMIT_KINDS.some((k) => p.limits[k].length > 0);
  if (offersLimits && p.prompt.atFirstDeposit === false && p.prompt.atRegistration === false && p.prompt.limitByDefault)
    say('/prompt/limitByDefault', 'is true but neither atRegistration nor atFirstDeposit asks: no prompt would use it');
  const who = REGULATOR[p.preset];
  if (!who) return out;
  if (offersLimits && p.increaseCoolingOffHours < 24)
    say(
      '/increaseCoolingOffHours',
      `${p.increaseCoolingOffHours} hours: under the ${p.preset} preset a raised limit waits at least 24 hours (${who}); set 24 or more, or choose the basic preset`,
    );
  if (p.limits.deposit.length === 0)
    say(
      '/limits/deposit',
      `${who} requires deposit limits (preset ${p.preset}): offer them or choose the basic preset`,
    );
  if (!p.infoRoute)
    say(
      '/infoRoute',
      `${who} expects safer-gambling information players can find from every page (preset ${p.preset}): name its page`,
    );
  if (rc.intervalsMinutes.length === 0)
    say(
      '/realityCheck/intervalsMinutes',
      `${who} requires a reality check (preset ${p.preset}): offer at least one interval`,
    );
  const months = p.selfExclusion.durationsMonths;
  if (months.length === 0)
    say(
      '/selfExclusion/durationsMonths',
      `${who} requires self-exclusion (preset ${p.preset}): offer at least one length`,
    );
  else if (Math.min(...months) < 6)
    say(
      '/selfExclusion/durationsMonths',
      `${Math.min(...months)} month(s): ${who} self-exclusion lasts at least 6 months (preset ${p.preset})`,
    );
  if (p.preset === 'ukgc') {
    if (p.selfExclusion.liftable)
      say(
        '/selfExclusion/liftable',
        'UKGC self-exclusion cannot be lifted before it ends (preset ukgc): set it to false',
      );
    if (p.reviewMonths === 0 || p.reviewMonths > 6)
      say('/reviewMonths', `${p.reviewMonths}: UKGC asks players to review their limits at least every 6 months`);
  }
  if (p.preset === 'mga') {
    const days = p.timeOut.durationsDays;
    if (days.some((d) => d > 30))
      say(
        '/timeOut/durationsDays',
        `MGA time-outs last from 1 to 30 days (preset mga): remove ${days.filter((d) => d > 30).join(', ')}`,
      );
    if (p.selfExclusion.liftable && p.selfExclusion.liftCoolingOffDays < 7)
      say(
        '/selfExclusion/liftCoolingOffDays',
        `${p.selfExclusion.liftCoolingOffDays} days: MGA waits at least 7 days before an exclusion is lifted (preset mga)`,
      );
  }
  return out;
}
