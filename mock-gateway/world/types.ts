/**
 * Public types of the mock-gateway world. Re-exported from `./index.ts`.
 *
 * Conventions:
 * - Time is epoch milliseconds read from the world's virtual clock (`world.clock.now()`).
 * - Money is integer minor units (cents). The server converts to decimals for the wire.
 * - Every failure is thrown as a `WorldError` (see errors.ts) carrying a platform error code, an HTTP status,
 *   an English message and an optional `value` (e.g. `{ captcha: true }`, `{ start, end }`).
 * - The only consumer is the gateway in this repository (`mock-gateway/handlers`, `mock-gateway/lib`); change both
 *   together.
 */

import type {
  AnnouncementsListValue,
  ChatModelsValue,
  ErrorFieldInvalid,
  ErrorLoginVerify,
  GameType,
  LotteryLeaderboardValue,
  LotteryMissionSummaryValue,
  LotteryOpenedNumber,
  PrizeMode,
  SystemHelpCenterValue,
  WinnerEntry,
} from '../../src/generated/api-types.js';
import type { WelcomeBonus, WelcomeBonusChannel } from '../../src/generated/config-types.js';

// ---------------------------------------------------------------- merchants

/** One registration field rule as served by `/wps/system/setting/register`. */
export interface RegistrationRule {
  enabled: boolean;
  required: boolean;
  /** 0-19 or 999, see PLATFORM-NOTES; its default regex comes from `WorldOptions.patterns`. */
  patternId: number;
  minLength: number;
  maxLength: number;
  /** Regex source that wins over the pattern's default; `"*"` means "match anything"; empty: the pattern's default. */
  acceptedPattern?: string;
  updateRequired?: boolean;
}

/** What the server passes per merchant (from site-config). */
export interface MerchantSeed {
  /** Merchant folder code, e.g. "royal". */
  code: string;
  /** Merchant codes sent in the `Merchant` header that map to this merchant. */
  merchantCodes: string[];
  /** Site flags such as MOBILENUMREG3 ('1' | '0' | boolean). */
  siteFlags: Record<string, string | boolean>;
  /** Field name -> rule. Missing fields fall back to the PLATFORM-NOTES client fallbacks. */
  registrationRules: Record<string, RegistrationRule>;
  /**
   * Customer-service positions the merchant's site opens (site-config `customerService.placements[].csPosition`,
   * plus footer live-chat contacts), e.g. ["LIVECHAT-1", "EMAIL-1"]. `content.customerService` serves exactly these;
   * missing or empty: a default set (LIVECHAT-1, LIVECHAT-2, TELEGRAM-1, EMAIL-1).
   */
  customerServicePositions?: string[];
  /**
   * The welcome bonus (site-config `registration.welcomeBonus`): claimed once per account by adding a messenger
   * number (`bonus.claimWelcome`). Missing: no welcome bonus (`welcome_bonus_unavailable`).
   */
  welcomeBonus?: WelcomeBonusSeed;
  /**
   * The brand's shown name (site-config `brand.name`), written into the world's notices, popups, promotions and
   * banner art. Missing: the folder code, capitalised.
   */
  brandName?: string;
}

/** A messenger whose number qualifies for the welcome bonus (site-config's list). */
export type { WelcomeBonusChannel };

/** The welcome bonus exactly as site-config declares it (amount in major units, e.g. 131000 PHP). */
export type WelcomeBonusSeed = WelcomeBonus;

/**
 * One registration pattern of the catalogue `site-config/registration-patterns.json` (the file the front end reads
 * too). The world has no pattern of its own: the server passes the catalogue in `WorldOptions.patterns`.
 */
export interface PatternDef {
  /** 0-19 or 999 (PLATFORM-NOTES). */
  id: number;
  meaning: string;
  /** Default regex of the pattern (source, compiled with the `u` flag). */
  regex: string;
  messageKey?: string;
  /** Values the regex must accept and reject (checked by the world's tests). */
  examples?: { accepted: string[]; rejected: string[] };
}

export interface WorldOptions {
  /** PRNG seed; default 1. Same seed -> same world. */
  seed?: number;
  merchants: MerchantSeed[];
  /** The registration pattern catalogue (site-config/registration-patterns.json `patterns`). Required. */
  patterns: readonly PatternDef[];
  /**
   * Virtual clock start (epoch ms). Default: real time at creation, floored to the minute.
   * All time-derived state (jackpot, draws, winners) is computed from time elapsed since this start,
   * so two worlds with the same seed evolve identically.
   */
  fixedStart?: number;
}

// ---------------------------------------------------------------- games

/**
 * Game types and prize modes are the platform's codes, so the world uses the contract's (schemas/api/common.schema.json)
 * rather than a copy: e-sports/cockfight arrive as SPORTS, in-house games as RNG.
 */
