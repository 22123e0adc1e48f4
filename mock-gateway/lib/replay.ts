/**
 * Plays a session history (session-history.ts) back into a fresh world: each op at the virtual time it first ran,
 * one after the other. Gateway calls go straight to their handler (their checks passed the first time, and the
 * answer is not wanted); /__mock calls go through the control API over HTTP, so each control keeps one
 * implementation. The journal is not rebuilt: world files carry it, and a restart starts it empty.
 */
import type { HandlerContext } from '../handlers/types.js';
import { needsToken } from './catalogue.js';
import type { MockSession } from './mock-sessions.js';
import type { GatewayCore } from './pipeline.js';
import type { CallOp, ControlOp, SessionOp } from './session-history.js';

/** Moves the session's clock forward to `at` (never back: an op never runs before the one it follows). */
export function advanceTo(s: MockSession, at: number): void {
  const now = s.world.clock.now();
  if (at > now) s.world.clock.advance(at - now);
}

async function replayCall(core: GatewayCore, s: MockSession, op: CallOp): Promise<void> {
  const entry = core.routes.byId.get(op.endpoint);
  const merchant = core.site.byMerchantCode.get(op.merchantCode);
  if (!entry || !merchant) throw new Error(`history names ${op.endpoint} for merchant ${op.merchantCode}`);
  const { world } = s;
  let auth: HandlerContext['auth'];
  if (op.token) {
    const found = world.sessions.lookup(op.token);
    if (found.ok && (!found.session.ip || found.session.ip === op.ip))
      auth = { token: op.token, session: found.session, account: found.account };
  }
  const stranger = op.stranger === true || (needsToken(entry) && !auth);
  const override = s.overrides.take(entry.id, {
    query: op.query,
    headers: op.headers ?? {},
    body: op.body,
    merchantCode: op.merchantCode,
    now: world.clock.now(),
    ...(stranger ? { stranger: true } : {}),
  });
  if (override || stranger) return; // answered by the override, or refused as it was the first time
  world.cashier.settleDue();
  const ctx: HandlerContext = {
    entry,
    world,
    mock: s,
    merchant,
    merchantCode: op.merchantCode,
    language: op.language,
    device: op.device,
    ip: op.ip,
    origin: op.origin,
    body: op.body,
    query: op.query,
    params: op.params,
    ...(auth ? { auth } : {}),
    ...(op.idempotencyKey ? { idempotencyKey: op.idempotencyKey } : {}),
    setHeader: () => undefined,
  };
  try {
    await core.handlers.get(entry.id)!(ctx);
  } catch {
    // It failed the first time too: the same refusal, the same (lack of) change.
  }
}

async function replayControl(baseUrl: string, s: MockSession, op: ControlOp): Promise<void> {
  const headers: Record<string, string> = { 'X-Mock-Session': s.id };
  if (op.forwardedFor) headers['X-Forwarded-For'] = op.forwardedFor;
  if (op.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}/__mock${op.url}`, {
    method: op.method,
    headers,
    ...(op.body !== undefined ? { body: JSON.stringify(op.body) } : {}),
  });
  await res.arrayBuffer(); // refusals replay as refusals
}

/**
 * Replays ops into s (already fresh from its base). `baseUrl` reaches this gateway's own /__mock (the server it
 * listens on). Real time does not move the clock meanwhile, and nothing is recorded twice.
 */
export async function replay(core: GatewayCore, baseUrl: string, s: MockSession, ops: SessionOp[]): Promise<void> {
  s.replaying = true;
  try {
    for (const op of ops) {
      advanceTo(s, op.at);
      if (op.k === 'call') await replayCall(core, s, op);
      else if (op.k === 'fault') s.faults.take(op.endpoint, op.path, op.siteServer);
      else if (op.k === 'control') await replayControl(baseUrl, s, op);
    }
  } finally {
    s.replaying = false;
    s.lastReal = Date.now();
  }
}
