/**
 * Typed client of the mock gateway's QA control API (/__mock), for tests. Every call names the mock session
 * with the X-Mock-Session header, so parallel tests never see each other.
 */

import type { JournalEntry, JournalPage } from '../../mock-gateway/lib/journal.js';
import type { UpstreamSetting } from '../../mock-gateway/lib/proxy.js';
import type { RecordingFile } from '../../mock-gateway/lib/recording.js';
import type { WorldFile } from '../../mock-gateway/lib/world-file.js';

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
  | 'rate-limits-off'
  | 'deposit-id-picture'
  | 'gcash-redirect'
  | 'geetest';

export interface FaultSpec {
  route: string;
  kind: 'latency' | 'status' | 'hang' | 'hold' | 'drop' | 'commit-then-drop' | 'slow-body';
  ms?: number;
  status?: number;
  errorCode?: string;
  once?: boolean;
  /** Take the site server's reads for the pages it renders instead of the browser's calls. */
  siteServer?: boolean;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
  /** hold: requests waiting for their release now. */
  held?: number;
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

  protected async call<T>(method: string, path: string, body?: unknown): Promise<T> {
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

  /** A document control (world file, recording): answered without the envelope. */
  private async document<T>(path: string): Promise<T> {
    const res = await fetch(`${this.baseUrl}/__mock${path}`, { headers: { 'X-Mock-Session': this.session } });
    if (!res.ok) throw new MockControlError(res.status, undefined, `GET /__mock${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  /** The session's whole state as a world file (schemas/mock/world-file.schema.json). */
  exportWorld(): Promise<WorldFile> {
    return this.document('/world');
  }

  /** Makes this session the world of a world file. */
  importWorld(doc: WorldFile): Promise<{ session: string; seed: number; now: number; operations: number }> {
    return this.call('PUT', '/world', doc);
  }

  worldFixtures(): Promise<{ name: string; description: string }[]> {
    return this.call('GET', '/world/fixtures');
  }

  loadFixture(name: string): Promise<{ session: string; seed: number; now: number; operations: number }> {
    return this.call('PUT', `/world/fixtures/${encodeURIComponent(name)}`);
  }

  /** Proxy mode for this session: forward these routes (or what the world does not serve) to a real gateway. */
  setUpstream(setting: { url: string; routes?: string[]; record?: boolean }): Promise<unknown> {
    return this.call('PUT', '/upstream', setting);
  }

  upstream(): Promise<{ upstream: UpstreamSetting | null; source: string; recorded: number }> {
    return this.call('GET', '/upstream');
  }

  /** The upstream's answers recorded in this session, as overrides. */
  recording(): Promise<RecordingFile> {
    return this.document('/upstream/recording');
  }

  /** Plays a recording back in this session. */
  playRecording(doc: RecordingFile): Promise<{ loaded: number; upstream: string }> {
    return this.call('PUT', '/overrides/recording', doc);
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

  /** Marks a host name down (every gateway call through it answers domain_not_available), or up again. */
  setDomainDown(host: string, down = true): Promise<{ host: string; down: boolean }> {
    return this.call(down ? 'PUT' : 'DELETE', `/domains/${encodeURIComponent(host)}`);
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

  /** Lets the requests a `hold` fault keeps waiting go on (those of one route or fault id, or all). */
  releaseFaults(route?: string): Promise<{ released: number }> {
    return this.call('POST', `/faults/release${route ? `?route=${encodeURIComponent(route)}` : ''}`);
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

  /** Geetest v3 passed by the stand-in SDK for a challenge of GET /wps/captcha/geetest: what getValidate() answers. */
  geetestPassV3(
    challenge: string,
  ): Promise<{ geetest_challenge: string; geetest_validate: string; geetest_seccode: string }> {
    return this.call('POST', '/geetest/v3/pass', { challenge });
  }

  /** Geetest v4 passed by the stand-in SDK (captchaId: the status answer's gw.GEETEST_ID): what getValidate() answers. */
  geetestPassV4(captchaId: string): Promise<{
    captcha_id: string;
    lot_number: string;
    captcha_output: string;
    pass_token: string;
    gen_time: string;
  }> {
    return this.call('POST', '/geetest/v4/pass', { captchaId });
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

  /** An upline (or `from`) offers `account` a contract; it then waits in the account's login popup. */
  offerContract(input: { account: string; kind: string; rate: number; from?: string }): Promise<QaContract> {
    return this.call('POST', '/contracts/offer', input);
  }

  /** Answers a contract as the account it was offered to (A accept, R reject) or as either party (C cancel). */
  answerContract(input: { account: string; contractId: number; status: 'A' | 'R' | 'C' }): Promise<QaContract> {
    return this.call('POST', '/contracts/answer', input);
  }

  contracts(account: string): Promise<{ account: string; contracts: QaContract[] }> {
    return this.call('GET', `/contracts?account=${encodeURIComponent(account)}`);
  }

  /** An account's points and its merchant's points rules. */
  points(account: string): Promise<{ points: number; rules: Record<string, number> }> {
    return this.call('GET', `/points?account=${encodeURIComponent(account)}`);
  }

  /** Adds points (once per key). */
  grantPoints(account: string, points: number, key?: string): Promise<{ points: number }> {
    return this.call('POST', '/points/grant', { account, points, ...(key ? { key } : {}) });
  }

  /** Plays one round of a game (stake in major units, counted as valid bet): the points it earned. */
  playRound(account: string, stake: number, nodeId?: string): Promise<{ earned: number; points: number }> {
    return this.call('POST', '/points/play', { account, stake, ...(nodeId ? { nodeId } : {}) });
  }

  /** An account's points-mall redemptions, newest first (minor units). */
  redemptions(account: string): Promise<{ redemptionId: string; status: 'P' | 'R' | 'A'; rewardId: number }[]> {
    return this.call('GET', `/points/redemptions?account=${encodeURIComponent(account)}`);
  }

  /** The back office approves or rejects a redemption. */
  decideRedemption(redemptionId: string, outcome: 'approve' | 'reject'): Promise<{ status: 'P' | 'R' | 'A' }> {
    return this.call('POST', `/points/redemptions/${encodeURIComponent(redemptionId)}/${outcome}`);
  }

  /** Puts a mail in an account's inbox (HTML as given); the account's push channel gets INBOX with its subject. */
  sendMail(input: { account: string; subject: string; content?: string; senderName?: string }): Promise<{
    inboxId: string;
    subject: string;
  }> {
    return this.call('POST', '/mail', input);
  }

  /** Empties an account's inbox (unread count 0). */
  clearMail(account: string): Promise<{ unreadCount: number }> {
    return this.call('DELETE', `/mail?account=${encodeURIComponent(account)}`);
  }

  /** Sends one push event (schemas/api/push/push-event.schema.json) to an account; answers how many sockets got it. */
  push(account: string, event: Record<string, unknown>): Promise<{ delivered: number }> {
    return this.call('POST', '/push', { account, ...event });
  }

  /** Closes every push socket of this mock session (the site reconnects). */
  dropPush(): Promise<{ dropped: number }> {
    return this.call('POST', '/push/drop', {});
  }

  /** With false, push upgrades are refused (503): the site falls back to polling. */
  setPushAvailable(available: boolean): Promise<{ available: boolean }> {
    return this.call('PUT', '/push/available', { available });
  }

  pushConnections(): Promise<{ connections: number }> {
    return this.call('GET', '/push');
  }

  /** The back office's view of a member's promotion applications. */
  promotionApplications(account: string): Promise<{
    applications: { applicationId: string; promotionId: number; status: string; remarks: string; images: unknown[] }[];
  }> {
    return this.call('GET', `/promotions/applications?account=${encodeURIComponent(account)}`);
  }

  /** Approves or rejects a member's pending application; with inMs it lands after that much virtual time. */
  decidePromotion(input: {
    account: string;
    promotionId: number;
    decision: 'approve' | 'reject';
    inMs?: number;
    reason?: string;
  }): Promise<{ status: string }> {
    return this.call('POST', '/promotions/applications/decide', input);
  }

  /** Opens (start) or closes (end) the raffle's draw now. */
  raffle(
    action: 'start' | 'end',
    promotionId?: number,
  ): Promise<{ raffleScheduleId: number; start: number; end: number }> {
    return this.call('POST', '/promotions/raffle', { action, ...(promotionId ? { promotionId } : {}) });
  }

  /** A referred friend places `count` lost bets of `amount` (major units), once per key: the referrer's rebate. */
  friendBets(input: { account: string; count: number; amount: number; key: string; nodeId?: string }): Promise<{
    account: string;
    referrer: string | null;
    orderNos: string[];
    validBetAmount: number;
    rebate: number;
    replayed: boolean;
  }> {
    return this.call('POST', '/referral/friend-bets', input);
  }
}

/** A contract as /__mock/contracts answers it (the gateway's contract shape). */
export interface QaContract {
  contractId: number;
  kind: 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
  rate: number;
  status: 'A' | 'C' | 'V' | 'R';
  upline: string;
  downline: string;
  downlineHigherRate: 'Y' | 'N';
}
