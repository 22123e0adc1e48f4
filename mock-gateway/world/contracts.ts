/**
 * Agent contracts (dividend, daily, hourly, real-time salary): offers, accept / reject / terminate, and the records
 * each signed contract settles as the virtual clock runs (real-time every 5 minutes, SPEC §9; hourly every hour;
 * daily every day; dividend every half month). Records are derived, not stored: the same contract and clock always
 * give the same rows, so a reset or a replay never changes history.
 */
import { WorldError } from './errors.js';
import type {
  Account,
  AgentContract,
  Clock,
  ContractRecord,
  ContractRecordStatus,
  ContractType,
  Contracts,
  Rng,
  SettledRecord,
} from './types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PERIOD: Record<ContractType, AgentContract['period']> = {
  DIVIDEND: 'Semimonthly',
  DAILY: 'Daily',
  HOURLY: 'Hourly',
  REALTIME: 'Realtime',
};

/** How often each kind settles: real-time salary every 5 minutes (SPEC §9). */
export const SETTLE_EVERY_MS: Record<ContractType, number> = {
  DIVIDEND: 15 * DAY,
  DAILY: DAY,
  HOURLY: HOUR,
  REALTIME: 5 * MINUTE,
};

/** Product type a contract of each kind pays on when the offer names none. */
export const DEFAULT_PRODUCT: Record<ContractType, string> = {
  DIVIDEND: 'CONS',
  DAILY: 'CONS',
  HOURLY: 'LOTT',
  REALTIME: 'LOTT',
};

/** At most this many periods are derived per contract (a real-time contract signed months ago stays cheap). */
const MAX_RECORDS = 2_000;

