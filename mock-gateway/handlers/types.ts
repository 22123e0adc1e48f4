/** What a handler receives and returns. One handler per catalogue id; it returns envelope.value or throws. */
import type { Account, Session, World } from '../world/index.js';
import type { CatalogueEntry } from '../lib/catalogue.js';
import type { MockSession } from '../lib/mock-sessions.js';
import type { SiteMerchant } from '../lib/site-config.js';

export interface HandlerContext {
  entry: CatalogueEntry;
  world: World;
  mock: MockSession;
  /** Merchant of the Merchant header. */
  merchant: SiteMerchant;
  /** The Merchant header as sent. */
  merchantCode: string;
  language: string;
  device: string;
  ip: string;
  /** Origin the client used (scheme://host). */
  origin: string;
  /** Validated (and, for E endpoints, decrypted) body; {} when the endpoint takes none. */
  body: Record<string, unknown>;
  /** Validated query, values coerced and defaults applied; {} when the endpoint takes none. */
  query: Record<string, unknown>;
  /** The path's `{parameter}` segments, decoded (e.g. gameCode of /lgw/draw/code/{gameCode}); {} for a plain path. */
  params: Record<string, string>;
  /** Valid session: always for T endpoints, when a good token was sent otherwise. */
  auth?: { token: string; session: Session; account: Account };
  idempotencyKey?: string;
  setHeader(name: string, value: string): void;
}

export type Handler = (ctx: HandlerContext) => unknown;
export type HandlerMap = Record<string, Handler>;
