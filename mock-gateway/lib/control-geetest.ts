/**
 * The stand-in Geetest SDK under /__mock/geetest (see docs/gateway.md, "Geetest"): the scripts the demo merchants'
 * config names (gt.js for v3, gt4.js for v4), their stylesheet, and the passes its test dialog asks for. A pass is
 * refused unless the scenario `geetest` has the session's Geetest on with that version (and, for v4, that id).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { bad, jsonBody, ok, sessionOf, type ControlContext } from './control-kit.js';

const STAND_IN_DIR = path.join(import.meta.dirname, '..', 'stand-in');
const sdk = readFileSync(path.join(STAND_IN_DIR, 'geetest-sdk.js'), 'utf8');
const css = readFileSync(path.join(STAND_IN_DIR, 'geetest-stand-in.css'), 'utf8');

export function geetestRouter(ctx: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(ctx.sessions);

  const script = (version: 'v3' | 'v4') => (_req: express.Request, res: express.Response) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-store');
    res.send(`${sdk}\nwindow.__geetestStandIn.${version}();\n`);
  };
  r.get('/geetest/gt.js', script('v3'));
  r.get('/geetest/gt4.js', script('v4'));
  r.get('/geetest/stand-in.css', (_req, res) => {
    res.type('text/css').setHeader('Cache-Control', 'no-store');
    res.send(css);
  });

  const on = (req: express.Request, version: 'v3' | 'v4') => {
    const g = session(req).world.scenarios.get('geetest');
    if (g?.version !== version) bad(`Geetest ${version} is not on (PUT /__mock/scenarios/geetest)`);
    return g;
  };
  // What the SDK's getValidate() answers once the visitor passed (also for curl and tests).
  r.post('/geetest/v3/pass', (req, res) => {
    on(req, 'v3');
    const { challenge } = jsonBody(req);
    if (typeof challenge !== 'string' || !challenge) bad('challenge is required (from GET /wps/captcha/geetest)');
    ok(res, session(req).world.geetest.passV3(challenge));
  });
  r.post('/geetest/v4/pass', (req, res) => {
    const g = on(req, 'v4');
    const { captchaId } = jsonBody(req);
    if (captchaId !== g.id) bad(`captchaId must be the scenario's Geetest id ${g.id}`);
    ok(res, session(req).world.geetest.passV4(g.id));
  });
  return r;
}
