/**
 * Promotions from a member's side (SPEC §4 statuses, GATEWAY-CALLS-SEEN §9): join, apply with a remark and images
 * (Applying until the back office approves or rejects, at once or after a delay on the virtual clock), claim an
 * approved reward (through the reward list, world/rewards.ts, as on the platform), and the raffle with its draw
 * schedule. Rewards are paid from the house to the main wallet through
 * the ledger, keyed by account and promotion, so no retry, double click or second key pays twice.
 */
import { WorldError } from './errors.js';
import { HOUSE } from './ledger.js';
import { planOf, type PromotionMechanic, type PromotionStatus } from './promotion-plan.js';
import type { Account, Clock, Content, Ledger, Wallets } from './types.js';
import { acceptImages, type StoredImage } from './uploads.js';

const MINUTE = 60_000;
/** A fresh world's raffle draw opens this long after the clock start and stays open this long. */
export const RAFFLE_OPENS_AFTER_MS = 10 * MINUTE;
export const RAFFLE_OPEN_FOR_MS = 2 * 60 * MINUTE;

export interface PromotionState {
  promotionId: number;
  status: PromotionStatus;
  promotionType: string;
  mechanic: PromotionMechanic;
  /** Integer minor units the member gets on Claim (0 when the reward is not paid here). */
  rewardAmount: number;
  applicationId?: string;
  rejectReason?: string;
  raffleScheduleId?: number;
}

export interface PromotionApplication {
  applicationId: string;
  accountId: number;
  promotionId: number;
  remarks: string;
  images: StoredImage[];
  at: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** A decision the back office made for later: it lands when the virtual clock reaches `at`. */
  scheduled?: { decision: 'approve' | 'reject'; at: number; reason?: string };
  reason?: string;
  /** When the back office's decision landed (epoch ms). */
  decidedAt?: number;
}

/** An approved application's reward, claimable here and in the reward centre (world/rewards.ts lists it). */
export interface IssuedPromotionReward {
  promotionId: number;
  /** The copy's key (the reward centre names it from the copy in the request language). */
  key: string;
  promotionType: string;
  /** Minor units. */
  rewardAmount: number;
  approvedAt: number;
  claimedAt?: number;
  claimedAmount?: number;
}

export interface RaffleStatus {
  isClaimed: 'Y' | 'N';
  hasStarted: 'Y' | 'N';
  hasEnded: 'Y' | 'N';
  /** When the draw closes (epoch ms). */
  due: number;
  /** Seconds until the draw opens (not started) or closes (open); 0 once closed. */
  time: number;
}

export interface PromotionClaim {
  promotionId: number;
  amount: number;
  transferId: string;
  at: number;
  replayed: boolean;
}

export interface RaffleClaim extends PromotionClaim {
  raffleScheduleId: number;
  ticket: { id: number; ticketId: string; transactionId: string; startDate: number; endDate: number };
}

export interface Promotions {
  /** Every promotion's status for this account (trial accounts see them too; their actions are refused). */
  statuses(account: Account): PromotionState[];
  join(account: Account, promotionId: number): { state: PromotionState; replayed: boolean };
  /** Throws promotion_application_incomplete, promotion_image_invalid, or the status refusals. */
  apply(
    account: Account,
    input: { promotionId: number; remarks: string; pictures: readonly unknown[] },
  ): { state: PromotionState; replayed: boolean };
  claim(account: Account, promotionId: number, idempotencyKey: string): PromotionClaim;
  raffleStatus(accountId: number, promotionId: number, raffleScheduleId: number): RaffleStatus;
  claimRaffle(account: Account, promotionId: number, raffleScheduleId: number, idempotencyKey: string): RaffleClaim;
  // QA (the back office, /__mock/promotions)
  applications(accountId: number): PromotionApplication[];
  /** `inMs` > 0: the decision lands after that much virtual time; until then the member still sees Applying. */
  decide(
    accountId: number,
    promotionId: number,
    decision: 'approve' | 'reject',
    opts?: { inMs?: number; reason?: string },
  ): PromotionApplication;
  /** Opens the raffle's draw now, or closes it now. */
  setRaffle(promotionId: number, action: 'start' | 'end'): { raffleScheduleId: number; start: number; end: number };
  /** The demo member's state in a fresh world (one promotion per status of SPEC §4 that needs history). */
  seedDemo(accountId: number): void;
  /** Approved applications' rewards with money to pay, waiting for a claim or claimed (on the card or elsewhere). */
  issued(account: Account): IssuedPromotionReward[];
}

