/**
 * The cashier: deposit methods and channels, deposit promotions, a member's deposit from request to settlement.
 * Deposits live in the money history (records, account record and balances agree); the cashier credits an approved
 * deposit (and its promotion bonus) through the ledger once, keyed by the deposit. Settlement follows a virtual
 * delay (settings) or QA's word; the delay elapses lazily: `settleDue` runs before every gateway request.
 */
import { HOUSE, type WalletsInternal } from './ledger.js';
import { WorldError } from './errors.js';
import type { DepositRecord, DepositState, MoneyHistory } from './money.js';
import type { Clock, Ledger } from './types.js';
import { acceptImages, type StoredImage } from './uploads.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How the platform answers a submit: a payment page, a QR / wallet address, or bank-transfer instructions. */
export type DepositKind = 'REDIRECT' | 'QR' | 'TRANSFER';

export interface DepositBank {
  bankCode: string;
  bankEngName: string;
  bankType: 'B' | 'E';
}

export interface DepositChannel {
  vendorId: string;
  vendorName: string;
  /** Minor units. */
  min: number;
  max: number;
  /** Fee charged to the member, percent of the amount (0 = none). */
  customerCharge: number;
  /** Amounts the member picks from (minor units); empty = any amount in [min, max]. */
  fixedAmounts: number[];
  banks: DepositBank[];
  /** The member says "I have paid" (createDepositTask) before the cashier looks at it. */
  confirmationRequired: boolean;
}

export interface DepositMethod {
  code: string;
  displayName: string;
  kind: DepositKind;
  paymentMethodType: 'NORMAL' | 'EWALLET';
  channels: DepositChannel[];
}

export interface DepositPromotion {
  promId: string;
  promName: string;
  /** Methods it applies to. */
  methods: string[];
  /** Minor units. */
  minDeposit: number;
  maxDeposit: number;
  /** By deposited amount, lowest first (the first starts at minDeposit). */
  tiers: readonly DepositPromotionTier[];
}

/** A tier: from minDeposit, a percent of the credited amount, kept between minBonus and maxBonus (minor units). */
export interface DepositPromotionTier {
  minDeposit: number;
  percent: number;
  minBonus: number;
  maxBonus: number;
}

/** The bonus of a credited amount: the highest tier it reaches applies. */
export function depositBonus(promo: DepositPromotion, credited: number): number {
  const tier = promo.tiers.findLast((t) => credited >= t.minDeposit);
  if (!tier) return 0;
  return Math.min(Math.max(Math.floor((credited * tier.percent) / 100), tier.minBonus), tier.maxBonus);
}

const BANKS: DepositBank[] = [
  { bankCode: 'BDO', bankEngName: 'BDO Unibank', bankType: 'B' },
  { bankCode: 'BPI', bankEngName: 'Bank of the Philippine Islands', bankType: 'B' },
  { bankCode: 'MBTC', bankEngName: 'Metrobank', bankType: 'B' },
];

/** The methods of the seeded history (MT, PG, GCASH, QPQR), one per kind of answer. */
export const DEPOSIT_METHODS: readonly DepositMethod[] = [
  {
    code: 'MT',
    displayName: 'Bank transfer',
    kind: 'TRANSFER',
    paymentMethodType: 'NORMAL',
    channels: [
      {
        vendorId: 'MT-BDO',
        vendorName: 'BDO transfer',
        min: 100_00,
        max: 50_000_00,
        customerCharge: 0,
        fixedAmounts: [],
        banks: BANKS,
        confirmationRequired: true,
      },
    ],
  },
  {
    code: 'GCASH',
    displayName: 'GCash',
    kind: 'TRANSFER',
    paymentMethodType: 'EWALLET',
    channels: [
      {
        vendorId: 'GCASH-1',
        vendorName: 'GCash',
        min: 100_00,
        max: 20_000_00,
        customerCharge: 0,
        fixedAmounts: [],
        banks: [],
        confirmationRequired: true,
      },
    ],
  },
  {
    code: 'PG',
    displayName: 'Online banking',
    kind: 'REDIRECT',
    paymentMethodType: 'NORMAL',
    channels: [
      {
        vendorId: 'PG-FASTPAY',
        vendorName: 'FastPay',
        min: 200_00,
        max: 100_000_00,
        customerCharge: 1,
        fixedAmounts: [],
        banks: BANKS.slice(0, 2),
        confirmationRequired: false,
      },
    ],
  },
  {
    code: 'QPQR',
    displayName: 'QR payment',
    kind: 'QR',
    paymentMethodType: 'EWALLET',
    channels: [
      {
        vendorId: 'QR-PAY',
        vendorName: 'QR Pay',
        min: 100_00,
        max: 10_000_00,
        customerCharge: 0,
        fixedAmounts: [100_00, 500_00, 1_000_00, 5_000_00],
        banks: [],
        confirmationRequired: false,
      },
    ],
  },
];

