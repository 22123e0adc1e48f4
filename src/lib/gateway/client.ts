import { CLIENT_ERROR, GatewayError, endsSession } from './gateway-error';
import { GATEWAY_VERSION } from './gateway-version';
import { fillPath, type EndpointDef } from './endpoint-table';
import type { PayloadCipher } from './payload-cipher';
import { sessionToken } from './session-store';

// The endpoint's description lives with the table that writes and reads it; callers know it as the client's.
export type { EndpointDef, HttpMethod } from './endpoint-table';

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  query?: Record<string, QueryValue>;
  /** The values of the path's `{parameter}` segments (e.g. gameCode of /lgw/draw/code/{gameCode}). */
  path?: Record<string, string>;
  body?: unknown;
  /** Money operations: one key per user action, so a repeated request never moves money twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * A money call whose answer is lost is re-sent with the same key this many times (default 1), `resendDelayMs`
   * apart (default at once), within its one deadline.
   */
  resends?: number;
  resendDelayMs?: number;
  /** Called as each attempt is handed to the network (vendor request spacing counts from here). */
  onSend?: () => void;
}

export interface GatewayClientOptions {
  baseUrl?: string;
  merchantCode: () => string;
  language: () => string;
  cipher: PayloadCipher;
  /** Called once per ended session (expired, invalid, logged in elsewhere), after the token is cleared. */
  onSessionEnded?: (error: GatewayError) => void;
  /** Development and tests: checks `value` against the contract; returns a problem description or null. */
  validateResponse?: (endpointId: string, value: unknown) => Promise<string | null>;
  timeoutMs?: number;
  readRetries?: number;
  retryBaseDelayMs?: number;
  fetchImpl?: typeof fetch;
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  message?: string;
  errorCode?: string;
}

export { GATEWAY_VERSION };

/**
 * The one place that knows the platform's two answer shapes: every call answers the envelope, except the lottery
 * gateway's (/lgw, /lotto/lgw), which answer their value raw on success (their failures still carry the envelope's
 * errorCode and message).
 */
