/**
 * The mock gateway's world: deterministic, in-memory state for one mock session.
 *
 *   const world = createWorld({ seed: 42, merchants, patterns }); // patterns: site-config/registration-patterns.json
 *   world.auth.login({ username: 'demo_member', password: 'Member123', ip });
 *   world.games.list({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
 *   world.clock.advance(5_000);
 *
 * Same seed -> same world. Nothing inside reads Math.random or Date.now (except the default clock start,
 * read once at creation; pass `fixedStart` for full reproducibility). All failures are thrown as `WorldError`.
 * The only consumer is the gateway in this repository (see types.ts): change both together.
 */
import type {
  Accounts,
  Art,
  Auth,
  Bonus,
  Captcha,
  Clock,
  Content,
  Contracts,
  Favourites,
  GameCatalogue,
  Jackpot,
  Missions,
  Ledger,
  MerchantSeed,
  Play,
  Recent,
  Rng,
  Scenarios,
  Sessions,
  Sms,
  Wallets,
  WorldOptions,
} from './types.js';
import { isCatalogueCached, sharedCatalogue } from './catalogue.js';
import type { PatternCatalogue } from './patterns.js';
import type { RateLimits } from './rate-limits.js';
import { buildWorld } from './world.js';
import type { MoneyHistory } from './money.js';
import type { Points } from './points.js';
import type { Rewards } from './rewards.js';
import type { Cashier } from './cashier.js';
import type { PaymentPasswords } from './payment-password.js';
import type { UplineTransfers } from './upline.js';
import type { Withdrawals } from './withdrawals.js';
import type { MemberMissions } from './member-missions.js';
import type { Referral } from './referral.js';
import type { StandInGame } from './stand-in-game.js';
import type { Vip } from './vip.js';
import type { Mail } from './mail.js';
import type { PushBus } from './push.js';
import type { Promotions } from './promotions.js';
import type { Team } from './team.js';
import type { AgentPay } from './agent-pay.js';

export * from './types.js';
export { WorldError, WORLD_ERROR_CODES, ERROR_DEFS, isWorldError } from './errors.js';
export type { WorldErrorCode } from './errors.js';
export { validateRegistration, compilePatterns, ruleRegex, DEFAULT_RULES } from './patterns.js';
export type { PatternCatalogue, ValidateOptions } from './patterns.js';
export { gameArt, vendorLogo, banner, avatar } from './art.js';
export { ALL_VENDOR_CODES, VENDOR_SPECS } from './vendors.js';

export { DEMO_ACCOUNTS, DEMO_PAYMENT_PASSWORD, WEAK_DEFAULT_PASSWORD, TRIAL_CREDIT } from './demo.js';
export type { DemoUsername } from './demo.js';

import type { Articles } from './articles.js';
import type { Avatars } from './avatars.js';
import type { Social } from './social.js';
import type { Geetest } from './geetest.js';
export type { ArticleKind } from './articles.js';
export type { IdentityChannel, VerifiedIdentity } from './social.js';
export type { GeetestV3Result, GeetestV4Result } from './geetest.js';
export type { PageCode } from './copy/articles.js';

export interface World {
  readonly seed: number;
  readonly merchants: readonly MerchantSeed[];
  /** Merchant by folder code or by a `Merchant` header code; undefined if unknown. */
  merchant(code: string | undefined): MerchantSeed | undefined;
  /** The registration pattern catalogue of `WorldOptions.patterns`, compiled. */
  readonly patterns: PatternCatalogue;
  readonly clock: Clock;
  /** World-level PRNG (tokens, codes...). */
  readonly rng: Rng;
  readonly games: GameCatalogue;
  readonly art: Art;
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly ledger: Ledger;
  readonly wallets: Wallets;
  readonly favourites: Favourites;
  readonly recent: Recent;
  readonly content: Content;
  readonly jackpot: Jackpot;
  /** Daily lottery missions (progress from lottery plays) and the lottery leaderboard. */
  readonly missions: Missions;
  readonly sms: Sms;
  readonly captcha: Captcha;
  readonly scenarios: Scenarios;
  readonly contracts: Contracts;
  /** High-level flows combining the modules above (what most handlers call). */
  readonly auth: Auth;
  readonly play: Play;
  /** The stand-in game behind every launch: the launching member's bets, settled through the ledger. */
  readonly standIn: StandInGame;
  /** The welcome bonus, once per account. */
  readonly bonus: Bonus;
  /** Login back-off and per-IP windows (feedback, affiliate checks, registrations). */
  readonly limits: RateLimits;
  /** Bets, deposits, withdrawals, bound accounts and payout receipts, booked through the ledger. */
  readonly money: MoneyHistory;
  /** Deposit methods, channels and promotions; deposits from request to settlement (approve once, through the ledger). */
  readonly cashier: Cashier;
  /** The payment password: set, change, reset by SMS code, checked before money leaves. */
  readonly paymentPasswords: PaymentPasswords;
  /** Transfers to the upline agent's main wallet (ledger kind "upline"). */
  readonly upline: UplineTransfers;
  readonly withdrawals: Withdrawals;
  /** Points: earned from bets and deposits by the merchant's rules, their own ledger, the mall's redemptions. */
  readonly points: Points;
  /** The reward centre: issued rewards, sign-in, newbie tasks, promo codes, tickets and their claim history. */
  readonly rewards: Rewards;
  /** Member-centre missions: weekly milestones from the member's bets and deposits, leaderboard, claims. */
  readonly memberMissions: MemberMissions;
  /** VIP rank: progress to the next level, benefits, rank salary and its claims. */
  readonly vip: Vip;
  /** Invite friends: friends by referral code, rewards from their deposits, achievements. */
  readonly referral: Referral;
  /** Events for one signed-in account (the WebSocket push channel subscribes; mail and QA publish). */
  readonly push: PushBus;
  /** Platform mail: inboxes of the last 30 days, compose to downlines or the upline. */
  readonly mail: Mail;
  /** Promotion statuses, join, apply (decided by the back office), claim, and the raffle draw. */
  readonly promotions: Promotions;
  /** The agent team (demo_agent's ~2,050-account downline, built lazily) and the agent reports read from it. */
  readonly team: Team;
  /** Blog, news and the fixed content pages (about us, beginner guide, responsible gaming, install guides). */
  readonly articles: Articles;
  /** Members' static icons (MCSFE_getPlayerAvatar, changeIcon). */
  readonly avatars: Avatars;
  /** Accounts linked to an identity-provider sign-in (Google, Facebook, external phone verification). */
  readonly social: Social;
  /** Geetest challenges and results (the stand-in SDK's passes), each verified once. */
  readonly geetest: Geetest;
  /** Contract pay (salaries, dividends) credited once per settled period as the clock advances. */
  readonly agentPay: AgentPay;
}

/**
 * Build (and cache) the shared game catalogue of a seed ahead of time, e.g. at server start, so the first
 * `createWorld` with that seed is fast. Returns the build time in ms (0 when already cached).
 */
export function prewarmWorld(seed = 1): number {
  const t = performance.now();
  const before = isCatalogueCached(seed);
  sharedCatalogue(seed);
  return before ? 0 : performance.now() - t;
}

export function createWorld(options: WorldOptions): World {
  if (!options || !Array.isArray(options.merchants)) throw new TypeError('createWorld: options.merchants is required');
  if (!Array.isArray(options.patterns))
    throw new TypeError('createWorld: options.patterns is required (site-config/registration-patterns.json)');
  return buildWorld(options);
}
