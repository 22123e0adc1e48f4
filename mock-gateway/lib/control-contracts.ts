/**
 * QA control of agent contracts under /__mock (docs/gateway.md, "Agent contracts"): list an account's contracts,
 * have an upline offer one to an account (the offer then waits in its login popup), and answer a contract as the
 * account it was offered to (a downline agreeing to a lower-rate contract without signing in as it).
 */
import express from 'express';
import type { Request, Router } from 'express';
import type { ContractType } from '../world/index.js';
import { apiContract } from '../handlers/contracts.js';
import { bad, jsonBody, ok, sessionOf, type ControlContext, accountNamed } from './control-kit.js';

const KINDS: readonly ContractType[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

export function contractsRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  const accountOf = (req: Request, username: unknown, what = 'account') =>
    accountNamed(session(req).world, username, what);

  r.get('/contracts', (req, res) => {
    const { world } = session(req);
    const a = accountOf(req, req.query.account);
    ok(res, { account: a.account, contracts: world.contracts.list(a.id).map((c) => apiContract(world, c)) });
  });

  r.post('/contracts/offer', (req, res) => {
    const b = jsonBody(req);
    const { world } = session(req);
    const to = accountOf(req, b.account);
    if (!KINDS.includes(b.kind as ContractType)) bad(`kind must be one of ${KINDS.join(', ')}`);
    if (typeof b.rate !== 'number') bad('rate (percent) is required');
    const from = b.from !== undefined ? accountOf(req, b.from, 'from') : world.accounts.byId(to.parentId ?? -1);
    if (!from) bad(`${to.account} has no upline; name one with from`);
    const offer = world.contracts.propose({
      agentId: from.id,
      downlineId: to.id,
      type: b.kind as ContractType,
      rate: b.rate,
    });
    ok(res, apiContract(world, offer));
  });

  r.post('/contracts/answer', (req, res) => {
    const b = jsonBody(req);
    const { world } = session(req);
    const a = accountOf(req, b.account);
    const id = Number(b.contractId);
    if (!Number.isInteger(id)) bad('contractId is required');
    const status = b.status;
    if (status !== 'A' && status !== 'R' && status !== 'C') bad('status must be A (accept), R (reject) or C (cancel)');
    const c =
      status === 'A'
        ? world.contracts.accept(id, a.id)
        : status === 'R'
          ? world.contracts.reject(id, a.id)
          : world.contracts.terminate(id, a.id);
    ok(res, apiContract(world, c));
  });
  return r;
}
