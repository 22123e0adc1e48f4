/**
 * The reward centre (GATEWAY-CALLS-SEEN §9): rewards issued to the member (claim list), the daily sign-in task, newbie
 * tasks, rescue fund rules, promo codes and tickets (lucky red envelope, golden egg, prize wheel, cash voucher, gift
 * code) with their claim history. Each member's rewards are seeded on first read, deterministic per world seed and
 * account. Money goes through the ledger (kind bonus) and points through `points`, once per reward however often a
 * claim is retried: a claim remembers its idempotency key, a second key for the same reward is `reward_already_claimed`.
 * An approved promotion application's reward (world/promotions.ts) is listed here too, under `PROMO-<promotionId>`
 * (chosen here), and claimed through the promotion itself: one claim, from the card or from here. A rank salary the
 * member qualified for (world/vip.ts) is listed as RANK_SALARY and claimed through the VIP rank's own book.
 */
import { WorldError } from './errors.js';
import { HOUSE } from './ledger.js';
import type { Points } from './points.js';
import type { IssuedPromotionReward, Promotions } from './promotions.js';
import type { Account, Clock, Ledger, Rng, Wallets } from './types.js';
import type { MoneyHistory } from './money.js';
import type { IssuedSalary, Vip } from './vip.js';

const DAY = 86_400_000;

/** Reward ids of approved promotion applications listed in the reward centre (chosen here). */
export const PROMOTION_REWARD_PREFIX = 'PROMO-';

export type IssuedType = 'MANUAL' | 'SAVIOR' | 'RANK_SALARY' | 'UPGRADE_BONUS' | 'DEPOSIT';
/** The reward centre's tabs, each answered with whether it is on and how many rewards wait in it. */
export type RewardKind =
  | 'MANUAL'
  | 'RAFFLE'
  | 'TICKET'
  | 'REGISTER'
  | 'LOGIN'
  | 'SAVIOR'
  | 'UPGRADE_BONUS'
  | 'MISSION_MANUAL'
  | 'MISSION'
  | 'REFERRAL';
export interface IssuedReward {
  rewardId: string;
  promId: number;
  eventName: string;
  /** An IssuedType, or the promotion's own type for an approved application. */
  promotionType: IssuedType | (string & {});
  /** Minor units. */
  rewardAmount: number;
  rewardPoint: number;
  ticketName?: string;
  /** Epoch ms, or null for no expiry. */
  expiry: number | null;
  productType?: string;
  approvedAt: number;
  claimedAt?: number;
}

