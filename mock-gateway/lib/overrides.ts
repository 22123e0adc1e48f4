/**
 * HTTP overrides of one mock session (QA's WireMock-style stubs): one endpoint answers a chosen value or error for
 * the requests that match, for a number of hits or until a virtual time. Every override is checked against the
 * contract when it is created, so it can never make the gateway break the schema.
 */
import { allowedErrors, matchRoute, type CatalogueEntry, type RouteTable } from './catalogue.js';
import { errorTable } from './error-table.js';
import { GatewayError } from './gateway-error.js';
import { listAjvErrors, type ContractValidators } from './validators.js';

export interface OverrideMatch {
  /** Query parameters that must have these values (compared as text). */
  query?: Record<string, string | number | boolean>;
  /** Headers that must have these values (names case-insensitive). */
  headers?: Record<string, string>;
  /** A part of the request body (decrypted for E endpoints) that must be present: objects match by subset. */
  body?: Record<string, unknown>;
  /** Merchant header code. */
  merchant?: string;
}

export type OverrideAnswer =
  { value: unknown } | { errorCode: string; status?: number; message?: string; value?: unknown };

export interface Override {
  id: number;
  /** Catalogue id of the endpoint it answers for. */
  route: string;
  match: OverrideMatch;
  answer: OverrideAnswer;
  /** Answers left before it is removed (absent: unlimited). */
  remaining?: number;
  /** Virtual epoch ms after which it no longer answers (absent: no end). */
  until?: number;
  hits: number;
  /**
   * A recording's answer (recording.ts): it was given to the upstream's client, whose tokens and encryption keys
   * this world never issued, so it also answers a request whose token or sealed body this world does not know.
   */
  recorded?: boolean;
}

export interface OverrideRequest {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  merchantCode: string;
  now: number;
  /** The request's token or sealed body is not this world's: only recorded overrides answer it. */
  stranger?: boolean;
}

const FIELDS = ['route', 'match', 'answer', 'times', 'until', 'forMs', 'recorded'];
const MATCH_FIELDS = ['query', 'headers', 'body', 'merchant'];
const VALUE_FIELDS = ['value'];
const ERROR_FIELDS = ['errorCode', 'status', 'message', 'value'];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function refuse(message: string): never {
  throw new GatewayError('qa.invalid', { message: `override: ${message}` });
}

function onlyFields(obj: Record<string, unknown>, allowed: string[], where: string): void {
  const unknown = Object.keys(obj).filter((k) => !allowed.includes(k));
  if (unknown.length)
    refuse(`unknown field ${unknown.map((k) => `"${k}"`).join(', ')} in ${where} (allowed: ${allowed.join(', ')})`);
}

/** The catalogue entry a route names: a catalogue id, or `METHOD /path` / a path with one method. */
export function resolveRoute(route: string, routes: RouteTable): CatalogueEntry | undefined {
  const byId = routes.byId.get(route);
  if (byId) return byId;
  const m = /^(?:(GET|POST|PUT|DELETE)\s+)?(\/\S+)$/.exec(route);
  const methods = m ? matchRoute(routes, m[2]!)?.methods : undefined;
  if (!methods) return undefined;
  if (m![1]) return methods.get(m![1]);
  return methods.size === 1 ? [...methods.values()][0] : undefined;
}

