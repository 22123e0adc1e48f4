/**
 * Wallet endpoints through the gateway: balances of every wallet, the merchant's wallet mode, transfers and
 * return-all (idempotent, refused to single-wallet merchants and trial accounts), and the account record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MAIN_WALLET, startGateway, uniqueSession, vendorWallet, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const SOLBET = 'SB01';
const DAY = 86_400_000;
const client = (merchant?: string) => new Client(gw.baseUrl, uniqueSession(), merchant);
async function member(merchant?: string): Promise<Client> {
  const c = client(merchant);
  await c.login('demo_member', 'Member123');
  return c;
}
async function trial(): Promise<Client> {
  const c = client();
  c.token = (await c.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
  return c;
}

interface Balances {
  sumBalance: number;
  balances: { accountTypeId: number; accountName: string; availBalance: number; status: string }[];
}
interface History {
  list: {
    txTypeId: number;
    txTypeName: string;
    txTimeInTimestamp: number;
    amount: number;
    currentAvailBalance: number;
    remark: string;
  }[];
  totalPages: number;
  totalCount: number;
  footer: { amount: number; amountIn: number; amountOut: number };
}
const key = (() => {
  let n = 0;
  return () => `wallet-test-${Date.now()}-${++n}`;
})();

describe('wallet balances and mode', () => {
  it('lists main first, then every vendor wallet, summing to the total (multi-wallet merchant)', async () => {
    const c = await member();
    expect((await c.call('wallet.merchantWallet')).body.value).toEqual({ isSingle: 0 });
    const v = (await c.call<Balances>('wallet.balances')).body.value!;
    expect(v.balances[0]).toMatchObject({ accountTypeId: 2, accountName: 'MAIN', availBalance: 5000 });
    expect(v.balances.find((b) => b.accountName === 'PT')?.availBalance).toBe(120.5);
    expect(v.balances.length).toBeGreaterThan(20);
    const cents = v.balances.reduce((s, b) => s + Math.round(b.availBalance * 100), 0);
    expect(cents).toBe(Math.round(v.sumBalance * 100));
    // Every wallet has an id of its own, the one a transfer names it by.
    expect(new Set(v.balances.map((b) => b.accountTypeId)).size).toBe(v.balances.length);
    expect(v.balances.find((b) => b.accountName === 'PT')?.accountTypeId).toBe(vendorWallet('PT'));
  });

  it('the header call answers the main balance, the sum of every wallet and where the symbol goes', async () => {
    const c = await member();
    expect((await c.call('wallet.balance')).body.value).toEqual({
      balance: 5000,
      sumBalance: 5120.5,
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
    });
  });

  it('a transfer names its wallets by accountTypeId and answers the amount moved', async () => {
    const c = await member();
    const moved = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: vendorWallet('PT'), toAccountTypeId: MAIN_WALLET, amount: 20.5 },
      headers: { 'Idempotency-Key': key() },
    });
    expect(moved.body.value).toEqual({ successAmount: 20.5 });
    const v = (await c.call<Balances>('wallet.balances')).body.value!;
    expect(v.balances.find((b) => b.accountName === 'PT')?.availBalance).toBe(100);
    expect(v.balances[0]!.availBalance).toBe(5020.5);
    const unknown = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: 999, amount: 1 },
      headers: { 'Idempotency-Key': key() },
    });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'wallet_not_found']);
  });

  it('a single-wallet merchant shows only the main wallet and refuses transfers and return-all', async () => {
    const c = await member(SOLBET);
    expect((await c.call('wallet.merchantWallet')).body.value).toEqual({ isSingle: 1 });
    const single = (await c.call<Balances>('wallet.balances')).body.value!;
    expect(single.balances.map((b) => b.accountName)).toEqual(['MAIN']);
    expect(single.sumBalance).toBe(5000);
    const transfer = await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 1 },
      headers: { 'Idempotency-Key': key() },
    });
    expect([transfer.status, transfer.body.errorCode]).toEqual([403, 'function_not_enabled']);
    const back = await c.call('wallet.returnAll', { body: {}, headers: { 'Idempotency-Key': key() } });
    expect(back.body).toMatchObject({ success: false, errorCode: 'function_not_enabled' });
  });

  it('refuses virtual players (type 41, signed into the agent area) with in_need_true_account', async () => {
    const c = client();
    await c.login('demo_agent_only', 'Agent123', { area: 'agent' });
    const r = await c.call('wallet.balances');
    expect([r.status, r.body.errorCode]).toEqual([403, 'in_need_true_account']);
  });

  it('refuses trial accounts with in_need_true_account', async () => {
    const c = await trial();
    for (const id of ['wallet.balances', 'wallet.history'] as const) {
      const r = await c.call(id, { query: id === 'wallet.history' ? { startTime: 0, endTime: 1 } : undefined });
      expect([r.status, r.body.errorCode], id).toEqual([403, 'in_need_true_account']);
    }
    const r = await c.call('wallet.returnAll', { body: {}, headers: { 'Idempotency-Key': key() } });
    expect(r.body.errorCode).toBe('in_need_true_account');
  });
});

describe('return all (GCS_walletReturn)', () => {
  it('moves every vendor balance to main once, however often the same request is retried', async () => {
    const c = await member();
    await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('MG'), amount: 100 },
      headers: { 'Idempotency-Key': key() },
    });
    const k = key();
    const [first, retry] = await Promise.all([
      c.call('wallet.returnAll', { body: {}, headers: { 'Idempotency-Key': k } }),
      c.call('wallet.returnAll', { body: {}, headers: { 'Idempotency-Key': k } }),
    ]);
    expect(first.body.value).toEqual({ success: true, returnedAmount: 220.5, balance: 5120.5 });
    expect(retry.body.value).toEqual({ success: true, returnedAmount: 220.5, balance: 5120.5 });
    const again = await c.call('wallet.returnAll', { body: {}, headers: { 'Idempotency-Key': k } });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const v = (await c.call<Balances>('wallet.balances')).body.value!;
    expect(v.balances[0]!.availBalance).toBe(5120.5);
    expect(v.sumBalance).toBe(5120.5);
    const none = await c.call('wallet.returnAll', { body: {} });
    expect([none.status, none.body.errorCode]).toEqual([400, 'idempotency_key_required']);
  });

  it("takes {customerId} as the platform's client sends it, a JSON string, and as a plain object", async () => {
    const c = await member();
    const asString = await c.call('wallet.returnAll', {
      rawBody: JSON.stringify(JSON.stringify({ customerId: 1 })),
      headers: { 'Idempotency-Key': key() },
    });
    expect(asString.body).toMatchObject({ success: true, value: { success: true } });
    const asObject = await c.call('wallet.returnAll', {
      rawBody: JSON.stringify({ customerId: '1' }),
      headers: { 'Idempotency-Key': key() },
    });
    expect(asObject.body).toMatchObject({ success: true, value: { success: true } });
    for (const [rawBody, path] of [
      ['"{not json"', ''],
      [JSON.stringify(JSON.stringify({ customerId: true })), '/customerId'],
      [JSON.stringify(JSON.stringify({ customerId: 1, amount: 5 })), '/amount'],
    ]) {
      const bad = await c.call('wallet.returnAll', { rawBody, headers: { 'Idempotency-Key': key() } });
      expect([bad.status, bad.body.success, bad.body.errorCode], rawBody).toEqual([400, false, 'request.invalid']);
      expect((bad.body.value as { path?: string } | undefined)?.path ?? '', rawBody).toBe(path);
    }
  });
});

describe('account record (ODSFE2_MemTransDet)', () => {
  it('pages the ledger newest first with a running balance and whole-window totals', async () => {
    const c = await member();
    const now = (await c.control.clock()).now;
    const query = { startTime: now - 30 * DAY, endTime: now + DAY, page: 1, size: 13 };
    const first = (await c.call<History>('wallet.history', { query })).body.value!;
    expect(first.list).toHaveLength(13);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 13));
    expect(first.list[0]!.currentAvailBalance).toBe(5000);
    for (let i = 1; i < first.list.length; i++) {
      const newer = first.list[i - 1]!;
      const older = first.list[i]!;
      expect(older.txTimeInTimestamp).toBeLessThanOrEqual(newer.txTimeInTimestamp);
      expect(Math.round(older.currentAvailBalance * 100) + Math.round(newer.amount * 100)).toBe(
        Math.round(newer.currentAvailBalance * 100),
      );
    }
    const all: History['list'] = [];
    for (let page = 1; page <= first.totalPages; page++)
      all.push(...(await c.call<History>('wallet.history', { query: { ...query, page } })).body.value!.list);
    expect(all).toHaveLength(first.totalCount);
    expect(Math.round(all.reduce((s, r) => s + r.amount * 100, 0))).toBe(Math.round(first.footer.amount * 100));
    expect(new Set(all.map((r) => r.txTypeName))).toEqual(new Set(['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS']));
  });

  it('filters by transaction type and category; a transfer names its vendor', async () => {
    const c = await member();
    const now = (await c.control.clock()).now;
    await c.call('wallet.transfer', {
      body: { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: vendorWallet('PT'), amount: 12.34 },
      headers: { 'Idempotency-Key': key() },
    });
    const window = { startTime: now - 30 * DAY, endTime: now + DAY };
    const transfers = (await c.call<History>('wallet.history', { query: { ...window, txTypeIds: '8102,8202' } })).body
      .value!;
    expect(new Set(transfers.list.map((r) => r.txTypeId))).toEqual(new Set([8102, 8202]));
    expect(transfers.list[0]).toMatchObject({
      txTypeId: 8202,
      amount: -12.34,
      remark: 'PT',
      currentAvailBalance: 4987.66,
    });
    const deposits = (await c.call<History>('wallet.history', { query: { ...window, codeTypes: 'DEPOSIT' } })).body
      .value!;
    expect(deposits.list.every((r) => r.txTypeName === 'DEPOSIT' && r.amount > 0)).toBe(true);
    expect(deposits.footer.amountOut).toBe(0);
  });

  it('answers a bad window with date_range_invalid and a broken query with the error envelope', async () => {
    const c = await member();
    const reversed = await c.call('wallet.history', { query: { startTime: 2 * DAY, endTime: DAY } });
    expect([reversed.status, reversed.body.success, reversed.body.errorCode]).toEqual([
      400,
      false,
      'date_range_invalid',
    ]);
    const long = await c.call('wallet.history', { query: { startTime: 0, endTime: 40 * DAY } });
    expect(long.body.errorCode).toBe('date_range_invalid');
    const broken = await c.call('wallet.history', { query: { startTime: 'yesterday', endTime: DAY } });
    expect([broken.status, broken.body.errorCode]).toEqual([400, 'request.invalid']);
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.ts/);
  });
});