export type TicketType = 'RAFFLE' | 'GOLDEN_EGG' | 'PRIZE_WHEEL' | 'CASH_VOUCHER' | 'GIFT_CODE';
export const TICKET_TYPES: readonly TicketType[] = ['RAFFLE', 'GOLDEN_EGG', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE'];
export type PrizeType = 'MONEY' | 'BONUS' | 'POINT' | 'MERCHANDISE';

export interface WheelSlot {
  configId: number;
  rewardType: 'MONEY' | 'POINT' | 'MERCHANDISE' | 'RETRY';
  /** Minor units for MONEY, points for POINT, 0 otherwise. */
  value: number;
  productName: string;
}
const WHEEL: readonly WheelSlot[] = [
  { configId: 1, rewardType: 'MONEY', value: 500, productName: '' },
  { configId: 2, rewardType: 'POINT', value: 20, productName: '' },
  { configId: 3, rewardType: 'MONEY', value: 1888, productName: '' },
  { configId: 4, rewardType: 'RETRY', value: 0, productName: '' },
  { configId: 5, rewardType: 'POINT', value: 88, productName: '' },
  { configId: 6, rewardType: 'MERCHANDISE', value: 0, productName: 'Travel mug' },
  { configId: 7, rewardType: 'MONEY', value: 10000, productName: '' },
  { configId: 8, rewardType: 'POINT', value: 200, productName: '' },
];

export interface Ticket {
  id: number;
  ticketId: string;
  transactionId: string;
  name: string;
  description: string;
  type: TicketType;
  status: 'AVAILABLE' | 'UNAVAILABLE';
  startDate: number;
  endDate: number;
  /** The prize fixed when the ticket was issued (the reveal only shows it). */
  prize: { type: PrizeType; value: number; productName: string; configId?: number };
}

export type DeliveryStatus = 'PENDING_DELIVERY' | 'DELIVERED' | 'ENCASHED';
export interface ClaimRecord {
  name: string;
  type: TicketType;
  usedDate: number;
  productName: string;
  deliveryStatus: DeliveryStatus;
  giftCode: string;
  /** Minor units. */
  amount: number;
  point: number;
}

export interface SignInDay {
  id: number;
  dayNo: number;
  date: number;
  isToday: boolean;
  hasClaimed: boolean;
  /** Minor units. */
  amount: number;
  pointAmount: number;
  /** Deposit required that day, minor units (0 = none). */
  depositAmount: number;
  /** Valid bet required that day, minor units (0 = none). */
  validBetAmount: number;
}
const SIGN_IN_PLAN = [
  { amount: 100, points: 5, deposit: 0, bet: 0 },
  { amount: 200, points: 5, deposit: 0, bet: 10000 },
  { amount: 300, points: 10, deposit: 10000, bet: 0 },
  { amount: 500, points: 10, deposit: 0, bet: 20000 },
  { amount: 800, points: 15, deposit: 20000, bet: 0 },
  { amount: 1000, points: 20, deposit: 0, bet: 50000 },
  { amount: 2000, points: 50, deposit: 50000, bet: 50000 },
];
export const SIGN_IN_CONFIG = {
  configId: 1,
  name: 'Daily sign-in',
  description: '7 days in a row',
  type: 'C' as const,
};

export type NewbieField = 'email' | 'mobile' | 'bankCard' | 'payeeName';
export interface NewbieTask {
  promotionId: number;
  promotionName: string;
  remark: string;
  /** Minor units. */
  bonusAmount: number;
  pointAmount: number;
  required: NewbieField[];
}
const NEWBIE: readonly NewbieTask[] = [
  {
    promotionId: 501,
    promotionName: 'Verify your contact details',
    remark: 'Add an email and a mobile number.',
    bonusAmount: 800,
    pointAmount: 20,
    required: ['email', 'mobile'],
  },
  {
    promotionId: 502,
    promotionName: 'Bind a withdrawal account',
    remark: 'Bind a bank card or e-wallet and give the payee name.',
    bonusAmount: 1500,
    pointAmount: 50,
    required: ['bankCard', 'payeeName'],
  },
];

export const SAVIOR_RULES = [
  {
    productType: 'RNG',
    bonusType: 'PERCENTAGE' as const,
    configDetails: [
      { netLoss: 500, bonus: 5 },
      { netLoss: 2000, bonus: 8 },
      { netLoss: 10000, bonus: 10 },
    ],
  },
  {
    productType: 'LIVE',
    bonusType: 'FIXED' as const,
    configDetails: [
      { netLoss: 1000, bonus: 50 },
      { netLoss: 5000, bonus: 300 },
    ],
  },
];

interface PromoCode {
  code: string;
  promoName: string;
  bonus: number;
  points: number;
  ticket?: TicketType;
  expiresAt: number | null;
}

export interface ClaimResult {
  /** Minor units. */
  amount: number;
  points: number;
  replayed: boolean;
}

export interface Rewards {
  summary(account: Account): { totalBonus: number; totalPoints: number; dailyReceivedBonus: number };
  available(account: Account): Record<RewardKind, { enabled: boolean; count: number }>;
  claimList(account: Account, type?: string): IssuedReward[];
  claimIssued(account: Account, rewardId: string, key: string): ClaimResult;
  signIn(account: Account): SignInDay[];
  claimSignIn(account: Account, id: number, key: string): ClaimResult;
  newbie(account: Account): { tasks: (NewbieTask & { hasClaimed: boolean })[]; accomplished: NewbieField[] };
  claimNewbie(account: Account, promotionId: number, key: string): ClaimResult;
  claimPromoCode(account: Account, code: string, key: string): ClaimResult & { ticketName?: string };
  tickets(account: Account): Ticket[];
  claimTicket(account: Account, transactionId: string, key: string): Ticket['prize'] & { replayed: boolean };
  wheel(): readonly WheelSlot[];
  history(account: Account, type?: TicketType): ClaimRecord[];
  /** QA: mark a merchandise prize delivered. */
  deliver(account: Account, giftCode: string): ClaimRecord;
}

export function createRewards(deps: {
  clock: Clock;
  rng: Rng;
  ledger: Ledger;
  wallets: Wallets;
  points: Points;
  money: MoneyHistory;
  /** Promotions (built after the reward centre): approved applications' rewards are claimable here too. */
  promotions?: () => Promotions;
  /** VIP rank (built after the reward centre): issued rank salaries are claimable here. */
  vip?: () => Vip;
}): Rewards {
  const { clock, ledger, wallets, points } = deps;
  const promotionRewardId = (promotionId: number) => `${PROMOTION_REWARD_PREFIX}${promotionId}`;
  const issuedPromotions = (a: Account): IssuedPromotionReward[] => deps.promotions?.().issued(a) ?? [];
  const asIssued = (p: IssuedPromotionReward): IssuedReward => ({
    rewardId: promotionRewardId(p.promotionId),
    promId: p.promotionId,
    eventName: p.key,
    promotionType: p.promotionType,
    rewardAmount: p.rewardAmount,
    rewardPoint: 0,
    expiry: null,
    approvedAt: p.approvedAt,
    ...(p.claimedAt !== undefined ? { claimedAt: p.claimedAt } : {}),
  });
  const issuedSalaries = (a: Account): IssuedSalary[] => deps.vip?.().issuedSalaries(a) ?? [];
  const salaryAsIssued = (r: IssuedSalary): IssuedReward => ({
    rewardId: r.rewardId,
    promId: 0,
    eventName: r.eventName,
    promotionType: 'RANK_SALARY',
    rewardAmount: r.bonusAmount,
    rewardPoint: r.pointAmount,
    expiry: r.expiry,
    approvedAt: r.unlockTime,
    ...(r.claimedAt !== undefined ? { claimedAt: r.claimedAt } : {}),
  });
  /** Claims an approved application's reward through the promotion (its own keys keep it to one payment). */
  const claimPromotion = (a: Account, p: IssuedPromotionReward, key: string): ClaimResult => {
    try {
      const c = deps.promotions!().claim(a, p.promotionId, key);
      return { amount: c.amount, points: 0, replayed: c.replayed };
    } catch (e) {
      if (e instanceof WorldError && e.code === 'promotion_already_claimed')
        throw new WorldError('reward_already_claimed', { rewardId: promotionRewardId(p.promotionId) });
      throw e;
    }
  };
  const issued = new Map<number, IssuedReward[]>();
  const tickets = new Map<number, Ticket[]>();
  const records = new Map<number, ClaimRecord[]>();
  /** What each reward's claim moved (by reward key), with the idempotency key that claimed it. */
  const claims = new Map<string, { key: string; amount: number; points: number; at: number; accountId: number }>();
  const startDay = Math.floor(clock.start / DAY) * DAY;
  const codes: PromoCode[] = [
    { code: 'WELCOME10', promoName: 'Welcome code', bonus: 1000, points: 0, expiresAt: null },
    { code: 'POINTS50', promoName: 'Points code', bonus: 0, points: 50, expiresAt: null },
    { code: 'LUCKYEGG', promoName: 'Golden egg code', bonus: 0, points: 0, ticket: 'GOLDEN_EGG', expiresAt: null },
    { code: 'SUMMER2020', promoName: 'Summer code', bonus: 500, points: 0, expiresAt: clock.start - 30 * DAY },
  ];

  const requireReal = (a: Account): void => {
    if (a.kind === 'trial' || a.type === 4) throw new WorldError('in_need_true_account');
  };
  const issuedOf = (a: Account): IssuedReward[] => {
    let list = issued.get(a.id);
    if (list) return list;
    const t0 = clock.start;
    list = [
      {
        rewardId: `RW${a.id}-1`,
        promId: 301,
        eventName: 'Weekend reload bonus',
        promotionType: 'MANUAL',
        rewardAmount: 5000,
        rewardPoint: 0,
        expiry: null,
        approvedAt: t0 - 2 * DAY,
      },
      {
        rewardId: `RW${a.id}-2`,
        promId: 302,
        eventName: 'Rescue fund: slots',
        promotionType: 'SAVIOR',
        rewardAmount: 2500,
        rewardPoint: 0,
        expiry: t0 + 3 * DAY,
        productType: 'RNG',
        approvedAt: t0 - DAY,
      },
      {
        rewardId: `RW${a.id}-4`,
        promId: 304,
        eventName: 'Level-up bonus',
        promotionType: 'UPGRADE_BONUS',
        rewardAmount: 1000,
        rewardPoint: 10,
        expiry: t0 - DAY,
        approvedAt: t0 - 10 * DAY,
      },
    ];
    issued.set(a.id, list);
    return list;
  };
  const ticketsOf = (a: Account): Ticket[] => {
    let list = tickets.get(a.id);
    if (list) return list;
    const r = deps.rng.fork(`tickets:${a.id}`);
    const t0 = clock.start;
    const slot = r.pick(WHEEL.filter((s) => s.rewardType !== 'RETRY'));
    const prizes: Record<TicketType, Ticket['prize']> = {
      RAFFLE: { type: 'MONEY', value: r.pick([888, 1688, 2888]), productName: '' },
      GOLDEN_EGG: { type: 'POINT', value: r.pick([30, 50, 80]), productName: '' },
      PRIZE_WHEEL: {
        type: slot.rewardType === 'POINT' ? 'POINT' : slot.rewardType === 'MONEY' ? 'MONEY' : 'MERCHANDISE',
        value: slot.value,
        productName: slot.productName,
        configId: slot.configId,
      },
      CASH_VOUCHER: { type: 'BONUS', value: 2000, productName: '' },
      GIFT_CODE: { type: 'MERCHANDISE', value: 0, productName: 'Brand hoodie' },
    };
    const names: Record<TicketType, string> = {
      RAFFLE: 'Lucky red envelope',
      GOLDEN_EGG: 'Golden egg',
      PRIZE_WHEEL: 'Prize wheel',
      CASH_VOUCHER: 'Cash voucher',
      GIFT_CODE: 'Merchandise voucher',
    };
    list = TICKET_TYPES.map((type, i) => ({
      id: a.id * 10 + i,
      ticketId: `TK${a.id}-${i + 1}`,
      transactionId: `TX${a.id}-${i + 1}-${r.token(6)}`,
      name: names[type],
      description: `${names[type]}: open it to see your prize.`,
      type,
      status: 'AVAILABLE' as const,
      startDate: t0 - DAY,
      endDate: t0 + 14 * DAY,
      prize: prizes[type],
    }));
    tickets.set(a.id, list);
    return list;
  };
  /** Pays a reward once: the same idempotency key replays, another key is refused. */
  const pay = (a: Account, rewardKey: string, key: string, amount: number, pts: number, ref: string): ClaimResult => {
    const done = claims.get(rewardKey);
    if (done) {
      if (done.key !== key) throw new WorldError('reward_already_claimed', { rewardId: rewardKey });
      return { amount: done.amount, points: done.points, replayed: true };
    }
    if (amount > 0)
      ledger.transfer({
        from: HOUSE,
        to: wallets.mainId(a.id),
        amount,
        idempotencyKey: `reward:${rewardKey}`,
        kind: 'bonus',
        ref,
      });
    if (pts > 0) points.grant(a, pts, 'reward', rewardKey);
    claims.set(rewardKey, { key, amount, points: pts, at: clock.now(), accountId: a.id });
    return { amount, points: pts, replayed: false };
  };
  const signInDays = (a: Account): SignInDay[] => {
    const today = Math.floor(clock.now() / DAY) * DAY;
    return SIGN_IN_PLAN.map((p, i) => {
      const date = startDay + i * DAY;
      return {
        id: i + 1,
        dayNo: i + 1,
        date,
        isToday: date === today,
        hasClaimed: claims.has(`signin:${a.id}:${i + 1}`),
        amount: p.amount,
        pointAmount: p.points,
        depositAmount: p.deposit,
        validBetAmount: p.bet,
      };
    });
  };
  const accomplished = (a: Account): NewbieField[] => {
    const out: NewbieField[] = [];
    if (a.email) out.push('email');
    if (a.mobileNum) out.push('mobile');
    if (deps.money.boundAccounts(a.id).length > 0) out.push('bankCard');
    if (a.extra['payeeName']) out.push('payeeName');
    return out;
  };
  const historyOf = (a: Account): ClaimRecord[] => {
    let list = records.get(a.id);
    if (!list) records.set(a.id, (list = []));
    return list;
  };

  return {
    summary(a) {
      const mine = [
        ...[...claims.values()].filter((c) => c.accountId === a.id),
        ...issuedPromotions(a)
          .filter((p) => p.claimedAt !== undefined)
          .map((p) => ({ amount: p.claimedAmount ?? 0, points: 0, at: p.claimedAt! })),
      ];
      const today = Math.floor(clock.now() / DAY) * DAY;
      return {
        totalBonus: mine.reduce((s, c) => s + c.amount, 0),
        totalPoints: mine.reduce((s, c) => s + c.points, 0),
        dailyReceivedBonus: mine.filter((c) => c.at >= today).reduce((s, c) => s + c.amount, 0),
      };
    },
    available(a) {
      const now = clock.now();
      const open = (r: IssuedReward) => !claims.has(`issued:${r.rewardId}`) && (r.expiry === null || r.expiry > now);
      const list = issuedOf(a).filter(open);
      const count = (t: IssuedType) => list.filter((r) => r.promotionType === t).length;
      const promotionsToClaim = issuedPromotions(a).filter((p) => p.claimedAt === undefined).length;
      const salariesToClaim = issuedSalaries(a).filter((r) => r.claimedAt === undefined).length;
      const signInToday = signInDays(a).some((d) => d.isToday && !d.hasClaimed);
      const done = accomplished(a);
      const newbie = NEWBIE.filter(
        (n) => !claims.has(`newbie:${a.id}:${n.promotionId}`) && n.required.every((f) => done.includes(f)),
      ).length;
      const off = { enabled: false, count: 0 };
      return {
        MANUAL: { enabled: true, count: count('MANUAL') + salariesToClaim + promotionsToClaim },
        RAFFLE: off,
        TICKET: { enabled: true, count: ticketsOf(a).filter((t) => t.status === 'AVAILABLE').length },
        REGISTER: { enabled: true, count: newbie },
        LOGIN: { enabled: true, count: signInToday ? 1 : 0 },
        SAVIOR: { enabled: true, count: count('SAVIOR') },
        UPGRADE_BONUS: { enabled: true, count: count('UPGRADE_BONUS') },
        MISSION_MANUAL: off,
        MISSION: off,
        REFERRAL: off,
      };
    },
    claimList(a, type) {
      return [
        ...issuedOf(a).map((r) => {
          const c = claims.get(`issued:${r.rewardId}`);
          return c ? { ...r, claimedAt: c.at } : { ...r };
        }),
        ...issuedPromotions(a).map(asIssued),
        ...issuedSalaries(a).map(salaryAsIssued),
      ].filter((r) => !type || r.promotionType === type);
    },
    claimIssued(a, rewardId, key) {
      requireReal(a);
      const promotion = issuedPromotions(a).find((p) => promotionRewardId(p.promotionId) === rewardId);
      if (promotion) return claimPromotion(a, promotion, key);
      if (rewardId.startsWith('RS') && deps.vip) return deps.vip().claimSalary(a, rewardId, key);
      const r = issuedOf(a).find((x) => x.rewardId === rewardId);
      if (!r) throw new WorldError('reward_not_found', { rewardId });
      const done = claims.get(`issued:${rewardId}`);
      if (!done && r.expiry !== null && r.expiry <= clock.now())
        throw new WorldError('reward_expired', { rewardId, expiry: r.expiry });
      return pay(a, `issued:${rewardId}`, key, r.rewardAmount, r.rewardPoint, rewardId);
    },
    signIn: signInDays,
    claimSignIn(a, id, key) {
      requireReal(a);
      const day = signInDays(a).find((d) => d.id === id);
      if (!day) throw new WorldError('reward_not_found', { id });
      const rewardKey = `signin:${a.id}:${id}`;
      if (!claims.has(rewardKey)) {
        if (day.date > clock.now()) throw new WorldError('reward_not_started', { id, date: day.date });
        if (!day.isToday) throw new WorldError('reward_expired', { id, date: day.date });
        const act = points.activity(a.id, day.date, day.date + DAY);
        if (act.deposit < day.depositAmount)
          throw new WorldError('claim_deposit_required', {
            requiredDepositAmount: day.depositAmount / 100,
            accumulatedDepositAmount: act.deposit / 100,
          });
        if (act.validBet < day.validBetAmount)
          throw new WorldError('claim_bet_required', {
            requiredValidBet: day.validBetAmount / 100,
            actualBet: act.validBet / 100,
          });
      }
      return pay(a, rewardKey, key, day.amount, day.pointAmount, `SIGNIN-${a.id}-${id}`);
    },
    newbie(a) {
      return {
        tasks: NEWBIE.map((n) => ({ ...n, hasClaimed: claims.has(`newbie:${a.id}:${n.promotionId}`) })),
        accomplished: accomplished(a),
      };
    },
    claimNewbie(a, promotionId, key) {
      requireReal(a);
      const task = NEWBIE.find((n) => n.promotionId === promotionId);
      if (!task) throw new WorldError('reward_not_found', { promotionId });
      const rewardKey = `newbie:${a.id}:${promotionId}`;
      if (!claims.has(rewardKey)) {
        const done = accomplished(a);
        const missing = task.required.filter((f) => !done.includes(f));
        if (missing.length)
          throw new WorldError('required_member_information_incomplete', { requiredInformation: missing });
      }
      return pay(a, rewardKey, key, task.bonusAmount, task.pointAmount, `NEWBIE-${a.id}-${promotionId}`);
    },
    claimPromoCode(a, raw, key) {
      requireReal(a);
      const code = codes.find((c) => c.code === raw.trim().toUpperCase());
      if (!code) throw new WorldError('promo_code_invalid');
      const rewardKey = `code:${a.id}:${code.code}`;
      if (!claims.has(rewardKey) && code.expiresAt !== null && code.expiresAt <= clock.now())
        throw new WorldError('reward_expired', { promoCode: code.code });
      const result = pay(a, rewardKey, key, code.bonus, code.points, `CODE-${a.id}-${code.code}`);
      if (!code.ticket) return result;
      const list = ticketsOf(a);
      const ref = `TK${a.id}-${code.code}`;
      if (!list.some((t) => t.ticketId === ref)) {
        const base = list.find((t) => t.type === code.ticket)!;
        list.push({
          ...base,
          id: a.id * 10 + list.length,
          ticketId: ref,
          transactionId: `${base.transactionId}-${code.code}`,
          status: 'AVAILABLE',
          startDate: clock.now(),
          prize: { type: 'POINT', value: 25, productName: '' },
        });
      }
      return { ...result, ticketName: list.find((t) => t.ticketId === ref)!.name };
    },
    tickets: (a) => ticketsOf(a).map((t) => ({ ...t, prize: { ...t.prize } })),
    claimTicket(a, transactionId, key) {
      requireReal(a);
      const t = ticketsOf(a).find((x) => x.transactionId === transactionId);
      if (!t) throw new WorldError('reward_not_found', { transactionId });
      const rewardKey = `ticket:${transactionId}`;
      if (!claims.has(rewardKey)) {
        if (t.status !== 'AVAILABLE') throw new WorldError('reward_already_claimed', { transactionId });
        if (t.endDate <= clock.now()) throw new WorldError('reward_expired', { transactionId });
      }
      const money = t.prize.type === 'MONEY' || t.prize.type === 'BONUS' ? t.prize.value : 0;
      const pts = t.prize.type === 'POINT' ? t.prize.value : 0;
      const r = pay(a, rewardKey, key, money, pts, t.ticketId);
      if (!r.replayed) {
        t.status = 'UNAVAILABLE';
        const goods = t.prize.type === 'MERCHANDISE';
        historyOf(a).push({
          name: t.name,
          type: t.type,
          usedDate: clock.now(),
          productName: t.prize.productName,
          deliveryStatus: goods ? 'PENDING_DELIVERY' : 'ENCASHED',
          giftCode: goods ? `GC-${t.ticketId}` : '',
          amount: money,
          point: pts,
        });
      }
      return { ...t.prize, replayed: r.replayed };
    },
    wheel: () => WHEEL,
    history: (a, type) =>
      historyOf(a)
        .filter((h) => !type || h.type === type)
        .slice()
        .reverse(),
    deliver(a, giftCode) {
      const h = historyOf(a).find((x) => x.giftCode === giftCode);
      if (!h) throw new WorldError('reward_not_found', { giftCode });
      h.deliveryStatus = 'DELIVERED';
      return { ...h };
    },
  };
}
