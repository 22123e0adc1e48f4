/**
 * Points (GATEWAY-CALLS-SEEN §10, modID PTSYS3): a member earns points from valid bets and approved deposits by the
 * merchant's rules, redeems them in the points mall or converts them to money. Points are whole numbers kept in
 * their own double-entry ledger (account `points:<id>`, house `house`), every movement idempotent by key; they
 * never expire. Earning is booked lazily (on any read) from the money history, once per bet or deposit.
 */
import { createHash } from 'node:crypto';
import { WorldError } from './errors.js';
import { createLedger, HOUSE } from './ledger.js';
import type { Account, Clock, GameCatalogue, GameType, Ledger, LedgerRow, MerchantSeed, Wallets } from './types.js';
import type { MoneyHistory } from './money.js';
import type { PaymentPasswords } from './payment-password.js';

/** Points earned per 100.00 of valid bet (by product) or of approved deposit; `exchangeRate` points buy 1.00. */
export interface PointRules {
  liveBet: number;
  lottoBet: number;
  pvpBet: number;
  rngBet: number;
  sportBet: number;
  deposit: number;
  /** Points per 1.00 of money (a divisor of 100, so a point is a whole number of cents). */
  exchangeRate: number;
}

export const DEFAULT_POINT_RULES: PointRules = {
  liveBet: 1,
  lottoBet: 2,
  pvpBet: 1,
  rngBet: 2,
  sportBet: 1,
  deposit: 5,
  exchangeRate: 10,
};
/** Per merchant folder code (chosen here); others use the default. */
const MERCHANT_RULES: Record<string, PointRules> = {
  solbet: { liveBet: 2, lottoBet: 3, pvpBet: 2, rngBet: 3, sportBet: 2, deposit: 10, exchangeRate: 20 },
};

const RULE_OF: Record<GameType, keyof PointRules> = {
  LIVE: 'liveBet',
  LOTT: 'lottoBet',
  ELOTT: 'lottoBet',
  PVP: 'pvpBet',
  RNG: 'rngBet',
  FISH: 'rngBet',
  SPORTS: 'sportBet',
};

/** Conversion types (MCSFE_getPointRewardConversionType). */
export const CONVERSION_TYPES = [
  { typeId: 1, name: 'Redeem promotion', chineseName: '兑换优惠' },
  { typeId: 2, name: 'Live', chineseName: '真人' },
  { typeId: 3, name: 'Gift', chineseName: '礼品' },
] as const;

export interface PointReward {
  id: number;
  name: string;
  /** Shop value of the item, minor units. */
  price: number;
  /** Points asked (redeemType P). */
  pointAmount: number;
  /** Points asked with money (redeemType PM); 0 when the item is points only. */
  mpPointAmount: number;
  /** Money asked with mpPointAmount, minor units; 0 when points only. */
  mpMoneyAmount: number;
  inventory: number;
  description: string;
  type: 1 | 2 | 3;
  /** A money reward credited on approval (type 1), minor units; 0 for goods. */
  creditAmount: number;
}

