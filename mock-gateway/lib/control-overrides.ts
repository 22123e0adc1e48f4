/** /__mock/overrides: HTTP overrides (QA stubs) per mock session, checked against the contract. */
import express, { type Router } from 'express';
import { bad, ok, onlyQuery, sessionOf, type ControlContext } from './control-kit.js';
import { parseOverride, resolveRoute } from './overrides.js';

export function overridesRouter(ctx: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(ctx.sessions);
  r.put('/overrides', (req, res) => {
    onlyQuery(req, []);
    const s = session(req);
    const now = s.world.clock.now();
    ok(res, s.overrides.add(parseOverride(req.body, ctx.routes, ctx.validators, now)));
  });
  r.get('/overrides', (req, res) => {
    onlyQuery(req, []);
    const s = session(req);
    ok(res, s.overrides.list(s.world.clock.now()));
  });
  r.delete('/overrides', (req, res) => {
    onlyQuery(req, ['id', 'route']);
    const { id, route } = req.query as Record<string, string | undefined>;
    if (id !== undefined && !/^\d+$/.test(id)) bad(`id must be an override id (got "${id}")`);
    let routeId: string | undefined;
    if (route !== undefined) {
      routeId = resolveRoute(route, ctx.routes)?.id;
      if (!routeId) bad(`route "${route}" is not in the endpoint catalogue`);
    }
    const which =
      id === undefined && routeId === undefined
        ? undefined
        : { id: id === undefined ? undefined : Number(id), route: routeId };
    ok(res, { removed: session(req).overrides.clear(which) });
  });
  return r;
}
