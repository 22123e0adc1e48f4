/**
 * QA control of promotions under /__mock (docs/gateway.md, "Promotions"): the back office's view of a member's
 * applications, approving or rejecting one (at once, or after a delay on the mock session's virtual clock), and
 * opening or closing the raffle's draw.
 */
import express from 'express';
import type { Request, Router } from 'express';
import { bad, jsonBody, ok, sessionOf, type ControlContext, accountNamed } from './control-kit.js';

export function promotionsRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  const accountOf = (req: Request, username: unknown) => accountNamed(session(req).world, username);
  const promotionIdOf = (v: unknown): number => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) bad('promotionId must be a promotion id (integer)');
    return v;
  };

  r.get('/promotions/applications', (req, res) => {
    const a = accountOf(req, req.query.account);
    ok(res, { account: a.account, applications: session(req).world.promotions.applications(a.id) });
  });

  r.post('/promotions/applications/decide', (req, res) => {
    const b = jsonBody(req);
    const a = accountOf(req, b.account);
    if (b.decision !== 'approve' && b.decision !== 'reject') bad('decision must be "approve" or "reject"');
    if (b.inMs !== undefined && (typeof b.inMs !== 'number' || !Number.isInteger(b.inMs) || b.inMs < 0))
      bad('inMs must be a whole number of milliseconds >= 0');
    if (b.reason !== undefined && (typeof b.reason !== 'string' || b.reason.length > 200))
      bad('reason must be a text of at most 200 characters');
    const promotionId = promotionIdOf(b.promotionId);
    ok(
      res,
      session(req).world.promotions.decide(a.id, promotionId, b.decision, {
        ...(typeof b.inMs === 'number' ? { inMs: b.inMs } : {}),
        ...(typeof b.reason === 'string' ? { reason: b.reason } : {}),
      }),
    );
  });

  r.post('/promotions/raffle', (req, res) => {
    const b = jsonBody(req);
    if (b.action !== 'start' && b.action !== 'end') bad('action must be "start" or "end"');
    const { world } = session(req);
    const raffle = world.content.promotionRuns().find((p) => p.key === 'raffle');
    const promotionId = b.promotionId === undefined ? raffle?.id : promotionIdOf(b.promotionId);
    if (promotionId === undefined) bad('this world runs no raffle');
    ok(res, world.promotions.setRaffle(promotionId, b.action));
  });
  return r;
}
