import { describe, expect, it } from 'vitest';
import { codeOf, world } from './test-helpers.js';

describe('agent contracts', () => {
  it('an offer to demo_agent follows accept, reject and terminate through their states', () => {
    const w = world();
    const agent = w.accounts.findByUsername('demo_agent')!;
    expect(w.contracts.list(agent.id, { status: 'PENDING' }).filter((c) => c.downlineId === agent.id)).toEqual([]);
    const offered = w.contracts.list(agent.id).filter((c) => c.agentId === agent.id);
    expect(new Set(offered.map((c) => c.type))).toEqual(new Set(['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME']));
    const realtime = w.contracts.propose({
      agentId: agent.parentId!,
      downlineId: agent.id,
      type: 'REALTIME',
      rate: 0.5,
    });
    expect(w.contracts.downlineHigherRate(realtime)).toBe(true);
    expect(codeOf(() => w.contracts.accept(realtime.id, 999))).toBe('operation_not_allowed');
    expect(w.contracts.accept(realtime.id, agent.id).status).toBe('ACTIVE');
    expect(codeOf(() => w.contracts.reject(realtime.id, agent.id))).toBe('contract_state_invalid');
    expect(w.contracts.terminate(realtime.id, agent.id).status).toBe('TERMINATED');
    const pendingDaily = offered.find((c) => c.type === 'DAILY' && c.status === 'PENDING')!;
    expect(w.contracts.reject(pendingDaily.id, pendingDaily.downlineId).status).toBe('REJECTED');
    expect(codeOf(() => w.contracts.byId(0) ?? w.contracts.accept(0, agent.id))).toBe('contract_not_found');
  });

  it('a new lower-rate contract accepted by a downline ends its higher-rate contracts of the type below', () => {
    const w = world();
    const agent = w.accounts.findByUsername('demo_agent')!;
    const top = w.accounts.byId(agent.parentId!)!;
    const ownDividend = w.contracts
      .list(agent.id, { type: 'DIVIDEND', status: 'ACTIVE' })
      .find((c) => c.agentId === agent.id)!;
    expect(ownDividend.rate).toBe(30);
    const offer = w.contracts.propose({ agentId: top.id, downlineId: agent.id, type: 'DIVIDEND', rate: 25 });
    w.contracts.accept(offer.id, agent.id);
    expect(w.contracts.byId(ownDividend.id)!.status).toBe('TERMINATED');
    expect(w.contracts.list(agent.id, { type: 'DIVIDEND', status: 'ACTIVE' }).map((c) => c.id)).toEqual([offer.id]);
    const member = w.accounts.findByUsername('demo_member')!;
    expect(
      codeOf(() => w.contracts.propose({ agentId: member.id, downlineId: agent.id, type: 'DAILY', rate: 1 })),
    ).toBe('non_agent_login');
    expect(
      codeOf(() => w.contracts.propose({ agentId: agent.id, downlineId: member.id, type: 'DAILY', rate: 1 })),
    ).toBe('operation_not_allowed');
    // demo_agent now holds 25 %: it cannot offer more, and a second offer to the same downline waits for the first.
    const sub = ownDividend.downlineId;
    expect(codeOf(() => w.contracts.propose({ agentId: agent.id, downlineId: sub, type: 'DIVIDEND', rate: 26 }))).toBe(
      'contract_rate_invalid',
    );
    w.contracts.propose({ agentId: agent.id, downlineId: sub, type: 'DIVIDEND', rate: 20 });
    expect(codeOf(() => w.contracts.propose({ agentId: agent.id, downlineId: sub, type: 'DIVIDEND', rate: 20 }))).toBe(
      'contract_offer_pending',
    );
  });

  it('records are settled per period from signing to termination, the same on every read', () => {
    const w = world();
    const agent = w.accounts.findByUsername('demo_agent')!;
    const hourly = w.contracts.records(agent.id, 'HOURLY');
    // 7 days signed now plus the terminated contract's 13 days.
    expect(hourly.length).toBeGreaterThanOrEqual(20 * 24 - 2);
    expect(w.contracts.records(agent.id, 'HOURLY')).toEqual(hourly);
    expect(hourly.every((r) => r.periodEnd - r.periodStart === 3_600_000)).toBe(true);
    expect(new Set(hourly.map((r) => r.status))).toEqual(new Set(['A', 'M', 'R']));
    const n = hourly.length;
    w.clock.advance(3_600_000);
    expect(w.contracts.records(agent.id, 'HOURLY').length).toBe(n + 1);
  });
});
