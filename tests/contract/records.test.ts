/** Betting record and profit and loss through the gateway: they agree with each other and refuse what they must. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const DAY = 86_400_000;
const TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
interface Bets {
  list: {
    accountTypeName: string;
    betAmount: number;
    profitAndLoss: number;
    eventName?: string;
    odds?: number;
    status?: string;
  }[];
  totalPages: number;
  totalCount: number;
  footer: { betAmount: number; profitAndLoss: number };
  vendors: string[];
}
interface Profit {
  list: { balanceDate: string; profitAndLoss: number; deposit: number }[];
  totalPages: number;
  footer: { profitAndLoss: number; betAmount: number };
}
const cents = (n: number) => Math.round(n * 100);

async function member(): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login('demo_member', 'Member123');
  return c;
}

describe('betting record and P&L', () => {
  it('pages bets per game type with totals, filters by vendor, and sports rows carry the event', async () => {
    const c = await member();
    const now = (await c.control.clock()).now;
    const window = { startDate: now - 30 * DAY, endDate: now };
    const rng = (await c.call<Bets>('records.bets', { query: { gameType: 'RNG', ...window, size: 5 } })).body.value!;
    expect(rng.totalCount).toBeGreaterThan(5);
    expect(rng.totalPages).toBe(Math.ceil(rng.totalCount / 5));
    const vendor = rng.list[0]!.accountTypeName;
    expect(rng.vendors).toContain(vendor);
    const one = (
      await c.call<Bets>('records.bets', { query: { gameType: 'RNG', accountType: vendor, ...window, size: 100 } })
    ).body.value!;
    expect(one.list.every((b) => b.accountTypeName === vendor)).toBe(true);
    expect(cents(one.footer.betAmount)).toBe(one.list.reduce((s, b) => s + cents(b.betAmount), 0));
    const sports = (
      await c.call<Bets>('records.bets', { query: { gameType: 'SPORTS', startDate: now - 31 * DAY, endDate: now } })
    ).body.value!;
    expect(sports.list[0]).toMatchObject({ eventName: expect.stringContaining(' vs '), odds: expect.any(Number) });
  });

  it('the P&L of a month equals the betting record of every type over that month', async () => {
    const c = await member();
    const now = (await c.control.clock()).now;
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    // 30 whole days in the merchant zone (UTC+8).
    const startDate = day(now - 29 * DAY);
    const endDate = day(now);
    const start = Date.parse(`${startDate}T00:00:00Z`) - 8 * 3_600_000;
    const end = Date.parse(`${endDate}T00:00:00Z`) - 8 * 3_600_000 + DAY - 1;
    let fromBets = 0;
    for (const gameType of TYPES) {
      const v = (await c.call<Bets>('records.bets', { query: { gameType, startDate: start, endDate: end } })).body
        .value!;
      fromBets += cents(v.footer.profitAndLoss);
    }
    const daily = (await c.call<Profit>('records.profit', { query: { startDate, endDate, size: 100 } })).body.value!;
    expect(cents(daily.footer.profitAndLoss)).toBe(fromBets);
    expect(daily.list.reduce((s, r) => s + cents(r.profitAndLoss), 0)).toBe(fromBets);
    const weekly = (await c.call<Profit>('records.profit', { query: { startDate, endDate, period: 'WEEKLY' } })).body
      .value!;
    expect(cents(weekly.footer.profitAndLoss)).toBe(fromBets);
    expect(weekly.list.length).toBeLessThanOrEqual(6);
    const live = (await c.call<Profit>('records.profit', { query: { startDate, endDate, gameCategory: 'LIVE' } })).body
      .value!;
    expect(live.footer.betAmount).toBeLessThan(daily.footer.betAmount);
    // demo_member's seeded friends have paid it referral rewards: their own column, not promotions.
    const income = daily.footer as unknown as Record<'totalInvitationAmount' | 'promotion' | 'totalPromotion', number>;
    expect(income.totalInvitationAmount).toBeGreaterThan(0);
    expect(income.totalPromotion).toBe(income.promotion);
  });

  it('refuses bad windows, broken queries and trial accounts with the error envelope', async () => {
    const c = await member();
    const long = await c.call('records.bets', { query: { gameType: 'RNG', startDate: 0, endDate: 40 * DAY } });
    expect([long.status, long.body.errorCode]).toEqual([400, 'date_range_invalid']);
    const reversed = await c.call('records.profit', { query: { startDate: '2026-02-01', endDate: '2026-01-01' } });
    expect(reversed.body.errorCode).toBe('date_range_invalid');
    const broken = await c.call('records.profit', { query: { startDate: '1 Jan', endDate: '2026-01-01' } });
    expect([broken.status, broken.body.errorCode]).toEqual([400, 'request.invalid']);
    const noType = await c.call('records.bets', { query: { gameType: 'CARDS', startDate: 0, endDate: 1 } });
    expect(noType.body.errorCode).toBe('request.invalid');
    const trial = new Client(gw.baseUrl, uniqueSession());
    trial.token = (
      await trial.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })
    ).body.value!.token;
    const refused = await trial.call('records.profit', { query: { startDate: '2026-01-01', endDate: '2026-01-02' } });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

interface LotteryOrders {
  list: {
    customerName?: string;
    gameCode: string;
    orderNo: string;
    numero: string;
    playName: string;
    betContent: string;
    betAmount: number;
    winAmount: number;
    status: number;
  }[];
  totalPages: number;
  totalCount: number;
  footer: { betAmount: number; winAmount: number };
}

describe('lottery orders (ODSFE2_lottMemBet)', () => {
  it("are the lottery tab's bets with their draw, bet type and a status that agrees with the payout", async () => {
    const c = await member();
    const now = (await c.control.clock()).now;
    const window = { startDate: now - 31 * DAY, endDate: now };
    const orders = (await c.call<LotteryOrders>('records.lottery', { query: { ...window, size: 100 } })).body.value!;
    const bets = (await c.call<Bets>('records.bets', { query: { gameType: 'LOTT', ...window, size: 100 } })).body
      .value!;
    expect(orders.totalCount).toBeGreaterThan(0);
    expect(orders.totalCount).toBe(bets.totalCount);
    expect(orders.footer.betAmount).toBe(bets.footer.betAmount);
    expect(cents(orders.footer.winAmount)).toBe(orders.list.reduce((s, o) => s + cents(o.winAmount), 0));
    for (const o of orders.list) {
      expect(o.numero).toMatch(/^\d{8}(-\d{4})?$/);
      expect(o.playName && o.betContent).toBeTruthy();
      const expected = o.winAmount === 0 ? 5 : o.winAmount === o.betAmount ? 16 : 4;
      expect(o.status).toBe(expected);
    }
    const eLottery = (
      await c.call<LotteryOrders>('records.lottery', { query: { ...window, prizeModeId: 3, size: 100 } })
    ).body.value!;
    const eBets = (await c.call<Bets>('records.bets', { query: { gameType: 'ELOTT', ...window, size: 100 } })).body
      .value!;
    expect(eLottery.totalCount).toBe(eBets.totalCount);
  });

  it('filters by order (or sub-order) number, status, game and draw, and finds no chase orders', async () => {
    const c = await member();
    const now = (await c.control.clock()).now;
    const window = { startDate: now - 31 * DAY, endDate: now, size: 100 };
    const all = (await c.call<LotteryOrders>('records.lottery', { query: window })).body.value!.list;
    const one = all[all.length - 1]!;
    const read = async (query: Record<string, unknown>) =>
      (await c.call<LotteryOrders>('records.lottery', { query: { ...window, ...query } })).body.value!.list;
    expect((await read({ orderNo: one.orderNo })).map((o) => o.orderNo)).toEqual([one.orderNo]);
    expect((await read({ orderNo: `${one.orderNo}-001` })).map((o) => o.orderNo)).toEqual([one.orderNo]);
    const lost = await read({ status: 5 });
    expect(lost.length).toBe(all.filter((o) => o.status === 5).length);
    expect(lost.every((o) => o.status === 5)).toBe(true);
    expect((await read({ gameCode: one.gameCode })).every((o) => o.gameCode === one.gameCode)).toBe(true);
    expect((await read({ numero: one.numero })).map((o) => o.orderNo)).toContain(one.orderNo);
    expect(await read({ chase: true })).toEqual([]);
  });

  it("gives an agent its team's orders with ALL (team betting), each with who placed it; a member's ALL is its own", async () => {
    const agent = new Client(gw.baseUrl, uniqueSession());
    await agent.login('demo_agent', 'Agent123');
    const now = (await agent.control.clock()).now;
    const window = { startDate: now - 31 * DAY, endDate: now, size: 100 };
    const read = async (c: Client, query: Record<string, unknown>) =>
      (await c.call<LotteryOrders>('records.lottery', { query: { ...window, ...query } })).body.value!;
    const team = await read(agent, { subordinateType: 'ALL' });
    const self = await read(agent, { subordinateType: 'SELF' });
    const names = new Set(team.list.map((o) => o.customerName));
    expect(team.totalCount).toBeGreaterThan(self.totalCount);
    expect([...names].filter((n) => n !== 'demo_agent').length).toBeGreaterThan(1);
    expect(self.list.every((o) => o.customerName === 'demo_agent')).toBe(true);
    expect(team.list.filter((o) => o.customerName === 'demo_agent')).toHaveLength(self.totalCount);
    const times = team.list.map((o) => (o as unknown as { betTimeInTimestamp: number }).betTimeInTimestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // One downline by name (as ODSFE2_MemTransDet takes subordinateName).
    const someone = [...names].find((n) => n !== 'demo_agent')!;
    const theirs = await read(agent, { subordinateType: 'ALL', subordinateName: someone });
    expect(theirs.totalCount).toBeGreaterThan(0);
    expect(theirs.list.every((o) => o.customerName!.includes(someone))).toBe(true);
    const c = await member();
    expect((await read(c, { subordinateType: 'ALL' })).totalCount).toBe((await read(c, {})).totalCount);
  });

  it('refuses long windows, unknown statuses and trial accounts with the error envelope', async () => {
    const c = await member();
    const long = await c.call('records.lottery', { query: { startDate: 0, endDate: 40 * DAY } });
    expect([long.status, long.body.errorCode]).toEqual([400, 'date_range_invalid']);
    const status = await c.call('records.lottery', { query: { startDate: 0, endDate: DAY, status: 3 } });
    expect([status.status, status.body.errorCode]).toEqual([400, 'request.invalid']);
    const mode = await c.call('records.lottery', { query: { startDate: 0, endDate: DAY, prizeModeId: 2 } });
    expect(mode.body.errorCode).toBe('request.invalid');
    const trial = new Client(gw.baseUrl, uniqueSession());
    trial.token = (
      await trial.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })
    ).body.value!.token;
    const refused = await trial.call('records.lottery', { query: { startDate: 0, endDate: DAY } });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'in_need_true_account']);
  });
});
