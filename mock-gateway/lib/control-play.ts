/**
 * The stand-in games a launch opens under /__mock/play (docs/gateway.md, "Games"): the lottery lobby, and every other
 * game's table, where the member who launched it bets through a plain form (no script) and the round is settled at
 * once through the bet history and the ledger (world/stand-in-game.ts).
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import type { Request, Router } from 'express';
import { isWorldError, type World } from '../world/index.js';
import { MAX_STAKE } from '../world/stand-in-game.js';
import { bad, ok, onlyQuery, sessionOf, type ControlContext, queryAccount } from './control-kit.js';
import { playPage, type PlayTable } from './play-page.js';
import { toMinor } from './to-api.js';

/** The table of a launch this world knows: the player, the balance, the round just played or refused. */
function playTable(world: World, launch: number, query: Request['query']): PlayTable | undefined {
  const played = Number.isInteger(launch) ? world.play.launched(launch) : undefined;
  const account = played && world.accounts.byId(played.accountId);
  if (!played || !account) return undefined;
  const { main, currency } = world.wallets.summary(account.id);
  const round = world.money.bets(account.id).find((b) => b.orderNo === query.round);
  return {
    launch,
    account: account.account,
    currency,
    balance: main,
    key: randomUUID(),
    ...(round ? { lastRound: round } : {}),
    ...(typeof query.refused === 'string' ? { refused: query.refused } : {}),
  };
}

/** The stand-in page's own policy: its one inline style, and its form posting back here; nothing else. */
const STAND_IN_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

export function playRouter({ sessions }: ControlContext): Router {
  const r = express.Router();
  const session = sessionOf(sessions);
  const html = (res: express.Response, page: string) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    // A vendor's game page comes with the vendor's own policy: this one replaces whatever the server it is mounted on set.
    res.setHeader('Content-Security-Policy', STAND_IN_POLICY);
    res.end(page);
  };

  // Registered before /play/:nodeId, which would take "launches" for a game.
  r.get('/play/launches', (req, res) => {
    onlyQuery(req, ['account']);
    const { world } = session(req);
    const account = queryAccount(req, world, 'play/launches');
    ok(res, {
      account: account.account,
      launches: world.play
        .launchesOf(account.id)
        .map(({ launch, game }) => ({ launch, nodeId: game.nodeId, gameName: game.displayName })),
    });
  });

  r.get('/play/lottery/:code', (req, res) => {
    html(
      res,
      playPage(
        `Lottery ${String(req.params.code)}`,
        `view ${String(req.query.view ?? 'lobby')}, prize mode ${String(req.query.prizeMode ?? 'LOTT')}`,
      ),
    );
  });

  r.get('/play/:nodeId', (req, res) => {
    const { world } = session(req);
    const game = world.games.byNodeId(String(req.params.nodeId));
    const detail = game
      ? `${game.vassalage} · ${game.gameType}${req.query.mode === 'fun' ? ' · fun mode' : ''}`
      : 'unknown game';
    html(
      res,
      playPage(
        game?.displayName ?? String(req.params.nodeId),
        detail,
        playTable(world, Number(req.query.launch), req.query),
      ),
    );
  });

  // One round, then back to the table (post, redirect, get): a reload shows the round again instead of playing another.
  r.post('/play/bet', express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    const { launch, stake, key } = (req.body ?? {}) as Record<string, unknown>;
    const launchId = Number(launch);
    if (!Number.isInteger(launchId) || launchId < 1) bad('play/bet: launch must be the launch number of the game URL');
    const amount =
      typeof stake === 'string' && /^\d{1,7}(\.\d{1,2})?$/.test(stake) ? toMinor(Number(stake)) : undefined;
    if (!amount || amount > MAX_STAKE) bad(`play/bet: stake must be 0.01 to ${MAX_STAKE / 100}, at most 2 decimals`);
    if (typeof key !== 'string' || !/^[\w-]{8,64}$/.test(key))
      bad('play/bet: key must be 8 to 64 letters, digits, _ or -');
    const { world } = session(req);
    const played = world.play.launched(launchId);
    if (!played) bad(`play/bet: no launch ${launchId} in this world`);
    const back = `/__mock/play/${encodeURIComponent(played.game.nodeId)}?launch=${launchId}`;
    try {
      const round = world.standIn.bet(launchId, { amount, key });
      res.redirect(303, `${back}&round=${encodeURIComponent(round.orderNo)}`);
    } catch (error) {
      if (!isWorldError(error)) throw error;
      res.redirect(303, `${back}&refused=${encodeURIComponent(error.code)}`);
    }
  });

  return r;
}
