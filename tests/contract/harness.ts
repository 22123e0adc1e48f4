/**
 * Contract-suite harness: a gateway to talk to (GATEWAY_URL, or a mock started in-process on an ephemeral port),
 * a client that speaks the contract (headers, raw token, JWE bodies for E endpoints), and the contract's validators.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createGatewayApp, type GatewayOptions } from '../../mock-gateway/app.js';
import { answersRaw, loadCatalogue, type CatalogueEntry } from '../../mock-gateway/lib/catalogue.js';
import { encryptPayload, type PublicJwks } from '../../mock-gateway/lib/jwe-client.js';
import { DEFAULT_SITE_CONFIG_DIR } from '../../mock-gateway/lib/paths.js';
import { compileContract, type ContractValidators } from '../../mock-gateway/lib/validators.js';
import { vendorAccountTypeId } from '../../mock-gateway/handlers/wallet.js';
import { MockControl } from './mock-control.js';

export const catalogue: CatalogueEntry[] = loadCatalogue();
export const entry = (id: string): CatalogueEntry => {
  const e = catalogue.find((x) => x.id === id);
  if (!e) throw new Error(`no catalogue entry ${id}`);
  return e;
};

let validators: ContractValidators | undefined;
export function contract(): ContractValidators {
  return (validators ??= compileContract(catalogue));
}

/** Merchant header for the suite: GATEWAY_MERCHANT, else the default merchant of site-config/domains.json. */
function defaultMerchantCode(): string {
  if (process.env.GATEWAY_MERCHANT) return process.env.GATEWAY_MERCHANT;
  const domains = JSON.parse(fs.readFileSync(path.join(DEFAULT_SITE_CONFIG_DIR, 'domains.json'), 'utf8')) as {
    defaultMerchant: string;
  };
  const m = JSON.parse(
    fs.readFileSync(path.join(DEFAULT_SITE_CONFIG_DIR, domains.defaultMerchant, 'merchant.json'), 'utf8'),
  ) as { merchantCodes: { default: string } };
  return m.merchantCodes.default;
}
export const MERCHANT = defaultMerchantCode();

export interface Gateway {
  baseUrl: string;
  inProcess: boolean;
  /** Lines the in-process gateway logged (contract violations, unexpected errors). */
  logs: string[];
  close(): Promise<void>;
}

const remoteChecks = new Map<string, Promise<void>>();

/**
 * Before a suite talks to GATEWAY_URL: it answers, and it knows the suite's merchant. Otherwise every test would
 * fail on its own (or crash reading a value that is not there) instead of one clear message.
 */