interface Entry {
  status: PromotionStatus;
  application?: PromotionApplication;
  claim?: PromotionClaim & { requestKey: string };
}

const isTrial = (a: Account) => a.kind === 'trial' || a.type === 4 || (a.type >= 40 && a.type <= 42);

export function createPromotions(deps: {
  clock: Clock;
  content: Content;
  ledger: Ledger;
  wallets: Wallets;
}): Promotions {
  const { clock } = deps;
  const entries = new Map<string, Entry>();
  const requestKeys = new Map<string, string>();
  const raffles = new Map<number, { raffleScheduleId: number; start: number; end: number }>();
  const raffleClaims = new Map<string, RaffleClaim & { requestKey: string }>();
  let nextApplication = 1;
  let nextTicket = 1;

  const runs = () => deps.content.promotionRuns();
  const runOf = (promotionId: number) => {
    const run = runs().find((r) => r.id === promotionId);
    if (!run) throw new WorldError('promotion_not_found', { promotionId });
    return run;
  };
  const keyOf = (accountId: number, promotionId: number) => `${accountId}:${promotionId}`;
  const raffleOf = (promotionId: number) => {
    let r = raffles.get(promotionId);
    if (!r) {
      const start = clock.start + RAFFLE_OPENS_AFTER_MS;
      raffles.set(
        promotionId,
        (r = { raffleScheduleId: promotionId * 100 + 1, start, end: start + RAFFLE_OPEN_FOR_MS }),
      );
    }
    return r;
  };

  /** Lands the back office's decisions whose time has come. */
  const settle = (entry: Entry | undefined): Entry | undefined => {
    const app = entry?.application;
    if (!entry || !app?.scheduled || app.status !== 'PENDING' || clock.now() < app.scheduled.at) return entry;
    land(entry, app.scheduled.decision, app.scheduled.reason);
    return entry;
  };
  const land = (entry: Entry, decision: 'approve' | 'reject', reason?: string) => {
    const app = entry.application!;
    app.decidedAt = app.scheduled?.at ?? clock.now();
    delete app.scheduled;
    app.status = decision === 'approve' ? 'APPROVED' : 'REJECTED';
    if (reason) app.reason = reason;
    entry.status = decision === 'approve' ? 'CLAIM' : 'REJECTED';
  };

  const stateOf = (
    accountId: number,
    run: { id: number; key: string; start: number; end?: number },
  ): PromotionState => {
    const plan = planOf(run.key);
    const now = clock.now();
    const entry = settle(entries.get(keyOf(accountId, run.id)));
    const base = {
      promotionId: run.id,
      promotionType: plan.promotionType,
      mechanic: plan.mechanic,
      rewardAmount: plan.rewardMinor,
      ...(entry?.application ? { applicationId: entry.application.applicationId } : {}),
      ...(entry?.application?.reason && entry.status === 'REJECTED' ? { rejectReason: entry.application.reason } : {}),
    };
    const status = ((): PromotionStatus => {
      if (now < run.start) return 'COMING_SOON';
      if (plan.mechanic === 'raffle') {
        const r = raffleOf(run.id);
        if (raffleClaims.has(keyOf(accountId, r.raffleScheduleId))) return 'CLAIMED';
        if (now >= r.end) return 'CLOSED';
        return now >= r.start ? 'CLAIM' : 'SIGNED';
      }
      if (entry && entry.status !== 'JOIN') return entry.status;
      return run.end !== undefined && now >= run.end ? 'CLOSED' : 'JOIN';
    })();
    return {
      ...base,
      status,
      ...(plan.mechanic === 'raffle' ? { raffleScheduleId: raffleOf(run.id).raffleScheduleId } : {}),
    };
  };

  const refuseStatus = (s: PromotionState): never => {
    if (s.status === 'COMING_SOON') throw new WorldError('promotion_not_started', { promotionId: s.promotionId });
    if (s.status === 'CLOSED') throw new WorldError('promotion_closed', { promotionId: s.promotionId });
    if (s.status === 'CLAIMED') throw new WorldError('promotion_already_claimed', { promotionId: s.promotionId });
    throw new WorldError('promotion_action_unavailable', { promotionId: s.promotionId, status: s.status });
  };
  const entryOf = (accountId: number, promotionId: number): Entry => {
    const k = keyOf(accountId, promotionId);
    let e = entries.get(k);
    if (!e) entries.set(k, (e = { status: 'JOIN' }));
    return e;
  };
  const checkRequestKey = (requestKey: string, target: string) => {
    const seen = requestKeys.get(requestKey);
    if (seen !== undefined && seen !== target)
      throw new WorldError('idempotency_key_reused', { idempotencyKey: requestKey });
    requestKeys.set(requestKey, target);
  };
  const pay = (account: Account, amount: number, ref: string) =>
    deps.ledger.transfer({
      from: HOUSE,
      to: deps.wallets.mainId(account.id),
      amount,
      // Keyed by account and promotion, not by the request: a second key cannot pay twice either.
      idempotencyKey: ref,
      payloadHash: ref,
      kind: 'bonus',
      ref,
    });

  return {
    statuses: (account) => runs().map((run) => stateOf(account.id, run)),

    join(account, promotionId) {
      if (isTrial(account)) throw new WorldError('in_need_true_account');
      const run = runOf(promotionId);
      const s = stateOf(account.id, run);
      if (planOf(run.key).mechanic === 'join' && s.status === 'JOINED') return { state: s, replayed: true };
      if (planOf(run.key).mechanic !== 'join' || s.status !== 'JOIN') refuseStatus(s);
      entryOf(account.id, promotionId).status = 'JOINED';
      return { state: stateOf(account.id, run), replayed: false };
    },

    apply(account, input) {
      if (isTrial(account)) throw new WorldError('in_need_true_account');
      const run = runOf(input.promotionId);
      const plan = planOf(run.key);
      const s = stateOf(account.id, run);
      // A double submit: the application already waits for the back office.
      if (plan.mechanic === 'apply' && s.status === 'APPLYING') return { state: s, replayed: true };
      if (plan.mechanic !== 'apply' || (s.status !== 'JOIN' && s.status !== 'REJECTED')) refuseStatus(s);
      const remarks = input.remarks.trim();
      const missing = [
        ...(plan.remarkRequired && !remarks ? ['remark'] : []),
        ...(plan.imageRequired && input.pictures.length === 0 ? ['image'] : []),
      ];
      if (missing.length) throw new WorldError('promotion_application_incomplete', { missing });
      const applicationId = `PA${String(nextApplication).padStart(6, '0')}`;
      let img = 0;
      const checked = acceptImages(input.pictures, () => `${applicationId}-IMG${++img}`);
      if (!checked.ok) {
        const { ok: _ok, ...why } = checked;
        throw new WorldError('promotion_image_invalid', why);
      }
      nextApplication++;
      const entry = entryOf(account.id, input.promotionId);
      entry.status = 'APPLYING';
      entry.application = {
        applicationId,
        accountId: account.id,
        promotionId: input.promotionId,
        remarks,
        images: checked.images,
        at: clock.now(),
        status: 'PENDING',
      };
      return { state: stateOf(account.id, run), replayed: false };
    },

    claim(account, promotionId, requestKey) {
      if (isTrial(account)) throw new WorldError('in_need_true_account');
      const run = runOf(promotionId);
      const entry = settle(entries.get(keyOf(account.id, promotionId)));
      if (entry?.claim) {
        if (entry.claim.requestKey === requestKey) return { ...entry.claim, replayed: true };
        throw new WorldError('promotion_already_claimed', { promotionId });
      }
      const s = stateOf(account.id, run);
      if (planOf(run.key).mechanic === 'raffle' || s.status !== 'CLAIM' || !entry) refuseStatus(s);
      checkRequestKey(requestKey, `promotion:${keyOf(account.id, promotionId)}`);
      const t = pay(account, s.rewardAmount, `promotion:${keyOf(account.id, promotionId)}`);
      entry!.status = 'CLAIMED';
      entry!.claim = { promotionId, amount: t.amount, transferId: t.transferId, at: t.at, replayed: false, requestKey };
      return { promotionId, amount: t.amount, transferId: t.transferId, at: t.at, replayed: false };
    },

    raffleStatus(accountId, promotionId, raffleScheduleId) {
      const run = runOf(promotionId);
      if (planOf(run.key).mechanic !== 'raffle') throw new WorldError('raffle_schedule_not_found', { promotionId });
      const r = raffleOf(promotionId);
      if (r.raffleScheduleId !== raffleScheduleId)
        throw new WorldError('raffle_schedule_not_found', { promotionId, raffleScheduleId });
      const now = clock.now();
      const started = now >= r.start;
      const ended = now >= r.end;
      return {
        isClaimed: raffleClaims.has(keyOf(accountId, raffleScheduleId)) ? 'Y' : 'N',
        hasStarted: started ? 'Y' : 'N',
        hasEnded: ended ? 'Y' : 'N',
        due: r.end,
        time: ended ? 0 : Math.ceil(((started ? r.end : r.start) - now) / 1000),
      };
    },

    claimRaffle(account, promotionId, raffleScheduleId, requestKey) {
      if (isTrial(account)) throw new WorldError('in_need_true_account');
      const status = this.raffleStatus(account.id, promotionId, raffleScheduleId);
      const done = raffleClaims.get(keyOf(account.id, raffleScheduleId));
      if (done) {
        if (done.requestKey === requestKey) {
          const { requestKey: _k, ...claim } = done;
          return { ...claim, replayed: true };
        }
        throw new WorldError('promotion_already_claimed', { promotionId });
      }
      if (status.hasEnded === 'Y') throw new WorldError('raffle_ended', { promotionId, raffleScheduleId });
      if (status.hasStarted === 'N') throw new WorldError('raffle_not_started', { promotionId, time: status.time });
      const ref = `raffle:${keyOf(account.id, raffleScheduleId)}`;
      checkRequestKey(requestKey, ref);
      const r = raffleOf(promotionId);
      const t = pay(account, planOf(runOf(promotionId).key).rewardMinor, ref);
      const n = nextTicket++;
      const claim: RaffleClaim = {
        promotionId,
        raffleScheduleId,
        amount: t.amount,
        transferId: t.transferId,
        at: t.at,
        replayed: false,
        ticket: {
          id: n,
          ticketId: `RT${String(n).padStart(6, '0')}`,
          transactionId: t.transferId,
          startDate: r.start,
          endDate: r.end,
        },
      };
      raffleClaims.set(keyOf(account.id, raffleScheduleId), { ...claim, requestKey });
      return claim;
    },

    applications(accountId) {
      return [...entries.entries()]
        .filter(([k]) => k.startsWith(`${accountId}:`))
        .map(([, e]) => settle(e)?.application)
        .filter((a): a is PromotionApplication => !!a)
        .map((a) => ({ ...a, images: [...a.images] }));
    },

    decide(accountId, promotionId, decision, opts = {}) {
      runOf(promotionId);
      const entry = settle(entries.get(keyOf(accountId, promotionId)));
      const app = entry?.application;
      if (!entry || !app || app.status !== 'PENDING')
        throw new WorldError('promotion_action_unavailable', { promotionId, status: entry?.status ?? 'JOIN' });
      if (opts.inMs && opts.inMs > 0)
        app.scheduled = { decision, at: clock.now() + opts.inMs, ...(opts.reason ? { reason: opts.reason } : {}) };
      else land(entry, decision, opts.reason);
      return { ...app, images: [...app.images] };
    },

    setRaffle(promotionId, action) {
      const run = runOf(promotionId);
      if (planOf(run.key).mechanic !== 'raffle') throw new WorldError('raffle_schedule_not_found', { promotionId });
      const r = raffleOf(promotionId);
      const now = clock.now();
      if (action === 'start') {
        r.start = now;
        if (r.end <= now) r.end = now + RAFFLE_OPEN_FOR_MS;
      } else r.end = now;
      return { ...r };
    },

    issued(account) {
      return runs().flatMap((run): IssuedPromotionReward[] => {
        const plan = planOf(run.key);
        const entry = settle(entries.get(keyOf(account.id, run.id)));
        const app = entry?.application;
        if (plan.mechanic !== 'apply' || plan.rewardMinor <= 0 || app?.status !== 'APPROVED') return [];
        if (entry!.status !== 'CLAIM' && !entry!.claim) return [];
        return [
          {
            promotionId: run.id,
            key: run.key,
            promotionType: plan.promotionType,
            rewardAmount: plan.rewardMinor,
            approvedAt: app.decidedAt ?? app.at,
            ...(entry!.claim ? { claimedAt: entry!.claim.at, claimedAmount: entry!.claim.amount } : {}),
          },
        ];
      });
    },

    seedDemo(accountId) {
      for (const run of runs()) {
        const status = planOf(run.key).demoStatus;
        if (!status) continue;
        const entry = entryOf(accountId, run.id);
        entry.status = status;
        if (status === 'REJECTED')
          entry.application = {
            applicationId: `PA${String(nextApplication++).padStart(6, '0')}`,
            accountId,
            promotionId: run.id,
            remarks: '',
            images: [],
            at: run.start,
            status: 'REJECTED',
          };
      }
    },
  };
}
