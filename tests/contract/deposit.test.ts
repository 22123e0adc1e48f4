/**
 * Deposits through the gateway: methods and channels, promotions, the three kinds of submit (idempotent), "I have
 * paid", slips checked by their bytes, records with states, the hasten reminder, and the cashier settling them after
 * its virtual delay or on QA's word (/__mock/cashier), crediting the ledger once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';
import { withMerchantVariant } from './merchant-variant.js';
import { MockControlError } from './mock-control.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const MINUTE = 60_000;
const DAY = 86_400_000;
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
const GIF = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
const key = (() => {
  let n = 0;
  return () => `deposit-test-${Date.now()}-${++n}`;
})();

async function member(): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login('demo_member', 'Member123');
  return c;
}
const bankTransfer = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  vendorId: 'MT-BDO',
  bankCode: 'BDO',
  bankType: 'B',
  ...extra,
});
const submit = (c: Client, id: string, body: unknown, idempotencyKey = key()) =>
  c.call<{ depositId: string; state: number } & Record<string, unknown>>(id, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
const main = async (c: Client) => (await c.control.ledger('demo_member')).balances.main;

interface Records {
  list: { depositId: string; state: number; accelerationStatus: string; depositSlip: string; amount: number }[];
  totalCount: number;
}
const records = async (c: Client, query: Record<string, string | number> = {}) => {
  const now = (await c.control.clock()).now;
  return c.call<Records>('deposit.records', { query: { startDate: now - 30 * DAY, endDate: now + DAY, ...query } });
};

describe('deposit methods, channels and promotions', () => {
  it('lists every method with channels, limits, fees, banks and fixed amounts, and the promotions of a channel', async () => {
    const c = await member();
    const settings = (await c.call<{ allowDeposit: string; inProgressCashInCount: number }>('deposit.settings')).body;
    expect(settings.value).toMatchObject({ allowDeposit: 'Y', inProgressCashInCount: 2 });
    const banks = (await c.call<Record<string, { kind: string; channels: Record<string, unknown>[] }>>('deposit.banks'))
      .body.value!;
    expect(Object.keys(banks).sort()).toEqual(['GCASH', 'MT', 'PG', 'QPQR']);
    expect(banks.MT!.channels[0]).toMatchObject({
      vendorId: 'MT-BDO',
      min: 100,
      max: 50000,
      confirmationRequired: 'Y',
    });
    expect(banks.PG!.channels[0]).toMatchObject({ customerCharge: 1 });
    expect(banks.QPQR!.channels[0]).toMatchObject({ fixAmountFlag: 'Y', fixedAmounts: [100, 500, 1000, 5000] });
    const promos = await c.call<{ promId: string }[]>('deposit.promotions', {
      query: { method: 'MT', channel: 'MT-BDO' },
    });
    // The platform's tiers: 10 % up to 1,000 from 500; 15 % up to 3,000 from 10,000.
    expect(promos.body.value).toMatchObject([
      {
        promId: 'DP-RELOAD10',
        bonusType: 'PERCENTAGE',
        depositPromDetailsList: [
          { minDepositDetail: 500, bonusAmtDetail: 10, minBonusDetail: 0, maxBonusDetail: 1000 },
          { minDepositDetail: 10_000, bonusAmtDetail: 15, minBonusDetail: 0, maxBonusDetail: 3000 },
        ],
      },
    ]);
    const none = await c.call('deposit.promotions', { query: { method: 'MT', channel: 'NOPE' } });
    expect([none.status, none.body.errorCode]).toEqual([400, 'deposit_channel_unavailable']);
  });

  it('refuses trial accounts with in_need_true_account', async () => {
    const c = new Client(gw.baseUrl, uniqueSession());
    c.token = (await c.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })).body.value!.token;
    for (const id of ['deposit.banks', 'deposit.settings'])
      expect((await c.call(id)).body.errorCode).toBe('in_need_true_account');
    expect((await submit(c, 'deposit.transfer', bankTransfer(500))).body.errorCode).toBe('in_need_true_account');
  });
});

describe('a bank transfer from submit to approval', () => {
  it('answers instructions, takes "I have paid" and a png slip, and QA approval credits main once', async () => {
    const c = await member();
    await c.control.setCashier({ outcome: 'manual' });
    const before = await main(c);
    const k = key();
    const first = await submit(c, 'deposit.transfer', bankTransfer(1000), k);
    expect(first.body.value).toMatchObject({
      state: 5,
      amount: 1000,
      confirmationRequired: 'Y',
      receiverName: 'Royal Gaming Corp',
    });
    const again = await submit(c, 'deposit.transfer', bankTransfer(1000), k);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.value!.depositId).toBe(first.body.value!.depositId);
    const reused = await submit(c, 'deposit.transfer', bankTransfer(2000), k);
    expect([reused.status, reused.body.errorCode]).toEqual([409, 'idempotency_key_reused']);
    const id = first.body.value!.depositId;

    const paid = await c.call('deposit.confirm', { body: { depositId: id } });
    expect(paid.body.value).toMatchObject({ depositId: id, state: 4 });
    expect((await c.call('deposit.confirm', { body: { depositId: id } })).body.value).toMatchObject({ state: 4 });
    const slip = await c.call('deposit.uploadSlip', { body: { depositId: id, image: PNG } });
    expect(slip.body.value).toMatchObject({ depositSlip: 'Y' });
    expect((await c.control.deposits('demo_member'))[0]).toMatchObject({ depositId: id, slips: [{ kind: 'png' }] });

    expect(await main(c)).toBe(before);
    await c.control.settleDeposit(id, 'approve');
    expect(await main(c)).toBe(before + 1000_00);
    const twice = await c.control.settleDeposit(id, 'approve').catch((e: unknown) => e);
    expect(twice).toMatchObject({ status: 409, errorCode: 'deposit_state_invalid' });
    expect(await main(c)).toBe(before + 1000_00);
    const rows = (await records(c, { depositState: '2' })).body.value!.list;
    expect(rows[0]).toMatchObject({ depositId: id, state: 2, amount: 1000, accelerationStatus: 'A', depositSlip: 'Y' });
  });

  it('the cashier approves after its virtual delay, with the promotion bonus, and rejects when told to', async () => {
    const c = await member();
    await c.control.setCashier({ delayMinutes: 30, outcome: 'approve' });
    const before = await main(c);
    const d = (await submit(c, 'deposit.transfer', bankTransfer(2000, { promotionId: 'DP-RELOAD10' }))).body.value!;
    await c.call('deposit.confirm', { body: { depositId: d.depositId } });
    await c.control.advanceClock(29 * MINUTE);
    expect((await records(c)).body.value!.list[0]).toMatchObject({ depositId: d.depositId, state: 4 });
    await c.control.advanceClock(MINUTE);
    expect((await records(c)).body.value!.list[0]).toMatchObject({ depositId: d.depositId, state: 2 });
    expect(await main(c)).toBe(before + 2000_00 + 200_00);
    // From 10,000 the second tier applies: 15 %.
    const big = (await submit(c, 'deposit.transfer', bankTransfer(12_000, { promotionId: 'DP-RELOAD10' }))).body.value!;
    await c.call('deposit.confirm', { body: { depositId: big.depositId } });
    await c.control.advanceClock(30 * MINUTE);
    expect((await records(c)).body.value!.list[0]).toMatchObject({ depositId: big.depositId, state: 2 });
    expect(await main(c)).toBe(before + 2200_00 + 12_000_00 + 1_800_00);

    await c.control.setCashier({ outcome: 'reject', delayMinutes: 0 });
    const r = (await submit(c, 'deposit.qr', { amount: 500, vendorId: 'QR-PAY' })).body.value!;
    // The QR comes as an image to show (a data: URL from the mock) with the address it encodes.
    expect(r).toMatchObject({
      qrImgUrl: expect.stringMatching(/^data:image\/png;base64,/),
      walletAddress: expect.stringContaining(r.depositId),
    });
    expect(r).not.toHaveProperty('kind');
    expect((await records(c)).body.value!.list[0]).toMatchObject({ depositId: r.depositId, state: 6 });
    expect(await main(c)).toBe(before + 2200_00 + 13_800_00);
  });

  it('a redirect deposit answers the provider page; QA expires and rejects open deposits', async () => {
    const c = await member();
    await c.control.setCashier({ outcome: 'manual' });
    const pg = (await submit(c, 'deposit.redirect', { amount: 300, vendorId: 'PG-FASTPAY', bankCode: 'BPI' })).body
      .value!;
    expect(pg.redirectUrl).toMatch(/\/__mock\/cashier\/pay\/D\d+$/);
    expect((await fetch(String(pg.redirectUrl), { headers: { 'X-Mock-Session': c.session } })).status).toBe(200);
    expect(await c.control.settleDeposit(pg.depositId, 'expire')).toMatchObject({ state: 7 });
    const t = (await submit(c, 'deposit.transfer', bankTransfer(150))).body.value!;
    expect(await c.control.settleDeposit(t.depositId, 'reject')).toMatchObject({ state: 6 });
    const closed = await c.call('deposit.confirm', { body: { depositId: t.depositId } });
    expect([closed.status, closed.body.errorCode]).toEqual([409, 'deposit_state_invalid']);
  });
});

describe('refusals and bad input', () => {
  it('refuses amounts out of range, unknown channels, the wrong kind, promotions that do not apply', async () => {
    const c = await member();
    const cases: [string, unknown, string][] = [
      ['deposit.transfer', bankTransfer(1), 'deposit_amount_out_of_range'],
      ['deposit.transfer', bankTransfer(60000), 'deposit_amount_out_of_range'],
      ['deposit.qr', { amount: 250, vendorId: 'QR-PAY' }, 'deposit_amount_out_of_range'],
      ['deposit.transfer', bankTransfer(500, { vendorId: 'NOPE' }), 'deposit_channel_unavailable'],
      ['deposit.transfer', bankTransfer(500, { bankCode: 'HSBC' }), 'deposit_channel_unavailable'],
      ['deposit.qr', bankTransfer(500), 'deposit_channel_unavailable'],
      ['deposit.transfer', bankTransfer(100, { promotionId: 'DP-RELOAD10' }), 'deposit_promotion_unavailable'],
      ['deposit.transfer', bankTransfer(10.005), 'amount_invalid'],
      ['deposit.transfer', { amount: 'ten', vendorId: 'MT-BDO' }, 'request.invalid'],
    ];
    for (const [id, body, code] of cases) expect([id, (await submit(c, id, body)).body.errorCode]).toEqual([id, code]);
    const noKey = await c.call('deposit.transfer', { body: bankTransfer(500) });
    expect(noKey.body.errorCode).toBe('idempotency_key_required');
    expect((await c.control.deposits('demo_member')).filter((d) => d.state === 5)).toHaveLength(1);
  });

  it('refuses slips that are not png/jpg by their bytes, unknown deposits, and early or repeated reminders', async () => {
    const c = await member();
    const d = (await submit(c, 'deposit.transfer', bankTransfer(500))).body.value!;
    const gif = await c.call('deposit.uploadSlip', { body: { depositId: d.depositId, image: GIF } });
    expect([gif.status, gif.body.errorCode, gif.body.value]).toEqual([
      400,
      'deposit_image_invalid',
      { reason: 'type' },
    ]);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = await c.call('deposit.uploadSlip', {
      body: { depositId: d.depositId, image: `data:image/png;base64,${huge.toString('base64')}` },
    });
    expect([big.status, big.body.errorCode, big.body.value]).toEqual([
      400,
      'deposit_image_invalid',
      { reason: 'size' },
    ]);
    const lost = await c.call('deposit.confirm', { body: { depositId: 'D0' } });
    expect([lost.status, lost.body.errorCode]).toEqual([404, 'deposit_not_found']);
    const bad = await c.call('deposit.confirm', { body: { depositId: 'x' } });
    expect(bad.body.errorCode).toBe('request.invalid');
    const early = await c.call('deposit.remind', { body: { depositId: d.depositId } });
    expect([early.status, early.body.errorCode]).toEqual([409, 'deposit_reminder_unavailable']);
    await c.control.advanceClock(5 * MINUTE);
    expect((await c.call('deposit.remind', { body: { depositId: d.depositId } })).body.value).toMatchObject({
      accelerationStatus: 'AC',
    });
    const again = await c.call('deposit.remind', { body: { depositId: d.depositId } });
    expect(again.body.errorCode).toBe('deposit_reminder_unavailable');
    const range = await c.call('deposit.records', { query: { startDate: 0, endDate: 40 * DAY } });
    expect(range.body.errorCode).toBe('date_range_invalid');
  });

  it('the seeded history has deposits in every state', async () => {
    const c = await member();
    const now = (await c.control.clock()).now;
    const states = new Set<number>();
    for (let end = now; end > now - 120 * DAY; end -= 30 * DAY) {
      const page = await c.call<Records>('deposit.records', {
        query: { startDate: end - 30 * DAY, endDate: end, size: 100 },
      });
      for (const r of page.body.value!.list) states.add(r.state);
    }
    expect([...states].sort()).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe('/__mock/cashier refusals', () => {
  it('refuses bad settings, unknown deposits, unknown actions and accounts', async () => {
    const c = await member();
    const refused = async (p: Promise<unknown>) => {
      const e = await p.catch((x: unknown) => x);
      expect(e).toBeInstanceOf(MockControlError);
      return (e as MockControlError).errorCode;
    };
    expect(await refused(c.control.setCashier({ delayMinutes: -1 }))).toBe('qa.invalid');
    expect(await refused(c.control.setCashier({ outcome: 'maybe' as 'manual' }))).toBe('qa.invalid');
    expect(await refused(c.control.settleDeposit('D0', 'approve'))).toBe('qa.invalid');
    expect(await refused(c.control.settleDeposit('D0', 'cancel' as 'approve'))).toBe('qa.invalid');
    expect(await refused(c.control.deposits('nobody'))).toBe('qa.invalid');
    expect(await c.control.setCashier({ delayMinutes: 5 })).toEqual({ delayMinutes: 5, outcome: 'approve' });
  });
});

describe('a merchant that asks for a verified mobile number first', () => {
  it('says so in the settings, and refuses a deposit of a member without one; one with a mobile deposits', async () => {
    const strictly = (m: Record<string, unknown>) =>
      (m.wallet = { ...(m.wallet as object), depositMobileVerificationType: 'REQUIRED' });
    await withMerchantVariant(strictly, async (strict) => {
      const noMobile = new Client(strict.baseUrl, uniqueSession());
      await noMobile.login('demo_first', 'First123');
      expect((await noMobile.call('deposit.settings')).body.value).toMatchObject({
        mobileVerificationType: 'REQUIRED',
        mobileVerified: false,
        idPictureVerifiedRequired: 'N',
      });
      const refused = await submit(noMobile, 'deposit.transfer', bankTransfer(500));
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'deposit_mobile_unverified']);
      const withMobile = new Client(strict.baseUrl, uniqueSession());
      await withMobile.login('demo_member', 'Member123');
      expect((await withMobile.call('deposit.settings')).body.value).toMatchObject({ mobileVerified: true });
      expect((await submit(withMobile, 'deposit.transfer', bankTransfer(500))).body.success).toBe(true);
    });
  });
});

describe('a gateway that asks for a verified ID picture first', () => {
  it('says idPictureVerifiedRequired Y while QA has the deposit-id-picture scenario on, and N again after', async () => {
    const c = await member();
    await c.control.setScenario('deposit-id-picture');
    expect((await c.call('deposit.settings')).body.value).toMatchObject({ idPictureVerifiedRequired: 'Y' });
    await c.control.clearScenario('deposit-id-picture');
    expect((await c.call('deposit.settings')).body.value).toMatchObject({ idPictureVerifiedRequired: 'N' });
  });
});
