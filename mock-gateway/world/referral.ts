/**
 * Invite friends (GATEWAY-CALLS-SEEN §12). A member's friends are the accounts registered with the member's referral
 * code (referral-code.ts). A friend's approved deposits pay the referrer, through the ledger, once each: an
 * invitation reward for a first deposit of at least QUALIFY within QUALIFY_DAYS of registering (the friend becomes
 * active, A) and a deposit rebate on every approved deposit. A friend's settled bets pay the referrer a betting rebate
 * on each bet's valid amount, once per bet. Achievement rewards pay for numbers of active friends
 * and are claimed. The ranking and the recent-rewards ticker show other (seeded) members. demo_member's history
 * (world/referral-seed.ts) is booked by `seedHistory` through the same accounts, deposits and rewards.
 */
import type { AccountsInternal } from './accounts.js';
import { missingProfile, type ClaimBook, type ClaimResult } from './claims.js';
import { WorldError } from './errors.js';
import { maskName, maskedPlayerName } from './jackpot.js';
import { HOUSE } from './ledger.js';
import type { BetRecord, DepositRecord, MoneyHistory, SeedCredit } from './money.js';
import type { ReferralHistoryPlan } from './referral-seed.js';
import { unitFrom } from './rng.js';
import type { Account, Clock, Game, GameCatalogue, GameType, Ledger } from './types.js';

const DAY_MS = 86_400_000;
/** First deposit that makes a friend active (minor units) and the days a friend has to make it. */
export const QUALIFY = 10_000;
export const QUALIFY_DAYS = 7;
export const INVITATION_REWARD = 2_000;
/** Deposit rebate, percent of each approved deposit of a friend. */
export const DEPOSIT_REBATE_PERCENT = 1;
/** Betting rebate on each valid bet of a friend, in basis points (50 = 0.5 %), rounded down to the minor unit. */
export const BET_REBATE_BASIS_POINTS = 50;
export const BET_REBATE_PERCENT = BET_REBATE_BASIS_POINTS / 100;
export const ACHIEVEMENTS: readonly { id: number; depositUsers: number; bonusAmount: number; pointAmount: number }[] = [
  { id: 1, depositUsers: 1, bonusAmount: 1_000, pointAmount: 10 },
  { id: 2, depositUsers: 3, bonusAmount: 3_800, pointAmount: 30 },
  { id: 3, depositUsers: 10, bonusAmount: 18_800, pointAmount: 100 },
];

export type RewardKind = 'INVITATION' | 'DEPOSIT_REBATE' | 'BET_REBATE' | 'ACHIEVEMENT';
/** A active, E overdue (no qualifying deposit in time), null not qualified yet. */
export type FriendStatus = 'A' | 'E' | null;

export interface Friend {
  accountId: number;
  inviteeName: string;
  registerTime: number;
  firstDepositTime?: number;
  firstDepositAmount?: number;
  status: FriendStatus;
}

export interface RewardRecord {
  kind: RewardKind;
  at: number;
  referredName: string;
  /** Minor units (0 for an achievement or a betting rebate). */
  depositAmount: number;
  /** Percent of the deposit (deposit rebate) or of the valid bet (betting rebate). */
  depositBonusRate: number;
  bonus: number;
  configId?: number;
  /** Invitation reward: when the friend registered (the platform's report lists that time). */
  friendRegisteredAt?: number;
  /** Betting rebate: the friend's bet (its order number, game category and valid amount in minor units). */
  bet?: { orderNo: string; gameCategory: GameType; validBetAmount: number };
}

export interface Income {
  memberCount: number;
  memberQualifiedCount: number;
  totalAmountToday: number;
  totalAmountYesterday: number;
  totalAmount: number;
  invitationAmount: number;
  invitationCountMember: number;
  depositRebateAmount: number;
  depositCountMember: number;
  betRebateAmount: number;
  bettingCountMember: number;
  achievementAmount: number;
  achievementCountMember: number;
}

export interface Achievement {
  id: number;
  depositUsers: number;
  currentUsers: number;
  bonusAmount: number;
  pointAmount: number;
  claimStatus: 'CLAIMED' | 'UNCLAIMABLE' | 'CLAIMABLE';
}

