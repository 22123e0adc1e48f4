/**
 * /__mock/cashier (docs/gateway.md, "Deposits"): QA reads and settles deposits of the mock session's world.
 * GET and PUT /cashier: the cashier's settings (virtual delay, automatic outcome); GET /cashier/deposits?account=:
 * an account's deposits; POST /cashier/deposits/<id>/approve | reject | expire: settle an open one now;
 * GET /cashier/pay/<id>: the payment provider's page a REDIRECT deposit opens.
 */
import express from 'express';
import type { Router } from 'express';
import type { CashierSettings, DepositView } from '../world/cashier.js';
import { bad, jsonBody, ok, onlyQuery, sessionOf, type ControlContext, queryAccount } from './control-kit.js';

const OUTCOMES: readonly CashierSettings['outcome'][] = ['approve', 'reject', 'manual'];
const ACTIONS = ['approve', 'reject', 'expire'] as const;

/** A deposit as QA reads it (amounts in integer minor units, like /__mock/ledger). */
const qaDeposit = (d: DepositView) => ({
  depositId: d.depositId,
  accountId: d.accountId,
  method: d.method,
  vendorId: d.vendorId,
  kind: d.kind,
  requestedAmount: d.requestedAmount,
  amount: d.amount,
  customerBankCharge: d.customerBankCharge,
  state: d.state,
  depositDate: d.depositDate,
  ...(d.dueAt === undefined ? {} : { dueAt: d.dueAt }),
  ...(d.promotionId ? { promotionId: d.promotionId } : {}),
  acceleration: d.acceleration,
  slips: d.slips.map((s) => ({ id: s.id, kind: s.kind, bytes: s.bytes })),
});

function parseSettings(body: Record<string, unknown>): Partial<CashierSettings> {
  const unknown = Object.keys(body).filter((k) => k !== 'delayMinutes' && k !== 'outcome');
  if (unknown.length) bad(`cashier: unknown field(s) ${unknown.join(', ')} (allowed: delayMinutes, outcome)`);
  const change: Partial<CashierSettings> = {};
  if (body.delayMinutes !== undefined) {
    const m = body.delayMinutes;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < 0 || m > 10_080)
      bad('cashier: delayMinutes must be a whole number of minutes from 0 to 10080');
    change.delayMinutes = m;
  }
  if (body.outcome !== undefined) {
    if (!OUTCOMES.includes(body.outcome as CashierSettings['outcome']))
      bad(`cashier: outcome must be one of ${OUTCOMES.join(', ')}`);
    change.outcome = body.outcome as CashierSettings['outcome'];
  }
  return change;
}

export function cashierRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  r.get('/cashier', (req, res) => {
    onlyQuery(req, []);
    ok(res, session(req).world.cashier.settings());
  });
  r.put('/cashier', (req, res) => {
    onlyQuery(req, []);
    const change = parseSettings(jsonBody(req));
    ok(res, session(req).world.cashier.configure(change));
  });
  r.get('/cashier/deposits', (req, res) => {
    onlyQuery(req, ['account']);
    const { world } = session(req);
    const account = queryAccount(req, world, 'cashier');
    world.cashier.settleDue();
    ok(res, world.cashier.deposits(account.id).map(qaDeposit).reverse());
  });
  r.post('/cashier/deposits/:depositId/:action', (req, res) => {
    onlyQuery(req, []);
    const action = req.params.action as (typeof ACTIONS)[number];
    if (!ACTIONS.includes(action)) bad(`cashier: action must be one of ${ACTIONS.join(', ')}`);
    const { world } = session(req);
    const id = String(req.params.depositId);
    if (!world.cashier.findAny(id)) bad(`cashier: no deposit ${id} in this world`);
    const d = world.cashier[action](id);
    // The platform pushes the result to the member (GATEWAY-CALLS-SEEN §0, DEPOSIT).
    world.push.publish(d.accountId, {
      type: 'DEPOSIT',
      data: { amount: (d.amount || d.requestedAmount) / 100, time: world.clock.now(), success: action === 'approve' },
    });
    ok(res, qaDeposit(d));
  });
  r.get('/cashier/pay/:depositId', (req, res) => {
    const d = session(req).world.cashier.findAny(String(req.params.depositId));
    const text = d
      ? `Deposit ${d.depositId}: ${(d.requestedAmount / 100).toFixed(2)} by ${d.vendorId}. The cashier settles it after its delay, or QA approves it now.`
      : 'No such deposit in this world.';
    res.status(d ? 200 : 404).setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mock payment provider</title></head><body><main><h1>Mock payment provider</h1><p>${text}</p></main></body></html>`,
    );
  });
  return r;
}