const REWARDS: readonly Omit<PointReward, 'inventory'>[] = [
  {
    id: 101,
    name: 'Bonus credit 50',
    price: 5000,
    pointAmount: 600,
    mpPointAmount: 0,
    mpMoneyAmount: 0,
    description: 'Credited to your main wallet once approved.',
    type: 1,
    creditAmount: 5000,
  },
  {
    id: 102,
    name: 'Bonus credit 200',
    price: 20000,
    pointAmount: 2200,
    mpPointAmount: 0,
    mpMoneyAmount: 0,
    description: 'Credited to your main wallet once approved.',
    type: 1,
    creditAmount: 20000,
  },
  {
    id: 103,
    name: 'Reload voucher 500',
    price: 50000,
    pointAmount: 5200,
    mpPointAmount: 0,
    mpMoneyAmount: 0,
    description: 'Credited to your main wallet once approved.',
    type: 1,
    creditAmount: 50000,
  },
  {
    id: 201,
    name: 'Live table chips 100',
    price: 10000,
    pointAmount: 1100,
    mpPointAmount: 500,
    mpMoneyAmount: 6000,
    description: 'Chips for any live table.',
    type: 2,
    creditAmount: 10000,
  },
  {
    id: 202,
    name: 'VIP table seat',
    price: 30000,
    pointAmount: 3300,
    mpPointAmount: 1500,
    mpMoneyAmount: 18000,
    description: 'One evening at a reserved live table.',
    type: 2,
    creditAmount: 0,
  },
  {
    id: 301,
    name: 'Wireless earbuds',
    price: 150000,
    pointAmount: 16000,
    mpPointAmount: 8000,
    mpMoneyAmount: 75000,
    description: 'Delivered to your address.',
    type: 3,
    creditAmount: 0,
  },
  {
    id: 302,
    name: 'Smart watch',
    price: 450000,
    pointAmount: 48000,
    mpPointAmount: 24000,
    mpMoneyAmount: 225000,
    description: 'Delivered to your address.',
    type: 3,
    creditAmount: 0,
  },
  {
    id: 303,
    name: 'Travel mug',
    price: 20000,
    pointAmount: 250,
    mpPointAmount: 0,
    mpMoneyAmount: 0,
    description: 'Delivered to your address.',
    type: 3,
    creditAmount: 0,
  },
  {
    id: 304,
    name: 'Limited cap',
    price: 30000,
    pointAmount: 300,
    mpPointAmount: 0,
    mpMoneyAmount: 0,
    description: 'Sold out until the next batch.',
    type: 3,
    creditAmount: 0,
  },
];
const INVENTORY: Record<number, number> = {
  101: 100,
  102: 50,
  103: 20,
  201: 40,
  202: 5,
  301: 10,
  302: 3,
  303: 25,
  304: 0,
};

/** Redemption statuses: P In process, R Rejected, A Approved. */
export type RedemptionStatus = 'P' | 'R' | 'A';

export interface Redemption {
  redemptionId: string;
  accountId: number;
  rewardId: number;
  title: string;
  quantity: number;
  redeemType: 'P' | 'PM';
  requiredPoint: number;
  /** Minor units. */
  requiredMoney: number;
  province: string;
  remarks: string;
  dateRequested: number;
  status: RedemptionStatus;
  decidedAt?: number;
}

/** Points details transaction types (chosen here; the reference reads ODSFE2_MemTransDet with accountTypeId 9). */
export const POINT_TX = { bet: 9201, deposit: 9202, redeem: 9203, convert: 9204, reward: 9205, refund: 9206, qa: 9207 };
export type PointTxKind = keyof typeof POINT_TX;

export interface PointRow {
  txId: string;
  at: number;
  kind: PointTxKind;
  /** Signed points. */
  amount: number;
  /** Points right after this row. */
  balanceAfter: number;
}

export interface RoundInput {
  account: Account;
  nodeId?: string;
  /** Stake, minor units. */
  stake: number;
}

/** A round played through the QA API (the mock's games have no gameplay): a lost stake that counts as valid bet. */
export interface PlayedRound {
  orderNo: string;
  accountId: number;
  gameType: GameType;
  gameName: string;
  betAt: number;
  validBetAmount: number;
}

export interface Points {
  rules(merchantCode: string): PointRules;
  /** Books what is not yet earned, then answers the balance. */
  balance(account: Account): number;
  details(account: Account): PointRow[];
  rewards(): PointReward[];
  redeem(input: {
    account: Account;
    rewardId: number;
    quantity: number;
    redeemType: 'P' | 'PM';
    password: string;
    province: string;
    remarks: string;
    idempotencyKey: string;
  }): { redemption: Redemption; points: number; replayed: boolean };
  redemptions(accountId: number): readonly Redemption[];
  /** QA: approve (a money reward is credited) or reject (points and money go back, stock returns). */
  decide(redemptionId: string, outcome: 'approve' | 'reject'): Redemption;
  convert(input: { account: Account; amount: number; password: string; idempotencyKey: string }): {
    points: number;
    money: number;
    pointsLeft: number;
    replayed: boolean;
  };
  /** Grants points (reward centre, QA); idempotent by key. */
  grant(account: Account, amount: number, kind: 'reward' | 'qa', key: string): number;
  playRound(input: RoundInput): { round: PlayedRound; earned: number; points: number };
  /** Valid bets (minor) and approved deposits (minor) of an account between two instants. */
  activity(accountId: number, from: number, to: number): { validBet: number; deposit: number };
}

