/** Wires the world's modules together and seeds the demo state. Use `createWorld` from index.ts. */
import { createAccounts } from './accounts.js';
import { createArt } from './art.js';
import { createAuth } from './auth.js';
import { createBonus } from './bonus.js';
import { createCaptcha } from './captcha.js';
import { createClock, defaultStart } from './clock.js';
import { createContent } from './content.js';
import { createContracts } from './contracts.js';
import { DEMO_BALANCES, DEMO_HISTORY, TRIAL_CREDIT, type DemoUsername } from './demo.js';
import { createFavourites } from './favourites.js';
import { createGames } from './games.js';
import { createJackpot } from './jackpot.js';
import { createLedger, createWallets } from './ledger.js';
import { createMissions } from './missions.js';
import { createMoneyHistory } from './money.js';
import { createCashier } from './cashier.js';
import { createPaymentPasswords } from './payment-password.js';
import { createUplineTransfers } from './upline.js';
import { createTeam, isTeamUsername, TEAM_AGENT } from './team.js';
import { createWithdrawals } from './withdrawals.js';
import { createPoints } from './points.js';
import { createRewards } from './rewards.js';
import { createClaimBook } from './claims.js';
import { createManualRebate, type ManualRebate } from './manual-rebate.js';
import { createLiveChat, type LiveChat } from './live-chat.js';
import { createAppDownloadBonus, type AppDownloadBonus } from './app-download.js';
import { createMemberMissions } from './member-missions.js';
import { createReferral, QUALIFY } from './referral.js';
import { planReferralHistory } from './referral-seed.js';
import { createVip } from './vip.js';
import { compilePatterns } from './patterns.js';
import { createPlay } from './play.js';
import { createStandInGame } from './stand-in-game.js';
import { createPromotions } from './promotions.js';
import { createRateLimits } from './rate-limits.js';
import { createRecent } from './recent.js';
import { createRng } from './rng.js';
import { createScenarios } from './scenarios.js';
import { createSessions } from './sessions.js';
import { createSms } from './sms.js';
import { createMail } from './mail.js';
import { createPushBus, MARKETING_PUSHES } from './push.js';
import type {
  Account,
  Accounts,
  Art,
  Auth,
  Bonus,
  Captcha,
  Clock,
  Content,
  Contracts,
  Favourites,
  GameCatalogue,
  Jackpot,
  Ledger,
  MerchantSeed,
  Missions,
  Play,
  Recent,
  Rng,
  Scenarios,
  Sessions,
  Sms,
  Wallets,
  WorldOptions,
} from './types.js';
import type { PatternCatalogue } from './patterns.js';
import type { RateLimits } from './rate-limits.js';
import type { MoneyHistory } from './money.js';
import type { Points } from './points.js';
import type { Rewards } from './rewards.js';
import type { Cashier } from './cashier.js';
import type { PaymentPasswords } from './payment-password.js';
import type { UplineTransfers } from './upline.js';
import type { Withdrawals } from './withdrawals.js';
import type { MemberMissions } from './member-missions.js';
import type { Referral } from './referral.js';
import type { StandInGame } from './stand-in-game.js';
import type { Vip } from './vip.js';
import type { Mail } from './mail.js';
import type { PushBus } from './push.js';
import type { Promotions } from './promotions.js';
import type { Team } from './team.js';
import type { AgentPay } from './agent-pay.js';
import type { Articles } from './articles.js';
import type { Avatars } from './avatars.js';
import type { Social } from './social.js';
import type { Geetest } from './geetest.js';
import { createArticles } from './articles.js';
import { createAvatars } from './avatars.js';
import { createSocial } from './social.js';
import { createGeetest } from './geetest.js';
import { createAgentPay } from './agent-pay.js';
import { createSafer, type Safer } from './safer.js';