export type { GameType, PrizeMode };
export const GAME_TYPES: readonly GameType[] = ['FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS', 'LOTT', 'ELOTT'];

export type GameSelection = 'NEW' | 'HOT' | 'ALL';

export interface Game {
  /** Numeric id, unique in the catalogue. */
  gameId: number;
  gameName: string;
  displayName: string;
  gameType: GameType;
  /** Vendor (provider) code, e.g. "PT", "AG". */
  vassalage: string;
  /** Unique string id used by favourites/recent/launch. */
  nodeId: string;
  nodeName: string;
  /** `/__mock/art/game/<nodeId>.svg`; the wire's showIcon and large icon (lagerIcon) derive from it (to-api.ts). */
  iconUrl: string;
  /** Vendor-side game code (unique). */
  gameCode: string;
  /** "VASSALAGE" = vendor-level entry that opens a vendor game list popup. */
  isGame: 'GAME' | 'VASSALAGE';
  isHot: 0 | 1;
  /** "Slot", "Crash", "Table", "Fishing", "Live", "Card", "Sports", "Lottery", ... */
  gameClassify: string;
  isNew: 0 | 1;
  /** Epoch ms (fixed, derived from the seed; not from the clock). */
  releasedAt: number;
  /** 1 when the game contributes to the jackpot pool. */
  isJackpot: 0 | 1;
}

export interface Vendor {
  gameType: GameType;
  vassalage: string;
  displayName: string;
  /** Number of entries of this vendor in this gameType. */
  gameCount: number;
  /** `/__mock/art/vendor/<code>.svg` */
  logoUrl: string;
}

/** One lane of GCSGAME_gameVendor (raw: SPORTS still contains IMES/TF/DS88, RNG still contains BGS). */
export interface GameMenu {
  gameType: GameType;
  title: string;
  cards: Vendor[];
}

export interface GameListQuery {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  selection?: GameSelection;
  /** Case-insensitive substring of displayName/gameName. */
  search?: string;
  /** 1-based. */
  pageNo: number;
  pageSize: number;
}

export interface GamePage {
  games: Game[];
  totalCount: number;
  totalPages: number;
  pageNo: number;
}

export interface PvpRoom {
  roomId: string;
  roomName: string;
  gameCode: string;
  /** Minor units. */
  minBet: number;
  maxBet: number;
  players: number;
  maxPlayers: number;
  status: 'OPEN' | 'FULL';
}

export interface LotteryMenu {
  gameId: number;
  gameCode: string;
  gameName: string;
  prizeMode: PrizeMode;
  lottoArea: 'VN' | 'SEA';
  /** Seconds between draws. */
  drawIntervalSec: number;
  /** Numero (draw id) currently open for betting. */
  currentNumero: string;
  /** Epoch ms when the current numero closes. */
  nextDrawAt: number;
  /** Ms from the world's now until the current numero closes (what a client counts down from). */
  remainTime: number;
  /** Ms from the world's now until betting on the current numero locks (the last tenth of a draw, at most 30 s). */
  lockTime: number;
  iconUrl: string;
}

/**
 * Game objects are shared between worlds with the same seed and frozen (`Object.freeze`): a mutation throws in
 * strict-mode code. Copy before decorating one.
 */
export interface GameCatalogue {
  readonly size: number;
  /** All games (immutable, shared between worlds with the same seed). */
  all(): readonly Game[];
  /** Every vendor code present in the catalogue. */
  vendorCodes(): string[];
  vendors(gameType?: GameType): Vendor[];
  menus(): GameMenu[];
  list(q: GameListQuery): GamePage;
  byNodeId(nodeId: string): Game | undefined;
  byGameCode(gameCode: string): Game | undefined;
  hot(limit: number, gameType?: GameType): Game[];
  /** Ranking list (GCSGAME_getRankList): stable popularity order. */
  rankList(limit: number, gameType?: GameType): Game[];
  jackpotGames(limit: number): Game[];
  roomList(gameCode: string): PvpRoom[];
  lotteryMenus(prizeMode: PrizeMode): LotteryMenu[];
  /** Finished draws, newest first, as the contract's opened numbers (VN style prize numbers, special prize first). */
  openedNumbers(gameCode: string, limit?: number): LotteryOpenedNumber[];
  /** The draw (numero) of a lottery game that was open at an instant. */
  drawNumeroAt(game: Game, at: number): string;
}

// ---------------------------------------------------------------- art

/** The words and look of one banner (all shown text; ids never). */
export interface BannerArt {
  /** Small line above the headline, e.g. the brand. */
  kicker: string;
  headline: string;
  subline: string;
  /** Button text. */
  cta: string;
  /** E.g. "T&Cs apply · 18+". */
  smallPrint?: string;
  motif: 'coins' | 'gift' | 'cards' | 'ball' | 'trophy' | 'star' | 'phone';
  /** Base hue, 0-359. */
  hue: number;
}

