/**
 * QA control of safer gambling under /__mock (docs/gateway.md, "Safer gambling"): read an account's limits, block and
 * history, and put it in any state at once (a limit with or without a raise waiting, a time-out or self-exclusion
 * ending at a given time, or none of it), so a walk starts where it needs to; the virtual clock then does the rest.
 */
import express, { type Router } from 'express';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../src/lib/safer/policy.ts';
import {
  accountNamed,
  bad,
  jsonBody,
  ok,
  onlyQuery,
  queryAccount,
  sessionOf,
  type ControlContext,
} from './control-kit.js';

const DAY = 86_400_000;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

export function saferRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);

  r.get('/safer', (req, res) => {
    onlyQuery(req, ['account']);
    const { world } = session(req);
    const a = queryAccount(req, world, '/__mock/safer');
    ok(res, {
      account: a.account,
      limits: world.safer.limits(a.id),
      block: world.safer.block(a.id) ?? null,
      history: world.safer.history(a.id),
    });
  });

  r.put('/safer/state', (req, res) => {
    const b = jsonBody(req);
    const { world } = session(req);
    const a = accountNamed(world, b.account);
    if (b.clear === true) world.safer.qaClear(a.id);
    if (b.limit !== undefined) {
      const l = (b.limit ?? {}) as Record<string, unknown>;
      if (!LIMIT_KINDS.includes(l.kind as LimitKind)) bad(`limit.kind must be one of ${LIMIT_KINDS.join(', ')}`);
      if (!LIMIT_PERIODS.includes(l.period as LimitPeriod))
        bad(`limit.period must be one of ${LIMIT_PERIODS.join(', ')}`);
      if (!isInt(l.amount) || l.amount < 0) bad('limit.amount must be an integer of minor units >= 0');
      const p = l.pending as Record<string, unknown> | undefined;
      if (p !== undefined && (!(p.amount === null || isInt(p.amount)) || !isInt(p.effectiveAt)))
        bad('limit.pending needs amount (minor units or null) and effectiveAt (epoch ms)');
      const now = world.clock.now();
      world.safer.qaLimit(a.id, {
        kind: l.kind as LimitKind,
        period: l.period as LimitPeriod,
        amount: l.amount,
        ...(isInt(l.since) ? { since: l.since } : {}),
        ...(p
          ? { pending: { amount: p.amount as number | null, requestedAt: now, effectiveAt: p.effectiveAt as number } }
          : {}),
      });
    }
    if (b.block !== undefined) {
      const k = (b.block ?? {}) as Record<string, unknown>;
      if (k.kind !== 'timeOut' && k.kind !== 'selfExclusion') bad('block.kind must be timeOut or selfExclusion');
      const until = isInt(k.until)
        ? k.until
        : isInt(k.days) && k.days > 0
          ? world.clock.now() + k.days * DAY
          : undefined;
      if (until === undefined) bad('block needs until (epoch ms) or days (> 0)');
      world.safer.qaBlock(a.id, k.kind, until);
    }
    ok(res, { account: a.account, limits: world.safer.limits(a.id), block: world.safer.block(a.id) ?? null });
  });
  return r;
}
