/**
 * What every /__mock sub-router shares: the context it acts on, the answer helpers (gateway envelope) and the
 * mock-session guard the control router runs before any of them. A new QA control is a function
 * `(ctx: ControlContext) => Router` mounted in control.ts.
 */
import type { NextFunction, Request, Response } from 'express';
import type { World } from '../world/index.js';
import type { Account } from '../world/types.js';
import type { RouteTable } from './catalogue.js';
import { GatewayError } from './gateway-error.js';
import type { MockSession, MockSessions } from './mock-sessions.js';
import { mockSessionId, mockSessionProblem } from './request-info.js';
import type { SiteConfig } from './site-config.js';
import type { ContractValidators } from './validators.js';

export interface ControlContext {
  sessions: MockSessions;
  routes: RouteTable;
  validators: ContractValidators;
  site: SiteConfig;
}

/** The mock session a control request acts on (its name was checked by refuseBadSessionName). */
export const sessionOf =
  (sessions: MockSessions) =>
  (req: Request): MockSession =>
    sessions.get(mockSessionId(req));

export function ok(res: Response, value: unknown, status = 200): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json({ success: true, value });
}

/**
 * A document QA saves to a file and sends back later (a world file, a recording): the document itself, without the
 * envelope, so `curl -o file` then `--data-binary @file` round-trips it.
 */
export function sendDocument(res: Response, doc: unknown): void {
  res.status(200).setHeader('Cache-Control', 'no-store');
  res.json(doc);
}

export function bad(message: string): never {
  throw new GatewayError('qa.invalid', { message });
}

/** The JSON body as an object ({} when there is none). */
export function jsonBody(req: Request): Record<string, unknown> {
  const b = req.body as unknown;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) bad('body must be a JSON object');
  return b as Record<string, unknown>;
}

/** Refuses a control request whose mock session name is invalid, instead of acting on the shared default. */
export function refuseBadSessionName(req: Request, _res: Response, next: NextFunction): void {
  const problem = mockSessionProblem(req);
  if (problem) throw new GatewayError('request.header_invalid', problem);
  next();
}

/** A query parameter as a whole number >= 0, or undefined when absent. */
export function queryInt(req: Request, name: string): number | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw))
    bad(`${name} must be a whole number >= 0 (got ${JSON.stringify(raw)})`);
  return Number(raw);
}

/** Refuses query parameters a control does not know (a typo would otherwise be ignored silently). */
export function onlyQuery(req: Request, allowed: readonly string[]): void {
  const unknown = Object.keys(req.query).filter((k) => !allowed.includes(k));
  if (unknown.length)
    bad(
      `unknown query parameter ${unknown.map((k) => `"${k}"`).join(', ')} (allowed: ${allowed.join(', ') || 'none'})`,
    );
}

/** The account a control names in its body: qa.invalid when the username is missing or unknown to the world. */
export function accountNamed(world: World, username: unknown, what = 'account'): Account {
  if (typeof username !== 'string' || !username) bad(`${what} (a username) is required`);
  const account = world.accounts.findByUsername(username);
  if (!account) bad(`no account ${username} in this world`);
  return account;
}

/** The account of a control's `?account=<username>`: qa.invalid, named after the control, when missing or unknown. */
export function queryAccount(req: Request, world: World, control: string): Account {
  const username = typeof req.query.account === 'string' ? req.query.account : '';
  if (!username) bad(`${control}: ?account=<username> is required`);
  const account = world.accounts.findByUsername(username);
  if (!account) bad(`${control}: no account ${username} in this world`);
  return account;
}
