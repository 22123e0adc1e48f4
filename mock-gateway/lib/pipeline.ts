/**
 * The request pipeline for /wps and /lgw: route from the catalogue, faults, headers, session, idempotency key,
 * body (decrypting E endpoints), query, handler, then the answer checked against the contract before it leaves
 * (lost or trickled out when a commit-then-drop or slow-body fault says so).
 */
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { performance } from 'node:perf_hooks';
import type { Handler, HandlerContext } from '../handlers/types.js';
import {
  allowedErrors,
  answersRaw,
  isEncrypted,
  matchRoute,
  needsToken,
  type CatalogueEntry,
  type RouteTable,
} from './catalogue.js';
import { domainsDown } from './domains-down.js';
import { errorTable } from './error-table.js';
import { SLOW_BODY_DEFAULT_MS, type Fault, type FaultStore } from './faults.js';
import { keepText, keepValue, maskSecret, maskSecrets, type JournalEntry, type JournalRecord } from './journal.js';
import { errorText, GatewayError } from './gateway-error.js';
import { decryptBody } from './jwe-server.js';
import type { MockSession, MockSessions } from './mock-sessions.js';
import type { CallOp } from './session-history.js';
import { forward, forwards, type UpstreamSetting } from './proxy.js';
import { overrideOutcome } from './overrides.js';
import { checkQueryAndHeaders, parseJsonWithinLimits, verifyJsonShape } from './request-limits.js';
import { clientIp, isFirstScreenRead, mockSessionId, requestOrigin } from './request-info.js';
import type { SiteConfig } from './site-config.js';
import { describeAjvError, listAjvErrors, type ContractValidators } from './validators.js';
import { fromWorldError } from './world-errors.js';

export interface GatewayCore {
  /** --upstream: where sessions without a setting of their own forward (proxy.ts). */
  upstream?: UpstreamSetting;
  routes: RouteTable;
  validators: ContractValidators;
  handlers: Map<string, Handler>;
  sessions: MockSessions;
  site: SiteConfig;
  log: (line: string) => void;
}

interface Outcome {
  status: number;
  body: string;
  errorCode?: string;
  violations?: string[];
  /** Id of the HTTP override that answered. */
  override?: number;
  /** Rate limits: sent as the Retry-After header (whole seconds). */
  retryAfterMs?: number;
  /** Proxy mode: the upstream that answered, and its answer's Content-Type. */
  upstream?: string;
  contentType?: string;
}

/** The slow-body fault sends the answer in this many pieces, evenly spread over its duration. */
const SLOW_BODY_PIECES = 10;

/** Writes the answer a little at a time; stops if the client leaves. */
function trickle(res: Response, body: string, totalMs: number): void {
  const bytes = Buffer.from(body);
  res.setHeader('Content-Length', String(bytes.length));
  res.flushHeaders();
  const size = Math.ceil(bytes.length / SLOW_BODY_PIECES);
  let offset = 0;
  const timer = setInterval(() => {
    if (res.destroyed) return clearInterval(timer);
    const piece = bytes.subarray(offset, offset + size);
    offset += size;
    if (offset >= bytes.length) {
      clearInterval(timer);
      res.end(piece);
    } else res.write(piece);
  }, totalMs / SLOW_BODY_PIECES);
  res.on('close', () => clearInterval(timer));
}

/** What the journal keeps of a request: headers and query with tokens masked. */
function requestRecord(req: Request): Pick<JournalEntry, 'headers' | 'query'> & { secrets: Set<string> } {
  const secrets = new Set<string>();
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries(req.headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (name === 'authorization') secrets.add(value.replace(/^Bearer\s+/i, ''));
    headers[name] = name === 'authorization' || name === 'cookie' ? maskSecret(value) : value;
  }
  return {
    headers,
    query: maskSecrets({ ...(req.query as Record<string, unknown>) }, secrets) as Record<string, unknown>,
    secrets,
  };
}

