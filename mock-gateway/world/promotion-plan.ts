/**
 * How each promotion of the copy (`copy/promotions.ts`, by key) works: its platform type, what a member does to take
 * part, its categories (tabs), its reward and, for two of them, a window that makes them Closed or Coming soon. The
 * demo member's seeded state makes every status of SPEC §4 visible in a fresh world (see world/promotions.ts).
 */

/** SPEC §4 promotion statuses, as the gateway sends them. */
export const PROMOTION_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESSING',
  'JOINED',
  'SIGNED',
  'COMING_SOON',
  'CLOSED',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * apply: remark and/or images, Applying until the back office decides, then Claim; join: one tap, Joined;
 * deposit / mission / referral: taken part in on a member-centre page; raffle: a draw schedule, claim once it opens.
 */
export type PromotionMechanic = 'apply' | 'join' | 'deposit' | 'mission' | 'referral' | 'raffle';

export interface PromotionPlanEntry {
  /** GATEWAY-CALLS-SEEN §9 promotionType. */
  promotionType: string;
  mechanic: PromotionMechanic;
  categoryIds: number[];
  /** Integer minor units paid on Claim (apply, raffle). */
  rewardMinor: number;
  imageRequired?: boolean;
  remarkRequired?: boolean;
  /** closed: ended yesterday; upcoming: starts in two days. Otherwise the copy's dates (running today). */
  window?: 'closed' | 'upcoming';
  /** The demo member's status in a fresh world (else worked out from the mechanic). */
  demoStatus?: PromotionStatus;
}

export const PROMOTION_PLAN: Readonly<Record<string, PromotionPlanEntry>> = {
  welcome: {
    promotionType: 'FIRST_DEPOSIT',
    mechanic: 'deposit',
    categoryIds: [1, 2],
    rewardMinor: 0,
    demoStatus: 'ISSUED',
  },
  reload: { promotionType: 'DEPOSIT', mechanic: 'deposit', categoryIds: [2], rewardMinor: 0 },
  cashback: {
    promotionType: 'MANUAL',
    mechanic: 'apply',
    categoryIds: [3],
    rewardMinor: 8_800,
    imageRequired: true,
    remarkRequired: true,
  },
  referral: {
    promotionType: 'REFERRAL',
    mechanic: 'referral',
    categoryIds: [1, 5],
    rewardMinor: 0,
    demoStatus: 'JOINED',
  },
  tournament: { promotionType: 'MANUAL', mechanic: 'join', categoryIds: [3, 5], rewardMinor: 0 },
  birthday: { promotionType: 'MANUAL', mechanic: 'apply', categoryIds: [5], rewardMinor: 18_800, window: 'closed' },
  'live-streak': {
    promotionType: 'MISSION',
    mechanic: 'mission',
    categoryIds: [3],
    rewardMinor: 0,
    demoStatus: 'PROCESSING',
  },
  parlay: {
    promotionType: 'MANUAL',
    mechanic: 'apply',
    categoryIds: [4],
    rewardMinor: 5_000,
    remarkRequired: true,
    window: 'upcoming',
  },
  'wallet-deposit': {
    promotionType: 'MANUAL',
    mechanic: 'apply',
    categoryIds: [2],
    rewardMinor: 3_000,
    remarkRequired: true,
    demoStatus: 'REJECTED',
  },
  raffle: { promotionType: 'RAFFLE', mechanic: 'raffle', categoryIds: [5], rewardMinor: 8_800 },
};

export const planOf = (key: string): PromotionPlanEntry =>
  PROMOTION_PLAN[key] ?? { promotionType: 'MANUAL', mechanic: 'join', categoryIds: [], rewardMinor: 0 };

/** The category tabs (PROMOFE_getPromotionAnnouncementCategory), named in EN, TY and PT. */
export const PROMOTION_CATEGORIES: readonly { id: number; name: Record<'EN' | 'TY' | 'PT', string> }[] = [
  { id: 1, name: { EN: 'New members', TY: 'Bagong miyembro', PT: 'Novos membros' } },
  { id: 2, name: { EN: 'Deposit', TY: 'Deposito', PT: 'Depósito' } },
  { id: 3, name: { EN: 'Casino and slots', TY: 'Casino at slots', PT: 'Cassino e slots' } },
  { id: 4, name: { EN: 'Sports', TY: 'Sports', PT: 'Esportes' } },
  { id: 5, name: { EN: 'Events', TY: 'Mga event', PT: 'Eventos' } },
];