/** One mock session's world, as `createWorld` (index.ts) hands it out. */
export interface World {
  readonly seed: number;
  readonly merchants: readonly MerchantSeed[];
  /** Merchant by folder code or by a `Merchant` header code; undefined if unknown. */
  merchant(code: string | undefined): MerchantSeed | undefined;
  /** The registration pattern catalogue of `WorldOptions.patterns`, compiled. */
  readonly patterns: PatternCatalogue;
  readonly clock: Clock;
  /** World-level PRNG (tokens, codes...). */
  readonly rng: Rng;
  readonly games: GameCatalogue;
  readonly art: Art;
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly ledger: Ledger;
  readonly wallets: Wallets;
  readonly favourites: Favourites;
  readonly recent: Recent;
  readonly content: Content;
  readonly jackpot: Jackpot;
  /** Daily lottery missions (progress from lottery plays) and the lottery leaderboard. */
  readonly missions: Missions;
  readonly sms: Sms;
  readonly captcha: Captcha;
  readonly scenarios: Scenarios;
  readonly contracts: Contracts;
  /** High-level flows combining the modules above (what most handlers call). */
  readonly auth: Auth;
  readonly play: Play;
  /** The stand-in game behind every launch: the launching member's bets, settled through the ledger. */
  readonly standIn: StandInGame;
  /** The welcome bonus, once per account. */
  readonly bonus: Bonus;
  /** Login back-off and per-IP windows (feedback, affiliate checks, registrations). */
  readonly limits: RateLimits;
  /** Bets, deposits, withdrawals, bound accounts and payout receipts, booked through the ledger. */
  readonly money: MoneyHistory;
  /** Deposit methods, channels and promotions; deposits from request to settlement (approve once, through the ledger). */
  readonly cashier: Cashier;
  /** The payment password: set, change, reset by SMS code, checked before money leaves. */
  readonly paymentPasswords: PaymentPasswords;
  /** Transfers to the upline agent's main wallet (ledger kind "upline"). */
  readonly upline: UplineTransfers;
  readonly withdrawals: Withdrawals;
  /** Points: earned from bets and deposits by the merchant's rules, their own ledger, the mall's redemptions. */
  readonly points: Points;
  /** The reward centre: issued rewards, sign-in, newbie tasks, promo codes, tickets and their claim history. */
  readonly rewards: Rewards;
  /** Member-centre missions: weekly milestones from the member's bets and deposits, leaderboard, claims. */
  readonly memberMissions: MemberMissions;
  /** VIP rank: progress to the next level, benefits, rank salary and its claims. */
  readonly vip: Vip;
  /** Invite friends: friends by referral code, rewards from their deposits, achievements. */
  readonly referral: Referral;
  /** Manual rebate: what a day's bets earned per product at the merchant's rates, claimed once per product and day. */
  readonly manualRebate: ManualRebate;
  /** Live chat's own unread messages (not the inbox). */
  readonly liveChat: LiveChat;
  /** The app-download bonus, once per account. */
  readonly appDownload: AppDownloadBonus;
  /** Events for one signed-in account (the WebSocket push channel subscribes; mail and QA publish). */
  readonly push: PushBus;
  /** Platform mail: inboxes of the last 30 days, compose to downlines or the upline. */
  readonly mail: Mail;
  /** Promotion statuses, join, apply (decided by the back office), claim, and the raffle draw. */
  readonly promotions: Promotions;
  /** The agent team (demo_agent's ~2,050-account downline, built lazily) and the agent reports read from it. */
  readonly team: Team;
  /** Blog, news and the fixed content pages (about us, beginner guide, responsible gaming, install guides). */
  readonly articles: Articles;
  /** Members' static icons (MCSFE_getPlayerAvatar, changeIcon). */
  readonly avatars: Avatars;
  /** Accounts linked to an identity-provider sign-in (Google, Facebook, external phone verification). */
  readonly social: Social;
  /** Geetest challenges and results (the stand-in SDK's passes), each verified once. */
  readonly geetest: Geetest;
  /** Contract pay (salaries, dividends) credited once per settled period as the clock advances. */
  readonly agentPay: AgentPay;
  /** Safer gambling: limits, time-outs, self-exclusion and reality checks, enforced at deposit, launch and login. */
  readonly safer: Safer;
}