export interface Referral {
  friends(accountId: number): Friend[];
  records(accountId: number, kind: RewardKind): RewardRecord[];
  income(accountId: number): Income;
  achievements(accountId: number): Achievement[];
  claimAchievement(account: Account, configId: number, idempotencyKey: string): ClaimResult;
  /** Seeded other members: the week's top referrers. */
  ranking(): { customerName: string; totalAmount: number }[];
  /** Seeded other members: rewards paid in the last minutes (changes every minute of the virtual clock). */
  recentRewards(): { customerName: string; bonus: number }[];
  /** The cashier approved a deposit: pays the depositor's referrer (once per deposit). */
  depositApproved(deposit: DepositRecord): void;
  /**
   * QA (/__mock/referral/friend-bets): `friend` places `count` bets of `amount` (minor units) on a game (default the
   * top slot), each lost and settled at once, through the bet history and the ledger; each pays the referrer its
   * betting rebate. Once per key: the same key answers the first result (`replayed`), another request under it
   * `idempotency_key_reused`.
   */
  friendBets(friend: Account, input: FriendBetsInput): FriendBetsResult;
  /** A member's bet was settled (the stand-in game): pays the member's referrer its betting rebate, once; returns it. */
  betSettled(bet: BetRecord): number;
  /**
   * Registers the plan's friends with `referrer`'s code and books their approved deposits; returns the referrer's
   * rewards (and claimed achievements) for the referrer's money history to book in time order (money.seedHistory).
   */
  seedHistory(referrer: Account, plan: ReferralHistoryPlan): SeedCredit[];
}

export interface FriendBetsInput {
  count: number;
  amount: number;
  key: string;
  nodeId?: string;
}

export interface FriendBetsResult {
  orderNos: string[];
  /** Valid bet of all the bets and the rebate they paid the referrer (minor units). */
  validBetAmount: number;
  rebate: number;
  replayed: boolean;
}

