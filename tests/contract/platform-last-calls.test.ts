/**
 * Platform fidelity, the last calls (issue 43): the second build's names answer as their twins, and the calls added
 * last answer from the world, as a client of the real gateway would see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const client = () => new Client(gw.baseUrl, uniqueSession('last-calls'));
const SOLBET = 'SB01';
const get = async (c: Client, path: string, query: Record<string, string> = {}) => {
  const headers: Record<string, string> = { ...c.baseHeaders() };
  if (c.token) headers.Authorization = c.token;
  const r = await fetch(`${gw.baseUrl}${path}?${new URLSearchParams(query)}`, { headers });
  return { status: r.status, body: (await r.json()) as unknown };
};

/** The countdowns move between two asks on a running clock; the rest must be the same. */
const timeless = (key: string, value: unknown) => (key === 'remainTime' || key === 'lockTime' ? 0 : value);

describe('twins answer what their first name answers', () => {
  it.each([
    [
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/relay/GCSGAME_gameVendor',
      { merchantCode: 'RA88', platform: 'html5-desktop' },
    ],
    ['/lgw/games/opened/numero', '/lotto/lgw/games/opened/numero', { prizeMode: 'ELOTT' }],
  ] as const)('%s', async (twin, first, query) => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const a = await get(c, first, query);
    const b = await get(c, twin, query);
    expect(b.status).toBe(200);
    expect(JSON.stringify(b.body, timeless)).toEqual(JSON.stringify(a.body, timeless));
  });

  it.each([
    ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCSFE_processContractDividend'],
    ['/wps/relay/MCS2_processDailySalContract', '/wps/relay/MCSFE_processDailySalaryContract'],
    ['/wps/relay/MCS2_processContractHourSalary', '/wps/relay/MCSFE_processContractHourSalary'],
  ])('%s answers as %s (a member is refused: the contract calls are an agent’s)', async (twin, first) => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const post = async (path: string) => {
      const r = await fetch(`${gw.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...c.baseHeaders(), Authorization: c.token!, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'C1', contractId: 'C1', productType: 'LOTT', status: 'A', computationPeriod: 'M' }),
      });
      return { status: r.status, body: (await r.json()) as { errorCode?: string } };
    };
    const a = await post(first);
    const b = await post(twin);
    expect(b.status).toBe(a.status);
    expect(b.body.errorCode).toBe(a.body.errorCode);
    expect(b.status).toBeGreaterThanOrEqual(400);
  });
});

describe('manual rebate', () => {
  type Remain = Record<string, number | string>;
  const today = async (c: Client) => new Date((await c.control.clock()).now).toISOString().slice(0, 10);

  it('accrues from a launched game’s bets and pays once: a retry replays, a new key is refused', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const day = await today(c);
    const before = (await c.call<Remain>('rebate.remaining', { query: { today: day } })).body.value!;
    // A slot launched and played through its stand-in table (docs/gateway.md "Play a launched game").
    await c.call('games.launch', { query: { nodeId: 'RNG-MGS-0009' } });
    const mock = { 'X-Mock-Session': c.session };
    const launches = (await (
      await fetch(`${gw.baseUrl}/__mock/play/launches?account=demo_member`, { headers: mock })
    ).json()) as {
      value: { launches: { launch: number }[] };
    };
    const form = new URLSearchParams({
      launch: String(launches.value.launches[0]!.launch),
      key: 'rebate-round-1',
      stake: '500',
    });
    await fetch(`${gw.baseUrl}/__mock/play/bet`, { method: 'POST', headers: mock, body: form, redirect: 'manual' });
    const remain = (await c.call<Remain>('rebate.remaining', { query: { today: day } })).body.value!;
    const rng = remain.rngRemain as number;
    expect(rng).toBeCloseTo((before.rngRemain as number) + 500 * 0.008, 2);

    const key = { 'Idempotency-Key': `rebate-${day}-${Date.now()}` };
    const body = { balanceDate: day, rebateAmount: { rng } };
    const first = await c.call('rebate.disburse', { body, headers: key });
    const retry = await c.call('rebate.disburse', { body, headers: key });
    expect(first.body.value).toMatchObject({ award: rng, claimed: 1 });
    expect(retry.body.value).toEqual(first.body.value);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const again = await c.call('rebate.disburse', { body, headers: { 'Idempotency-Key': `again-${Date.now()}` } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'rebate_already_claimed' });
    expect((await c.call<Remain>('rebate.remaining', { query: { today: day } })).body.value!.rngRemain).toBe(0);
  });

  it('is refused where the merchant has not switched it on (MANPLAYREB3)', async () => {
    const c = new Client(gw.baseUrl, uniqueSession('last-calls'), 'SB01');
    await c.login('demo_member', 'Member123');
    const r = await c.call('rebate.remaining', { query: { today: await today(c) } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ errorCode: 'function_not_enabled' });
  });
});

describe('the calls added last answer from the world', () => {
  it('gives one game’s open draw, the same as the open draws of its prize mode', async () => {
    const c = client();
    const [game] = (
      await c.call<{ gameId: number; gameCode: string }[]>('lottery.games', { query: { prizeMode: 'LOTT' } })
    ).body.value!;
    const near = (
      await c.call<{ currentNumero: { numero: string } }>('lottery.nearNumero', { query: { gameId: game!.gameId } })
    ).body.value!;
    const open = (
      await c.call<Record<string, { gameCode: string; numero: string }[]>>('lottery.openedNumero', {
        query: { prizeMode: 'LOTT' },
      })
    ).body.value!;
    const same = Object.values(open)
      .flat()
      .find((g) => g.gameCode === game!.gameCode);
    expect(near.currentNumero.numero).toBe(same!.numero);
    expect((await c.call('lottery.nearNumero', { query: { gameId: 999_999 } })).body).toMatchObject({
      errorCode: 'game_not_found',
    });
  });

  it('opens a hot match in its sportsbook, and no match that is not the vendor’s today', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const [vendor] = (
      await c.call<{ nodeId: string; matchList: { matchId: string; leagueId: string }[] }[]>('games.matches')
    ).body.value!;
    const match = vendor!.matchList[0]!;
    const r = await c.call<{ content: { game_url: string } }>('games.launch', {
      query: { nodeId: vendor!.nodeId, matchId: match.matchId, leagueId: match.leagueId },
    });
    expect(r.body.value!.content.game_url).toContain(`matchId=${encodeURIComponent(match.matchId)}`);
    const wrong = await c.call('games.launch', { query: { nodeId: vendor!.nodeId, matchId: 'NOPE-1' } });
    expect(wrong.body).toMatchObject({ errorCode: 'game_not_found' });
  });

  it('clears the live-chat badge when the member opens the chat, and leaves the inbox count alone', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const inbox = (await c.call<number>('messages.unreadCount')).body.value;
    await c.call('chat.launch');
    expect((await c.call('chat.unreadCount')).body.value).toEqual({ unReadCount: 0 });
    expect((await c.call<number>('messages.unreadCount')).body.value).toBe(inbox);
  });

  it('shows a lottery order’s bet, and no order of another member', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const now = (await c.control.clock()).now;
    const [order] = (
      await c.call<{ list: { orderNo: string; betContent: string }[] }>('records.lottery', {
        query: { startDate: now - 30 * 86_400_000, endDate: now, prizeModeId: 1, page: 1, size: 1 },
      })
    ).body.value!.list;
    const detail = await c.call<{ betContent: string }[]>('records.lotteryDetail', {
      query: { orderNo: order!.orderNo },
    });
    expect(detail.body.value![0]!.betContent).toBe(order!.betContent);
    const other = client();
    await other.login('demo_agent', 'Agent123');
    const r = await other.call('records.lotteryDetail', { query: { orderNo: order!.orderNo } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ errorCode: 'order_not_found' });
  });

  it('sends the reset code only to the username’s own mobile number', async () => {
    const c = client();
    const r = await c.call('member.passwordSms', { body: { username: 'demo_agent', mobileNumber: '09171234567' } });
    expect(r.body).toMatchObject({ errorCode: 'mobile_not_registered' });
  });

  it('resets a password by phone on a merchant whose default is the e-mail (FORGETPWDPHONE3 off), and logs in', async () => {
    const c = new Client(gw.baseUrl, uniqueSession('last-calls'), SOLBET);
    const sent = await c.call<{ expiredMinutes: number }>('member.passwordSms', {
      body: { username: 'demo_member', mobileNumber: '09171234567', countryDialingCode: '63' },
    });
    expect(sent.body.value!.expiredMinutes).toBeGreaterThan(0);
    const [sms] = await c.control.sms('09171234567');
    expect(sms).toMatchObject({ purpose: 'reset' });
    const reset = await c.call<{ token: string }>('member.passwordVerification', {
      // solbet's password rule asks for a symbol too.
      body: { newPassword: 'Renewed123!', mobileNum: '09171234567', verificationCode: sms!.code },
    });
    expect(reset.body.value!.token).toEqual(expect.any(String));
    expect((await c.login('demo_member', 'Renewed123!')).length).toBeGreaterThan(0);
  });

  it('locks the reset code for a while after too many sends to one number', async () => {
    const c = client();
    const body = { username: 'demo_member', mobileNumber: '09171234567' };
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await c.call('member.passwordSms', { body })).body.errorCode);
      await c.control.advanceClock(1000);
    }
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
  });

  it('pays the app-download bonus once per account', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const first = await c.call('rewards.appDownloadClaim', {
      body: { appType: 'ANDROID' },
      headers: { 'Idempotency-Key': 'app-1-0000' },
    });
    const again = await c.call('rewards.appDownloadClaim', {
      body: { appType: 'ANDROID' },
      headers: { 'Idempotency-Key': 'app-2-0000' },
    });
    expect(first.body.value).toMatchObject({ award: 8, claimed: 1 });
    expect(again.body).toMatchObject({ errorCode: 'promotion_already_claimed' });
  });
});

describe('GCash deposits (MCSFE_depositByGCash)', () => {
  const body = { amount: 1000, vendorId: 'GCASH-1' };
  const key = (n: number) => ({ 'Idempotency-Key': `gcash-${n}-0000` });
  interface Gcash {
    depositId: string;
    defaultPageQr: boolean;
    redirectUrl: string;
    remarks: string;
  }

  it('answers the QR page, moves nothing twice for one key, and credits main once when QA approves it', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const before = (await c.control.ledger('demo_member')).balances.main;
    const first = await c.call<Gcash>('deposit.gcash', { body, headers: key(1) });
    const again = await c.call<Gcash>('deposit.gcash', { body, headers: key(1) });
    expect(first.body.value).toMatchObject({ defaultPageQr: true, state: 5, confirmationRequired: 'Y' });
    expect(again.body.value!.depositId).toBe(first.body.value!.depositId);
    const id = first.body.value!.depositId;
    expect(first.body.value!.redirectUrl).toMatch(new RegExp(`/__mock/cashier/pay/${id}$`));
    expect((await c.control.deposits('demo_member')).filter((d) => d.depositId === id)).toHaveLength(1);
    await c.control.settleDeposit(id, 'approve');
    const after = await c.control.ledger('demo_member');
    expect(after.balances.main - before).toBe(1000_00);
    expect(after.movements.filter((m) => m.ref === id)).toHaveLength(1);
  });

  it('answers the payment page instead with the gcash-redirect scenario', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    await c.control.setScenario('gcash-redirect');
    const r = await c.call<Gcash>('deposit.gcash', { body, headers: key(2) });
    expect(r.body.value!.defaultPageQr).toBe(false);
  });

  it('is not offered where the merchant has no GCash (solbet: wallet.depositMethods)', async () => {
    const c = new Client(gw.baseUrl, uniqueSession('last-calls'), SOLBET);
    await c.login('demo_member', 'Member123');
    const banks = (await c.call<Record<string, unknown>>('deposit.banks')).body.value!;
    expect(Object.keys(banks).sort()).toEqual(['MT', 'PG', 'QPQR']);
    const gcash = await c.call('deposit.gcash', { body, headers: key(3) });
    expect(gcash.body).toMatchObject({ errorCode: 'deposit_channel_unavailable' });
    const transfer = await c.call('deposit.transfer', { body, headers: key(4) });
    expect(transfer.body).toMatchObject({ errorCode: 'deposit_channel_unavailable' });
    const promotions = await c.call('deposit.promotions', { query: { method: 'GCASH', channel: 'GCASH-1' } });
    expect(promotions.body).toMatchObject({ errorCode: 'deposit_channel_unavailable' });
  });
});