export interface Art {
  /** SVG for a game tile (unknown ids still get a deterministic tile). */
  gameArt(nodeId: string): string;
  vendorLogo(code: string): string;
  banner(id: string): string;
  avatar(id: string): string;
}

// ---------------------------------------------------------------- accounts

export type AccountKind = 'member' | 'trial' | 'agent';
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Agent-only types that may not use the member area (non_member_login). */
export const AGENT_ONLY_TYPES: readonly number[] = [41, 42];
export const TRIAL_TYPE = 4;

export interface Account {
  id: number;
  /** Username. */
  account: string;
  nickname: string;
  /** 0 or 3 normal member; 1, 2, 41, 42 agent; 4 trial. */
  type: number;
  kind: AccountKind;
  merchantCode: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  /** Stored plainly (mock). */
  password: string;
  paymentPassword?: string;
  passwordChangedAt: number;
  firstTimeLogin: boolean;
  /** Locked (QA control `/__mock/accounts/freeze`): login and reset by phone answer `account_frozen`. */
  frozen: boolean;
  knownIps: string[];
  registeredAt: number;
  /** Upline agent id. */
  parentId?: number;
  /** Direct downline ids (agents only). */
  downlines: number[];
  /** Affiliate code (agents only). */
  affiliateCode?: string;
  /** The member whose referral code this account registered with (invite friends). */
  referrerId?: number;
  currency: string;
  vipLevel: number;
  /** Registration fields not modelled above (payeeName, line, whatsapp...). */
  extra: Record<string, string>;
}

export interface DemoAccount {
  username: string;
  password: string;
  shows: string;
}

export type RegisterMethod = 'username' | 'mobile';

/** Registration form as posted (all strings; unknown fields kept in `extra`). */
export type RegistrationFields = Record<string, string | undefined>;

/**
 * One failed field (`registration_invalid`): the contract's `register.field.invalid` value with every part named
 * (patternId -1 for non-pattern errors such as a confirm mismatch). The gateway sends the first, and all in `errors`.
 */
export type FieldError = Required<Omit<ErrorFieldInvalid, 'errors'>>;

export interface Accounts {
  byId(id: number): Account | undefined;
  findByUsername(username: string): Account | undefined;
  /** Mobile match ignores a leading 0 and the dialing code when not given. */
  findByMobile(mobileNum: string, countryDialingCode?: string): Account | undefined;
  findByAffiliateCode(code: string): Account | undefined;
  all(): Account[];
  /** Downline tree of an agent (depth-first, excluding the agent). */
  downlineTree(agentId: number): Account[];
  /**
   * Server-side validation + uniqueness, then creates a member (type 0). Throws WorldError
   * `registration_invalid` (value: FieldError[]), `username_exists`, `mobile_exists`, `affiliate_code_invalid`.
   */
  register(
    fields: RegistrationFields,
    method: RegisterMethod,
    opts: {
      rules: Record<string, RegistrationRule>;
      ip?: string;
      merchantCode?: string;
      /** Runs after validation and uniqueness checks, before the account is created (e.g. SMS code check). */
      beforeCreate?: () => void;
      /** Account type (default 0, a member); an agent registering a direct agent passes 2. */
      type?: number;
    },
  ): Account;
  /** Throws `password_old_invalid`, `password_confirm_mismatch`, `registration_invalid`. */
  changePassword(
    accountId: number,
    input: { oldPassword?: string; newPassword: string; confirmNewPassword?: string },
    rules?: Record<string, RegistrationRule>,
  ): Account;
  /** Sets a new password for the account owning the mobile (code must already be verified). */
  resetPasswordByPhone(mobileNum: string, newPassword: string, countryDialingCode?: string): Account;
  createTrial(ip?: string): Account;
  /** Password older than the policy (90 days) or the password-expired scenario. */
  isPasswordExpired(account: Account): boolean;
  markIpKnown(accountId: number, ip: string): void;
  markFirstLoginDone(accountId: number): void;
  /** Lock or unlock an account (login and reset by phone then answer `account_frozen`). */
  setFrozen(accountId: number, frozen: boolean): Account;
}

// ---------------------------------------------------------------- sessions

export interface Session {
  token: string;
  accountId: number;
  kind: AccountKind;
  issuedAt: number;
  expiresAt: number;
  ip?: string;
  /** The account was on its first login when this session was issued (popups with execution F). */
  firstLogin: boolean;
}

export type SessionLookup =
  | { ok: true; session: Session; account: Account }
  | { ok: false; reason: 'user.or.token.invalid' | 'login.not.session' };