export function createReferral(deps: {
  seed: number;
  clock: Clock;
  ledger: Ledger;
  accounts: AccountsInternal;
  money: MoneyHistory;
  claims: ClaimBook;
  games: GameCatalogue;
}): Referral {
  const { seed, clock, ledger, accounts, money, claims, games } = deps;
  const rewards = new Map<number, RewardRecord[]>();
  const betCalls = new Map<string, { payload: string; result: FriendBetsResult }>();
  let betSerial = 0;
  /** Games the seeded friends play (a stable list per seed). */
  const playable: readonly Game[] = [
    ...games.rankList(10, 'RNG'),
    ...games.rankList(4, 'LIVE'),
    ...games.rankList(3, 'FISH'),
  ];

  const friendAccounts = (accountId: number): Account[] => accounts.all().filter((a) => a.referrerId === accountId);
  const approved = (a: Account) =>
    money
      .deposits(a.id)
      .filter((d) => d.state === 2)
      .map((d) => ({ at: d.actualDepositDate ?? d.depositDate, amount: d.amount }))
      .sort((x, y) => x.at - y.at);
  const friend = (a: Account): Friend => {
    const first = approved(a)[0];
    const deadline = a.registeredAt + QUALIFY_DAYS * DAY_MS;
    const qualified = first && first.amount >= QUALIFY && first.at <= deadline;
    return {
      accountId: a.id,
      inviteeName: maskName(a.account),
      registerTime: a.registeredAt,
      ...(first ? { firstDepositTime: first.at, firstDepositAmount: first.amount } : {}),
      status: qualified ? 'A' : clock.now() > deadline ? 'E' : null,
    };
  };
  const pay = (referrerId: number, record: RewardRecord, key: string, at?: number): void => {
    if (record.bonus <= 0) return;
    const r = ledger.transfer({
      ...(at === undefined ? {} : { at }),
      from: HOUSE,
      to: `main:${referrerId}`,
      amount: record.bonus,
      idempotencyKey: `referral:${key}`,
      payloadHash: `referral:${record.bonus}`,
      kind: 'bonus',
      ref: `referral:${key}`,
    });
    if (!r.replayed) rewards.set(referrerId, [record, ...(rewards.get(referrerId) ?? [])]);
  };
  const list = (accountId: number): RewardRecord[] => rewards.get(accountId) ?? [];
  const active = (accountId: number): number =>
    friendAccounts(accountId).filter((a) => friend(a).status === 'A').length;
  const claimedAchievements = new Map<number, Set<number>>();

  const achievements = (accountId: number): Achievement[] => {
    const current = active(accountId);
    const claimed = claimedAchievements.get(accountId) ?? new Set<number>();
    return ACHIEVEMENTS.map((c) => ({
      ...c,
      currentUsers: current,
      claimStatus: claimed.has(c.id) ? 'CLAIMED' : current >= c.depositUsers ? 'CLAIMABLE' : 'UNCLAIMABLE',
    }));
  };

  const achievementRecord = (configId: number, bonus: number, at: number): RewardRecord => ({
    kind: 'ACHIEVEMENT',
    at,
    referredName: '',
    depositAmount: 0,
    depositBonusRate: 0,
    bonus,
    configId,
  });
  /** What an approved deposit pays the depositor's referrer: the invitation reward (first deposit) and the rebate. */
  const rewardsOf = (d: DepositRecord): { record: RewardRecord; key: string }[] => {
    const depositor = accounts.byId(d.accountId);
    if (depositor?.referrerId === undefined || d.amount <= 0) return [];
    const referredName = maskName(depositor.account);
    const at = d.actualDepositDate ?? clock.now();
    const first = approved(depositor)[0];
    const out: { record: RewardRecord; key: string }[] = [];
    if (first && first.at === at && first.amount >= QUALIFY && at <= depositor.registeredAt + QUALIFY_DAYS * DAY_MS)
      out.push({
        record: {
          kind: 'INVITATION',
          at,
          friendRegisteredAt: depositor.registeredAt,
          referredName,
          depositAmount: d.amount,
          depositBonusRate: 0,
          bonus: INVITATION_REWARD,
        },
        key: `invitation:${depositor.id}`,
      });
    out.push({
      record: {
        kind: 'DEPOSIT_REBATE',
        at,
        referredName,
        depositAmount: d.amount,
        depositBonusRate: DEPOSIT_REBATE_PERCENT,
        bonus: Math.floor((d.amount * DEPOSIT_REBATE_PERCENT) / 100),
      },
      key: `rebate:${d.depositId}`,
    });
    return out;
  };

  /** What a settled bet of a friend pays its referrer: the betting rebate on its valid amount (none for a tie). */
  const betRewardOf = (bet: BetRecord): { record: RewardRecord; key: string } | undefined => {
    const bettor = accounts.byId(bet.accountId);
    if (bettor?.referrerId === undefined || bet.validBetAmount <= 0) return undefined;
    return {
      record: {
        kind: 'BET_REBATE',
        at: bet.betAt,
        referredName: maskName(bettor.account),
        depositAmount: 0,
        depositBonusRate: BET_REBATE_PERCENT,
        bonus: Math.floor((bet.validBetAmount * BET_REBATE_BASIS_POINTS) / 10_000),
        bet: { orderNo: bet.orderNo, gameCategory: bet.gameType, validBetAmount: bet.validBetAmount },
      },
      key: `bet-rebate:${bet.orderNo}`,
    };
  };
  const rebateFor = (bet: BetRecord, referrerId: number | undefined): number => {
    const reward = betRewardOf(bet);
    if (!reward || referrerId === undefined) return 0;
    pay(referrerId, reward.record, reward.key);
    return reward.record.bonus;
  };
  const betOn = (a: Account, game: Game, orderNo: string, at: number, amount: number, win: number): BetRecord => ({
    orderNo,
    accountId: a.id,
    vendor: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    gameName: game.gameName,
    betAt: at,
    betAmount: amount,
    validBetAmount: win === amount ? 0 : amount,
    winAmount: win,
  });

  return {
    friends: (accountId) =>
      friendAccounts(accountId)
        .map(friend)
        .sort((x, y) => y.registerTime - x.registerTime),
    records: (accountId, kind) => list(accountId).filter((r) => r.kind === kind),
    income(accountId) {
      const all = list(accountId);
      const today = Math.floor(clock.now() / DAY_MS) * DAY_MS;
      const sum = (rs: RewardRecord[]): number => rs.reduce((s, r) => s + r.bonus, 0);
      const of = (k: RewardKind) => all.filter((r) => r.kind === k);
      const people = (rs: RewardRecord[]): number => new Set(rs.map((r) => r.referredName)).size;
      const friends = friendAccounts(accountId);
      return {
        memberCount: friends.length,
        memberQualifiedCount: friends.filter((a) => friend(a).status === 'A').length,
        totalAmountToday: sum(all.filter((r) => r.at >= today)),
        totalAmountYesterday: sum(all.filter((r) => r.at >= today - DAY_MS && r.at < today)),
        totalAmount: sum(all),
        invitationAmount: sum(of('INVITATION')),
        invitationCountMember: people(of('INVITATION')),
        depositRebateAmount: sum(of('DEPOSIT_REBATE')),
        depositCountMember: people(of('DEPOSIT_REBATE')),
        betRebateAmount: sum(of('BET_REBATE')),
        bettingCountMember: people(of('BET_REBATE')),
        achievementAmount: sum(of('ACHIEVEMENT')),
        achievementCountMember: of('ACHIEVEMENT').length,
      };
    },
    achievements,
    claimAchievement(account, configId, idempotencyKey) {
      return claims.once(account.id, idempotencyKey, `achievement:${configId}`, () => {
        const a = achievements(account.id).find((c) => c.id === configId);
        if (!a) throw new WorldError('referral_achievement_not_found', { configId });
        if (!account.mobileNum || !account.email)
          throw new WorldError('profile_incomplete', { missing: missingProfile(account) });
        if (a.claimStatus === 'CLAIMED') throw new WorldError('referral_achievement_claimed', { configId });
        if (a.claimStatus !== 'CLAIMABLE') throw new WorldError('referral_achievement_not_reached', { configId });
        claimedAchievements.set(account.id, (claimedAchievements.get(account.id) ?? new Set()).add(configId));
        const id = `achievement:${account.id}:${configId}`;
        rewards.set(account.id, [achievementRecord(configId, a.bonusAmount, clock.now()), ...list(account.id)]);
        return [{ id, amount: a.bonusAmount }];
      });
    },
    ranking() {
      const week = Math.floor((clock.now() - 4 * DAY_MS) / (7 * DAY_MS));
      let amount = 3_000_000 * (0.6 + 0.4 * unitFrom(seed, 0x7e, week, 0));
      return Array.from({ length: 10 }, (_, i) => {
        if (i > 0) amount *= 0.7 + 0.2 * unitFrom(seed, 0x7e, week, i);
        return { customerName: maskedPlayerName(seed, 0x7e, week * 10 + i), totalAmount: Math.round(amount) };
      });
    },
    recentRewards() {
      const minute = Math.floor(clock.now() / 60_000);
      return Array.from({ length: 10 }, (_, i) => ({
        customerName: maskedPlayerName(seed, 0x7f, minute * 10 + i),
        bonus: 100 * Math.round(5 + 195 * unitFrom(seed, 0x7f, minute, i)),
      }));
    },
    depositApproved(d) {
      const referrerId = accounts.byId(d.accountId)?.referrerId;
      if (referrerId !== undefined) for (const r of rewardsOf(d)) pay(referrerId, r.record, r.key);
    },
    friendBets(friend, input) {
      const payload = JSON.stringify([friend.id, input.count, input.amount, input.nodeId ?? '']);
      const seen = betCalls.get(input.key);
      if (seen) {
        if (seen.payload !== payload) throw new WorldError('idempotency_key_reused', { idempotencyKey: input.key });
        return { ...seen.result, replayed: true };
      }
      const game = input.nodeId ? games.byNodeId(input.nodeId) : playable[0];
      if (!game) throw new WorldError('game_not_found', { nodeId: input.nodeId });
      const main = ledger.balance(`main:${friend.id}`);
      if (main < input.count * input.amount)
        throw new WorldError('balance_not_enough', { balance: main, amount: input.count * input.amount });
      const referrerId = friend.referrerId;
      const result: FriendBetsResult = { orderNos: [], validBetAmount: 0, rebate: 0, replayed: false };
      const serial = ++betSerial;
      for (let n = 1; n <= input.count; n++) {
        const bet = betOn(friend, game, `FB${friend.id}-${serial}-${n}`, clock.now(), input.amount, 0);
        if (!money.settleBet(bet)) continue;
        result.orderNos.push(bet.orderNo);
        result.validBetAmount += bet.validBetAmount;
        result.rebate += rebateFor(bet, referrerId);
      }
      betCalls.set(input.key, { payload, result });
      return result;
    },
    betSettled: (bet) => rebateFor(bet, accounts.byId(bet.accountId)?.referrerId),
    seedHistory(referrer, plan) {
      const credits: SeedCredit[] = [];
      for (const f of plan.friends) {
        const friend = accounts.adopt({
          account: f.username,
          password: `Friend${f.registeredAt % 10_000}`,
          type: 0,
          referrerId: referrer.id,
          registeredAt: f.registeredAt,
          passwordChangedAt: f.registeredAt,
        });
        f.deposits.forEach((dep, n) => {
          const record: DepositRecord = {
            depositId: `D${friend.id}${String(n + 1).padStart(5, '0')}`,
            accountId: friend.id,
            method: 'GCASH',
            vendorId: 'GCASH-1',
            requestedAmount: dep.amount,
            amount: dep.amount,
            customerBankCharge: 0,
            depositDate: dep.at - 5 * 60_000,
            actualDepositDate: dep.at,
            state: 2,
            depositSlip: false,
          };
          money.recordDeposit(record);
          ledger.credit(`main:${friend.id}`, dep.amount, 'deposit', record.depositId, dep.at);
        });
        // Bets after the deposits that paid for them (the plan never stakes more than the friend holds then).
        f.bets.forEach((b, n) => {
          const bet = betOn(
            friend,
            playable[b.game % playable.length]!,
            `B${friend.id}F${n + 1}`,
            b.at,
            b.amount,
            b.win,
          );
          money.settleBet(bet);
          const reward = betRewardOf(bet);
          if (reward && reward.record.bonus > 0)
            credits.push({
              at: reward.record.at,
              amount: reward.record.bonus,
              book: () => pay(referrer.id, reward.record, reward.key, reward.record.at),
            });
        });
        // Every deposit is recorded first: an invitation reward looks for the friend's first one.
        for (const d of money.deposits(friend.id))
          for (const r of rewardsOf(d).filter((x) => x.record.bonus > 0))
            credits.push({
              at: r.record.at,
              amount: r.record.bonus,
              book: () => pay(referrer.id, r.record, r.key, r.record.at),
            });
      }
      for (const c of plan.claimed) {
        const config = ACHIEVEMENTS.find((a) => a.id === c.configId);
        if (!config) continue;
        credits.push({
          at: c.at,
          amount: config.bonusAmount,
          book: () => {
            claimedAchievements.set(referrer.id, (claimedAchievements.get(referrer.id) ?? new Set()).add(config.id));
            rewards.set(referrer.id, [achievementRecord(config.id, config.bonusAmount, c.at), ...list(referrer.id)]);
            // The key a live claim of this achievement would pay under (claims.ts), so it can never pay again.
            ledger.transfer({
              from: HOUSE,
              to: `main:${referrer.id}`,
              amount: config.bonusAmount,
              idempotencyKey: `reward:${referrer.id}:achievement:${referrer.id}:${config.id}`,
              payloadHash: `reward:${config.bonusAmount}`,
              kind: 'bonus',
              ref: `achievement:${referrer.id}:${config.id}`,
              at: c.at,
            });
          },
        });
      }
      return credits;
    },
  };
}
