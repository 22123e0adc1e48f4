/**
 * /__mock/login: a session token for a demo account or a new one, with curl alone (the gateway's own login needs an
 * encrypted body). The token is bound to the caller's IP like any login's.
 */
import express, { type Router } from 'express';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { bad, jsonBody, ok, sessionOf, type ControlContext } from './control-kit.js';
import { clientIp } from './request-info.js';

const FIELDS = ['username', 'password', 'merchant', 'create', 'fields'];

export function loginRouter(ctx: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(ctx.sessions);
  r.post('/login', (req, res) => {
    const b = jsonBody(req);
    const unknown = Object.keys(b).filter((k) => !FIELDS.includes(k));
    if (unknown.length) bad(`unknown field ${unknown.map((k) => `"${k}"`).join(', ')} (allowed: ${FIELDS.join(', ')})`);
    if (typeof b.username !== 'string' || !b.username.trim()) bad('username is required');
    const username = (b.username as string).trim();
    const demo = DEMO_ACCOUNTS.find((a) => a.username === username);
    if (b.password !== undefined && typeof b.password !== 'string') bad('password must be a string');
    const password = (b.password as string | undefined) ?? (b.create ? undefined : demo?.password);
    if (password === undefined)
      bad(
        b.create
          ? 'password is required to create an account'
          : 'password is required (only demo accounts have a default)',
      );
    if (b.create !== undefined && typeof b.create !== 'boolean') bad('create must be a boolean');
    if (b.fields !== undefined && (!b.fields || typeof b.fields !== 'object' || Array.isArray(b.fields)))
      bad('fields must be an object of registration fields');
    const code = b.merchant ?? ctx.site.merchants[0]?.defaultMerchantCode;
    const merchant = typeof code === 'string' ? ctx.site.byMerchantCode.get(code) : undefined;
    if (!merchant) bad(`merchant must be a merchant header code of site-config (got ${JSON.stringify(code)})`);

    const { world } = session(req);
    const ip = clientIp(req);
    let created = false;
    if (b.create) {
      world.accounts.register(
        { ...(b.fields as Record<string, string> | undefined), username, password, confirmPassword: password },
        'username',
        // The platform's base rules: the merchant's form may ask for a captcha or an SMS code, which curl cannot give.
        { rules: {}, ip, merchantCode: merchant!.seed.code },
      );
      created = true;
    }
    // A QA shortcut: the captcha earlier failures would ask for is skipped.
    world.captcha.clearFailures(username);
    const result = world.auth.login({
      username,
      password: password!,
      type: 'username',
      ip,
      merchantCode: merchant!.seed.code,
    });
    ok(res, {
      token: result.token,
      username: result.account.account,
      merchant: code,
      created,
      expiresAt: result.session.expiresAt,
    });
  });
  return r;
}