/** The history's record of a call about to reach its handler (or an override): what replay needs to run it again. */
function callOp(
  ctx: HandlerContext,
  token: string | undefined,
  headers: Request['headers'],
  keepHeaders: boolean,
  stranger: boolean,
): CallOp {
  const op: CallOp = {
    k: 'call',
    at: ctx.world.clock.now(),
    endpoint: ctx.entry.id,
    merchantCode: ctx.merchantCode,
    language: ctx.language,
    device: ctx.device,
    ip: ctx.ip,
    origin: ctx.origin,
    body: ctx.body,
    query: ctx.query,
    params: ctx.params,
  };
  if (token) op.token = token;
  if (ctx.idempotencyKey) op.idempotencyKey = ctx.idempotencyKey;
  if (stranger) op.stranger = true;
  if (keepHeaders)
    op.headers = Object.fromEntries(
      Object.entries(headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    );
  return op;
}

/** The request body the journal shows: the decrypted one when run() got that far, else what was parsed. */
const BODY_SEEN = Symbol('journal body');
type WithBody = Request & { [BODY_SEEN]?: unknown };

const DEFAULT_BODY_KB = 100;
const jsonParsers = new Map<string, express.RequestHandler>();
/**
 * The JSON parser for an endpoint's body limit (catalogue maxBodyKb: images as data URLs need more than 100 kB). A
 * json-string body is one JSON string at the top level, which the strict parser refuses.
 */
function jsonParserFor(kb: number, strict: boolean): express.RequestHandler {
  const key = `${kb}:${strict}`;
  if (!jsonParsers.has(key)) jsonParsers.set(key, express.json({ limit: `${kb}kb`, strict, verify: verifyJsonShape }));
  return jsonParsers.get(key)!;
}
const formParser = express.urlencoded({ extended: false, limit: `${DEFAULT_BODY_KB}kb` });

/** A json-string endpoint's body: the object inside the string (the platform's client), or the object itself. */
function unwrapJsonText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return parseJsonWithinLimits(body);
  } catch (err) {
    if (err instanceof GatewayError) throw err;
    throw new GatewayError('request.invalid', {
      message: 'body: the string is not JSON text',
      value: { location: 'body', path: '', keyword: 'type' },
    });
  }
}

function parseWith(parser: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    parser(req, res, (err?: unknown) => (err ? reject(err) : resolve()));
  });
}

export function isGatewayPath(path: string): boolean {
  return (
    path.startsWith('/wps/') ||
    path.startsWith('/lgw/') ||
    path.startsWith('/lotto/') ||
    path === '/wps' ||
    path === '/lgw'
  );
}

/** Body-parser failures as gateway errors. */
export function parserError(err: unknown): GatewayError | undefined {
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return new GatewayError('request.malformed', { message: 'body: malformed JSON' });
  if (type === 'entity.too.large') return new GatewayError('request.too_large');
  if (
    type === 'encoding.unsupported' ||
    type === 'charset.unsupported' ||
    type === 'request.aborted' ||
    type === 'request.size.invalid'
  ) {
    return new GatewayError('request.malformed', { message: `body: ${(err as Error).message}` });
  }
  return undefined;
}

export function failureBody(e: GatewayError): string {
  return JSON.stringify({
    success: false,
    errorCode: e.code,
    message: e.message,
    ...(e.value !== undefined ? { value: e.value } : {}),
  });
}

/** A success: the envelope, or the bare value for the calls the platform answers raw (/lgw). */
function successBody(entry: CatalogueEntry, value: unknown): string {
  return JSON.stringify(answersRaw(entry) ? value : { success: true, value });
}