/** A stable 32-bit hash (FNV-1a) of a contract and a period: the period's figures never depend on call order. */
function hash(contractId: number, slot: number, salt: number): number {
  let h = 0x811c9dc5;
  for (const n of [contractId, slot, salt]) {
    h ^= n & 0xffff;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= n >>> 16;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** What a team bets in one period of each kind, minor units (a base plus a per-period spread). */
const BET_RANGE: Record<ContractType, [number, number]> = {
  DIVIDEND: [2_000_000, 40_000_000],
  DAILY: [500_000, 8_000_000],
  HOURLY: [20_000, 400_000],
  REALTIME: [2_000, 60_000],
};

function recordStatus(type: ContractType, h: number, newest: boolean): ContractRecordStatus {
  // Daily and dividend periods wait for the operator's payout; real-time and hourly pay as they settle.
  if (newest && (type === 'DAILY' || type === 'DIVIDEND')) return 'P';
  const roll = h % 100;
  if (roll < 4) return 'R';
  if (roll < 8 && type !== 'DIVIDEND') return 'M';
  return 'A';
}

export function createContracts(deps: {
  clock: Clock;
  rng: Rng;
  account: (id: number) => Account | undefined;
}): Contracts & {
  seed(
    input: Omit<
      AgentContract,
      'id' | 'createdAt' | 'updatedAt' | 'period' | 'activeMembers' | 'validBets' | 'profitAndLoss' | 'productType'
    > & { productType?: string; createdAt?: number },
  ): AgentContract;
} {
  const { clock, rng } = deps;
  const all: AgentContract[] = [];
  let nextId = 7001;

  const get = (id: number): AgentContract => {
    const c = all.find((x) => x.id === id);
    if (!c) throw new WorldError('contract_not_found', { id });
    return c;
  };
  const touch = (c: AgentContract, status: AgentContract['status']): AgentContract => {
    c.status = status;
    c.updatedAt = clock.now();
    if (status === 'ACTIVE') c.signedAt = c.updatedAt;
    if (status === 'TERMINATED') c.endedAt = c.updatedAt;
    return c;
  };
  const make = (
    input: Pick<AgentContract, 'type' | 'agentId' | 'downlineId' | 'rate' | 'status'> &
      Partial<Pick<AgentContract, 'productType' | 'createdAt' | 'signedAt' | 'endedAt'>>,
  ): AgentContract => {
    const now = clock.now();
    const createdAt = input.createdAt ?? input.signedAt ?? now;
    const c: AgentContract = {
      id: nextId++,
      type: input.type,
      agentId: input.agentId,
      downlineId: input.downlineId,
      rate: input.rate,
      status: input.status,
      productType: input.productType ?? DEFAULT_PRODUCT[input.type],
      activeMembers: rng.int(0, 40),
      validBets: rng.int(0, 50_000_000),
      profitAndLoss: rng.int(-5_000_000, 5_000_000),
      period: PERIOD[input.type],
      createdAt,
      updatedAt: input.endedAt ?? input.signedAt ?? createdAt,
      ...(input.signedAt !== undefined ? { signedAt: input.signedAt } : {}),
      ...(input.endedAt !== undefined ? { endedAt: input.endedAt } : {}),
    };
    if (c.status === 'ACTIVE' && c.signedAt === undefined) c.signedAt = createdAt;
    all.push(c);
    return c;
  };
  const signedOf = (accountId: number, type: AgentContract['type']) =>
    all.find((o) => o.downlineId === accountId && o.type === type && o.status === 'ACTIVE');

  /** The period of a signed contract ending at `end` (the newest period of an active daily or dividend waits). */
  function recordAt(c: AgentContract, end: number, newest: boolean): ContractRecord {
    const every = SETTLE_EVERY_MS[c.type];
    const slot = end / every;
    const [lo, hi] = BET_RANGE[c.type];
    const base = lo + (hash(c.id, slot, 1) % (hi - lo));
    return {
      id: `${c.id}-${slot}`,
      contractId: c.id,
      type: c.type,
      productType: c.productType,
      periodStart: end - every,
      periodEnd: end,
      rate: c.rate,
      activeMembers: 1 + (hash(c.id, slot, 2) % 40),
      base,
      amount: Math.round((base * c.rate) / 100),
      status: recordStatus(c.type, hash(c.id, slot, 3), newest && c.status === 'ACTIVE'),
    };
  }
  /** The end of a contract's last closed period, and the start of its first. */
  function span(c: AgentContract & { signedAt: number }) {
    const every = SETTLE_EVERY_MS[c.type];
    const now = clock.now();
    const until = Math.min(now, c.endedAt ?? now);
    return { every, lastEnd: Math.floor(until / every) * every, firstStart: Math.ceil(c.signedAt / every) * every };
  }
  const signed = (c: AgentContract): c is AgentContract & { signedAt: number } => c.signedAt !== undefined;

  function records(accountId: number, type: ContractType): ContractRecord[] {
    const out: ContractRecord[] = [];
    for (const c of all) {
      if (c.downlineId !== accountId || c.type !== type || !signed(c)) continue;
      const { every, lastEnd, firstStart } = span(c);
      for (let end = lastEnd, n = 0; end - every >= firstStart && n < MAX_RECORDS; end -= every, n++)
        out.push(recordAt(c, end, n === 0));
    }
    return out.sort((a, b) => b.periodEnd - a.periodEnd || b.contractId - a.contractId);
  }

  /** Per contract: the end of the last period already handed out as final (the settlement cursor). */
  const finalThrough = new Map<number, number>();
  function takeFinal(): SettledRecord[] {
    const out: SettledRecord[] = [];
    for (const c of all) {
      if (!signed(c)) continue;
      const { every, lastEnd, firstStart } = span(c);
      const from = Math.max(finalThrough.get(c.id) ?? firstStart, lastEnd - MAX_RECORDS * every);
      for (let end = from + every; end <= lastEnd; end += every) {
        const r = recordAt(c, end, end === lastEnd);
        if (r.status === 'P') break; // waits for the next period; handed out once it is decided
        out.push({ ...r, downlineId: c.downlineId });
        finalThrough.set(c.id, end);
      }
    }
    return out;
  }

  return {
    seed: (input) => make(input),
    list(accountId, q) {
      return all.filter(
        (c) =>
          (c.agentId === accountId || c.downlineId === accountId) &&
          (!q?.type || c.type === q.type) &&
          (!q?.status || c.status === q.status),
      );
    },
    byId: (id) => all.find((c) => c.id === id),
    propose(input) {
      const agent = deps.account(input.agentId);
      if (!agent || agent.kind !== 'agent') throw new WorldError('non_agent_login');
      if (!agent.downlines.includes(input.downlineId))
        throw new WorldError('operation_not_allowed', { downlineId: input.downlineId });
      const own = signedOf(agent.id, input.type);
      const cap = own?.rate ?? 100;
      if (!(input.rate > 0 && input.rate <= cap)) throw new WorldError('contract_rate_invalid', { maxRate: cap });
      if (all.some((o) => o.downlineId === input.downlineId && o.type === input.type && o.status === 'PENDING'))
        throw new WorldError('contract_offer_pending', { type: input.type });
      return make({ ...input, status: 'PENDING' });
    },
    accept(id, accountId) {
      const c = get(id);
      if (c.downlineId !== accountId) throw new WorldError('operation_not_allowed');
      if (c.status !== 'PENDING') throw new WorldError('contract_state_invalid', { status: c.status });
      // The new contract supersedes the downline's signed one of the same type...
      for (const o of all)
        if (o !== c && o.downlineId === accountId && o.type === c.type && o.status === 'ACTIVE') touch(o, 'TERMINATED');
      // ...and the downline's own contracts of that type with a higher rate than it now has are terminated.
      for (const o of all)
        if (o.agentId === accountId && o.type === c.type && o.status === 'ACTIVE' && o.rate > c.rate)
          touch(o, 'TERMINATED');
      return touch(c, 'ACTIVE');
    },
    reject(id, accountId) {
      const c = get(id);
      if (c.downlineId !== accountId) throw new WorldError('operation_not_allowed');
      if (c.status !== 'PENDING') throw new WorldError('contract_state_invalid', { status: c.status });
      return touch(c, 'REJECTED');
    },
    terminate(id, accountId) {
      const c = get(id);
      if (c.downlineId !== accountId && c.agentId !== accountId) throw new WorldError('operation_not_allowed');
      if (c.status !== 'ACTIVE') throw new WorldError('contract_state_invalid', { status: c.status });
      return touch(c, 'TERMINATED');
    },
    downlineHigherRate: (offer) =>
      all.some(
        (o) => o.agentId === offer.downlineId && o.type === offer.type && o.status === 'ACTIVE' && o.rate > offer.rate,
      ),
    records,
    takeFinal,
  };
}
