/** Agent contracts (dividend, daily, hourly, real-time salary): data plus accept / reject / terminate. */
import { WorldError } from './errors.js';
import type { Account, AgentContract, Clock, ContractType, Contracts, Rng } from './types.js';

const PERIOD: Record<ContractType, AgentContract['period']> = {
  DIVIDEND: 'Semimonthly',
  DAILY: 'Daily',
  HOURLY: 'Hourly',
  REALTIME: 'Realtime',
};

export function createContracts(deps: {
  clock: Clock;
  rng: Rng;
  account: (id: number) => Account | undefined;
}): Contracts & {
  seed(
    input: Omit<
      AgentContract,
      'id' | 'createdAt' | 'updatedAt' | 'period' | 'activeMembers' | 'validBets' | 'profitAndLoss'
    >,
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
    return c;
  };
  const make = (input: Pick<AgentContract, 'type' | 'agentId' | 'downlineId' | 'rate' | 'status'>): AgentContract => {
    const now = clock.now();
    const c: AgentContract = {
      id: nextId++,
      ...input,
      activeMembers: rng.int(0, 40),
      validBets: rng.int(0, 50_000_000),
      profitAndLoss: rng.int(-5_000_000, 5_000_000),
      period: PERIOD[input.type],
      createdAt: now,
      updatedAt: now,
    };
    all.push(c);
    return c;
  };

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
      if (!(input.rate > 0 && input.rate <= 100)) throw new WorldError('contract_state_invalid', { rate: input.rate });
      return make({ ...input, status: 'PENDING' });
    },
    accept(id, accountId) {
      const c = get(id);
      if (c.downlineId !== accountId) throw new WorldError('operation_not_allowed');
      if (c.status !== 'PENDING') throw new WorldError('contract_state_invalid', { status: c.status });
      // The new contract supersedes the downline's active one of the same type...
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
    hasContract: (accountId) =>
      all.some(
        (c) =>
          (c.agentId === accountId || c.downlineId === accountId) &&
          c.status !== 'REJECTED' &&
          c.status !== 'TERMINATED',
      ),
  };
}
