/** The endpoint catalogue (schemas/api/catalogue.json) and the route table built from it. */
import fs from 'node:fs';
import path from 'node:path';
import { API_SCHEMAS_DIR } from './paths.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointFlag = 'T' | 'E';

export interface CatalogueEntry {
  id: string;
  method: HttpMethod;
  path: string;
  flags: EndpointFlag[];
  request: string | null;
  query: string | null;
  response: string;
  errors: string[];
  money?: boolean;
  bodyEncoding?: 'json' | 'form' | 'json-string';
  /** Largest body read, kB (default 100). */
  maxBodyKb?: number;
  /** Other paths the same call is served at (MCSFE_x / MCS2_x builds of the platform). */
  twins?: string[];
  description: string;
}

export function loadCatalogue(dir = API_SCHEMAS_DIR): CatalogueEntry[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'catalogue.json'), 'utf8')) as CatalogueEntry[];
}

export const needsToken = (e: CatalogueEntry): boolean => e.flags.includes('T');
export const isEncrypted = (e: CatalogueEntry): boolean => e.flags.includes('E');

/** Error codes every endpoint may answer, whatever its catalogue entry lists. */
export const COMMON_ERRORS = [
  'request.invalid',
  'request.malformed',
  'request.header_invalid',
  'request.too_large',
  'merchant.unknown',
  'endpoint.method_not_allowed',
  'contract.response.invalid',
  'internal.error',
  'fault.injected',
] as const;
export const SESSION_ERRORS = [
  'CUSTOMER_NOT_LOGIN',
  'user.or.token.invalid',
  'login.not.session',
  'token_ip_different',
] as const;
export const PAYLOAD_ERRORS = ['payload.encryption_required', 'payload.key_unknown', 'payload.decrypt_failed'] as const;
export const MONEY_ERRORS = ['idempotency_key_required', 'idempotency_key_reused'] as const;

/** Every error code an entry may answer: its own list plus those implied by its flags. */
export function allowedErrors(e: CatalogueEntry): Set<string> {
  const s = new Set<string>([...COMMON_ERRORS, ...e.errors]);
  if (needsToken(e)) SESSION_ERRORS.forEach((c) => s.add(c));
  if (isEncrypted(e)) PAYLOAD_ERRORS.forEach((c) => s.add(c));
  if (e.money) MONEY_ERRORS.forEach((c) => s.add(c));
  return s;
}

/** The platform answers /lgw and /lotto/lgw calls with the raw value, without the envelope (errors keep the envelope). */
export const answersRaw = (e: Pick<CatalogueEntry, 'path'>): boolean =>
  e.path.startsWith('/lgw/') || e.path.startsWith('/lotto/lgw/');

export interface RouteTable {
  /** path -> method -> entry (a path with a `{parameter}` is here as written, and in `patterns`) */
  byPath: Map<string, Map<string, CatalogueEntry>>;
  byId: Map<string, CatalogueEntry>;
  /** Paths with `{parameter}` segments (the platform's /lgw/draw/code/<gameCode>). */
  patterns: { regex: RegExp; names: string[]; methods: Map<string, CatalogueEntry> }[];
}

/** `/lgw/draw/code/{gameCode}` as a pattern: each `{name}` is one path segment. */
function pathPattern(path: string): { regex: RegExp; names: string[] } | undefined {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) return undefined;
  const source = path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return { regex: new RegExp(`^${source}$`), names };
}

/** The entries of a request path and its path parameters (decoded), or undefined when no catalogue path matches. */
export function matchRoute(
  routes: RouteTable,
  path: string,
): { methods: Map<string, CatalogueEntry>; params: Record<string, string> } | undefined {
  const exact = routes.byPath.get(path);
  if (exact) return { methods: exact, params: {} };
  for (const { regex, names, methods } of routes.patterns) {
    const m = regex.exec(path);
    if (!m) continue;
    try {
      return { methods, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    } catch {
      return undefined; // a malformed escape is no path of the catalogue
    }
  }
  return undefined;
}

export function buildRouteTable(entries: CatalogueEntry[]): RouteTable {
  const byPath = new Map<string, Map<string, CatalogueEntry>>();
  const byId = new Map<string, CatalogueEntry>();
  for (const e of entries) {
    if (byId.has(e.id)) throw new Error(`catalogue: duplicate id ${e.id}`);
    byId.set(e.id, e);
    for (const p of [e.path, ...(e.twins ?? [])]) {
      let methods = byPath.get(p);
      if (!methods) byPath.set(p, (methods = new Map()));
      if (methods.has(e.method)) throw new Error(`catalogue: ${e.method} ${p} listed twice`);
      methods.set(e.method, e);
    }
  }
  const patterns = [...byPath].flatMap(([path, methods]) => {
    const pattern = pathPattern(path);
    return pattern ? [{ ...pattern, methods }] : [];
  });
  return { byPath, byId, patterns };
}
