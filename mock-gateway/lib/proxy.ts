/**
 * Proxy mode: a mock session (or, with --upstream, every session) forwards chosen routes, or every route the world
 * does not serve, to a real gateway. The client's headers go through as sent; the upstream's answer comes back as
 * it is, checked against the contract on the way (violations in the journal and the log, never hidden or
 * corrected), and, when recording, saved as an override (recording.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { allowedErrors, answersRaw, type CatalogueEntry } from './catalogue.js';
import { errorTable } from './error-table.js';
import type { MockSession } from './mock-sessions.js';
import { recordedOverride } from './recording.js';
import { clientIp } from './request-info.js';
import { listAjvErrors, type ContractValidators } from './validators.js';

export interface UpstreamSetting {
  /** The real gateway's origin (and path prefix, if any), e.g. https://gateway.example. */
  url: string;
  /** Catalogue ids to forward (`*` wildcards); absent: only what the world does not serve. */
  routes?: string[];
  /** Save each answer that keeps the contract as an override (GET /__mock/upstream/recording). */
  record: boolean;
}

/** Headers that belong to one connection, not to the request (RFC 9110 §7.6.1), and what fetch sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
]);
const BODY_LIMIT = 10 * 1024 * 1024;
/**
 * This process in the Via header it adds (RFC 9110 §7.6.3): a request that already went through it is served by
 * the world, so an upstream that leads back here (the mock as its own upstream) cannot loop.
 */
const VIA = `1.1 mock-gateway-${randomBytes(4).toString('hex')}`;

const glob = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');

/** Whether this session's upstream takes the request: a chosen route, or one the world does not serve. */
export function forwards(up: UpstreamSetting, entry: CatalogueEntry | undefined, req: Request): boolean {
  if (String(req.headers.via ?? '').includes(VIA)) return false;
  if (!entry) return true;
  return !!up.routes?.some((r) => glob(r).test(entry.id));
}

/** Routes of a setting that name no catalogue id (they could never forward anything). */
export function unknownRoutes(routes: string[], ids: Iterable<string>): string[] {
  const all = [...ids];
  return routes.filter((r) => !all.some((id) => glob(r).test(id)));
}

async function rawBody(req: Request): Promise<Buffer | undefined> {
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new Error(`request body over ${BODY_LIMIT} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface UpstreamAnswer {
  status: number;
  text: string;
  contentType: string;
  retryAfter?: string;
  /** What in the answer breaks the contract (empty when it keeps it, or the route is not in the catalogue). */
  violations: string[];
  errorCode?: string;
}

/** The upstream's answer checked against the contract: what breaks it. */
function contractViolations(
  entry: CatalogueEntry,
  validators: ContractValidators,
  status: number,
  parsed: unknown,
): string[] {
  const isEnvelope =
    !!parsed && typeof parsed === 'object' && typeof (parsed as { success?: unknown }).success === 'boolean';
  if (status >= 200 && status < 300 && answersRaw(entry) && !isEnvelope) {
    const check = validators.entries.get(entry.id)!.response;
    return check(parsed) ? [] : listAjvErrors(check.errors);
  }
  if (!validators.envelope(parsed)) return listAjvErrors(validators.envelope.errors).map((p) => `envelope ${p}`);
  const env = parsed as { success: boolean; value?: unknown; errorCode?: string };
  if (status >= 200 && status < 300) {
    if (!env.success) return [`a ${status} answer says success: false`];
    const check = validators.entries.get(entry.id)!.response;
    return check(env.value) ? [] : listAjvErrors(check.errors);
  }
  if (env.success) return [`a ${status} answer says success: true`];
  if (!env.errorCode) return ['a failure without errorCode'];
  if (!errorTable().has(env.errorCode)) return [`errorCode ${env.errorCode} is not in schemas/api/error-codes.json`];
  if (!allowedErrors(entry).has(env.errorCode))
    return [`errorCode ${env.errorCode} is not declared for ${entry.id} in the catalogue`];
  return [];
}

/** Sends the request to the upstream as the client sent it; throws when the upstream cannot be reached. */
export async function forward(
  up: UpstreamSetting,
  mock: MockSession,
  req: Request,
  entry: CatalogueEntry | undefined,
  validators: ContractValidators,
): Promise<UpstreamAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const forwardedFor = req.headers['x-forwarded-for'];
  headers.set('x-forwarded-for', forwardedFor ? `${String(forwardedFor)}, ${clientIp(req)}` : clientIp(req));
  headers.set('via', req.headers.via ? `${String(req.headers.via)}, ${VIA}` : VIA);
  const body = await rawBody(req);
  const res = await fetch(`${up.url.replace(/\/$/, '')}${req.originalUrl}`, {
    method: req.method,
    headers,
    redirect: 'manual',
    ...(body && body.length && req.method !== 'GET' && req.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? 'application/json; charset=utf-8';
  let parsed: unknown;
  let violations: string[] = [];
  try {
    parsed = JSON.parse(text);
    if (entry) violations = contractViolations(entry, validators, res.status, parsed);
  } catch {
    if (entry) violations = [`the answer (${res.status}, ${contentType}) is not JSON`];
  }
  const errorCode = (parsed as { errorCode?: unknown } | undefined)?.errorCode;
  if (up.record && entry && violations.length === 0) {
    const query = Object.fromEntries(new URL(req.originalUrl, 'http://x').searchParams);
    const saved = recordedOverride({
      entry,
      merchantCode: typeof req.headers.merchant === 'string' ? req.headers.merchant : undefined,
      query,
      body: body?.length ? parseBody(body, req.headers['content-type']) : undefined,
      status: res.status,
      answer: parsed,
    });
    if (saved) mock.recorded.push(saved);
  }
  const retryAfter = res.headers.get('retry-after');
  return {
    status: res.status,
    text,
    contentType,
    violations,
    ...(retryAfter ? { retryAfter } : {}),
    ...(typeof errorCode === 'string' ? { errorCode } : {}),
  };
}

/** A request body as JSON (a json-string endpoint's text unwrapped, a form as its fields), or undefined. */
function parseBody(body: Buffer, contentType: string | undefined): unknown {
  const text = body.toString('utf8');
  if ((contentType ?? '').startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  } catch {
    return undefined;
  }
}
