/**
 * QA control of invite friends under /__mock (docs/gateway.md, "Missions, VIP and invite friends"):
 * GET /referral/friends?account= lists who an account referred, most money first (the seeded names come from the
 * seed);
 * POST /referral/friend-bets makes a referred friend place bets, settled at once through the bet history and the
 * ledger, so the referrer's betting-rebate income and records follow. Once per `key`, like the other money controls.
 */
import express from 'express';
import type { Router } from 'express';
import { bad, jsonBody, ok, onlyQuery, sessionOf, type ControlContext, queryAccount } from './control-kit.js';
import { toMajor, toMinor } from './to-api.js';

const FIELDS = ['account', 'count', 'amount', 'key', 'nodeId'];
/** Enough for any QA walk, small enough that one call never floods a friend's records. */
const MAX_BETS = 100;

export function referralRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);

  r.get('/referral/friends', (req, res) => {
    onlyQuery(req, ['account']);
    const { world } = session(req);
    const referrer = queryAccount(req, world, 'friends');
    // Most money in main first: friends[0] is the one that can bet the most.
    const friends = world.referral.friends(referrer.id).map((f) => {
      const a = world.accounts.byId(f.accountId)!;
      return {
        account: a.account,
        status: f.status,
        registerTime: f.registerTime,
        main: world.wallets.summary(a.id).main,
        bets: world.money.bets(a.id).length,
      };
    });
    ok(res, { account: referrer.account, friends: friends.sort((x, y) => y.main - x.main) });
  });

  r.post('/referral/friend-bets', (req, res) => {
    onlyQuery(req, []);
    const b = jsonBody(req);
    const unknown = Object.keys(b).filter((k) => !FIELDS.includes(k));
    if (unknown.length) bad(`friend-bets: unknown field(s) ${unknown.join(', ')} (allowed: ${FIELDS.join(', ')})`);
    if (typeof b.account !== 'string' || !b.account) bad("friend-bets: account (the friend's username) is required");
    const { world } = session(req);
    const friend = world.accounts.findByUsername(b.account);
    if (!friend) bad(`friend-bets: no account ${b.account} in this world`);
    if (friend.referrerId === undefined) bad(`friend-bets: ${friend.account} was not referred by anyone`);
    const count = b.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_BETS)
      bad(`friend-bets: count must be a whole number from 1 to ${MAX_BETS}`);
    const amount = typeof b.amount === 'number' ? toMinor(b.amount) : undefined;
    if (amount === undefined || amount < 1) bad('friend-bets: amount must be an amount > 0 with at most 2 decimals');
    if (typeof b.key !== 'string' || !b.key || b.key.length > 100)
      bad('friend-bets: key (at most 100 characters) is required, so a retried call places nothing twice');
    if (b.nodeId !== undefined && (typeof b.nodeId !== 'string' || !b.nodeId))
      bad('friend-bets: nodeId must be a game nodeId');
    const placed = world.referral.friendBets(friend, {
      count,
      amount,
      key: b.key,
      ...(b.nodeId ? { nodeId: b.nodeId as string } : {}),
    });
    const referrer = world.accounts.byId(friend.referrerId);
    ok(res, {
      account: friend.account,
      referrer: referrer?.account ?? null,
      orderNos: placed.orderNos,
      validBetAmount: toMajor(placed.validBetAmount),
      rebate: toMajor(placed.rebate),
      replayed: placed.replayed,
    });
  });
  return r;
}
