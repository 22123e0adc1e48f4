/**
 * Agent pay and member statuses through the gateway: settled salary periods reach the holder's main wallet once (the
 * balance the header reads, the account record and the QA ledger agree), however often the clock is advanced; team
 * members whose status forbids it are refused at login with the contract's envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, envelopeViolations, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const cents = (n: number) => Math.round(n * 100);
type Kind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
interface SalaryRecord {
  id: string;
  contractId: number;
  periodEnd: number;
  amount: number;
  status: 'A' | 'M' | 'P' | 'R';
}

async function as(username: string, password: string): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login(username, password);
  return c;
}
const records = async (c: Client, kind: Kind, days: number) => {
  const now = (await c.control.clock()).now;
  return (
    await c.call<{ list: SalaryRecord[] }>('contracts.records', {
      query: { kind, startDate: now - days * DAY, endDate: now, size: 100 },
    })
  ).body.value!.list;
};
const payments = async (c: Client) =>
  (await c.control.ledger('demo_agent')).movements.filter((m) => m.idempotencyKey?.startsWith('contract-pay:'));
const mainBalance = async (c: Client) =>
  cents((await c.call<{ balance: number }>('wallet.balance')).body.value!.balance);
const zoneDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
const incomeSalary = async (c: Client, from: number, to: number) =>
  cents(
    (
      await c.call<{ footer: { salary: number } }>('team.income', {
        query: { startDate: zoneDay(from), endDate: zoneDay(to), size: 100 },
      })
    ).body.value!.footer.salary,
  );
const isPaid = (r: SalaryRecord) => (r.status === 'A' || r.status === 'M') && r.amount > 0;

describe('member status at login', () => {
  // One world, its team built once, and first in the file: building it holds the server for a moment, and a client
  // connection left idle by an earlier test meanwhile could be closed under the next request.
  const session = uniqueSession();
  const login = (username: string, password = 'Team1234', extra: Record<string, unknown> = {}) =>
    new Client(gw.baseUrl, session).call<{ status: number }>('session.login', {
      body: { username, password, ...extra },
      token: null,
    });

  it('refuses login-forbidden and blocked team members with the contract envelope, after their password', async () => {
    for (const [username, status] of [
      ['tdp091', 2],
      ['tdp001', 6],
      ['tdp017', 5],
    ] as const) {
      const r = await login(username);
      expect(envelopeViolations(r.body)).toEqual([]);
      expect([r.status, r.body.success, r.body.errorCode, r.body.value]).toEqual([
        403,
        false,
        'login_forbidden',
        { status },
      ]);
      expect(r.body.message).toBe('This account is not allowed to log in, please contact your agent');
    }
    const agentArea = await login('tdp091', 'Team1234', { area: 'agent' });
    expect(agentArea.body.errorCode).toBe('login_forbidden');
    const blocked = await login('tdp003');
    expect([blocked.status, blocked.body.errorCode]).toEqual([403, 'account_frozen']);
    // A wrong password says nothing about the status.
    expect((await login('tdp091', 'wrong')).body.errorCode).toBe('login.password.invalid');
    // Inactive (11) and normal members sign in.
    expect((await login('tdp002')).body.success).toBe(true);
    expect((await login('tda01')).body.success).toBe(true);
  });

  it('shows the same status in team management as the login answers', async () => {
    const c = new Client(gw.baseUrl, session);
    await c.login('demo_agent', 'Agent123');
    const rows = (
      await c.call<{ list: { customerName: string; status: number }[] }>('team.members', {
        query: { name: 'tdp0', size: 100 },
      })
    ).body.value!.list;
    const statusOf = (name: string) => rows.find((r) => r.customerName === name)?.status;
    expect([statusOf('tdp091'), statusOf('tdp001'), statusOf('tdp017'), statusOf('tdp003')]).toEqual([2, 6, 5, 0]);
  });
});

describe('agent pay', () => {
  it('pays daily wages and hourly salary into the main wallet once the clock passes two days, and never twice', async () => {
    const c = await as('demo_agent', 'Agent123');
    await c.control.setClockFlowing(false);
    const start = (await c.control.clock()).now;
    const balanceBefore = await mainBalance(c);
    const incomeBefore = await incomeSalary(c, start, start + 2 * DAY);
    // The newest daily period waits for its payout ("P", Not distributed).
    const waiting = (await records(c, 'DAILY', 3))[0]!;
    expect(waiting.status).toBe('P');
    expect(await payments(c)).toEqual([]);
    // Semimonthly dividend periods follow the epoch, not the calendar: on some days one closes within the two days.
    const dividendsWaiting = new Set(
      (await records(c, 'DIVIDEND', 32)).filter((r) => r.status === 'P').map((r) => r.id),
    );

    await c.control.advanceClock(2 * DAY);
    await c.login('demo_agent', 'Agent123'); // the session has expired meanwhile
    const daily = await records(c, 'DAILY', 5);
    const hourly = (await records(c, 'HOURLY', 3)).filter((r) => r.periodEnd > start);
    expect(daily[0]!.status).toBe('P'); // the newest waits again
    const decided = [...daily.filter((r) => r.periodEnd >= waiting.periodEnd && r.status !== 'P'), ...hourly];
    expect(decided.filter((r) => r.periodEnd === waiting.periodEnd)).toHaveLength(1);
    expect(hourly.length).toBe(48);

    const dividends = (await records(c, 'DIVIDEND', 32)).filter(
      (r) => r.status !== 'P' && (dividendsWaiting.has(r.id) || r.periodEnd > start),
    );

    // One payment per Disbursed / Adjust period, with its amount; none for Reject.
    const paid = await payments(c);
    const expected = decided.filter(isPaid);
    const expectedDividends = dividends.filter(isPaid);
    expect(paid.map((m) => m.ref).sort()).toEqual([...expected, ...expectedDividends].map((r) => `CP${r.id}`).sort());
    for (const [kind, periods] of [
      ['salary', expected],
      ['dividend', expectedDividends],
    ] as const) {
      for (const r of periods) {
        const m = paid.find((x) => x.ref === `CP${r.id}`)!;
        expect(m).toMatchObject({ kind, legs: [{ wallet: 'MAIN', amount: cents(r.amount) }] });
      }
    }
    const total = expected.reduce((s, r) => s + cents(r.amount), 0);
    expect(total).toBeGreaterThan(0);
    const dividendTotal = expectedDividends.reduce((s, r) => s + cents(r.amount), 0);
    expect(await mainBalance(c)).toBe(balanceBefore + total + dividendTotal);
    const ledger = await c.control.ledger('demo_agent');
    expect(ledger.movements.flatMap((m) => m.legs).reduce((s, l) => s + l.amount, 0)).toBe(ledger.balances.total);

    // The account record shows each payment as a salary entry (3004) with its order number.
    const now = (await c.control.clock()).now;
    const history = (
      await c.call<{ list: { txTypeId: number; orderNo: string; amount: number }[]; totalCount: number }>(
        'wallet.history',
        { query: { startTime: start, endTime: now, txTypeIds: '3004', page: 1, size: 100 } },
      )
    ).body.value!;
    const contractPay = history.list.filter((r) => r.orderNo.startsWith('CP')); // besides the seeded team history
    expect(contractPay.map((r) => r.orderNo).sort()).toEqual(expected.map((r) => `CP${r.id}`).sort());
    // ...and "my income" counts them as salary.
    expect(await incomeSalary(c, start, start + 2 * DAY)).toBe(incomeBefore + total);

    // Advancing again within the same periods, or by nothing, pays nothing more. Every period ends on a 5-minute
    // mark (real-time salary is the shortest), so the step stops short of the next one, whatever the time of day.
    await c.control.advanceClock(0);
    const at = (await c.control.clock()).now;
    await c.control.advanceClock(Math.min(MINUTE, 5 * MINUTE - (at % (5 * MINUTE)) - 1));
    expect((await payments(c)).length).toBe(paid.length);
    expect(await mainBalance(c)).toBe(balanceBefore + total + dividendTotal);
  });

  it('pays a real-time salary signed now every 5 minutes, once per period', async () => {
    const c = await as('demo_agent', 'Agent123');
    await c.control.setClockFlowing(false);
    const offer = await c.control.offerContract({ account: 'demo_agent', kind: 'REALTIME', rate: 0.5 });
    await c.call('contracts.processRealTimeSalary', { body: { contractId: offer.contractId, status: 'A' } });
    const now = (await c.control.clock()).now;
    const ownPeriods = async () => (await records(c, 'REALTIME', 1)).filter((r) => r.contractId === offer.contractId);
    const ownPayments = async () => {
      const ids = new Set((await ownPeriods()).map((r) => `CP${r.id}`));
      return (await payments(c)).filter((m) => ids.has(m.ref));
    };
    // To the end of two whole periods after signing.
    await c.control.advanceClock(Math.ceil(now / (5 * MINUTE)) * 5 * MINUTE - now + 10 * MINUTE);
    let periods = await ownPeriods();
    expect(periods).toHaveLength(2);
    // A period may be rejected (4 %): run on until one is paid, to see the money arrive.
    for (let i = 0; i < 6 && !periods.some(isPaid); i++) {
      await c.control.advanceClock(5 * MINUTE);
      periods = await ownPeriods();
    }
    const paid = await ownPayments();
    expect(paid.map((m) => m.ref).sort()).toEqual(
      periods
        .filter(isPaid)
        .map((r) => `CP${r.id}`)
        .sort(),
    );
    expect(paid.length).toBeGreaterThan(0);
    // The records page shows them Disbursed (A) or Adjust (M), the others Reject (R): none waits.
    expect(periods.every((r) => r.status !== 'P')).toBe(true);
    await c.control.advanceClock(0);
    expect(await ownPayments()).toEqual(paid);
  });
});
