/**
 * QA control API under /__mock (see docs/gateway.md). Every call acts on the mock session named by the
 * X-Mock-Session header or the mock_session cookie ("default" otherwise); an invalid name is refused before any
 * control runs. Answers use the gateway envelope. Larger controls live in their own sub-router (control-*.ts),
 * built from the shared ControlContext and helpers of control-kit.ts.
 */
import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';
import { DEMO_ACCOUNTS, SCENARIO_NAMES, isWorldError, type ScenarioName } from '../world/index.js';
import { errorTable } from './error-table.js';
import { parseFault } from './faults.js';
import { GatewayError } from './gateway-error.js';
import { bad, jsonBody, ok, refuseBadSessionName, sessionOf } from './control-kit.js';
import { recordControls } from './control-history.js';
import { journalRouter } from './control-journal.js';
import { loginRouter } from './control-login.js';
import { overridesRouter } from './control-overrides.js';
import { payoutsRouter } from './control-payouts.js';
import { contractsRouter } from './control-contracts.js';
import { qaMoneyRouter } from './qa-money.js';
import { cashierRouter } from './control-cashier.js';
import { pointsRouter } from './control-points.js';
import { domainsRouter } from './control-domains.js';
import { pushRouter } from './control-push.js';
import { promotionsRouter } from './control-promotions.js';
import { referralRouter } from './control-referral.js';
import { failureBody, parserError, type GatewayCore } from './pipeline.js';
import { worldRouter } from './control-world.js';
import { upstreamRouter } from './control-upstream.js';
import { clientIp, mockSessionId } from './request-info.js';
import { verifyJsonShape } from './request-limits.js';
import { playRouter } from './control-play.js';
import { identityProviderRouter } from './identity-provider.js';
import { chatWidgetRouter } from './control-chat-widget.js';
import { geetestRouter } from './control-geetest.js';
import { openApiRouter } from './control-openapi.js';
import { saferRouter } from './control-safer.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';