export const DEPOSIT_PROMOTIONS: readonly DepositPromotion[] = [
  {
    promId: 'DP-RELOAD10',
    promName: 'Reload bonus',
    methods: ['MT', 'GCASH', 'QPQR'],
    minDeposit: 500_00,
    maxDeposit: 50_000_00,
    tiers: [
      { minDeposit: 500_00, percent: 10, minBonus: 0, maxBonus: 1_000_00 },
      { minDeposit: 10_000_00, percent: 15, minBonus: 0, maxBonus: 3_000_00 },
    ],
  },
];

/** Where the member sends a bank transfer (the merchant's receiving account). */
const RECEIVER = {
  MT: { receiverName: 'Royal Gaming Corp', receiverAccount: '0012 3456 7890', bankBranch: 'Makati Main' },
  GCASH: { receiverName: 'Royal Gaming Corp', receiverAccount: '0917 555 0142', bankBranch: '' },
} as const;

/** Acceleration ("hasten"): NA available, AC reminded, A / R closed (GATEWAY-CALLS-SEEN §6). */
export type Acceleration = 'NA' | 'AC' | 'A' | 'R';

export interface CashierSettings {
  /** Virtual minutes from "I have paid" (or from the submit, when no confirmation is asked) to settlement. */
  delayMinutes: number;
  /** What the cashier does when the delay is over; `manual` waits for QA. */
  outcome: 'approve' | 'reject' | 'manual';
}

export const DEFAULT_CASHIER: CashierSettings = { delayMinutes: 10, outcome: 'approve' };

/** A deposit as the cashier sees it: the record and what happened to it. */
export interface DepositView extends DepositRecord {
  kind: DepositKind;
  promotionId?: string;
  bankCode?: string;
  acceleration: Acceleration;
  /** When the hasten reminder opens and closes. */
  accelerateFrom: number;
  accelerateUntil: number;
  /** When the cashier settles it on its own (undefined: not yet asked, or settled). */
  dueAt?: number;
  slips: readonly StoredImage[];
}

export interface DepositInput {
  method: string;
  vendorId: string;
  /** Minor units. */
  amount: number;
  bankCode?: string;
  promotionId?: string;
}

export interface Cashier {
  settings(): CashierSettings;
  configure(change: Partial<CashierSettings>): CashierSettings;
  /** Settles every deposit whose delay is over (the virtual clock moved). */
  settleDue(): void;
  deposits(accountId: number): DepositView[];
  find(accountId: number, depositId: string): DepositView;
  /** Any account's deposit, for QA. */
  findAny(depositId: string): DepositView | undefined;
  /** A new deposit (state New), once per idempotency key. */
  submit(
    accountId: number,
    input: DepositInput,
    idempotencyKey: string,
    kind: DepositKind,
  ): { deposit: DepositView; replayed: boolean };
  /** "I have paid": New -> Pending, and the cashier's delay starts. */
  confirm(accountId: number, depositId: string): DepositView;
  /** A slip (data URL) for an open deposit. */
  uploadSlip(accountId: number, depositId: string, image: unknown): DepositView;
  /** The "hasten" reminder of an open deposit, once, in its window. */
  remind(accountId: number, depositId: string): DepositView;
  approve(depositId: string): DepositView;
  reject(depositId: string): DepositView;
  expire(depositId: string): DepositView;
}

export const channelOf = (method: string, vendorId: string) => {
  const m = DEPOSIT_METHODS.find((x) => x.code === method);
  const c = m?.channels.find((x) => x.vendorId === vendorId);
  return m && c ? { method: m, channel: c } : undefined;
};

/** The method a channel belongs to: the platform's submit names the channel (vendorId), not the method. */
export const methodOfVendor = (vendorId: string): string | undefined =>
  DEPOSIT_METHODS.find((m) => m.channels.some((c) => c.vendorId === vendorId))?.code;

export const receiverOf = (method: string) => RECEIVER[method as keyof typeof RECEIVER] ?? RECEIVER.MT;

const OPEN: readonly DepositState[] = [4, 5];