function checkRemoteGateway(baseUrl: string): Promise<void> {
  let check = remoteChecks.get(baseUrl);
  if (!check) {
    check = (async () => {
      const headers = { Merchant: MERCHANT, Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/wps/system/status`, { headers });
      } catch (e) {
        throw new Error(
          `GATEWAY_URL=${baseUrl} does not answer (${(e as Error).message}): start it first (e.g. PORT=9206 npm start)`,
        );
      }
      const body = (await res.json().catch(() => undefined)) as Envelope | undefined;
      if (body?.errorCode === 'merchant.unknown') {
        throw new Error(
          `GATEWAY_URL=${baseUrl} does not know merchant code ${MERCHANT}` +
            `${process.env.GATEWAY_MERCHANT ? ' (GATEWAY_MERCHANT)' : " (the default merchant's code in site-config)"}: ` +
            'set GATEWAY_MERCHANT to one of its merchant codes, or restart the gateway after adding the merchant',
        );
      }
      if (!body || typeof body.success !== 'boolean')
        throw new Error(
          `GATEWAY_URL=${baseUrl}: /wps/system/status did not answer the gateway envelope (${res.status})`,
        );
    })();
    remoteChecks.set(baseUrl, check);
  }
  return check;
}

/** GATEWAY_URL when set (and no options are given), else an in-process mock on 127.0.0.1:<ephemeral>. */
export async function startGateway(options?: GatewayOptions): Promise<Gateway> {
  const url = process.env.GATEWAY_URL;
  if (url && !options) {
    const baseUrl = url.replace(/\/$/, '');
    await checkRemoteGateway(baseUrl);
    return { baseUrl, inProcess: false, logs: [], close: async () => {} };
  }
  const logs: string[] = [];
  const app = createGatewayApp({ log: (l) => logs.push(l), ...options });
  const server = app.listen(0, '127.0.0.1');
  // The test's own fetch keeps connections for reuse: the server must not close an idle one first, or a request
  // written on it as it closes fails with ECONNRESET (seen on a busy machine, where its timers fire late).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    inProcess: true,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let counter = 0;
export const uniqueSession = (label = 't'): string =>
  `${label}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (e.g. malformed JSON). */
  rawBody?: string;
  contentType?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** The values of the path's `{parameter}` segments (sent URL-encoded, as the site's client sends them). */
  path?: Record<string, string>;
  /** undefined: the client's token; null: none; a string: that token. */
  token?: string | null;
  headers?: Record<string, string>;
  /** Skip the JWE wrapping of E endpoints. */
  plain?: boolean;
  /** Encrypt under this JWKS / kid instead of the gateway's current key. */
  jwks?: PublicJwks;
  kid?: string;
  signal?: AbortSignal;
}

export interface CallResult<T = unknown> {
  status: number;
  /** The envelope; for the calls the platform answers raw (/lgw), a success's bare value is put in one here. */
  body: Envelope<T>;
  /** The answer came without the envelope (a raw /lgw success). */
  raw: boolean;
  headers: Headers;
  ms: number;
}

const isEnvelope = (body: unknown): boolean =>
  !!body && typeof body === 'object' && typeof (body as Envelope).success === 'boolean';

export class Client {
  token: string | undefined;
  private jwksCache: PublicJwks | undefined;
  readonly control: MockControl;

  constructor(
    readonly baseUrl: string,
    readonly session: string = uniqueSession(),
    readonly merchant: string = MERCHANT,
  ) {
    this.control = new MockControl(baseUrl, session);
  }

  baseHeaders(): Record<string, string> {
    return {
      Merchant: this.merchant,
      Device: 'web',
      Language: 'EN',
      'X-Gateway-Version': '3',
      'X-Mock-Session': this.session,
    };
  }

  async jwks(refresh = false): Promise<PublicJwks> {
    if (!this.jwksCache || refresh) {
      const r = await this.call<PublicJwks>('system.jwks');
      if (!r.body.success) throw new Error(`jwks: ${r.body.errorCode}`);
      this.jwksCache = r.body.value!;
    }
    return this.jwksCache;
  }

  async call<T = unknown>(target: string | CatalogueEntry, opts: CallOptions = {}): Promise<CallResult<T>> {
    const e = typeof target === 'string' ? entry(target) : target;
    const headers: Record<string, string> = { ...this.baseHeaders() };
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) headers.Authorization = token;
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['Content-Type'] = opts.contentType ?? 'application/json';
    } else if (opts.body !== undefined) {
      if (e.bodyEncoding === 'form') {
        body = new URLSearchParams(opts.body as Record<string, string>).toString();
        headers['Content-Type'] = opts.contentType ?? 'application/x-www-form-urlencoded';
      } else {
        let payload = opts.body;
        if (e.flags.includes('E') && !opts.plain)
          payload = { jwe: await encryptPayload(opts.jwks ?? (await this.jwks()), opts.body, opts.kid) };
        // As the site's client sends it: a json-string endpoint gets its body's JSON text as one JSON string.
        body = JSON.stringify(e.bodyEncoding === 'json-string' ? JSON.stringify(payload) : payload);
        headers['Content-Type'] = opts.contentType ?? 'application/json';
      }
    }
    Object.assign(headers, opts.headers);
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(opts.path?.[name] ?? ''));
    const url = `${this.baseUrl}${path}${qs.size ? `?${qs}` : ''}`;
    const t0 = performance.now();
    const res = await fetch(url, {
      method: e.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${e.id}: answer is not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    const raw = res.ok && answersRaw(e) && !isEnvelope(parsed);
    const envelope = (raw ? { success: true, value: parsed } : parsed) as Envelope<T>;
    return { status: res.status, body: envelope, raw, headers: res.headers, ms };
  }

  /** Log in (E endpoint) and keep the token. */
  async login(username: string, password: string, extra: Record<string, unknown> = {}): Promise<string> {
    const r = await this.call<{ token: string }>('session.login', {
      body: { username, password, ...extra },
      token: null,
    });
    if (!r.body.success) throw new Error(`login ${username}: ${r.body.errorCode} ${r.body.message}`);
    this.token = r.body.value!.token;
    return this.token;
  }
}

/** Asserts-free check of a value against an entry's response schema; returns the violations. */
export function responseViolations(id: string, value: unknown): string[] {
  const v = contract().entries.get(id)!.response;
  return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

export function envelopeViolations(body: unknown): string[] {
  const v = contract().envelope;
  return v(body) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

/** The main wallet's accountTypeId, and a vendor wallet's, as wallet.balances numbers them. */
export const MAIN_WALLET = 2;
export const vendorWallet = vendorAccountTypeId;
