/** The agent team through the gateway: overview, management, register centre, transfers and reports. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const DAY = 86_400_000;
const PAYMENT_PASSWORD = '135790';
const TEAM_PASSWORD = 'Team1234';
const cents = (n: number) => Math.round(n * 100);
const key = (() => {
  let n = 0;
  return () => `team-test-${Date.now()}-${++n}`;
})();
const zoneDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

async function as(username: string, password: string, merchant?: string, session = uniqueSession()): Promise<Client> {
  const c = merchant ? new Client(gw.baseUrl, session, merchant) : new Client(gw.baseUrl, session);
  await c.login(username, password);
  return c;
}
// The clock stands still: demo_agent's hourly salary, paid as it passes an hour, would move the balances checked here.
const agent = async () => {
  const c = await as('demo_agent', 'Agent123');
  await c.control.setClockFlowing(false);
  return c;
};
async function withPaymentPassword(c: Client): Promise<Client> {
  const r = await c.call('member.paymentPasswordSet', {
    body: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  expect(r.body.success).toBe(true);
  return c;
}

interface Member {
  customerName: string;
  isAgent: boolean;
  level: number;
  status: number;
  balance: number;
  directCount: number;
  lastLoginTime: number | null;
}
interface Members {
  list: Member[];
  totalPages: number;
  totalCount: number;
  path: string[];
}
interface Profit {
  list: { customerName: string; profitAndLoss: number; betAmount: number }[];
  totalPages: number;
  totalCount: number;
  footer: { profitAndLoss: number; betAmount: number; winAmount: number };
}

interface Overview {
  teamSize: number;
  activeMembers: number;
  betAmount: number;
  winAmount: number;
  profitAndLoss: number;
  days: { date: string; profitAndLoss: number }[];
}

describe('team overview', () => {
  it('gives the figures of a period and 30 days for the chart, for a team of more than 2,000', async () => {
    const c = await agent();
    const now = (await c.control.clock()).now;
    const month = await c.call<Overview>('team.overview', {
      query: { startDate: zoneDay(now - 29 * DAY), endDate: zoneDay(now) },
    });
    const v = month.body.value!;
    expect(v.teamSize).toBeGreaterThanOrEqual(2000);
    expect(v.activeMembers).toBeGreaterThan(100);
    expect(v.betAmount).toBeGreaterThan(0);
    expect(cents(v.profitAndLoss)).toBe(cents(v.winAmount) - cents(v.betAmount));
    expect(v.days).toHaveLength(30);
    expect(v.days.at(-1)!.date).toBe(zoneDay(now));
    expect(v.days.reduce((s, d) => s + cents(d.profitAndLoss), 0)).toBe(cents(v.profitAndLoss));
    const today = (
      await c.call<Overview>('team.overview', {
        query: { startDate: zoneDay(now), endDate: zoneDay(now) },
      })
    ).body.value!;
    expect(today.betAmount).toBeLessThan(v.betAmount);
  });

  it('refuses members, trial accounts, bad dates and ranges over 92 days', async () => {
    const q = { startDate: '2026-01-01', endDate: '2026-01-02' };
    const member = await (await as('demo_member', 'Member123')).call('team.overview', { query: q });
    expect([member.status, member.body.errorCode]).toEqual([403, 'non_agent_login']);
    const t = new Client(gw.baseUrl, uniqueSession());
    t.token = (await t.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
    expect((await t.call('team.overview', { query: q })).body.errorCode).toBe('in_need_true_account');
    const c = await agent();
    const bad = await c.call('team.overview', { query: { startDate: 'yesterday', endDate: '2026-01-02' } });
    expect([bad.status, bad.body.success, bad.body.errorCode]).toEqual([400, false, 'request.invalid']);
    const long = await c.call('team.overview', { query: { startDate: '2025-01-01', endDate: '2026-01-02' } });
    expect(long.body.errorCode).toBe('date_range_invalid');
  });
});

describe('team management and the register centre', () => {
  it('lists direct agents and players, drills into an agent, searches the whole team and filters by status', async () => {
    const c = await agent();
    const agents = (await c.call<Members>('team.members', { query: { subordinateType: 'DIRECT_AGENT', size: 100 } }))
      .body.value!;
    expect(agents.list.every((m) => m.isAgent && m.level === 1)).toBe(true);
    expect(agents.totalCount).toBeGreaterThanOrEqual(20);
    const players = (await c.call<Members>('team.members', { query: { subordinateType: 'DIRECT_PLAYER', size: 10 } }))
      .body.value!;
    expect(players.totalCount).toBeGreaterThanOrEqual(150);
    expect(players.list).toHaveLength(10);
    const parent = agents.list.find((m) => m.customerName === 'tda01')!;
    const below = (await c.call<Members>('team.members', { query: { parentName: 'tda01', size: 100 } })).body.value!;
    expect(below.path).toEqual(['demo_agent', 'tda01']);
    expect(below.list).toHaveLength(parent.directCount);
    expect(below.list.every((m) => m.level === 2)).toBe(true);
    const deeper = (await c.call<Members>('team.members', { query: { parentName: 'tsa011' } })).body.value!;
    expect(deeper.path).toEqual(['demo_agent', 'tda01', 'tsa011']);
    expect(deeper.list[0]!.level).toBe(3);
    const found = (await c.call<Members>('team.members', { query: { name: 'TPL0112' } })).body.value!;
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((m) => m.customerName.startsWith('tpl0112'))).toBe(true);
    const blocked = (await c.call<Members>('team.members', { query: { name: 't', status: 0, size: 100 } })).body.value!;
    expect(blocked.totalCount).toBeGreaterThan(0);
    expect(blocked.list.every((m) => m.status === 0)).toBe(true);
    const stranger = await c.call('team.members', { query: { parentName: 'demo_member' } });
    expect(stranger.body.errorCode).toBe('operation_not_allowed');
  });

  it('registers a direct player and a direct agent under the rules, and refuses a taken name', async () => {
    const c = await agent();
    const body = {
      username: 'newbie01',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      mobileNum: '09179990001',
      countryDialingCode: '63',
    };
    const made = await c.call<{ customerName: string; type: number }>('team.register', {
      body: { accountType: 'PLAYER', ...body },
    });
    expect(made.body.value).toMatchObject({ customerName: 'newbie01', type: 0 });
    const sub = await c.call<{ type: number; affiliateCode?: string }>('team.register', {
      body: { accountType: 'AGENT', ...body, username: 'newagent01', mobileNum: '09179990002' },
    });
    expect(sub.body.value).toMatchObject({ type: 2, affiliateCode: expect.any(String) });
    const list = (await c.call<Members>('team.members', { query: { name: 'new' } })).body.value!;
    expect(list.list.map((m) => [m.customerName, m.level, m.isAgent])).toEqual([
      ['newagent01', 1, true],
      ['newbie01', 1, false],
    ]);
    const again = await c.call('team.register', { body: { accountType: 'PLAYER', ...body, mobileNum: '09179990003' } });
    expect(again.body.errorCode).toBe('username_exists');
    const weak = await c.call('team.register', { body: { accountType: 'PLAYER', username: '1x', password: 'a' } });
    expect(weak.body.errorCode).toBe('register.field.invalid');
    const none = await c.call('team.register', {
      body: { accountType: 'BOSS', username: 'abcdef1', password: 'abcdef' },
    });
    expect([none.status, none.body.errorCode]).toEqual([400, 'request.invalid']);
  });
});

describe('transfers to downlines', () => {
  it('moves money once per key, both balances right, the downline sees it in its account record', async () => {
    const c = await withPaymentPassword(await agent());
    const body = { downlineName: 'tpl01201', transferAmount: 12.34, password: PAYMENT_PASSWORD, remark: 'bonus' };
    const before = await c.control.ledger('tpl01201');
    const idem = key();
    const first = await c.call<{ amount: number; balance: number; downlineBalance: number; downline: string }>(
      'team.transfer',
      { body, headers: { 'Idempotency-Key': idem } },
    );
    expect(first.body.value).toMatchObject({ amount: 12.34, downline: 'tpl01201', balance: 25_000 - 12.34 });
    expect(cents(first.body.value!.downlineBalance)).toBe(before.balances.main + 1234);
    const again = await c.call('team.transfer', { body, headers: { 'Idempotency-Key': idem } });
    expect(again.body.value).toEqual(first.body.value);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await c.control.ledger('tpl01201')).balances.main).toBe(before.balances.main + 1234);
    const other = await c.call('team.transfer', {
      body: { ...body, transferAmount: 1 },
      headers: { 'Idempotency-Key': idem },
    });
    expect(other.body.errorCode).toBe('idempotency_key_reused');

    const down = await as('tpl01201', TEAM_PASSWORD, undefined, c.session);
    const now = (await c.control.clock()).now;
    const history = await down.call<{ list: { txTypeId: number; amount: number }[] }>('wallet.history', {
      query: { startTime: now - DAY, endTime: now + DAY, txTypeIds: '6234', page: 1, size: 20 },
    });
    expect(history.body.value!.list.map((r) => r.amount)).toEqual([12.34]);
    const details = await c.call<{
      list: { customerName: string; transferType: string; amount: number; counterpart: string }[];
    }>('team.transactions', {
      query: { startDate: now - DAY, endDate: now + DAY, transferType: 'TO_DOWNLINE', subordinateName: 'tpl01201' },
    });
    expect(details.body.value!.list[0]).toMatchObject({ amount: 12.34, counterpart: 'demo_agent' });
  });

  it('refuses a wrong payment password, too much, strangers, bad amounts and a missing key', async () => {
    const c = await agent();
    const send = (b: Record<string, unknown>) =>
      c.call('team.transfer', {
        body: { downlineName: 'tdp001', transferAmount: 1, password: PAYMENT_PASSWORD, ...b },
        headers: { 'Idempotency-Key': key() },
      });
    expect((await send({})).body.errorCode).toBe('not.exists.payment.password');
    await withPaymentPassword(c);
    expect((await send({ password: '000000' })).body.errorCode).toBe('invalid.payment.pw');
    expect((await send({ transferAmount: 999_999 })).body.errorCode).toBe('balance_not_enough');
    expect((await send({ transferAmount: 1.234 })).body.errorCode).toBe('amount_invalid');
    expect((await send({ downlineName: 'demo_member' })).body.errorCode).toBe('operation_not_allowed');
    const none = await c.call('team.transfer', {
      body: { downlineName: 'tdp001', transferAmount: 1, password: PAYMENT_PASSWORD },
    });
    expect(none.status).toBe(400);
    expect((await c.control.ledger('demo_agent')).balances.main).toBe(2_500_000);
  });

  it('sends red envelopes all or nothing where the flag allows, once per key', async () => {
    const c = await withPaymentPassword(await agent());
    const body = { downlineNames: ['tdp001', 'tdp002', 'tdp003'], amountEach: 5, password: PAYMENT_PASSWORD };
    const idem = key();
    const r = await c.call<{ count: number; total: number; balance: number }>('team.redEnvelope', {
      body,
      headers: { 'Idempotency-Key': idem },
    });
    expect(r.body.value).toMatchObject({ count: 3, total: 15, balance: 24_985 });
    const again = await c.call('team.redEnvelope', { body, headers: { 'Idempotency-Key': idem } });
    expect(again.body.value).toEqual(r.body.value);
    const stranger = await c.call('team.redEnvelope', {
      body: { ...body, downlineNames: ['tdp001', 'demo_member'] },
      headers: { 'Idempotency-Key': key() },
    });
    expect(stranger.body.errorCode).toBe('operation_not_allowed');
    expect((await c.control.ledger('demo_agent')).balances.main).toBe(2_498_500);
    // solbet leaves AGENTRANSMULTDOWN3 off.
    const sol = await as('demo_agent', 'Agent123', 'SB01');
    const off = await sol.call('team.redEnvelope', { body, headers: { 'Idempotency-Key': key() } });
    expect(off.body.errorCode).toBe('operation_not_allowed');
  });
});

describe('team reports', () => {
  it('team betting pages the downlines’ bets with totals, by game type and downline', async () => {
    const c = await agent();
    const now = (await c.control.clock()).now;
    const q = { startDate: now - 30 * DAY, endDate: now };
    type Bets = {
      list: { customerName: string; gameType: string; betAmount: number }[];
      totalPages: number;
      totalCount: number;
      footer: { betAmount: number };
    };
    const all = (await c.call<Bets>('team.bets', { query: { ...q, size: 50 } })).body.value!;
    expect(all.totalCount).toBeGreaterThan(1000);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 50));
    const one = all.list[0]!.customerName;
    const mine = (await c.call<Bets>('team.bets', { query: { ...q, subordinateName: one, size: 100 } })).body.value!;
    expect(mine.list.every((b) => b.customerName.includes(one))).toBe(true);
    const live = (await c.call<Bets>('team.bets', { query: { ...q, gameType: 'LIVE', size: 100 } })).body.value!;
    expect(live.list.every((b) => b.gameType === 'LIVE')).toBe(true);
    expect(live.totalCount).toBeLessThan(all.totalCount);
    const long = await c.call('team.bets', { query: { startDate: now - 40 * DAY, endDate: now } });
    expect(long.body.errorCode).toBe('date_range_invalid');
  });

  it('a downline’s row of the user P&L equals its own P&L page, and the footer is the team total', async () => {
    const c = await agent();
    const now = (await c.control.clock()).now;
    const q = { startDate: zoneDay(now - 29 * DAY), endDate: zoneDay(now) };
    const all = (await c.call<Profit>('team.profit', { query: { ...q, size: 100 } })).body.value!;
    expect(all.totalCount).toBeGreaterThan(500);
    const overview = (await c.call<{ profitAndLoss: number }>('team.overview', { query: q })).body.value!;
    expect(cents(all.footer.profitAndLoss)).toBe(cents(overview.profitAndLoss));
    for (const row of all.list.slice(0, 3)) {
      const own = await as(row.customerName, TEAM_PASSWORD, undefined, c.session);
      const p = (await own.call<{ footer: { profitAndLoss: number } }>('records.profit', { query: q })).body.value!;
      expect(cents(p.footer.profitAndLoss)).toBe(cents(row.profitAndLoss));
    }
  });

  it("the agent's own P&L counts its salaries, commissions, dividends and rebates as its income report does", async () => {
    const c = await agent();
    const now = (await c.control.clock()).now;
    const q = { startDate: zoneDay(now - 29 * DAY), endDate: zoneDay(now) };
    type Footer = Record<'dailySalary' | 'agentCommission' | 'profitSharing' | 'rebate' | 'totalRebate', number>;
    const p = (await c.call<{ footer: Footer }>('records.profit', { query: q })).body.value!.footer;
    const income = (await c.call<{ footer: { total: number } }>('team.income', { query: q })).body.value!.footer;
    const earned = cents(p.dailySalary) + cents(p.agentCommission) + cents(p.profitSharing) + cents(p.rebate);
    expect(earned).toBeGreaterThan(0);
    expect(earned).toBe(cents(income.total));
    expect(p.totalRebate).toBe(p.rebate);
  });

  it('my income by period with totals, and the account details by transfer type', async () => {
    const c = await agent();
    const now = (await c.control.clock()).now;
    type Income = {
      list: { balanceDate: string; total: number; salary: number }[];
      totalPages: number;
      footer: { total: number };
    };
    const q = { startDate: zoneDay(now - 59 * DAY), endDate: zoneDay(now) };
    const daily = (await c.call<Income>('team.income', { query: { ...q, size: 100 } })).body.value!;
    const monthly = (await c.call<Income>('team.income', { query: { ...q, period: 'MONTHLY' } })).body.value!;
    expect(daily.list.length).toBeGreaterThan(50);
    expect(monthly.list.length).toBeLessThanOrEqual(3);
    expect(cents(monthly.footer.total)).toBe(cents(daily.footer.total));
    expect(daily.list.reduce((s, r) => s + cents(r.total), 0)).toBe(cents(daily.footer.total));
    type Tx = { list: { transferType: string; amount: number }[]; totalCount: number; footer: { amount: number } };
    const w = { startDate: now - 30 * DAY, endDate: now };
    const deposits = (await c.call<Tx>('team.transactions', { query: { ...w, transferType: 'DEPOSIT', size: 100 } }))
      .body.value!;
    expect(deposits.totalCount).toBeGreaterThan(100);
    expect(deposits.list.every((t) => t.transferType === 'DEPOSIT' && t.amount > 0)).toBe(true);
    const out = (await c.call<Tx>('team.transactions', { query: { ...w, transferType: 'WITHDRAW' } })).body.value!;
    expect(out.footer.amount).toBeLessThan(0);
    const bad = await c.call('team.transactions', { query: { ...w, transferType: 'GIFT' } });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'request.invalid']);
  });
});