export function controlRouter(ctx: GatewayCore): Router {
  const { sessions } = ctx;
  const r = express.Router();
  r.use(refuseBadSessionName);
  // World files and recordings are bigger than other controls' bodies (a journal of 1,000 answers, a history of more
  // than the 10,000 array items verifyJsonShape allows); their schemas check their shape instead.
  r.use(['/world', '/overrides/recording'], express.json({ limit: '64mb', strict: false }));
  r.use(express.json({ limit: '100kb', strict: false, verify: verifyJsonShape }));
  r.use(recordControls(ctx));
  r.use(worldRouter(ctx));
  r.use(upstreamRouter(ctx));

  const session = sessionOf(sessions);
  const body = jsonBody;

  r.use(journalRouter(ctx));
  r.use(overridesRouter(ctx));
  r.use(loginRouter(ctx));
  r.use(qaMoneyRouter(ctx));
  r.use(cashierRouter(ctx));
  r.use(payoutsRouter(ctx));
  r.use(contractsRouter(ctx));
  r.use(pointsRouter(ctx));
  r.use(domainsRouter(ctx));
  r.use(pushRouter(ctx));
  r.use(promotionsRouter(ctx));
  r.use(referralRouter(ctx));
  r.use(playRouter(ctx));
  r.use(saferRouter(ctx));
  r.use(identityProviderRouter(ctx));
  r.use(geetestRouter(ctx));
  r.use(chatWidgetRouter());
  r.use(openApiRouter(ctx));

  r.post('/reset', (req, res) => {
    const seed = body(req).seed;
    if (seed !== undefined && (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0))
      bad('seed must be a non-negative integer');
    const s = sessions.reset(mockSessionId(req), seed as number | undefined);
    ok(res, { session: s.id, seed: s.seed, now: s.world.clock.now() });
  });

  // scenarios
  r.get('/scenarios', (req, res) => ok(res, session(req).world.scenarios.list()));
  r.get('/scenarios/:name', (req, res) => {
    const name = req.params.name as string;
    if (!(SCENARIO_NAMES as readonly string[]).includes(name))
      throw new GatewayError('scenario_unknown', { value: { name, known: SCENARIO_NAMES } });
    const s = session(req).world.scenarios;
    const value = s.get(name as ScenarioName);
    ok(res, { name, on: s.isOn(name as ScenarioName), ...(value !== undefined ? { value } : {}) });
  });
  r.put('/scenarios/:name', (req, res) => {
    const b = req.body as unknown;
    // { "value": ... } or the value itself; no body = the scenario's default.
    const value =
      b && typeof b === 'object' && !Array.isArray(b) && 'value' in b
        ? (b as { value: unknown }).value
        : b === null || (typeof b === 'object' && !Array.isArray(b) && Object.keys(b).length === 0)
          ? undefined
          : b;
    const s = session(req).world.scenarios;
    s.setRaw(req.params.name as string, value);
    ok(res, {
      name: req.params.name,
      on: true,
      value: s.get(req.params.name as ScenarioName),
      status: s.status(clientIp(req)),
    });
  });
  r.delete('/scenarios/:name', (req, res) => {
    const s = session(req).world.scenarios;
    ok(res, { name: req.params.name, removed: s.clear(req.params.name as string), status: s.status(clientIp(req)) });
  });
  r.delete('/scenarios', (req, res) => {
    session(req).world.scenarios.clearAll();
    ok(res, { removed: true });
  });

  // faults
  const codes = new Set(errorTable().keys());
  r.put('/faults', (req, res) => ok(res, session(req).faults.add(parseFault(req.body, codes))));
  r.get('/faults', (req, res) => ok(res, session(req).faults.list()));
  r.delete('/faults', (req, res) => {
    const route = typeof req.query.route === 'string' ? req.query.route : undefined;
    ok(res, { removed: session(req).faults.clear(route) });
  });
  r.post('/faults/release', (req, res) => {
    const route = typeof req.query.route === 'string' ? req.query.route : undefined;
    ok(res, { released: session(req).faults.release(route) });
  });

  // clock
  r.get('/clock', (req, res) => {
    const s = session(req);
    ok(res, { now: s.world.clock.now(), start: s.world.clock.start, flowing: s.flowing });
  });
  r.put('/clock', (req, res) => {
    const s = session(req);
    const flowing = body(req).flowing;
    if (typeof flowing !== 'boolean') bad('flowing must be a boolean');
    s.flowing = flowing as boolean;
    ok(res, { now: s.world.clock.now(), flowing: s.flowing });
  });
  r.post('/clock/advance', (req, res) => {
    const ms = body(req).ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) bad('ms must be a number >= 0');
    const s = session(req);
    ok(res, { now: s.world.clock.advance(ms as number) });
  });

  // sms, captcha, authenticator, accounts
  r.get('/sms', (req, res) => {
    const mobile = typeof req.query.mobile === 'string' ? req.query.mobile : undefined;
    ok(res, session(req).world.sms.inbox(mobile)); // newest first
  });
  // The answer of the image the site shows; with none requested yet, a new one is drawn (as GET /wps/captcha would).
  r.get('/captcha', (req, res) => {
    const { captcha } = session(req).world;
    ok(res, { answer: captcha.current() ?? captcha.newCaptcha().answer });
  });
  r.get('/authenticator', (req, res) => {
    const s = session(req);
    const a = s.world.accounts.findByUsername(String(req.query.username ?? ''));
    if (!a) bad('unknown username');
    ok(res, { code: s.world.auth.authenticatorCode(a!.id) });
  });
  r.get('/demo-accounts', (_req, res) => ok(res, DEMO_ACCOUNTS));
  r.post('/accounts/freeze', (req, res) => {
    const b = body(req);
    if (typeof b.username !== 'string' || !b.username) bad('username is required');
    if (b.frozen !== undefined && typeof b.frozen !== 'boolean') bad('frozen must be a boolean');
    const { world } = session(req);
    const a = world.accounts.findByUsername(b.username as string);
    if (!a) bad('unknown username');
    const frozen = world.accounts.setFrozen(a!.id, b.frozen !== false).frozen;
    ok(res, { username: a!.account, frozen });
  });

  // keys
  r.post('/keys/rotate', async (req, res) => {
    const overlapMs = body(req).overlapMs;
    if (overlapMs !== undefined && (typeof overlapMs !== 'number' || overlapMs < 0))
      bad('overlapMs must be a number >= 0');
    const s = session(req);
    ok(res, await s.keyring.rotate(s.world.clock.now(), overlapMs as number | undefined));
  });

  r.get('/sessions', (_req, res) => ok(res, { sessions: sessions.ids(), count: sessions.size }));

  // generated art (same for every session) and the fake game page launches point to
  const svg = (res: Response, text: string): void => {
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', LONG_CACHE);
    res.end(text);
  };
  const stem = (file: unknown): string => String(file).replace(/\.svg$/, '');
  r.get('/art/game/:file', (req, res) => svg(res, session(req).world.art.gameArt(stem(req.params.file))));
  r.get('/art/vendor/:file', (req, res) => svg(res, session(req).world.art.vendorLogo(stem(req.params.file))));
  r.get('/art/banner/:file', (req, res) => svg(res, session(req).world.art.banner(stem(req.params.file))));
  r.get('/art/avatar/:file', (req, res) => svg(res, session(req).world.art.avatar(stem(req.params.file))));
  r.use((req: Request, res: Response) => {
    res
      .status(404)
      .json({ success: false, errorCode: 'qa.invalid', message: `no QA control at ${req.method} /__mock${req.path}` });
  });
  r.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e =
      err instanceof GatewayError
        ? err
        : isWorldError(err)
          ? new GatewayError(err.code, { status: err.status, message: err.message, value: err.value })
          : (parserError(err) ?? new GatewayError('internal.error'));
    res.status(e.status).setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(failureBody(e));
  });
  return r;
}
