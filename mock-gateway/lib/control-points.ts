/**
 * QA control of points and rewards under /__mock (docs/gateway.md, "Reward centre and points mall"): add points, play
 * a round of a game (the mock's games have no gameplay; the stake counts as valid bet and earns points by the
 * merchant's rules), list and approve or reject redemptions, deliver merchandise, and the mall's reward images.
 */
import express from 'express';
import type { Request, Router } from 'express';
import { bad, jsonBody, ok, sessionOf, type ControlContext, accountNamed } from './control-kit.js';
import { toMajor, toMinor } from './to-api.js';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const HUES = [12, 48, 160, 200, 260, 320];

export function pointsRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  const accountOf = (req: Request, username: unknown) => accountNamed(session(req).world, username);
  const whole = (v: unknown, name: string): number => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) bad(`${name} must be a whole number >= 1`);
    return v;
  };

  r.get('/points', (req, res) => {
    const a = accountOf(req, req.query.account);
    const { world } = session(req);
    ok(res, { account: a.account, points: world.points.balance(a), rules: world.points.rules(a.merchantCode) });
  });

  r.post('/points/grant', (req, res) => {
    const b = jsonBody(req);
    const a = accountOf(req, b.account);
    const points = whole(b.points, 'points');
    const key = typeof b.key === 'string' && b.key ? b.key : `qa-${session(req).world.clock.now()}-${points}`;
    ok(res, { account: a.account, points: session(req).world.points.grant(a, points, 'qa', key) });
  });

  r.post('/points/play', (req, res) => {
    const b = jsonBody(req);
    const a = accountOf(req, b.account);
    const stake = typeof b.stake === 'number' ? toMinor(b.stake) : undefined;
    if (stake === undefined || stake < 1) bad('stake must be an amount > 0 with at most 2 decimals');
    if (b.nodeId !== undefined && typeof b.nodeId !== 'string') bad('nodeId must be a game nodeId');
    const played = session(req).world.points.playRound({
      account: a,
      stake,
      ...(b.nodeId ? { nodeId: b.nodeId as string } : {}),
    });
    ok(res, { ...played, round: { ...played.round, validBetAmount: toMajor(played.round.validBetAmount) } });
  });

  r.get('/points/redemptions', (req, res) => {
    const a = accountOf(req, req.query.account);
    ok(res, session(req).world.points.redemptions(a.id).slice().reverse());
  });

  r.post('/points/redemptions/:id/:outcome', (req, res) => {
    const outcome = req.params.outcome;
    if (outcome !== 'approve' && outcome !== 'reject') bad('outcome must be approve or reject');
    ok(res, session(req).world.points.decide(String(req.params.id), outcome));
  });

  r.post('/rewards/deliver', (req, res) => {
    const b = jsonBody(req);
    const a = accountOf(req, b.account);
    if (typeof b.giftCode !== 'string' || !b.giftCode) bad('giftCode is required');
    ok(res, session(req).world.rewards.deliver(a, b.giftCode));
  });

  r.get('/art/reward/:file', (req, res) => {
    const id = Number(String(req.params.file).replace(/\.svg$/, ''));
    const reward = session(req)
      .world.points.rewards()
      .find((x) => x.id === id);
    const hue = HUES[id % HUES.length];
    const name = esc(reward?.name ?? 'Reward');
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img"><title>${name}</title>` +
        `<rect width="240" height="160" rx="12" fill="hsl(${hue} 55% 30%)"/>` +
        `<circle cx="120" cy="64" r="34" fill="hsl(${hue} 70% 60%)"/>` +
        `<text x="120" y="136" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${name}</text></svg>`,
    );
  });
  return r;
}