export interface Sessions {
  /** Issue a token for an account (no credential checks; see `world.auth.login`). */
  login(accountId: number, ip?: string): Session;
  /** Invalidate; returns false when the token was unknown. */
  logout(token: string): boolean;
  /** End every session of an account (a time-out or self-exclusion); returns how many ended. */
  endAccount(accountId: number): number;
  lookup(token: string | undefined | null): SessionLookup;
  /** Like lookup, but throws WorldError (401) with the reason as code. */
  require(token: string | undefined | null): { session: Session; account: Account };
  /** Session lifetime in ms (default 24 h of virtual time). */
  readonly ttlMs: number;
}

// ---------------------------------------------------------------- ledger / wallet

/** Ledger account ids: `main:<accountId>`, `vendor:<accountId>:<VENDOR>`, or `house`. */
export type WalletId = string;

export interface LedgerRow {
  id: number;
  accountId: WalletId;
  /** Signed integer minor units. */
  amount: number;
  kind:
    | 'opening'
    | 'transfer'
    | 'bet'
    | 'win'
    | 'adjust'
    | 'trial'
    | 'bonus'
    | 'deposit'
    | 'withdraw'
    | 'refund'
    | 'upline'
    // Agent team (world/team.ts): transfers to a downline, and the team's rebates, commissions, salaries, dividends.
    | 'downline'
    | 'rebate'
    | 'commission'
    | 'salary'
    | 'dividend';
  ref: string;
  at: number;
  idempotencyKey?: string;
}

export interface TransferInput {
  from: WalletId;
  to: WalletId;
  /** Positive integer minor units. */
  amount: number;
  idempotencyKey: string;
  /** Hash (or any stable string) of the request payload; defaults to `${from}|${to}|${amount}`. */
  payloadHash?: string;
  kind?: LedgerRow['kind'];
  ref?: string;
  /** Backdated booking time (seeded history only); default the clock's now. */
  at?: number;
}

export interface TransferResult {
  transferId: string;
  from: WalletId;
  to: WalletId;
  amount: number;
  at: number;
  /** Balances right after the original transfer. */
  balances: { from: number; to: number };
  /** True when this call was an idempotent replay (no money moved). */
  replayed: boolean;
}

export interface Ledger {
  balance(walletId: WalletId): number;
  rows(walletId?: WalletId): readonly LedgerRow[];
  /** Money moves only through here. `house` may go negative; other wallets may not. */
  transfer(input: TransferInput): TransferResult;
  /** Credit from `house` (opening balances, bonuses). */
  credit(walletId: WalletId, amount: number, kind: LedgerRow['kind'], ref: string, at?: number): LedgerRow;
  /** Throws if any cached balance differs from the sum of its rows. */
  assertInvariant(): void;
}

export interface WalletSummary {
  accountId: number;
  currency: string;
  main: number;
  vendors: { vendor: string; amount: number }[];
  total: number;
}

export interface Wallets {
  mainId(accountId: number): WalletId;
  vendorId(accountId: number, vendor: string): WalletId;
  summary(accountId: number): WalletSummary;
  /**
   * GCS_walletTransfer. `fromWallet`/`toWallet` are "MAIN" or a vendor code.
   * Throws `amount_invalid`, `balance_not_enough`, `idempotency_key_reused`, `wallet_not_found`.
   */
  transfer(input: {
    accountId: number;
    fromWallet: string;
    toWallet: string;
    amount: number;
    idempotencyKey: string;
    payloadHash?: string;
    /** Backdated booking time (seeded history only). */
    at?: number;
  }): TransferResult;
}

// ---------------------------------------------------------------- favourites / recent

