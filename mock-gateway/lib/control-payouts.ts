/**
 * QA control of withdrawals under /__mock (docs/gateway.md, "Withdrawals and receipts"): list an account's
 * withdrawals and open receipts, mark a payout paid (the member is then asked to confirm it), and set the turnover a
 * member must reach before withdrawing. The receipt's auto-confirmation follows the mock session's virtual clock.
 */
import express from 'express';
import type { Request, Router } from 'express';
import { receiptMinutes } from '../handlers/withdraw.js';
import { bad, jsonBody, ok, sessionOf, type ControlContext, accountNamed } from './control-kit.js';
import { toMinor } from './to-api.js';

export function payoutsRouter({ sessions, site }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  const accountOf = (req: Request, username: unknown) => accountNamed(session(req).world, username);

  r.get('/withdrawals', (req, res) => {
    const { world } = session(req);
    const a = accountOf(req, req.query.account);
    ok(res, {
      account: a.account,
      withdrawals: world.money.withdrawals(a.id).slice(-20).reverse(),
      confirmations: world.withdrawals.pending(a.id),
    });
  });

  r.post('/withdrawals/paid', (req, res) => {
    const b = jsonBody(req);
    const { world } = session(req);
    const a = accountOf(req, b.account);
    if (b.merchant !== undefined && typeof b.merchant !== 'string') bad('merchant must be a merchant folder code');
    const merchant = b.merchant
      ? site.merchants.find((m) => m.code === b.merchant)
      : site.byMerchantCode.get(a.merchantCode);
    if (b.merchant && !merchant)
      bad(`no merchant ${String(b.merchant)} (folder codes: ${site.merchants.map((m) => m.code).join(', ')})`);
    const refId =
      typeof b.refId === 'string'
        ? b.refId
        : [...world.money.withdrawals(a.id)].reverse().find((w) => w.status === 1)?.refId;
    if (!refId) bad(`${a.account} has no withdrawal in status 1 (Processing); name one with refId`);
    const minutes = merchant ? receiptMinutes(merchant.raw) : receiptMinutes({});
    const paid = world.withdrawals.markPaid(a.id, refId, minutes);
    // The platform pushes it: the member's open page asks for the receipt at once (GATEWAY-CALLS-SEEN §0).
    world.push.publish(a.id, { type: 'PAYMENT_CONFIRMATION' });
    ok(res, { ...paid, minutes });
  });

  r.put('/withdrawals/turnover', (req, res) => {
    const b = jsonBody(req);
    const a = accountOf(req, b.account);
    const minor = typeof b.requiredTurnover === 'number' ? toMinor(b.requiredTurnover) : undefined;
    if (minor === undefined || minor < 0) bad('requiredTurnover must be an amount >= 0 with at most 2 decimals');
    const { world } = session(req);
    world.withdrawals.setRequiredTurnover(a.id, minor);
    ok(res, world.withdrawals.turnover(a.id));
  });
  return r;
}
