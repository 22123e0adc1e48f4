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
import type { WorldOptions } from './types.js';
import { isCatalogueCached, sharedCatalogue } from './catalogue.js';
import { buildWorld, type World } from './world.js';

export * from './types.js';
// The world's shape is declared where it is wired together.
export type { World } from './world.js';
export { WorldError, WORLD_ERROR_CODES, ERROR_DEFS, isWorldError } from './errors.js';
export type { WorldErrorCode } from './errors.js';
export { validateRegistration, compilePatterns, ruleRegex, DEFAULT_RULES } from './patterns.js';
export type { PatternCatalogue, ValidateOptions } from './patterns.js';
export { gameArt, vendorLogo, banner, avatar } from './art.js';
export { ALL_VENDOR_CODES, VENDOR_SPECS } from './vendors.js';

export { DEMO_ACCOUNTS, DEMO_PAYMENT_PASSWORD, WEAK_DEFAULT_PASSWORD, TRIAL_CREDIT } from './demo.js';
export type { DemoUsername } from './demo.js';

export type { ArticleKind } from './articles.js';
export type { IdentityChannel, VerifiedIdentity } from './social.js';
export type { GeetestV3Result, GeetestV4Result } from './geetest.js';
export type { PageCode } from './copy/articles.js';

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
