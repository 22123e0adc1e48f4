/** What a handler receives and returns. One handler per catalogue id; it returns envelope.value or throws. */
import type { EndpointId, EndpointTypes } from '../../src/generated/api-endpoints.js';
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

/** The contract's answer (envelope.value) per catalogue id: the type generated from its response schema. */
export type EndpointAnswers = { [K in EndpointId]: EndpointTypes[K]['value'] };

/** A handler that answers V (sync or async). */
export type AnswerHandler<V> = (ctx: HandlerContext) => V | Promise<V>;

/**
 * A handler of one catalogue id, typed by the contract: tsc rejects an answer whose fields or types differ from the
 * response schema. The pipeline still validates every answer at run time (the second net, and the only one for
 * values the types cannot express: patterns, ranges). A function shared by twin ids (the platform's MCS / MCSFE
 * builds of one call) is typed `AnswerHandler<EndpointAnswers[id]>`.
 */
export type TypedHandler<K extends EndpointId> = AnswerHandler<EndpointAnswers[K]>;

/** One domain's handlers; write `{ ... } satisfies HandlerMap` so each is checked against its own id. */
export type HandlerMap = { [K in EndpointId]?: TypedHandler<K> };

/** Every catalogue id's handler (handlers/index.ts): a missing one is a compile error. */
export type Handlers = { [K in EndpointId]: TypedHandler<K> };

/** The pipeline's view: any handler, its answer checked at run time (tests swap in contract-breaking ones). */
export type Handler = (ctx: HandlerContext) => unknown;
