/**
 * Typed client of the mock gateway's QA control API (/__mock), for tests. Every call names the mock session
 * with the X-Mock-Session header, so parallel tests never see each other.
 */

import type { JournalEntry, JournalPage } from '../../mock-gateway/lib/journal.js';

export type { JournalEntry, JournalPage };

export type ScenarioName =
  | 'maintenance'
  | 'region-blocked'
  | 'sms-quota'
  | 'sms-too-many'
  | 'game-maintenance'
  | 'unrecognised-ip'
  | 'password-expired'
  | 'popups-off'
  | 'rate-limits-off';

export interface FaultSpec {
  route: string;
  kind: 'latency' | 'status' | 'hang' | 'drop' | 'commit-then-drop' | 'slow-body';
  ms?: number;
  status?: number;
  errorCode?: string;
  once?: boolean;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

export interface JournalFilter {
  /** Catalogue id or path, `*` wildcards allowed. */
  endpoint?: string;
  method?: string;
  /** A status or a class such as "4xx". */
  status?: string | number;
  errorCode?: string;
  /** Text anywhere in the query, request body or answer. */
  text?: string;
  violations?: boolean;
}

export interface OverrideSpec {
  route: string;
  match?: {
    query?: Record<string, string | number | boolean>;
    headers?: Record<string, string>;
    body?: Record<string, unknown>;
    merchant?: string;
  };
  answer: { value: unknown } | { errorCode: string; status?: number; message?: string; value?: unknown };
  times?: number;
  until?: number;
  forMs?: number;
}

export interface Override extends Omit<OverrideSpec, 'times' | 'forMs'> {
  id: number;
  hits: number;
  remaining?: number;
}

export interface SmsMessage {
  mobileNum: string;
  countryDialingCode: string;
  purpose: 'login' | 'register' | 'reset';
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
}

function query(params: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === false) continue;
    q.set(k, v === true ? '1' : String(v));
  }
  const qs = q.toString();
  return qs ? `?${qs}` : '';
}

/** One movement of an account's money (GET /__mock/ledger): legs in signed minor units. */
export interface Movement {
  ref: string;
  kind: string;
  at: number;
  idempotencyKey?: string;
  legs: { wallet: string; amount: number }[];
}

export interface AccountLedger {
  account: string;
  currency: string;
  balances: { main: number; vendors: { vendor: string; amount: number }[]; total: number };
  movements: Movement[];
}

export interface CashierSettings {
  delayMinutes: number;
  outcome: 'approve' | 'reject' | 'manual';
}

export interface QaDeposit {
  depositId: string;
  method: string;
  kind: 'REDIRECT' | 'QR' | 'TRANSFER';
  requestedAmount: number;
  amount: number;
  state: 2 | 3 | 4 | 5 | 6 | 7;
  dueAt?: number;
  slips: { id: string; kind: 'png' | 'jpeg'; bytes: number }[];
}