/** Validates QA's JSON into an override, or throws qa.invalid naming what is wrong. */
export function parseOverride(
  input: unknown,
  routes: RouteTable,
  validators: ContractValidators,
  now: number,
): Omit<Override, 'id' | 'hits'> {
  if (!isObject(input)) refuse('body must be an object { route, match?, answer, times?, until? | forMs? }');
  onlyFields(input, FIELDS, 'the override');
  if (typeof input.route !== 'string' || !input.route) refuse('route must be a catalogue id, e.g. "games.list"');
  const entry = resolveRoute(input.route, routes);
  if (!entry)
    refuse(`route "${input.route}" is not in the endpoint catalogue (use a catalogue id such as "games.list")`);

  const match: OverrideMatch = {};
  if (input.match !== undefined) {
    if (!isObject(input.match)) refuse('match must be an object { query?, headers?, body?, merchant? }');
    onlyFields(input.match, MATCH_FIELDS, 'match');
    for (const part of ['query', 'headers', 'body'] as const) {
      const v = input.match[part];
      if (v === undefined) continue;
      if (!isObject(v)) refuse(`match.${part} must be an object`);
      if (part !== 'body' && Object.values(v).some((x) => !['string', 'number', 'boolean'].includes(typeof x)))
        refuse(`match.${part} values must be strings, numbers or booleans`);
      (match as Record<string, unknown>)[part] =
        part === 'headers' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k.toLowerCase(), String(x)])) : v;
    }
    if (input.match.merchant !== undefined) {
      if (typeof input.match.merchant !== 'string') refuse('match.merchant must be a merchant header code');
      match.merchant = input.match.merchant;
    }
  }

  if (!isObject(input.answer)) refuse('answer must be { value } or { errorCode, status?, message?, value? }');
  const a = input.answer;
  let answer: OverrideAnswer;
  if ('errorCode' in a) {
    onlyFields(a, ERROR_FIELDS, 'answer');
    const def = typeof a.errorCode === 'string' ? errorTable().get(a.errorCode) : undefined;
    if (!def) refuse(`errorCode ${JSON.stringify(a.errorCode)} is not in schemas/api/error-codes.json`);
    if (!allowedErrors(entry).has(def.code))
      refuse(`errorCode "${def.code}" is not declared for ${entry.id} in the catalogue`);
    if (
      a.status !== undefined &&
      (typeof a.status !== 'number' || !Number.isInteger(a.status) || a.status < 400 || a.status > 599)
    )
      refuse('answer.status must be an HTTP status 400-599');
    if (a.message !== undefined && typeof a.message !== 'string') refuse('answer.message must be a string');
    if (a.value !== undefined) {
      const check = def.valueDef ? validators.errorValue(def.valueDef) : undefined;
      // A recorded answer keeps the value the upstream sent; the contract gives it a shape only where the table does.
      if (!check && input.recorded !== true) refuse(`errorCode "${def.code}" carries no value`);
      if (check && !check(a.value))
        refuse(`answer.value breaks ${def.valueDef}: ${listAjvErrors(check.errors).join('; ')}`);
    }
    answer = { errorCode: def.code };
    if (a.status !== undefined) answer.status = a.status as number;
    if (a.message !== undefined) answer.message = a.message as string;
    if (a.value !== undefined) answer.value = a.value;
  } else {
    onlyFields(a, VALUE_FIELDS, 'answer');
    if (!('value' in a)) refuse('answer must be { value } or { errorCode, status?, message?, value? }');
    const check = validators.entries.get(entry.id)!.response;
    if (!check(a.value))
      refuse(`answer.value breaks the response schema of ${entry.id}: ${listAjvErrors(check.errors).join('; ')}`);
    answer = { value: a.value };
  }

  const out: Omit<Override, 'id' | 'hits'> = { route: entry.id, match, answer };
  if (input.recorded !== undefined) {
    if (typeof input.recorded !== 'boolean') refuse('recorded must be a boolean');
    if (input.recorded) out.recorded = true;
  }
  if (input.times !== undefined) {
    if (typeof input.times !== 'number' || !Number.isInteger(input.times) || input.times < 1)
      refuse('times must be a whole number >= 1 (answers before the override is removed)');
    out.remaining = input.times;
  }
  if (input.until !== undefined && input.forMs !== undefined) refuse('give until or forMs, not both');
  if (input.until !== undefined) {
    if (typeof input.until !== 'number' || input.until <= now)
      refuse(`until must be a virtual time (epoch ms) after the mock session's now (${now})`);
    out.until = input.until;
  }
  if (input.forMs !== undefined) {
    if (typeof input.forMs !== 'number' || input.forMs <= 0) refuse('forMs must be a number of virtual ms > 0');
    out.until = now + input.forMs;
  }
  return out;
}

/** Deep subset match: every key of `want` is in `got` with an equal (or, for objects, matching) value. */
function contains(got: unknown, want: unknown): boolean {
  if (isObject(want)) return isObject(got) && Object.entries(want).every(([k, v]) => contains(got[k], v));
  if (Array.isArray(want))
    return Array.isArray(got) && want.length === got.length && want.every((v, i) => contains(got[i], v));
  return got === want;
}

function matches(o: Override, r: OverrideRequest): boolean {
  if (r.stranger && !o.recorded) return false;
  const { query, headers, body, merchant } = o.match;
  if (merchant !== undefined && merchant !== r.merchantCode) return false;
  if (query && !Object.entries(query).every(([k, v]) => r.query[k] !== undefined && String(r.query[k]) === String(v)))
    return false;
  if (headers && !Object.entries(headers).every(([k, v]) => String(r.headers[k] ?? '') === v)) return false;
  return !body || contains(r.body, body);
}

export class OverrideStore {
  private overrides: Override[] = [];
  private nextId = 1;

  add(input: Omit<Override, 'id' | 'hits'>): Override {
    const o: Override = { ...input, id: this.nextId++, hits: 0 };
    this.overrides.push(o);
    return { ...o };
  }

  /** How many are held (expired ones included until the next list or take). */
  get size(): number {
    return this.overrides.length;
  }

  /** Whether a recorded override for this route may answer a request with a token or sealed body not of this world. */
  answersStrangers(route: string): boolean {
    return this.overrides.some((o) => o.recorded && o.route === route);
  }

  /** Live overrides (expired ones are dropped), oldest first. */
  list(now: number): Override[] {
    this.overrides = this.overrides.filter((o) => o.until === undefined || o.until > now);
    return this.overrides.map((o) => ({ ...o }));
  }

  /** Removes by id, by route (catalogue id), or all; returns how many went. */
  clear(which?: { id?: number; route?: string }): number {
    const before = this.overrides.length;
    this.overrides = this.overrides.filter(
      (o) =>
        which &&
        (which.id === undefined || o.id !== which.id) &&
        (which.route === undefined || o.route !== which.route),
    );
    return before - this.overrides.length;
  }

  /** The newest live override matching this request (counts the hit, removes a used-up one). */
  take(route: string, r: OverrideRequest): Override | undefined {
    if (this.overrides.length === 0) return undefined;
    for (let i = this.overrides.length - 1; i >= 0; i--) {
      const o = this.overrides[i]!;
      if (o.route !== route || (o.until !== undefined && o.until <= r.now) || !matches(o, r)) continue;
      o.hits++;
      if (o.remaining !== undefined && --o.remaining === 0) this.overrides.splice(i, 1);
      return { ...o };
    }
    return undefined;
  }
}

/** The answer an override gives: a success value, or a GatewayError to throw. */
export function overrideOutcome(o: Override): { value: unknown } | GatewayError {
  const a = o.answer;
  if ('errorCode' in a) {
    return new GatewayError(a.errorCode, {
      ...(a.status !== undefined ? { status: a.status } : {}),
      ...(a.message !== undefined ? { message: a.message } : {}),
      ...(a.value !== undefined ? { value: a.value } : {}),
    });
  }
  return { value: a.value };
}
