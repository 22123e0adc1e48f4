/**
 * Agent contracts through the gateway: the seeded contracts of all four kinds in every reference status, an offer
 * waiting in the consolidated call with its downlineHigherRate warning, accept / reject / terminate, a lower-rate
 * contract ending a downline's once the downline agrees, real-time salary settling every 5 minutes of the virtual
 * clock, agent announcements, every refusal and bad input answered with the contract's envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
type Kind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
interface Contract {
  contractId: number;
  kind: Kind;
  rate: number;
  status: 'A' | 'C' | 'V' | 'R';
  upline: string;
  downline: string;
  downlineHigherRate: 'Y' | 'N';
}
interface Page<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
}
interface SalaryRecord {
  contractId: number;
  periodEnd: number;
  amount: number;
  base: number;
  rate: number;
  status: string;
}

async function as(username: string, password: string): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login(username, password);
  return c;
}
const agent = () => as('demo_agent', 'Agent123');
const contracts = async (c: Client, kind: Kind, role: 'self' | 'downline' = 'self') =>
  (await c.call<Page<Contract>>('contracts.list', { query: { kind, role, size: 50 } })).body.value!.list;
const records = async (c: Client, kind: Kind, days = 30) => {
  const now = (await c.control.clock()).now;
  return (
    await c.call<Page<SalaryRecord> & { footer: { amount: number } }>('contracts.records', {
      query: { kind, startDate: now - days * DAY, endDate: now, size: 50 },
    })
  ).body.value!;
};

/** The consolidated call's maps of pending offers, one per kind of contract. */
const OFFER_MAPS = [
  'dailysalreqtype',
  'divtypereq',
  'divtypecompperiodreq',
  'contracthoursalreq',
  'realtimesalreqtype',
];