export class MockControlError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export class MockControl {
  constructor(
    readonly baseUrl: string,
    readonly session: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/__mock${path}`, {
      method,
      headers: {
        'X-Mock-Session': this.session,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const env = (await res.json()) as { success: boolean; value?: T; errorCode?: string; message?: string };
    if (!res.ok || !env.success)
      throw new MockControlError(
        res.status,
        env.errorCode,
        `${method} /__mock${path}: ${env.errorCode ?? res.status} ${env.message ?? ''}`,
      );
    return env.value as T;
  }

  /** True when the gateway has the QA control API (a real gateway does not). */
  async available(): Promise<boolean> {
    try {
      await this.call('GET', '/scenarios');
      return true;
    } catch {
      return false;
    }
  }

  reset(seed?: number): Promise<{ session: string; seed: number; now: number }> {
    return this.call('POST', '/reset', seed !== undefined ? { seed } : {});
  }

  scenarios(): Promise<{ name: ScenarioName; on: boolean; value?: unknown }[]> {
    return this.call('GET', '/scenarios');
  }

  scenario(name: ScenarioName): Promise<{ name: ScenarioName; on: boolean; value?: unknown }> {
    return this.call('GET', `/scenarios/${name}`);
  }

  setScenario(
    name: ScenarioName,
    value?: unknown,
  ): Promise<{ name: ScenarioName; on: true; value: unknown; status: 0 | 1 | 2 }> {
    return this.call('PUT', `/scenarios/${name}`, value === undefined ? {} : { value });
  }

  clearScenario(name: ScenarioName): Promise<{ removed: boolean; status: 0 | 1 | 2 }> {
    return this.call('DELETE', `/scenarios/${name}`);
  }

  addFault(spec: FaultSpec): Promise<Fault> {
    return this.call('PUT', '/faults', spec);
  }

  faults(): Promise<Fault[]> {
    return this.call('GET', '/faults');
  }

  clearFaults(route?: string): Promise<{ removed: number }> {
    return this.call('DELETE', `/faults${route ? `?route=${encodeURIComponent(route)}` : ''}`);
  }

  /** One page of the journal, oldest first: `after` is the cursor (the previous page's `next`). */
  journalPage(filter: JournalFilter & { after?: number; limit?: number; tail?: number } = {}): Promise<JournalPage> {
    return this.call('GET', `/journal${query(filter)}`);
  }

  /** Every journal entry matching the filter, oldest first. */
  async journal(filter: JournalFilter = {}): Promise<JournalEntry[]> {
    return (await this.journalPage(filter)).entries;
  }

  journalCount(filter: JournalFilter = {}): Promise<{ count: number; capacity: number; recorded: number }> {
    return this.call('GET', `/journal/count${query(filter)}`);
  }

  clearJournal(): Promise<{ cleared: true }> {
    return this.call('DELETE', '/journal');
  }

  addOverride(spec: OverrideSpec): Promise<Override> {
    return this.call('PUT', '/overrides', spec);
  }

  overrides(): Promise<Override[]> {
    return this.call('GET', '/overrides');
  }

  clearOverrides(which: { id?: number; route?: string } = {}): Promise<{ removed: number }> {
    return this.call('DELETE', `/overrides${query(which)}`);
  }

  /** A session token with curl's means: a demo account (password optional) or a new account (create). */
  login(input: {
    username: string;
    password?: string;
    merchant?: string;
    create?: boolean;
    fields?: Record<string, string>;
  }): Promise<{ token: string; username: string; merchant: string; created: boolean; expiresAt: number }> {
    return this.call('POST', '/login', input);
  }

  clock(): Promise<{ now: number; start: number; flowing: boolean }> {
    return this.call('GET', '/clock');
  }

  setClockFlowing(flowing: boolean): Promise<{ now: number; flowing: boolean }> {
    return this.call('PUT', '/clock', { flowing });
  }

  advanceClock(ms: number): Promise<{ now: number }> {
    return this.call('POST', '/clock/advance', { ms });
  }

  /** SMS inbox, newest first (optionally for one mobile). */
  sms(mobile?: string): Promise<SmsMessage[]> {
    return this.call('GET', `/sms${mobile ? `?mobile=${encodeURIComponent(mobile)}` : ''}`);
  }

  /** The newest code sent to a mobile. */
  async lastSmsCode(mobile: string): Promise<string> {
    const [m] = await this.sms(mobile);
    if (!m) throw new Error(`no SMS for ${mobile}`);
    return m.code;
  }

  captcha(): Promise<{ answer: string | null }> {
    return this.call('GET', '/captcha');
  }

  /** An ID token of the stand-in identity provider (GOOGLE, FACEBOOK, PHONE) for a test identity or any subject. */
  async idpToken(provider: 'GOOGLE' | 'FACEBOOK' | 'PHONE', subject: string): Promise<string> {
    return (await this.call<{ idToken: string }>('POST', `/idp/${provider}/token`, { subject })).idToken;
  }

  authenticator(username: string): Promise<{ code: string }> {
    return this.call('GET', `/authenticator?username=${encodeURIComponent(username)}`);
  }

  freezeAccount(username: string, frozen = true): Promise<{ username: string; frozen: boolean }> {
    return this.call('POST', '/accounts/freeze', { username, frozen });
  }

  rotateKeys(overlapMs?: number): Promise<{ kid: string; previousKid: string; overlapUntil: number }> {
    return this.call('POST', '/keys/rotate', overlapMs !== undefined ? { overlapMs } : {});
  }

  /** An account's balances and movements (minor units), oldest first. */
  ledger(username: string): Promise<AccountLedger> {
    return this.call('GET', `/ledger?account=${encodeURIComponent(username)}`);
  }

  /** The cashier's settings: minutes from "I have paid" to settlement, and what it then does. */
  setCashier(change: Partial<CashierSettings>): Promise<CashierSettings> {
    return this.call('PUT', '/cashier', change);
  }

  /** An account's deposits, newest first (minor units). */
  deposits(username: string): Promise<QaDeposit[]> {
    return this.call('GET', `/cashier/deposits?account=${encodeURIComponent(username)}`);
  }

  /** Settles an open deposit now. */
  settleDeposit(depositId: string, action: 'approve' | 'reject' | 'expire'): Promise<QaDeposit> {
    return this.call('POST', `/cashier/deposits/${encodeURIComponent(depositId)}/${action}`);
  }

  demoAccounts(): Promise<{ username: string; password: string; shows: string }[]> {
    return this.call('GET', '/demo-accounts');
  }

  /** The cashier pays a withdrawal (the newest Processing one without refId): the member is asked to confirm it. */
  markPayoutPaid(input: { account: string; refId?: string; merchant?: string }): Promise<{
    payDetailId: string;
    refId: string;
    amount: number;
    autoConfirmAt: number;
    minutes: number;
  }> {
    return this.call('POST', '/withdrawals/paid', input);
  }

  /** An account's latest withdrawals (minor units) and open receipts. */
  withdrawals(account: string): Promise<{
    withdrawals: { refId: string; status: number; amount: number; remark: string }[];
    confirmations: { payDetailId: string; refId: string; amount: number; isAutoConfirmed: boolean; msLeft: number }[];
  }> {
    return this.call('GET', `/withdrawals?account=${encodeURIComponent(account)}`);
  }

  /** The turnover (major units) the member must reach before withdrawing. */
  setRequiredTurnover(account: string, requiredTurnover: number): Promise<{ status: 'A' | 'N' }> {
    return this.call('PUT', '/withdrawals/turnover', { account, requiredTurnover });
  }
}