export function createPoints(deps: {
  clock: Clock;
  wallets: Wallets;
  ledger: Ledger;
  money: MoneyHistory;
  games: GameCatalogue;
  paymentPasswords: PaymentPasswords;
  merchant: (code: string | undefined) => MerchantSeed | undefined;
}): Points {
  const ledger = createLedger(deps.clock);
  const kinds = new Map<string, PointTxKind>(); // ledger ref -> kind
  const stock = new Map<number, number>(Object.entries(INVENTORY).map(([k, v]) => [Number(k), v]));
  const redemptions: Redemption[] = [];
  /** Each redemption by the idempotency key that made it, with the hash of the request that key carried. */
  const redeemKeys = new Map<string, { redemption: Redemption; payload: string }>();
  const rounds = new Map<number, PlayedRound[]>();
  let nextRedemption = 1;
  let nextRound = 1;

  const wallet = (accountId: number) => `points:${accountId}`;
  const rules = (code: string): PointRules => {
    const m = deps.merchant(code);
    return MERCHANT_RULES[m?.code ?? ''] ?? DEFAULT_POINT_RULES;
  };
  const book = (accountId: number, amount: number, kind: PointTxKind, key: string, ref: string, at?: number) => {
    const into = amount > 0;
    kinds.set(ref, kind);
    return ledger.transfer({
      from: into ? HOUSE : wallet(accountId),
      to: into ? wallet(accountId) : HOUSE,
      amount: Math.abs(amount),
      idempotencyKey: key,
      payloadHash: `${accountId}|${amount}|${kind}`,
      kind: KIND_ROW[kind],
      ref,
      ...(at === undefined ? {} : { at }),
    });
  };
  const sync = (a: Account): void => {
    if (a.kind === 'trial') return;
    const r = rules(a.merchantCode);
    const earn = (validMinor: number, rate: number) => Math.floor((validMinor * rate) / 10_000);
    for (const bet of [...deps.money.bets(a.id), ...(rounds.get(a.id) ?? [])]) {
      const pts = earn(bet.validBetAmount, r[RULE_OF[bet.gameType]]);
      if (pts > 0) book(a.id, pts, 'bet', `earn:bet:${bet.orderNo}`, `EB-${bet.orderNo}`, bet.betAt);
    }
    for (const d of deps.money.deposits(a.id)) {
      if (d.state !== 2) continue;
      const pts = earn(d.amount, r.deposit);
      if (pts > 0)
        book(
          a.id,
          pts,
          'deposit',
          `earn:dep:${d.depositId}`,
          `ED-${d.depositId}`,
          d.actualDepositDate ?? d.depositDate,
        );
    }
  };
  const balance = (a: Account): number => {
    sync(a);
    return ledger.balance(wallet(a.id));
  };
  const requireReal = (a: Account): void => {
    if (a.kind === 'trial' || a.type === 4) throw new WorldError('in_need_true_account');
  };

  return {
    rules: (code) => ({ ...rules(code) }),
    balance,
    details(a) {
      sync(a);
      const rows = [...ledger.rows(wallet(a.id))].sort((x, y) => x.at - y.at || x.id - y.id);
      let running = 0;
      return rows.map((row) => {
        running += row.amount;
        return {
          txId: row.ref,
          at: row.at,
          kind: kinds.get(row.ref) ?? 'qa',
          amount: row.amount,
          balanceAfter: running,
        };
      });
    },
    rewards: () => REWARDS.map((r) => ({ ...r, inventory: stock.get(r.id) ?? 0 })),
    redeem(input) {
      const { account: a } = input;
      requireReal(a);
      const payload = createHash('sha256')
        .update(JSON.stringify([a.id, input.rewardId, input.quantity, input.redeemType, input.province, input.remarks]))
        .digest('hex');
      const seen = redeemKeys.get(input.idempotencyKey);
      if (seen) {
        if (seen.redemption.accountId !== a.id || seen.payload !== payload)
          throw new WorldError('idempotency_key_reused', { idempotencyKey: input.idempotencyKey });
        return { redemption: publicRedemption(seen.redemption), points: balance(a), replayed: true };
      }
      const reward = REWARDS.find((r) => r.id === input.rewardId);
      if (!reward) throw new WorldError('point_reward_not_found', { rewardId: input.rewardId });
      if (input.redeemType === 'PM' && reward.mpPointAmount === 0)
        throw new WorldError('point_reward_not_found', { rewardId: input.rewardId, redeemType: 'PM' });
      deps.paymentPasswords.check(a, input.password);
      const left = stock.get(reward.id) ?? 0;
      if (left < input.quantity) throw new WorldError('point_reward_sold_out', { inventory: left });
      const perPoint = input.redeemType === 'PM' ? reward.mpPointAmount : reward.pointAmount;
      const perMoney = input.redeemType === 'PM' ? reward.mpMoneyAmount : 0;
      const requiredPoint = perPoint * input.quantity;
      const requiredMoney = perMoney * input.quantity;
      const have = balance(a);
      if (have < requiredPoint) throw new WorldError('points_not_enough', { requiredPoint, points: have });
      const main = deps.ledger.balance(deps.wallets.mainId(a.id));
      if (main < requiredMoney)
        throw new WorldError('balance_not_enough', { balance: main / 100, amount: requiredMoney / 100 });
      const redemptionId = `PR${String(nextRedemption++).padStart(6, '0')}`;
      book(a.id, -requiredPoint, 'redeem', `redeem:${input.idempotencyKey}`, redemptionId);
      if (requiredMoney > 0)
        deps.ledger.transfer({
          from: deps.wallets.mainId(a.id),
          to: HOUSE,
          amount: requiredMoney,
          idempotencyKey: `redeem-money:${redemptionId}`,
          kind: 'adjust',
          ref: redemptionId,
        });
      stock.set(reward.id, left - input.quantity);
      const redemption: Redemption = {
        redemptionId,
        accountId: a.id,
        rewardId: reward.id,
        title: reward.name,
        quantity: input.quantity,
        redeemType: input.redeemType,
        requiredPoint,
        requiredMoney,
        province: input.province,
        remarks: input.remarks,
        dateRequested: deps.clock.now(),
        status: 'P',
      };
      redemptions.push(redemption);
      redeemKeys.set(input.idempotencyKey, { redemption, payload });
      return { redemption: publicRedemption(redemption), points: balance(a), replayed: false };
    },
    redemptions: (accountId) => redemptions.filter((r) => r.accountId === accountId).map(publicRedemption),
    decide(redemptionId, outcome) {
      const r = redemptions.find((x) => x.redemptionId === redemptionId);
      if (!r) throw new WorldError('redemption_not_found', { redemptionId });
      if (r.status !== 'P') throw new WorldError('redemption_state_invalid', { status: r.status });
      const reward = REWARDS.find((x) => x.id === r.rewardId)!;
      if (outcome === 'approve') {
        const credit = reward.creditAmount * r.quantity;
        if (credit > 0)
          deps.ledger.transfer({
            from: HOUSE,
            to: deps.wallets.mainId(r.accountId),
            amount: credit,
            idempotencyKey: `redeem-credit:${r.redemptionId}`,
            kind: 'bonus',
            ref: r.redemptionId,
          });
        r.status = 'A';
      } else {
        book(r.accountId, r.requiredPoint, 'refund', `refund:${r.redemptionId}`, `RF-${r.redemptionId}`);
        if (r.requiredMoney > 0)
          deps.ledger.transfer({
            from: HOUSE,
            to: deps.wallets.mainId(r.accountId),
            amount: r.requiredMoney,
            idempotencyKey: `redeem-refund:${r.redemptionId}`,
            kind: 'refund',
            ref: r.redemptionId,
          });
        stock.set(r.rewardId, (stock.get(r.rewardId) ?? 0) + r.quantity);
        r.status = 'R';
      }
      r.decidedAt = deps.clock.now();
      return publicRedemption(r);
    },
    convert({ account: a, amount, password, idempotencyKey }) {
      requireReal(a);
      const rate = rules(a.merchantCode).exchangeRate;
      if (!Number.isSafeInteger(amount) || amount < 1) throw new WorldError('amount_invalid');
      const money = (amount * 100) / rate;
      if (!Number.isInteger(money))
        throw new WorldError(
          'amount_invalid',
          { exchangeRate: rate },
          `Convert a multiple of ${rate / gcd(rate, 100)} points`,
        );
      const key = `convert:${idempotencyKey}`;
      const replay = ledger.rows(wallet(a.id)).some((row) => row.idempotencyKey === key);
      if (!replay) {
        deps.paymentPasswords.check(a, password);
        const have = balance(a);
        if (have < amount) throw new WorldError('points_not_enough', { requiredPoint: amount, points: have });
      }
      const ref = `CV-${idempotencyKey.slice(0, 24)}`;
      const t = book(a.id, -amount, 'convert', key, ref);
      deps.ledger.transfer({
        from: HOUSE,
        to: deps.wallets.mainId(a.id),
        amount: money,
        idempotencyKey: key,
        payloadHash: `${a.id}|${amount}|convert`,
        kind: 'adjust',
        ref,
      });
      return { points: amount, money, pointsLeft: balance(a), replayed: t.replayed };
    },
    grant(a, amount, kind, key) {
      if (!Number.isSafeInteger(amount) || amount < 1) throw new WorldError('amount_invalid');
      book(a.id, amount, kind, `${kind}:${key}`, `${kind === 'qa' ? 'QA' : 'RW'}-${key.slice(0, 24)}`);
      return balance(a);
    },
    playRound({ account: a, nodeId, stake }) {
      requireReal(a);
      if (!Number.isSafeInteger(stake) || stake < 1) throw new WorldError('amount_invalid');
      const game = (nodeId ? deps.games.byNodeId(nodeId) : undefined) ?? deps.games.hot(1, 'RNG')[0];
      if (!game) throw new WorldError('game_not_found', { nodeId });
      const orderNo = `QR${a.id}-${String(nextRound++).padStart(6, '0')}`;
      deps.ledger.transfer({
        from: deps.wallets.mainId(a.id),
        to: HOUSE,
        amount: stake,
        idempotencyKey: `round:${orderNo}`,
        kind: 'bet',
        ref: orderNo,
      });
      const round: PlayedRound = {
        orderNo,
        accountId: a.id,
        gameType: game.gameType,
        gameName: game.displayName,
        betAt: deps.clock.now(),
        validBetAmount: stake,
      };
      let list = rounds.get(a.id);
      if (!list) rounds.set(a.id, (list = []));
      list.push(round);
      const before = ledger.balance(wallet(a.id));
      const points = balance(a);
      return { round, earned: points - before, points };
    },
    activity(accountId, from, to) {
      const inWindow = (at: number) => at >= from && at < to;
      const validBet = [...deps.money.bets(accountId), ...(rounds.get(accountId) ?? [])]
        .filter((b) => inWindow(b.betAt))
        .reduce((s, b) => s + b.validBetAmount, 0);
      const deposit = deps.money
        .deposits(accountId)
        .filter((d) => d.state === 2 && inWindow(d.actualDepositDate ?? d.depositDate))
        .reduce((s, d) => s + d.amount, 0);
      return { validBet, deposit };
    },
  };
}

const KIND_ROW: Record<PointTxKind, LedgerRow['kind']> = {
  bet: 'bet',
  deposit: 'deposit',
  redeem: 'withdraw',
  convert: 'transfer',
  reward: 'bonus',
  refund: 'refund',
  qa: 'adjust',
};

function publicRedemption(r: Redemption): Redemption {
  const { redemptionId, accountId, rewardId, title, quantity, redeemType, requiredPoint, requiredMoney } = r;
  return {
    redemptionId,
    accountId,
    rewardId,
    title,
    quantity,
    redeemType,
    requiredPoint,
    requiredMoney,
    province: r.province,
    remarks: r.remarks,
    dateRequested: r.dateRequested,
    status: r.status,
    ...(r.decidedAt === undefined ? {} : { decidedAt: r.decidedAt }),
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