describe('agent contracts', () => {
  it('demo_agent holds contracts of all four kinds, and every reference status among them', async () => {
    const c = await agent();
    const seen = new Set<string>();
    for (const kind of ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const) {
      const rows = [...(await contracts(c, kind)), ...(await contracts(c, kind, 'downline'))];
      expect(rows.length, kind).toBeGreaterThan(0);
      for (const r of rows) seen.add(r.status);
    }
    expect([...seen].sort()).toEqual(['A', 'C', 'R', 'V']);
    // No offer waits for demo_agent itself: the login popup appears only where a test makes one.
    const info = (await c.call<Record<string, unknown>>('member.fundsConsolidated')).body.value!;
    for (const map of OFFER_MAPS) expect(info[map], map).toEqual({});
    // Signed contracts are keyed by product type, the agent's side under agent.
    expect(info.divtypeinfo).toEqual({ CONS: { agent: expect.objectContaining({ rate: 35, status: 'ACTIVE' }) } });
    expect(info.divtypecompperiodinfo).toEqual({});
  });

  it('an offer waits in the consolidated call with its warning; accepting signs it and ends the higher-rate downline contract', async () => {
    const c = await agent();
    const offer = await c.control.offerContract({ account: 'demo_agent', kind: 'REALTIME', rate: 0.5 });
    const info = (await c.call<Record<string, unknown>>('member.fundsConsolidated')).body.value!;
    // The offer waits in its kind's map under its product type; demo_agent gave its first sub-agent 0.7 %, so
    // accepting 0.5 % ends that one.
    expect(info.realtimesalreqtype).toEqual({
      LOTT: [
        expect.objectContaining({ contractId: offer.contractId, status: 'V', rate: 0.5, downlineHigherRate: 'Y' }),
      ],
    });
    for (const map of OFFER_MAPS.filter((m) => m !== 'realtimesalreqtype')) expect(info[map], map).toEqual({});
    const given = (await contracts(c, 'REALTIME', 'downline')).find((r) => r.status === 'A' && r.rate === 0.7)!;
    const r = await c.call<Contract>('contracts.processRealTimeSalary', {
      body: { contractId: offer.contractId, status: 'A' },
    });
    expect(r.body.value).toMatchObject({ status: 'A', rate: 0.5 });
    const after = await contracts(c, 'REALTIME', 'downline');
    expect(after.find((x) => x.contractId === given.contractId)?.status).toBe('C');
    const again = await c.call('contracts.processRealTimeSalary', {
      body: { contractId: offer.contractId, status: 'A' },
    });
    expect([again.status, again.body.errorCode]).toEqual([409, 'contract_state_invalid']);
    const signed = (await c.call<Record<string, unknown>>('member.fundsConsolidated')).body.value!;
    expect(signed.realtimesalreqtype).toEqual({});
    expect(signed.realtimesalinfotype).toEqual({
      LOTT: { agent: expect.objectContaining({ contractId: offer.contractId, rate: 0.5 }) },
    });
  });

  it('real-time salary settles one record every 5 minutes of the virtual clock', async () => {
    const c = await agent();
    const offer = await c.control.offerContract({ account: 'demo_agent', kind: 'REALTIME', rate: 0.5 });
    await c.call('contracts.processRealTimeSalary', { body: { contractId: offer.contractId, status: 'A' } });
    const before = (await records(c, 'REALTIME', 1)).list.filter((x) => x.contractId === offer.contractId);
    expect(before).toEqual([]);
    await c.control.advanceClock(10 * MINUTE);
    const mine = (await records(c, 'REALTIME', 1)).list.filter((x) => x.contractId === offer.contractId);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.length).toBeLessThanOrEqual(2);
    for (const x of mine) expect(x.amount).toBe(Math.round(x.base * 0.5) / 100);
    await c.control.advanceClock(5 * MINUTE);
    const later = (await records(c, 'REALTIME', 1)).list.filter((x) => x.contractId === offer.contractId);
    expect(later.length).toBe(mine.length + 1);
  });

  it('a lower-rate contract ends the downline contract once the downline agrees, not before', async () => {
    const c = await agent();
    const targets = (
      await c.call<{ maxRate: number; list: { customerName: string; rate: number | null }[] }>(
        'contracts.offerTargets',
        { query: { kind: 'DIVIDEND' } },
      )
    ).body.value!;
    expect(targets.maxRate).toBe(35);
    const first = targets.list.find((t) => t.rate === 30)!;
    const offered = await c.call<Contract>('contracts.offer', {
      body: { kind: 'DIVIDEND', downlineName: first.customerName, rate: 25 },
    });
    expect(offered.body.value).toMatchObject({ status: 'V', rate: 25, downline: first.customerName });
    const double = await c.call('contracts.offer', {
      body: { kind: 'DIVIDEND', downlineName: first.customerName, rate: 25 },
    });
    expect([double.status, double.body.errorCode]).toEqual([409, 'contract_offer_pending']);
    const mineTo = async () =>
      (await contracts(c, 'DIVIDEND', 'downline')).filter((x) => x.downline === first.customerName);
    expect((await mineTo()).find((x) => x.rate === 30)?.status).toBe('A');
    await c.control.answerContract({
      account: first.customerName,
      contractId: offered.body.value!.contractId,
      status: 'A',
    });
    const after = await mineTo();
    expect(after.find((x) => x.rate === 30)?.status).toBe('C');
    expect(after.find((x) => x.rate === 25)?.status).toBe('A');
  });

  it('records carry the reference statuses, totals and a date window', async () => {
    const c = await agent();
    const daily = await records(c, 'DAILY', 30);
    expect(daily.totalCount).toBe(30);
    expect(daily.list[0]!.status).toBe('P');
    expect(new Set(daily.list.map((x) => x.status)).has('A')).toBe(true);
    const paid = daily.list.filter((x) => x.status === 'A' || x.status === 'M').reduce((s, x) => s + x.amount, 0);
    expect(daily.footer.amount).toBeCloseTo(paid, 2);
    const dividend = await records(c, 'DIVIDEND', 90);
    expect(dividend.list.every((x) => ['A', 'P', 'R'].includes(x.status))).toBe(true);
    const now = (await c.control.clock()).now;
    const wide = await c.call('contracts.records', {
      query: { kind: 'DAILY', startDate: now - 100 * DAY, endDate: now },
    });
    expect([wide.status, wide.body.errorCode]).toEqual([400, 'date_range_invalid']);
  });

  it('refuses members, trial accounts, rates above the agent own, strangers and other accounts contracts', async () => {
    const m = await as('demo_member', 'Member123');
    const r1 = await m.call('contracts.list', { query: { kind: 'DAILY' } });
    expect([r1.status, r1.body.errorCode]).toEqual([403, 'non_agent_login']);
    const t = new Client(gw.baseUrl, uniqueSession());
    t.token = (await t.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
    const r2 = await t.call('announcements.agent');
    expect(r2.body.errorCode).toBe('in_need_true_account');

    const c = await agent();
    const target = (
      await c.call<{ list: { customerName: string }[] }>('contracts.offerTargets', { query: { kind: 'DIVIDEND' } })
    ).body.value!.list[1]!.customerName;
    const high = await c.call('contracts.offer', { body: { kind: 'DIVIDEND', downlineName: target, rate: 50 } });
    expect([high.status, high.body.errorCode]).toEqual([400, 'contract_rate_invalid']);
    const stranger = await c.call('contracts.offer', { body: { kind: 'DAILY', downlineName: 'demo_member', rate: 1 } });
    expect([stranger.status, stranger.body.errorCode]).toEqual([403, 'operation_not_allowed']);
    const pending = (await contracts(c, 'DAILY', 'downline')).find((x) => x.status === 'V')!;
    const notMine = await c.call('contracts.processDailySalary', { body: { id: pending.contractId, status: 'A' } });
    expect([notMine.status, notMine.body.errorCode]).toEqual([403, 'operation_not_allowed']);
    const missing = await c.call('contracts.processRealTimeSalary', { body: { contractId: 1, status: 'A' } });
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'contract_not_found']);
  });

  it('answers bad input with the contract error envelope', async () => {
    const c = await agent();
    for (const [id, opts] of [
      ['contracts.offer', { body: { kind: 'WEEKLY', downlineName: 'x', rate: 1 } }],
      ['contracts.offer', { body: { kind: 'DAILY', downlineName: 'x', rate: -1 } }],
      ['contracts.processDailySalary', { body: { id: 'seven', status: 'A' } }],
      ['contracts.processRealTimeSalary', { body: { contractId: 7001, status: 'X' } }],
      ['contracts.list', { query: { kind: 'NOPE' } }],
      ['contracts.records', { query: { kind: 'DAILY' } }],
    ] as const) {
      const r = await c.call(id, opts);
      expect(r.status, id).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts/);
    }
  });

  it('agent announcements come 9 a page, newest first', async () => {
    const c = await agent();
    const p1 = (await c.call<Page<{ time: number }>>('announcements.agent')).body.value!;
    expect([p1.list.length, p1.totalPages]).toEqual([9, 3]);
    expect(p1.list[0]!.time).toBeGreaterThan(p1.list[8]!.time);
  });
});