export function buildWorld(options: WorldOptions): World {
  const seed = (options.seed ?? 1) >>> 0;
  const merchants: readonly MerchantSeed[] = Object.freeze([...options.merchants]);
  const defaultMerchant = merchants[0]?.code ?? 'default';
  const patterns = compilePatterns(options.patterns);
  const clock = createClock(options.fixedStart ?? defaultStart());
  const root = createRng(seed);
  const rng = root.fork('world');

  const merchant = (code: string | undefined): MerchantSeed | undefined => {
    if (!code) return undefined;
    const exact = merchants.find((m) => m.code === code || m.merchantCodes.includes(code));
    if (exact) return exact;
    const lc = code.toLowerCase();
    return merchants.find((m) => m.code.toLowerCase() === lc || m.merchantCodes.some((c) => c.toLowerCase() === lc));
  };

  const games = createGames(seed, clock);
  const vendorCodes = new Set(games.vendorCodes());
  const scenarios = createScenarios(clock);
  const ledger = createLedger(clock);
  const late: {
    accounts?: ReturnType<typeof createAccounts>;
    team?: ReturnType<typeof createTeam>;
    safer?: Safer;
  } = {};
  const wallets = createWallets(ledger, {
    vendorExists: (code) => vendorCodes.has(code),
    currency: (id) => late.accounts?.byId(id)?.currency ?? 'PHP',
  });
  const balanceRng = root.fork('balances');
  const onCreated = (a: Account, seeded: boolean): void => {
    if (a.kind === 'trial') {
      wallets.credit(a.id, 'MAIN', TRIAL_CREDIT, 'trial', `trial:${a.id}`);
      return;
    }
    if (!seeded || DEMO_HISTORY[a.account as DemoUsername]) return; // booked with its history (seedDemoState)
    const demo = DEMO_BALANCES[a.account as DemoUsername];
    const amount = demo ?? balanceRng.int(0, 400) * 500;
    if (amount > 0) wallets.credit(a.id, 'MAIN', amount, 'opening', `opening:${a.id}`);
  };
  const accounts = createAccounts({
    clock,
    rng: root.fork('accounts'),
    merchantCode: defaultMerchant,
    patterns,
    passwordExpiredScenario: () => scenarios.isOn('password-expired'),
    onCreated,
    // Signing in as a team member (or looking one up) before any team call builds the team first.
    beforeMiss: (username) => {
      if (isTeamUsername(username)) late.team?.ensure();
    },
  });
  late.accounts = accounts;
  const sessions = createSessions({
    clock,
    rng: root.fork('sessions'),
    account: (id) => accounts.byId(id),
    // demo_agent's ledger holds its team's salaries, commissions and dividends once the team is built (world/team.ts):
    // its sign-in builds it, so its own pages (P&L, account record) never show a history without them.
    onLogin: (a) => {
      // A time-out or self-exclusion refuses every way in (password, SMS, social, reset), after the credentials.
      late.safer?.refuseLogin(a.id);
      if (a.account === TEAM_AGENT) late.team?.ensure();
    },
  });
  const favourites = createFavourites(games);
  const recent = createRecent(games);
  const content = createContent({ clock, games, merchantCode: defaultMerchant, merchant, seed });
  const art = createArt(games, (id) => content.bannerArt(id));
  const jackpot = createJackpot({ seed, clock, games });
  const sms = createSms({ clock, rng: root.fork('sms'), scenarios });
  const captcha = createCaptcha(root.fork('captcha'));
  const limits = createRateLimits({ clock, scenarios });
  const contracts = createContracts({ clock, rng: root.fork('contracts'), account: (id) => accounts.byId(id) });
  // Team management's member statuses refuse logins (blocked, login forbidden...): world/login-status.ts.
  const memberStatus = (id: number): number => late.team?.status(id) ?? 1;
  const auth = createAuth({ clock, accounts, sessions, sms, captcha, scenarios, limits, merchant, memberStatus });
  const missions = createMissions({ seed, clock, games });
  const community: {
    missions?: ReturnType<typeof createMemberMissions>;
    referral?: ReturnType<typeof createReferral>;
  } = {};
  const play = createPlay({
    games,
    scenarios,
    wallets,
    recent,
    missions,
    onRound: (id) => community.missions?.recordRound(id),
    beforeLaunch: (id) => late.safer?.checkLaunch(id),
  });
  const bonus = createBonus({ ledger, wallets, merchant });
  const money = createMoneyHistory({ clock, rng: root.fork('money'), ledger, wallets, games });
  const cashier = createCashier({
    clock,
    ledger,
    wallets,
    money,
    onApproved: (d) => community.referral?.depositApproved(d),
    beforeNew: (id, amount) => late.safer?.checkDeposit(id, amount),
  });
  const paymentPasswords = createPaymentPasswords({ sms });
  const upline = createUplineTransfers({ ledger, wallets, accounts, paymentPasswords });
  const withdrawals = createWithdrawals({ clock, ledger, wallets, money });
  const points = createPoints({ clock, wallets, ledger, money, games, paymentPasswords, merchant });
  const rewards = createRewards({
    clock,
    rng: root.fork('rewards'),
    ledger,
    wallets,
    points,
    money,
    promotions: () => promotions,
    vip: () => vip,
  });
  // Member community (missions, VIP rank, invite friends): rewards are claimed once, however often asked.
  const claims = createClaimBook(ledger);
  const memberMissions = createMemberMissions({ seed, clock, money, claims });
  const vip = createVip({ clock, missions: memberMissions, claims, points });
  const referral = createReferral({ seed, clock, ledger, accounts, money, claims, games });
  // Its own claim book: its payments are ledger kind "rebate", shown as rebates in the account record.
  const manualRebate = createManualRebate({ clock, money, claims: createClaimBook(ledger, 'rebate') });
  const liveChat = createLiveChat(seed);
  const appDownload = createAppDownloadBonus(claims);
  community.missions = memberMissions;
  community.referral = referral;
  const standIn = createStandInGame({ clock, play, wallets, money, betSettled: (bet) => referral.betSettled(bet) });
  // Safer gambling: no marketing reaches an account in a time-out or self-exclusion.
  const push = createPushBus((id, event) => MARKETING_PUSHES.has(event.type) && late.safer?.block(id) !== undefined);
  const mail = createMail({ clock, accounts, push, initialUnread: (id) => content.unreadCount(id) });
  const promotions = createPromotions({ clock, content, ledger, wallets });
  // demo_agent's big downline: built on the first team call (world/team.ts), so building a world stays cheap.
  const team = (late.team = createTeam({
    clock,
    rng: root.fork('team'),
    accounts,
    ledger,
    wallets,
    money,
    games,
    contracts,
    paymentPasswords,
  }));
  const articles = createArticles({ seed, clock, merchantCode: defaultMerchant, merchant });
  const avatars = createAvatars();
  const socialRng = root.fork('social');
  const social = createSocial({ accounts, sessions, scenarios, token: (n) => socialRng.token(n), memberStatus });
  const geetest = createGeetest({ clock, rng: root.fork('geetest') });
  const safer = (late.safer = createSafer({ clock, money, sessions }));

  seedDemoState();
  // Contract pay settles as the clock advances (after the seeded contracts, whose history is already paid).
  const agentPay = createAgentPay({ clock, contracts, ledger, wallets, push });

  return {
    seed,
    merchants,
    merchant,
    patterns,
    clock,
    rng,
    games,
    art,
    accounts,
    sessions,
    ledger,
    wallets,
    favourites,
    recent,
    content,
    jackpot,
    missions,
    sms,
    captcha,
    scenarios,
    contracts,
    auth,
    play,
    standIn,
    bonus,
    limits,
    money,
    cashier,
    paymentPasswords,
    upline,
    withdrawals,
    points,
    rewards,
    memberMissions,
    vip,
    referral,
    manualRebate,
    liveChat,
    appDownload,
    push,
    mail,
    promotions,
    team,
    articles,
    avatars,
    social,
    geetest,
    agentPay,
    safer,
  };

  function seedDemoState(): void {
    const r = root.fork('demo-state');
    const member = accounts.demo('demo_member');
    promotions.seedDemo(member.id);
    // demo_member's invited friends: their rewards are part of its money history (the balance still ends as seeded).
    const referralPlan = planReferralHistory(root.fork('referral-demo'), clock.now(), QUALIFY);
    const referralCredits = referral.seedHistory(member, referralPlan);
    for (const [name, history] of Object.entries(DEMO_HISTORY))
      money.seedHistory(accounts.demo(name as DemoUsername).id, {
        finalMain: DEMO_BALANCES[name as DemoUsername],
        vendorBalances: history.vendorBalances,
        ...(name === 'demo_member' ? { credits: referralCredits } : {}),
      });
    const rngHot = games.hot(60, 'RNG');
    const pickDistinct = (n: number): string[] => {
      const out = new Set<string>();
      while (out.size < Math.min(n, rngHot.length)) out.add(r.pick(rngHot).nodeId);
      return [...out];
    };
    for (const n of pickDistinct(6)) favourites.add(member.id, n);
    for (const n of pickDistinct(5)) recent.push(member.id, n);
    const live = games.hot(2, 'LIVE');
    for (const g of live) favourites.add(member.id, g.nodeId);

    // Contracts around demo_agent, all four kinds in every status (SPEC §4). Nothing waits for demo_agent's own
    // answer, so no walk that signs in as demo_agent meets the contract popup unless it makes an offer itself
    // (`POST /__mock/contracts/offer`); its sub-agents have offers waiting for theirs.
    const agent = accounts.demo('demo_agent');
    const subAgents = agent.downlines
      .map((id) => accounts.byId(id))
      .filter((a): a is Account => !!a && a.kind === 'agent');
    const [first, second] = subAgents;
    const now = clock.now();
    const DAY = 86_400_000;
    const ago = (days: number) => now - days * DAY;
    if (first) {
      const to = { agentId: agent.id, downlineId: first.id };
      contracts.seed({ ...to, type: 'DIVIDEND', rate: 30, status: 'ACTIVE', signedAt: ago(60) });
      contracts.seed({ ...to, type: 'DAILY', rate: 1.2, status: 'ACTIVE', signedAt: ago(30) });
      contracts.seed({ ...to, type: 'HOURLY', rate: 0.5, status: 'PENDING', createdAt: ago(1) });
      contracts.seed({ ...to, type: 'REALTIME', rate: 0.7, status: 'ACTIVE', signedAt: ago(2) });
      contracts.seed({ ...to, type: 'DIVIDEND', rate: 40, status: 'TERMINATED', signedAt: ago(120), endedAt: ago(60) });
    }
    if (second) {
      const to = { agentId: agent.id, downlineId: second.id };
      contracts.seed({ ...to, type: 'DAILY', rate: 1.0, status: 'PENDING', createdAt: ago(2) });
      contracts.seed({ ...to, type: 'DIVIDEND', rate: 20, status: 'REJECTED', createdAt: ago(20) });
      contracts.seed({ ...to, type: 'HOURLY', rate: 0.4, status: 'ACTIVE', signedAt: ago(5) });
      contracts.seed({ ...to, type: 'REALTIME', rate: 0.6, status: 'PENDING', createdAt: ago(1) });
    }
    if (agent.parentId !== undefined) {
      const to = { agentId: agent.parentId, downlineId: agent.id };
      contracts.seed({ ...to, type: 'DIVIDEND', rate: 35, status: 'ACTIVE', signedAt: ago(90) });
      contracts.seed({ ...to, type: 'DAILY', rate: 1.5, status: 'ACTIVE', signedAt: ago(60) });
      contracts.seed({ ...to, type: 'HOURLY', rate: 0.6, status: 'ACTIVE', signedAt: ago(7) });
      contracts.seed({ ...to, type: 'HOURLY', rate: 0.8, status: 'TERMINATED', signedAt: ago(20), endedAt: ago(7) });
      contracts.seed({ ...to, type: 'REALTIME', rate: 0.8, status: 'REJECTED', createdAt: ago(3) });
      contracts.seed({ ...to, type: 'DAILY', rate: 2, status: 'REJECTED', createdAt: ago(70) });
    }
  }
}