export function readEnvelope(endpoint: Pick<EndpointDef, 'path'>, ok: boolean, body: unknown): Envelope {
  const enveloped = !!body && typeof body === 'object' && typeof (body as Envelope).success === 'boolean';
  if (enveloped || !ok || !/^\/(lotto\/)?lgw\//.test(endpoint.path)) return body as Envelope;
  return { success: true, value: body };
}
const KEY_UNKNOWN = 'payload.key_unknown';

/** No answer from the service: a network failure or a server error (a 501 is the service's answer: no such call). */
const noAnswer = (error: GatewayError) => error.status === 0 || (error.status >= 500 && error.status !== 501);

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export interface GatewayClient {
  /**
   * One gateway call. Reads are retried with backoff. A money call (catalogue `money`) needs an idempotency key and
   * has one deadline (the time-out) for all its attempts: when its answer is lost (dropped connection, cut or
   * unreadable body, 5xx) it is re-sent with the same key (once, or `resends` times), which the gateway answers
   * without moving money again; if the outcome is still unknown it fails with `client.money_unconfirmed`, and the
   * screen should keep the key for the user's next try.
   */
  call<T>(endpoint: EndpointDef, options?: CallOptions): Promise<T>;
  /** Called after every money call settles, whatever its outcome, so balances on screen are read again. */
  onMoneySettled(listener: () => void): () => void;
  /**
   * Starts a read now for a screen that mounts later (the landing page's data, fetched while the boot calls run).
   * The first identical `call` within a few seconds takes the answer instead of asking again.
   */
  prefetch(endpoint: EndpointDef, options?: Pick<CallOptions, 'query' | 'body' | 'path'>): void;
}

/** After this a prefetched answer counts as stale and the screen asks again. */
const PREFETCH_FRESH_MS = 10_000;

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const readRetries = options.readRetries ?? 2;
  const retryBase = options.retryBaseDelayMs ?? 300;
  let endedToken: string | null = null;
  const prefetched = new Map<string, { at: number; answer: Promise<unknown> }>();
  const moneyListeners = new Set<() => void>();

  function url(endpoint: EndpointDef, call: Pick<CallOptions, 'query' | 'path'>): string {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(call.query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
    const qs = search.toString();
    return `${options.baseUrl ?? ''}${fillPath(endpoint, call.path)}${qs ? `?${qs}` : ''}`;
  }

  async function body(endpoint: EndpointDef, payload: unknown): Promise<BodyInit | undefined> {
    if (payload === undefined || endpoint.method === 'GET') return undefined;
    if (endpoint.flags.includes('E')) return JSON.stringify(await options.cipher.encrypt(payload));
    if (endpoint.bodyEncoding === 'form') {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(payload as Record<string, QueryValue>)) if (v != null) form.set(k, String(v));
      return form;
    }
    // The platform's GCS_walletReturn takes its body's JSON text as a JSON string.
    if (endpoint.bodyEncoding === 'json-string') return JSON.stringify(JSON.stringify(payload));
    return JSON.stringify(payload);
  }

  /** One request; `deadline` ends it (a read's own time-out, or what is left of a money call's). */
  async function once<T>(endpoint: EndpointDef, call: CallOptions, deadline: AbortSignal): Promise<T> {
    const token = sessionToken.get();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Merchant: options.merchantCode(),
      Device: 'web',
      Language: options.language(),
      'X-Gateway-Version': GATEWAY_VERSION,
    };
    if (token) headers.Authorization = token;
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
    const requestBody = await body(endpoint, call.body);
    if (requestBody !== undefined && !(requestBody instanceof URLSearchParams))
      headers['Content-Type'] = 'application/json';

    const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;
    const lost = (error: unknown): GatewayError | never => {
      if (call.signal?.aborted) throw error;
      const timedOut = deadline.aborted;
      return new GatewayError(
        timedOut ? CLIENT_ERROR.timeout : CLIENT_ERROR.network,
        timedOut ? 'timeout' : 'network',
        0,
      );
    };
    const target = url(endpoint, call); // a call missing a path value is a mistake of the page, not a lost answer
    let response: Response;
    let text: string;
    try {
      call.onSend?.();
      response = await fetchImpl(target, {
        method: endpoint.method,
        headers,
        body: requestBody,
        signal,
        credentials: 'same-origin',
      });
      // A body cut off or still trickling at the deadline is a lost answer, not a malformed one.
      text = await response.text();
    } catch (error) {
      throw lost(error);
    }
    let envelope: Envelope;
    try {
      envelope = readEnvelope(endpoint, response.ok, JSON.parse(text));
    } catch {
      throw new GatewayError(
        CLIENT_ERROR.badResponse,
        `HTTP ${response.status} without a JSON envelope`,
        response.status,
      );
    }
    if (!response.ok || envelope.success !== true) {
      const error = new GatewayError(
        envelope.errorCode ?? `http.${response.status}`,
        envelope.message ?? '',
        response.status,
        envelope.value,
      );
      if (token && endsSession(error)) endSession(token, error);
      throw error;
    }
    if (options.validateResponse) {
      const problem = await options.validateResponse(endpoint.id, envelope.value);
      if (problem) throw new GatewayError(CLIENT_ERROR.badResponse, `${endpoint.id}: ${problem}`, response.status);
    }
    return envelope.value as T;
  }

  function endSession(token: string, error: GatewayError): void {
    // Several requests may fail with the same dead token: the user hears about it once.
    if (endedToken === token) return;
    endedToken = token;
    if (sessionToken.get() === token) sessionToken.clear();
    options.onSessionEnded?.(error);
  }

  function retryable(endpoint: EndpointDef, error: unknown, attempt: number): boolean {
    if (attempt >= readRetries || endpoint.method !== 'GET') return false;
    // This domain does not serve the visitor: the domain fallback moves on instead of asking it again.
    return error instanceof GatewayError && error.code !== 'domain_not_available' && noAnswer(error);
  }

  /** Same request, same session and language: the same answer. */
  const prefetchKey = (endpoint: EndpointDef, call: Pick<CallOptions, 'query' | 'body'>) =>
    `${endpoint.method} ${url(endpoint, call)} ${JSON.stringify(call.body ?? null)} ${sessionToken.get() ?? ''} ${options.language()}`;

  function takePrefetched<T>(endpoint: EndpointDef, call: CallOptions): Promise<T> | null {
    // Reads only: a GET, or a POST that reads (the platform's jackpot); never a money call.
    if (endpoint.money || !prefetched.size) return null;
    const key = prefetchKey(endpoint, call);
    const entry = prefetched.get(key);
    prefetched.delete(key);
    if (!entry || Date.now() - entry.at > PREFETCH_FRESH_MS) return null;
    const answer = entry.answer as Promise<T>;
    const signal = call.signal;
    if (!signal) return answer;
    return new Promise<T>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  }

  /** A rotated key is rejected before anything happens: one resend with fresh keys is safe, even for money. */
  function withFreshKeys(error: unknown, attempt: number): boolean {
    if (attempt > 0 || !(error instanceof GatewayError) || error.code !== KEY_UNKNOWN) return false;
    options.cipher.forgetKeys();
    return true;
  }

  /** A lost answer: the request may or may not have been carried out. */
  const outcomeUnknown = (error: unknown): error is GatewayError =>
    error instanceof GatewayError && (noAnswer(error) || error.code === CLIENT_ERROR.badResponse);

  async function moneyCall<T>(endpoint: EndpointDef, call: CallOptions): Promise<T> {
    if (!call.idempotencyKey) throw new Error(`${endpoint.id} moves money: pass an idempotencyKey`);
    const deadline = AbortSignal.timeout(call.timeoutMs ?? timeoutMs);
    let resends = call.resends ?? 1;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await once<T>(endpoint, call, deadline);
        } catch (error) {
          if (withFreshKeys(error, attempt)) continue;
          if (!outcomeUnknown(error)) throw error;
          // Safe with the same key: the gateway replays a committed movement instead of moving money again.
          if (resends > 0 && !deadline.aborted) {
            resends--;
            if (call.resendDelayMs) await new Promise((r) => setTimeout(r, call.resendDelayMs));
            continue;
          }
          throw new GatewayError(CLIENT_ERROR.moneyUnconfirmed, error.message, error.status, error.value);
        }
      }
    } finally {
      for (const listener of moneyListeners) listener();
    }
  }

  const client: GatewayClient = {
    onMoneySettled(listener) {
      moneyListeners.add(listener);
      return () => moneyListeners.delete(listener);
    },
    prefetch(endpoint, call = {}) {
      if (endpoint.money || endpoint.flags.includes('E')) return;
      const answer = client.call(endpoint, { query: call.query, body: call.body, path: call.path });
      answer.catch(() => undefined); // the screen that takes it sees the failure
      prefetched.set(prefetchKey(endpoint, call), { at: Date.now(), answer });
    },
    async call<T>(endpoint: EndpointDef, call: CallOptions = {}): Promise<T> {
      if (endpoint.money) return moneyCall<T>(endpoint, call);
      const early = takePrefetched<T>(endpoint, call);
      if (early) return early;
      for (let attempt = 0; ; attempt++) {
        try {
          return await once<T>(endpoint, call, AbortSignal.timeout(call.timeoutMs ?? timeoutMs));
        } catch (error) {
          if (withFreshKeys(error, attempt)) continue;
          if (!retryable(endpoint, error, attempt)) throw error;
          await new Promise((r) => setTimeout(r, retryBase * 3 ** attempt * (0.75 + Math.random() / 2)));
        }
      }
    },
  };
  return client;
}