export function createPipeline(core: GatewayCore): RequestHandler {
  const allowed = new Map<string, Set<string>>();
  for (const e of core.routes.byId.values()) allowed.set(e.id, allowedErrors(e));
  const table = errorTable();

  function finish(
    mock: MockSession,
    req: Request,
    res: Response,
    t0: number,
    entry: CatalogueEntry | undefined,
    out: Outcome,
    fault?: Fault,
  ): void {
    // With --state-dir a call that may change state is answered once the history it depends on is on disk, so a
    // crash loses nothing answered. Reads are recorded too (some draw, e.g. a captcha) but are not held back: waiting
    // for the disk would cut their throughput by two thirds, and a read that shows a change still being written
    // promises nothing a client acts on (money calls carry idempotency keys and are always held).
    const written = req.method === 'GET' || req.method === 'HEAD' ? undefined : core.sessions.written(mock);
    if (written) {
      written.then(
        () => send(req, res, out, fault),
        (err: unknown) => contain(err, req, res),
      );
    } else send(req, res, out, fault);
    if (isFirstScreenRead(req)) return;
    try {
      record(mock, req, t0, entry, out, fault);
    } catch (err) {
      contain(err, req, res);
    }
  }

  function send(req: Request, res: Response, out: Outcome, fault?: Fault): void {
    // status 0: the fault took the connection (hang / drop), nothing to write.
    if (out.status !== 0 && !res.headersSent && !res.writableEnded) {
      if (fault?.kind === 'commit-then-drop') {
        // The handler has committed; the answer is lost on the way back.
        req.socket.destroy();
      } else {
        res.status(out.status);
        res.setHeader('Content-Type', out.contentType ?? 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        if (out.retryAfterMs !== undefined)
          res.setHeader('Retry-After', String(Math.max(1, Math.ceil(out.retryAfterMs / 1000))));
        if (fault?.kind === 'slow-body') trickle(res, out.body, fault.ms ?? SLOW_BODY_DEFAULT_MS);
        else res.end(out.body);
      }
    }
  }

  /**
   * A failure outside a request's own checks and handler (the pipeline, the journal, a fault): the 500 envelope
   * when nothing was sent yet, else only the log; never the process.
   */
  function contain(err: unknown, req: Request, res: Response): void {
    core.log(
      `[mock-gateway] unexpected error after ${req.method} ${req.path} (mock session ${mockSessionId(req)}): ${errorText(err)}`,
    );
    if (res.headersSent || res.writableEnded || res.destroyed) return;
    res.status(500).setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(failureBody(new GatewayError('internal.error')));
  }

  /** The journal entry of a request. */
  function record(
    mock: MockSession,
    req: Request,
    t0: number,
    entry: CatalogueEntry | undefined,
    out: Outcome,
    fault?: Fault,
  ): void {
    const { secrets, ...request } = requestRecord(req);
    const entry_: JournalRecord = {
      at: mock.world.clock.now(),
      method: req.method,
      path: req.path,
      ...request,
      status: out.status,
      ms: Math.round((performance.now() - t0) * 100) / 100,
    };
    const sent = (req as WithBody)[BODY_SEEN] ?? req.body;
    const requestBody = sent === undefined ? undefined : keepValue(sent, secrets);
    if (requestBody) entry_.requestBody = requestBody;
    if (out.body) entry_.responseBody = keepText(out.body, secrets);
    if (entry) entry_.endpoint = entry.id;
    if (out.errorCode) entry_.errorCode = out.errorCode;
    if (fault) entry_.fault = fault.kind;
    if (out.override) entry_.override = out.override;
    if (out.violations) entry_.violations = out.violations;
    if (out.upstream) entry_.upstream = out.upstream;
    mock.journal.add(entry_);
  }

  function violation(entry: CatalogueEntry, violations: string[]): Outcome {
    core.log(
      `[mock-gateway] CONTRACT VIOLATION in ${entry.id} (${entry.method} ${entry.path}): ${violations.join('; ')}`,
    );
    const e = new GatewayError('contract.response.invalid', {
      message: `The gateway's answer for ${entry.id} breaks the contract: ${violations[0]}`,
    });
    return { status: 500, body: failureBody(e), errorCode: e.code, violations };
  }

  /** Checks a failure against the catalogue and the error table before it is sent. */
  function failureOutcome(entry: CatalogueEntry | undefined, err: unknown): Outcome {
    let e: GatewayError | undefined = err instanceof GatewayError ? err : (fromWorldError(err) ?? parserError(err));
    if (!e) {
      core.log(`[mock-gateway] unexpected error${entry ? ` in ${entry.id}` : ''}: ${errorText(err)}`);
      e = new GatewayError('internal.error');
      return {
        status: e.status,
        body: failureBody(e),
        errorCode: e.code,
        violations: [`unexpected error: ${err instanceof Error ? err.message : String(err)}`],
      };
    }
    if (entry) {
      const problems: string[] = [];
      const def = table.get(e.code);
      if (!def) problems.push(`errorCode ${e.code} is not in schemas/api/error-codes.json`);
      else if (!allowed.get(entry.id)!.has(e.code) && e.code !== 'fault.injected')
        problems.push(`errorCode ${e.code} is not declared for ${entry.id} in the catalogue`);
      if (def?.valueDef && e.value !== undefined) {
        const check = core.validators.errorValue(def.valueDef);
        if (check && !check(e.value)) problems.push(...listAjvErrors(check.errors).map((p) => `${e!.code} ${p}`));
      }
      if (problems.length) return violation(entry, problems);
    }
    const retryAfterMs = (e.value as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
    return {
      status: e.status,
      body: failureBody(e),
      errorCode: e.code,
      ...(typeof retryAfterMs === 'number' ? { retryAfterMs } : {}),
    };
  }

  async function readBody(entry: CatalogueEntry, req: Request, res: Response): Promise<unknown> {
    const form = entry.bodyEncoding === 'form';
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody) return {};
    const ct = (req.headers['content-type'] ?? '').toLowerCase();
    const expected = form ? 'application/x-www-form-urlencoded' : 'application/json';
    if (!ct.startsWith(expected)) {
      throw new GatewayError('request.invalid', {
        message: `body: Content-Type must be ${expected}`,
        value: { location: 'body', path: '', keyword: 'contentType' },
      });
    }
    const jsonText = entry.bodyEncoding === 'json-string';
    await parseWith(form ? formParser : jsonParserFor(entry.maxBodyKb ?? DEFAULT_BODY_KB, !jsonText), req, res);
    return jsonText ? unwrapJsonText(req.body) : ((req.body as unknown) ?? {});
  }

  async function run(
    mock: MockSession,
    entry: CatalogueEntry,
    req: Request,
    res: Response,
    params: Record<string, string>,
  ): Promise<Outcome> {
    const v = core.validators.entries.get(entry.id)!;
    // headers
    if (!core.validators.headers(req.headers)) {
      const d = describeAjvError('header', core.validators.headers.errors);
      throw new GatewayError('request.header_invalid', { message: d.message, value: d.value });
    }
    const merchantCode = req.headers.merchant as string;
    const merchant = core.site.byMerchantCode.get(merchantCode);
    if (!merchant) {
      throw new GatewayError('merchant.unknown', { message: `header/merchant: unknown merchant code ${merchantCode}` });
    }
    const world = mock.world;
    const ip = clientIp(req);
    // session
    const token = req.headers.authorization;
    let auth: HandlerContext['auth'];
    // A token this world does not know is refused, unless a recording's override may answer it (recorded).
    let stranger: GatewayError | undefined;
    if (token) {
      const found = world.sessions.lookup(token);
      if (found.ok) {
        if (found.session.ip && found.session.ip !== ip) {
          if (needsToken(entry)) throw new GatewayError('token_ip_different');
        } else {
          auth = { token, session: found.session, account: found.account };
        }
      } else if (needsToken(entry)) {
        const hint = token.startsWith('Bearer ') ? ' (send the raw token, without "Bearer ")' : '';
        stranger = new GatewayError(found.reason, {
          message: `${table.get(found.reason)?.message ?? found.reason}${hint}`,
        });
        if (!mock.overrides.answersStrangers(entry.id)) throw stranger;
      }
    } else if (needsToken(entry)) {
      throw new GatewayError('CUSTOMER_NOT_LOGIN');
    }
    // money
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    if (entry.money && !idempotencyKey) throw new GatewayError('idempotency_key_required');
    // body
    let body: Record<string, unknown> = {};
    if (entry.request) {
      let raw = await readBody(entry, req, res);
      let sealed = false;
      if (isEncrypted(entry)) {
        try {
          raw = await decryptBody(raw, mock.keyring, world.clock.now());
        } catch (err) {
          // Sealed under the upstream's key (a recording's client): only a recorded override can answer it.
          if (!(err instanceof GatewayError) || !mock.overrides.answersStrangers(entry.id)) throw err;
          stranger ??= err;
          sealed = true;
        }
      }
      if (!sealed) {
        if (!v.body!(raw)) {
          const d = describeAjvError('body', v.body!.errors);
          throw new GatewayError('request.invalid', { message: d.message, value: d.value });
        }
        body = raw as Record<string, unknown>;
        (req as WithBody)[BODY_SEEN] = body;
      }
    }
    // query
    let query: Record<string, unknown> = {};
    if (entry.query) {
      query = { ...(req.query as Record<string, unknown>) };
      if (!v.query!(query)) {
        const d = describeAjvError('query', v.query!.errors);
        throw new GatewayError('request.invalid', { message: d.message, value: d.value });
      }
    }
    const ctx: HandlerContext = {
      entry,
      world,
      mock,
      merchant,
      merchantCode,
      language: req.headers.language as string,
      device: req.headers.device as string,
      ip,
      origin: requestOrigin(req),
      body,
      query,
      params,
      ...(auth ? { auth } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
      setHeader: (name, value) => res.setHeader(name, value),
    };
    core.sessions.record(mock, callOp(ctx, token, req.headers, mock.overrides.size > 0, !!stranger));
    // A QA override answers instead of the handler, after the request passed every contract check.
    const override = mock.overrides.take(entry.id, {
      query,
      headers: req.headers,
      body,
      merchantCode,
      now: world.clock.now(),
      ...(stranger ? { stranger: true } : {}),
    });
    if (stranger && !override) throw stranger;
    if (override) {
      const answer = overrideOutcome(override);
      if (answer instanceof GatewayError) return { ...failureOutcome(entry, answer), override: override.id };
      return { status: 200, body: successBody(entry, answer.value), override: override.id };
    }
    // The cashier's virtual delay elapses lazily: deposits due by now settle before anything reads money.
    world.cashier.settleDue();
    const value = await core.handlers.get(entry.id)!(ctx);
    if (!v.response(value)) return violation(entry, listAjvErrors(v.response.errors));
    return { status: 200, body: successBody(entry, value) };
  }

  async function applyFault(fault: Fault, req: Request, holds: FaultStore): Promise<Outcome | 'continue' | 'gone'> {
    switch (fault.kind) {
      case 'latency':
        await new Promise((r) => setTimeout(r, fault.ms ?? 0));
        return 'continue';
      case 'status': {
        const e = new GatewayError(fault.errorCode ?? 'fault.injected', {
          status: fault.status ?? table.get(fault.errorCode ?? '')?.status ?? 500,
        });
        return { status: e.status, body: failureBody(e), errorCode: e.code };
      }
      case 'hold':
        await holds.hold(fault);
        return 'continue';
      case 'hang':
        // Never answer; free the socket if the client gives up, or after ms (default 10 minutes).
        setTimeout(() => req.socket.destroy(), fault.ms ?? 600_000).unref();
        return 'gone';
      case 'drop':
        req.socket.destroy();
        return 'gone';
      case 'commit-then-drop':
      case 'slow-body':
        return 'continue'; // they act on the answer (finish)
    }
  }

  /** Proxy mode: the upstream answers (or upstream.unreachable), journalled with what breaks the contract. */
  async function proxy(
    mock: MockSession,
    req: Request,
    res: Response,
    t0: number,
    up: UpstreamSetting,
    entry: CatalogueEntry | undefined,
  ): Promise<void> {
    let out: Outcome;
    try {
      const a = await forward(up, mock, req, entry, core.validators);
      if (a.violations.length)
        core.log(
          `[mock-gateway] UPSTREAM CONTRACT VIOLATION in ${entry?.id} (${req.method} ${req.path} from ${up.url}): ${a.violations.join('; ')}`,
        );
      const retryAfterS = Number(a.retryAfter);
      out = {
        status: a.status,
        body: a.text,
        contentType: a.contentType,
        upstream: up.url,
        ...(a.errorCode ? { errorCode: a.errorCode } : {}),
        ...(a.violations.length ? { violations: a.violations } : {}),
        ...(Number.isFinite(retryAfterS) && a.retryAfter ? { retryAfterMs: retryAfterS * 1000 } : {}),
      };
    } catch (err) {
      const e = new GatewayError('upstream.unreachable', {
        message: `The upstream gateway ${up.url} did not answer (${err instanceof Error ? err.message : String(err)})`,
      });
      out = { status: e.status, body: failureBody(e), errorCode: e.code, upstream: up.url };
    }
    finish(mock, req, res, t0, entry, out);
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isGatewayPath(req.path)) {
      next();
      return;
    }
    const t0 = performance.now();
    const mock = core.sessions.get(mockSessionId(req));
    if (domainsDown.isDown(mock, req.hostname)) {
      const e = new GatewayError('domain_not_available', {
        message: `${req.hostname} is marked down (/__mock/domains)`,
      });
      finish(mock, req, res, t0, undefined, { status: e.status, body: failureBody(e), errorCode: e.code });
      return;
    }
    const route = matchRoute(core.routes, req.path);
    const methods = route?.methods;
    const up = mock.upstream === undefined ? core.upstream : mock.upstream;
    if (up) {
      const served = methods?.get(req.method) ?? (req.method === 'HEAD' ? methods?.get('GET') : undefined);
      if (forwards(up, served, req)) {
        void proxy(mock, req, res, t0, up, served).catch((err: unknown) => contain(err, req, res));
        return;
      }
    }
    if (!route || !methods) {
      const e = new GatewayError('endpoint.not_implemented', {
        message: `${req.method} ${req.path} is not in the endpoint catalogue`,
      });
      finish(mock, req, res, t0, undefined, { status: e.status, body: failureBody(e), errorCode: e.code });
      return;
    }
    const entry = methods.get(req.method) ?? (req.method === 'HEAD' ? methods.get('GET') : undefined);
    if (!entry) {
      res.setHeader('Allow', [...methods.keys()].join(', '));
      const e = new GatewayError('endpoint.method_not_allowed', {
        message: `${req.method} ${req.path}: use ${[...methods.keys()].join(' or ')}`,
      });
      finish(mock, req, res, t0, undefined, { status: e.status, body: failureBody(e), errorCode: e.code });
      return;
    }
    void (async () => {
      try {
        checkQueryAndHeaders(req.originalUrl, req.headers, req.rawHeaders.length / 2);
      } catch (err) {
        finish(mock, req, res, t0, entry, failureOutcome(entry, err));
        return;
      }
      const siteServer = isFirstScreenRead(req);
      const fault = mock.faults.take(entry.id, req.path, siteServer);
      if (fault) {
        core.sessions.record(mock, {
          k: 'fault',
          at: mock.world.clock.now(),
          endpoint: entry.id,
          path: req.path,
          ...(siteServer && { siteServer }),
        });
        const r = await applyFault(fault, req, mock.faults);
        if (r === 'gone') {
          finish(mock, req, res, t0, entry, { status: 0, body: '' }, fault);
          return;
        }
        if (r !== 'continue') {
          finish(mock, req, res, t0, entry, r, fault);
          return;
        }
      }
      let out: Outcome;
      try {
        out = await run(mock, entry, req, res, route.params);
      } catch (err) {
        out = failureOutcome(entry, err);
      }
      finish(mock, req, res, t0, entry, out, fault);
    })().catch((err: unknown) => contain(err, req, res));
  };
}