export function createCashier(deps: {
  clock: Clock;
  ledger: Ledger;
  wallets: WalletsInternal;
  money: MoneyHistory;
  /** Told of every approved deposit (referral rewards), after the deposit is booked. */
  onApproved?: (deposit: DepositRecord) => void;
  /** Asked before a new deposit is opened (never for a replay): throws to refuse it (safer-gambling limits). */
  beforeNew?: (accountId: number, amount: number) => void;
}): Cashier {
  const { clock, ledger, wallets, money } = deps;
  let settings: CashierSettings = { ...DEFAULT_CASHIER };
  /** What the cashier adds to a record, by depositId (records without an entry are the seeded history). */
  const extra = new Map<string, Omit<DepositView, keyof DepositRecord>>();
  const byKey = new Map<string, { accountId: number; payload: string; depositId: string }>();
  const owner = new Map<string, number>();
  let serial = 0;
  let slipSerial = 0;

  const view = (r: DepositRecord): DepositView => {
    const own = extra.get(r.depositId);
    if (own) return Object.assign(r, own) as DepositView;
    // Seeded history: open deposits may still be hastened; closed ones are closed.
    const added = {
      kind: channelKind(r.method),
      acceleration: (OPEN.includes(r.state) ? 'NA' : r.state === 2 ? 'A' : 'R') as Acceleration,
      accelerateFrom: r.depositDate + 5 * MINUTE,
      accelerateUntil: r.depositDate + 7 * DAY,
      slips: [],
    };
    extra.set(r.depositId, added);
    owner.set(r.depositId, r.accountId);
    return Object.assign(r, added) as DepositView;
  };
  const channelKind = (method: string): DepositKind =>
    DEPOSIT_METHODS.find((m) => m.code === method)?.kind ?? 'TRANSFER';
  const patch = (d: DepositView, change: Partial<DepositView>): DepositView => {
    const own = extra.get(d.depositId)!;
    extra.set(d.depositId, { ...own, ...change });
    return Object.assign(d, change);
  };

  const find = (accountId: number, depositId: string): DepositView => {
    const r = money.deposits(accountId).find((d) => d.depositId === depositId);
    if (!r) throw new WorldError('deposit_not_found', { depositId });
    return view(r);
  };
  const findAny = (depositId: string): DepositView | undefined => {
    const accountId = owner.get(depositId) ?? Number(/^D(\d+)\d{5}$/.exec(depositId)?.[1]);
    if (!Number.isInteger(accountId)) return undefined;
    const r = money.deposits(accountId).find((d) => d.depositId === depositId);
    return r && view(r);
  };
  const mustBeOpen = (d: DepositView, action: string): void => {
    if (!OPEN.includes(d.state))
      throw new WorldError('deposit_state_invalid', { depositId: d.depositId, state: d.state, action });
  };
  const mustFind = (depositId: string): DepositView => {
    const d = findAny(depositId);
    if (!d) throw new WorldError('deposit_not_found', { depositId });
    return d;
  };

  function approve(depositId: string): DepositView {
    const d = mustFind(depositId);
    mustBeOpen(d, 'approve');
    const credited = d.requestedAmount - d.customerBankCharge;
    const main = wallets.mainId(d.accountId);
    const at = clock.now();
    ledger.transfer({
      from: HOUSE,
      to: main,
      amount: credited,
      idempotencyKey: `deposit:${d.depositId}`,
      kind: 'deposit',
      ref: d.depositId,
      at,
    });
    const promo = DEPOSIT_PROMOTIONS.find((p) => p.promId === d.promotionId);
    const bonus = promo ? depositBonus(promo, credited) : 0;
    if (bonus > 0)
      ledger.transfer({
        from: HOUSE,
        to: main,
        amount: bonus,
        idempotencyKey: `deposit:${d.depositId}:bonus`,
        kind: 'bonus',
        ref: `${d.depositId}:bonus`,
        at,
      });
    const done = patch(d, { state: 2, amount: credited, actualDepositDate: at, acceleration: 'A', dueAt: undefined });
    deps.onApproved?.(done);
    return done;
  }

  function close(depositId: string, state: 6 | 7, action: string): DepositView {
    const d = mustFind(depositId);
    mustBeOpen(d, action);
    return patch(d, { state, acceleration: 'R', dueAt: undefined });
  }

  return {
    settings: () => ({ ...settings }),
    configure(change) {
      settings = { ...settings, ...change };
      return { ...settings };
    },
    settleDue() {
      if (settings.outcome === 'manual') return;
      const now = clock.now();
      for (const [depositId, own] of extra) {
        if (own.dueAt === undefined || own.dueAt > now) continue;
        if (settings.outcome === 'approve') approve(depositId);
        else close(depositId, 6, 'reject');
      }
    },
    deposits: (accountId) => money.deposits(accountId).map(view),
    find,
    findAny,
    submit(accountId, input, idempotencyKey, kind) {
      const payload = JSON.stringify([accountId, input, kind]);
      const seen = byKey.get(idempotencyKey);
      if (seen) {
        if (seen.payload !== payload) throw new WorldError('idempotency_key_reused', { idempotencyKey });
        return { deposit: find(seen.accountId, seen.depositId), replayed: true };
      }
      const found = channelOf(input.method, input.vendorId);
      if (!found || found.method.kind !== kind)
        throw new WorldError('deposit_channel_unavailable', { method: input.method, vendorId: input.vendorId });
      const { channel } = found;
      if (channel.banks.length > 0 && !channel.banks.some((b) => b.bankCode === input.bankCode))
        throw new WorldError('deposit_channel_unavailable', { bankCode: input.bankCode ?? null });
      const outOfRange =
        input.amount < channel.min ||
        input.amount > channel.max ||
        (channel.fixedAmounts.length > 0 && !channel.fixedAmounts.includes(input.amount));
      if (outOfRange)
        throw new WorldError('deposit_amount_out_of_range', {
          min: channel.min / 100,
          max: channel.max / 100,
          fixedAmounts: channel.fixedAmounts.map((a) => a / 100),
        });
      if (input.promotionId !== undefined) {
        const p = DEPOSIT_PROMOTIONS.find((x) => x.promId === input.promotionId);
        if (!p || !p.methods.includes(input.method) || input.amount < p.minDeposit || input.amount > p.maxDeposit)
          throw new WorldError('deposit_promotion_unavailable', { promotionId: input.promotionId });
      }
      deps.beforeNew?.(accountId, input.amount);
      const now = clock.now();
      const depositId = `D${accountId}9${String(++serial).padStart(4, '0')}`;
      const record: DepositRecord = {
        depositId,
        accountId,
        method: input.method,
        vendorId: input.vendorId,
        requestedAmount: input.amount,
        amount: 0,
        customerBankCharge: Math.round((input.amount * channel.customerCharge) / 100),
        depositDate: now,
        state: 5,
        depositSlip: false,
      };
      money.recordDeposit(record);
      extra.set(depositId, {
        kind,
        ...(input.promotionId ? { promotionId: input.promotionId } : {}),
        ...(input.bankCode ? { bankCode: input.bankCode } : {}),
        acceleration: 'NA',
        accelerateFrom: now + 5 * MINUTE,
        accelerateUntil: now + DAY,
        // Without "I have paid" the cashier's clock starts at once (the payment provider reports back).
        ...(channel.confirmationRequired ? {} : { dueAt: now + settings.delayMinutes * MINUTE }),
        slips: [],
      });
      owner.set(depositId, accountId);
      byKey.set(idempotencyKey, { accountId, payload, depositId });
      return { deposit: view(record), replayed: false };
    },
    confirm(accountId, depositId) {
      const d = find(accountId, depositId);
      if (d.state === 4) return d; // said twice: once is enough
      mustBeOpen(d, 'confirm');
      return patch(d, { state: 4, dueAt: clock.now() + settings.delayMinutes * MINUTE });
    },
    uploadSlip(accountId, depositId, image) {
      const d = find(accountId, depositId);
      mustBeOpen(d, 'upload');
      const checked = acceptImages([image], () => `slip-${++slipSerial}`, { maxBytes: 5 * 1024 * 1024, maxCount: 1 });
      if (!checked.ok) throw new WorldError('deposit_image_invalid', { reason: checked.reason });
      return patch(d, { depositSlip: true, slips: [...d.slips, ...checked.images] });
    },
    remind(accountId, depositId) {
      const d = find(accountId, depositId);
      mustBeOpen(d, 'remind');
      const now = clock.now();
      if (d.acceleration !== 'NA' || now < d.accelerateFrom || now > d.accelerateUntil)
        throw new WorldError('deposit_reminder_unavailable', {
          acceleration: d.acceleration,
          accelerateFrom: d.accelerateFrom,
          accelerateUntil: d.accelerateUntil,
        });
      return patch(d, { acceleration: 'AC' });
    },
    approve,
    reject: (depositId) => close(depositId, 6, 'reject'),
    expire: (depositId) => close(depositId, 7, 'expire'),
  };
}