export interface FavouritePage {
  content: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export interface Favourites {
  ids(accountId: number, gameType?: GameType): string[];
  list(accountId: number, q: { pageNo: number; pageSize: number; gameType?: GameType }): FavouritePage;
  /** Idempotent; returns true when something changed. Throws `game_not_found` for an unknown nodeId. */
  add(accountId: number, nodeId: string): boolean;
  remove(accountId: number, nodeId: string): boolean;
}

export interface Recent {
  push(accountId: number, nodeId: string): void;
  list(accountId: number, q: { pageNo: number; pageSize: number; gameType?: GameType }): GamePage;
  /** Max entries kept per account. */
  readonly max: number;
}

// ---------------------------------------------------------------- content

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

/**
 * Notices, popups, promotions and banners are stored as the contract serves them (banner URLs
 * `/__mock/art/banner/<id>.svg`); the platform's `hot` list is not modelled.
 */
export type Announcements = Omit<AnnouncementsListValue, 'hot'>;

/** A help entry as served; the world always names the language-independent `categoryCode`. */
export type HelpEntry = Required<SystemHelpCenterValue[number]>;

export type CustomerServiceChannel = 'chat' | 'telegram' | 'email' | 'whatsapp';

export interface CustomerServiceEntry {
  /** E.g. "LIVECHAT-1": `<csType>-<n>`. */
  csPosition: string;
  /** The prefix of csPosition, e.g. "LIVECHAT". */
  csType: string;
  /** By prefix: LIVECHAT (and unknown prefixes) chat, TELEGRAM telegram, EMAIL email, WHATSAPP whatsapp. */
  channel: CustomerServiceChannel;
  title: string;
  /** Plain URL (chat: https, telegram: https://t.me/..., email: mailto:, whatsapp: https://wa.me/...); the server encrypts it. */
  path: string;
}

export interface Content {
  /**
   * Announcements filtered by type. B = banners, PL = player notices, PU = popups, PR = promotions,
   * H = home notices (marquee; returned in `player`). `accountId` undefined = anonymous (popups B only);
   * logged in => popups A (+F on first login).
   */
  announcements(q: {
    types?: AnnouncementType[];
    /** Platform code (EN, TY, PT, PT-BR...): copy in EN, TY or PT; other languages get EN. */
    language?: string;
    /** Folder or header code; names the brand in the copy (default: the world's first merchant). */
    merchantCode?: string;
    accountId?: number;
    firstLogin?: boolean;
  }): Announcements;
  helpCenter(language: string, merchantCode?: string): HelpEntry[];
  /**
   * The words of the banner or promotion art named by `id` (the file name of a banner or promotion image URL, which
   * carries merchant and language), or undefined for a name the content never served.
   */
  bannerArt(id: string): BannerArt | undefined;
  /** Which copy runs under each promotion id, and its period (world/promotions.ts works out statuses from it). */
  promotionRuns(): { id: number; key: string; start: number; end?: number }[];
  unreadCount(accountId: number): number;
  markAllRead(accountId: number): void;
  /**
   * One entry per csPosition the merchant places (`MerchantSeed.customerServicePositions`, in that order), or the
   * default set. `merchantCode` (folder or header code; default the world's first merchant) also names the links.
   */
  customerService(merchantCode?: string): CustomerServiceEntry[];
  /** Live chat of the merchant's first chat position (LIVECHAT-1 by default). */
  chatUrl(accountId?: number, merchantCode?: string): string;
  chatModels(): ChatModelsValue;
  addFeedback(input: { accountId?: number; content: string; type?: string; sender?: string }): { id: number };
  feedback(): { id: number; accountId?: number; content: string; type?: string; sender?: string; at: number }[];
}

// ---------------------------------------------------------------- jackpot

/** A jackpot winner as served (major units, epoch ms), every part named. */
export type Winner = Required<WinnerEntry>;

export interface Jackpot {
  /** Pool at time `now` (default clock.now()), major units, integer. Never decreases over time. */
  value(now?: number): number;
  /** Initial pool in [20,000,000, 21,000,000]. */
  readonly start: number;
  winners(now?: number, limit?: number): Winner[];
  jackpotGames(limit: number): Game[];
  /** Per-game reward counter shown on cards, rising every 3 s. */
  rewardCounter(nodeId: string, now?: number): number;
}

// ---------------------------------------------------------------- lottery missions

export interface Missions {
  /** Counts one lottery play (a lobby launch) towards the account's missions of the current day. */
  recordLotteryPlay(accountId: number, gameCode: string): void;
  /** The day's missions as served (rewards in major units; resetsAt: next UTC midnight of the virtual clock). */
  summary(accountId: number): LotteryMissionSummaryValue;
  /** Biggest lottery winners of today or of this week (Monday, UTC), a pure function of the seed and the period. */
  leaderboard(period: LotteryLeaderboardValue['period'], limit?: number): LotteryLeaderboardValue;
}

// ---------------------------------------------------------------- sms

export type SmsPurpose = 'login' | 'register' | 'reset' | 'paymentPassword' | 'withdraw';

export interface SmsMessage {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
}

export interface Sms {
  /**
   * Throws `sms_throttled` (< 1 s since last send to that mobile, value { retryAfterMs }),
   * `TOO_MANY_REQUESTS` (5+ sends in 10 min, or scenario sms-too-many: retry after 5 minutes; value
   * { retryAfterMs, retryAt }), `sms_quota_insufficient`, `mobile_required`, `mobile_format_invalid`.
   */
  send(mobileNum: string, countryDialingCode: string, purpose: SmsPurpose): { code: string; expiredMinutes: number };
  /** Single use. Throws `verification_code_invalid` or `verification_code_expired`. */
  verify(mobileNum: string, code: string, purpose: SmsPurpose): void;
  inbox(mobileNum?: string): SmsMessage[];
  /** Remaining quota (Infinity-like large number by default). */
  quota(): number;
  setQuota(n: number): void;
  readonly expiredMinutes: number;
}

// ---------------------------------------------------------------- captcha

export interface Captcha {
  /** New 4-digit answer and a base64 PNG (no data: prefix). */
  newCaptcha(): { answer: string; png: string };
  /** Current answer, or null if none was generated yet. */
  current(): string | null;
  check(answer: string | undefined): boolean;
  recordFailure(username: string): number;
  failures(username: string): number;
  requiresCaptcha(username: string): boolean;
  clearFailures(username: string): void;
}

// ---------------------------------------------------------------- scenarios

export interface ScenarioValues {
  maintenance: true | { until?: number };
  /** With `ip`: only that IP is blocked; without: everyone. `country` is what the status page shows. */
  'region-blocked': true | { ip?: string; country?: string };
  /** Remaining quota (0 = exhausted). */
  'sms-quota': number | true;
  'sms-too-many': true;
  /** Vendors empty/undefined = all vendors. */
  'game-maintenance': { start: number; end: number; vendors?: string[] };
  'unrecognised-ip': true;
  'password-expired': true;
  /** The gateway sends no popup announcements (end-to-end tests that are not about popups). */
  'popups-off': true;
  /** No rate limit applies: login back-off, SMS throttles and caps, per-IP windows (load tests). */
  'rate-limits-off': true;
  /** The deposit settings ask for a verified ID picture first (idPictureVerifiedRequired Y). */
  'deposit-id-picture': true;
  /** A GCash deposit answers its payment page to open (defaultPageQr false) instead of the QR page. */
  'gcash-redirect': true;
  /**
   * Geetest on: the status answer names `id` and `version` (gw.GEETEST_ID, GEETEST_VERSION) and the whitelabel tree
   * turns `switches` on, for `merchant` only (a folder or Merchant header code) or for every merchant.
   */
  geetest: { version: GeetestVersion; id: string; switches: GeetestSwitch[]; merchant?: string };
}

export type GeetestVersion = 'v3' | 'v4';
/** GEETEST3: login and registration take a check; GEETESTVCODE3: SMS code sends do. */
export type GeetestSwitch = 'GEETEST3' | 'GEETESTVCODE3';
export const GEETEST_SWITCHES: readonly GeetestSwitch[] = ['GEETEST3', 'GEETESTVCODE3'];
/** The stand-in Geetest ids the scenario names when QA gives none (32 hex digits, like real ones). */
export const GEETEST_DEFAULT_IDS: Record<GeetestVersion, string> = {
  v3: '3c0ffee03c0ffee03c0ffee03c0ffee0',
  v4: '4c0ffee04c0ffee04c0ffee04c0ffee0',
};

export type ScenarioName = keyof ScenarioValues;
export const SCENARIO_NAMES: readonly ScenarioName[] = [
  'maintenance',
  'region-blocked',
  'sms-quota',
  'sms-too-many',
  'game-maintenance',
  'unrecognised-ip',
  'password-expired',
  'popups-off',
  'rate-limits-off',
  'deposit-id-picture',
  'gcash-redirect',
  'geetest',
];

export interface Scenarios {
  /** Throws `scenario_unknown` / `scenario_value_invalid` (400) when given bad input from the QA API. */
  set<N extends ScenarioName>(name: N, value?: ScenarioValues[N]): void;
  /** Untyped variant for the QA API: validates name and value. */
  setRaw(name: string, value?: unknown): void;
  clear(name: string): boolean;
  clearAll(): void;
  get<N extends ScenarioName>(name: N): ScenarioValues[N] | undefined;
  isOn(name: ScenarioName): boolean;
  list(): { name: ScenarioName; on: boolean; value?: unknown }[];
  /**
   * 0 normal, 1 maintenance (wins), 2 region-restricted for `ip` (a region block naming an IP applies to that IP
   * only, so without `ip` it does not count).
   */
  status(ip?: string): 0 | 1 | 2;
  /** The region block that applies to `ip` (same rule as `status`), or undefined. */
  regionBlock(ip?: string): { country?: string } | undefined;
  /** Maintenance window for a vendor at `now`, if any. */
  gameMaintenance(vendor: string, now?: number): { start: number; end: number } | undefined;
}

// ---------------------------------------------------------------- contracts

export type ContractType = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';

export interface AgentContract {
  id: number;
  type: ContractType;
  /** Upline agent offering the contract. */
  agentId: number;
  /** Downline receiving it. */
  downlineId: number;
  /** Percent, e.g. 1.5. */
  rate: number;
  /** Product the contract pays on (GATEWAY-CALLS-SEEN §14: LIVE, RNG, CONS, SPORTS, LOTT...). */
  productType: string;
  activeMembers: number;
  /** Minor units. */
  validBets: number;
  profitAndLoss: number;
  period: 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly' | 'Hourly' | 'Realtime';
  status: ContractStatus;
  createdAt: number;
  updatedAt: number;
  /** When the downline accepted it (salary records are settled from then on). */
  signedAt?: number;
  /** When it was terminated (no record after). */
  endedAt?: number;
}

/** Reference record statuses: salary A Disbursed, M Adjust, P Not distributed, R Reject; dividend A, P, R. */
export type ContractRecordStatus = 'A' | 'M' | 'P' | 'R';

/** One settled period of a signed contract: what the downline's team bet (lost) and what the contract paid. */
export interface ContractRecord {
  id: string;
  contractId: number;
  type: ContractType;
  productType: string;
  periodStart: number;
  periodEnd: number;
  rate: number;
  activeMembers: number;
  /** Minor units: the team's valid bets of the period (salaries) or its net loss (dividend). */
  base: number;
  /** Minor units. */
  amount: number;
  status: ContractRecordStatus;
}

/** A period that is decided (not waiting as "P"), with the account the contract pays. */
export interface SettledRecord extends ContractRecord {
  downlineId: number;
}

export interface Contracts {
  list(accountId: number, q?: { type?: ContractType; status?: ContractStatus }): AgentContract[];
  byId(id: number): AgentContract | undefined;
  /**
   * Offer a contract to a direct downline. Throws `non_agent_login`, `operation_not_allowed` (not a direct
   * downline), `contract_rate_invalid` (0 < rate <= 100 and not above the agent's own signed rate of the type),
   * `contract_offer_pending` (that downline already has an offer of the type waiting).
   */
  propose(input: {
    agentId: number;
    downlineId: number;
    type: ContractType;
    rate: number;
    productType?: string;
  }): AgentContract;
  /**
   * Accepting supersedes the downline's signed contract of the same type, and terminates the contracts of that type
   * the downline gave its own downlines with a higher rate (SPEC §4).
   */
  accept(id: number, accountId: number): AgentContract;
  reject(id: number, accountId: number): AgentContract;
  terminate(id: number, accountId: number): AgentContract;
  /** Would accepting this offer terminate contracts the account gave its downlines (`downlineHigherRate`)? */
  downlineHigherRate(offer: AgentContract): boolean;
  /** Settled periods of the contracts the account signed as the receiver, newest first, up to the clock's now. */
  records(accountId: number, type: ContractType): ContractRecord[];
  /**
   * Periods decided since the last call (each handed out once, oldest first per contract): what settlement pays.
   * The first call hands out the seeded history, which the world settles without paying (its money is already in
   * the seeded ledger).
   */
  takeFinal(): SettledRecord[];
}

// ---------------------------------------------------------------- flows (auth / play)

export type LoginArea = 'any' | 'member' | 'agent';

/** Ways to answer `login_verify_required` (login from an unrecognised IP), as its value names them. */
export type LoginVerifyMethod = ErrorLoginVerify['methods'][number];
export const LOGIN_VERIFY_METHODS: readonly LoginVerifyMethod[] = [
  'mobile',
  'email',
  'bankAccountName',
  'authenticator',
];

export interface LoginInput {
  /** Username, or mobile number when type = "sms". */
  username: string;
  /** Password, or SMS code when type = "sms". */
  password: string;
  type?: 'username' | 'sms';
  captcha?: string;
  countryDialingCode?: string;
  /**
   * Answer to `login_verify_required`: mobile = the SMS code (purpose "login") sent with it, email = the full
   * address, bankAccountName = the payee name, authenticator = `auth.authenticatorCode(accountId)`.
   */
  verification?: { method: LoginVerifyMethod; answer: string };
  /** Shorthand for `verification: { method: 'mobile', answer: verificationCode }`. */
  verificationCode?: string;
  ip?: string;
  /** "member" rejects agent-only types 41/42 (non_member_login); "agent" rejects non-agents (non_agent_login). */
  area?: LoginArea;
  merchantCode?: string;
  /** A bot check (Geetest) was passed for this login: it stands in for the image captcha of earlier failures. */
  humanChecked?: boolean;
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** True when the password equals WEAK_DEFAULT_PASSWORD (client forces a change). */
  weakPassword: boolean;
  account: Account;
  session: Session;
}

export interface Auth {
  /**
   * Full login: status for the caller's IP (info_maintenance / blockip), captcha (value { captcha: true }),
   * credentials (login.password.invalid with value { captcha: true } once a failure was recorded), a locked
   * account (account_frozen), area checks, then with scenario unrecognised-ip an IP the account has not used:
   * without `verification` it sends an SMS code (when the account has a mobile) and throws `login_verify_required`
   * (value: the contract's `ErrorLoginVerify`); a wrong or unavailable answer throws `verification_code_invalid` (or
   * `verification_code_expired`); a right one marks the IP as known. Then a session.
   */
  login(input: LoginInput): LoginResult;
  /** Trial account + token. */
  freePlay(ip?: string): LoginResult;
  logout(token: string): boolean;
  /**
   * Register by username or mobile for a merchant. SMS code (purpose "register") required for mobile
   * registration or when REGMOBVERF3 is on. Logs in and returns the token.
   */
  register(input: {
    merchantCode: string;
    fields: RegistrationFields;
    method: RegisterMethod;
    ip?: string;
    /** A bot check (Geetest) was passed: the registration rules' image captcha is not asked for. */
    humanChecked?: boolean;
  }): LoginResult;
  /** Verify the reset SMS code, set the password, log in. Throws `account_frozen` for a locked account. */
  resetByPhone(input: {
    mobileNum: string;
    countryDialingCode?: string;
    verificationCode: string;
    newPassword: string;
    ip?: string;
    merchantCode?: string;
  }): LoginResult;
  /** Forgot by email: throws username_or_email_not_exist. */
  forgotByEmail(input: { username: string; email: string }): void;
  changePassword(
    token: string,
    input: { oldPassword?: string; newPassword: string; confirmNewPassword?: string },
    merchantCode?: string,
  ): Account;
  /** Affiliate code check (`/wps/agent/affiliate`). */
  checkAffiliate(code: string): boolean;
  /** The mock authenticator app's 6-digit code for an account (30 s windows of virtual time; default now). */
  authenticatorCode(accountId: number, at?: number): string;
}

export interface LaunchResult {
  url: string;
  game: Game;
}

export interface Play {
  /**
   * Launch a game for a logged-in account: `game_not_found`, `vendor_under_maintenance` (value { start, end }),
   * `launch_game_balance_not_enough` (main + vendor wallets = 0). Pushes it to recent games.
   */
  launch(
    accountId: number,
    ref: { nodeId?: string; gameCode?: string; vassalage?: string; gameType?: GameType },
  ): LaunchResult;
  /** Lottery lobby launch (`/lgw` lobby): returns a URL; records the menu as recent and counts it for missions. */
  launchLottery(
    accountId: number,
    input: { gameCode: string; prizeMode?: PrizeMode; view?: 'betting' | 'lobby' },
  ): { url: string };
  recentLotteryMenus(accountId: number): LotteryMenu[];
  /** Who a launch (the `launch` of its URL) was for, and which game: the stand-in game books its bets on them. */
  launched(launch: number): { accountId: number; game: Game } | undefined;
  /** An account's launches, newest first (QA: which table to bet at). */
  launchesOf(accountId: number): { launch: number; game: Game }[];
  /** Trial accounts are refused in member/agent areas: throws in_need_true_account. */
  requireRealAccount(account: Account): void;
  requireAgent(account: Account): void;
}

// ---------------------------------------------------------------- bonus

/** A welcome-bonus claim (the first result, replayed unchanged to a retry). */
export interface WelcomeBonusClaim {
  accountId: number;
  /** Folder code of the merchant whose bonus was credited. */
  merchantCode: string;
  channel: WelcomeBonusChannel;
  /** The messenger number as given (trimmed). */
  number: string;
  /** Integer minor units credited to the MAIN wallet. */
  amount: number;
  currency: string;
  at: number;
  /** The ledger transfer (house -> MAIN, kind "bonus"). */
  transferId: string;
  /** True when this call was a retry: nothing was credited. */
  replayed: boolean;
}

export interface Bonus {
  /**
   * Claim the merchant's welcome bonus by adding a messenger number: credits `registration.welcomeBonus.amount`
   * to the account's MAIN wallet through the ledger, once per account (the ledger key is the account). A retry with
   * the same channel and number returns the first claim (`replayed: true`, nothing credited); any other claim of
   * that account throws `welcome_bonus_claimed`. Throws `in_need_true_account` for trial accounts,
   * `welcome_bonus_unavailable` when the merchant's bonus is off or the channel is not among its channels.
   */
  claimWelcome(input: {
    account: Account;
    merchantCode: string;
    channel: WelcomeBonusChannel;
    number: string;
  }): WelcomeBonusClaim;
  /** The account's claim, if any. */
  welcomeClaim(accountId: number): WelcomeBonusClaim | undefined;
}

// ---------------------------------------------------------------- clock / rng

export interface Clock {
  /** Virtual time (epoch ms). */
  now(): number;
  /** Start instant of this world. */
  readonly start: number;
  /** Advance by ms (>= 0); returns the new now. */
  advance(ms: number): number;
  /** Called after every advance (what settles as time passes: agent pay); returns the unsubscribe function. */
  onAdvance(listener: (now: number) => void): () => void;
}

export interface Rng {
  /** [0, 1) */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Random-looking string from [A-Za-z0-9]. */
  token(length: number): string;
  digits(length: number): string;
  /** Independent child stream derived from this one's seed and a label (does not consume from this one). */
  fork(label: string): Rng;
  readonly seed: number;
}
