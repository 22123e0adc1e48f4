/**
 * Withdrawals and payout receipts through the gateway: the withdraw page's reads, bound accounts with the payment
 * password, an idempotent withdrawal, every refusal, bad input, and the receipt (received, partial, not received with
 * proof images, auto-confirmed on the virtual clock) with what each gives back to the main wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';
import { firstCard, mainBalance as main, withdraw } from './withdraw-calls.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const PW = '246810';
const MINUTE = 60_000;
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
const JPG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 4, 5]).toString('base64')}`;
const GIF = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
let n = 0;
const key = () => `withdraw-test-${Date.now()}-${++n}`;

async function member(username = 'demo_member', password = 'Member123'): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession());
  await c.login(username, password);
  return c;
}
const receipt = (c: Client, body: Record<string, unknown>, idempotencyKey = key()) =>
  c.call<{ status: number; refundedAmount: number; proofIds: string[] }>('receipt.process', {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

describe('withdraw', () => {
  it('takes the amount from main once however often the same request is sent, and lists it as Processing', async () => {
    const c = await member();
    const before = await main(c);
    const body = { amount: 300, bankCardId: await firstCard(c), password: PW };
    const k = key();
    const [a, b] = await Promise.all([withdraw(c, body, k), withdraw(c, body, k)]);
    expect(a.body.value!.refId).toBe(b.body.value!.refId);
    expect(await main(c)).toBe(before - 30_000);
    expect(a.body.value).toMatchObject({ amount: 300, fee: 0, status: 1, balance: (before - 30_000) / 100 });
    const now = (await c.control.clock()).now;
    const rows = (
      await c.call<{ records: { refId: string; status: number }[] }>('withdraw.records', {
        query: { startDateTs: now - MINUTE, endDateTs: now + MINUTE, start: 0, end: 14 },
      })
    ).body.value!.records;
    expect(rows[0]).toMatchObject({ refId: a.body.value!.refId, status: 1 });
  });

  it('names the kind of account as the platform does: BC for a bank card, EW and its group for an e-wallet', async () => {
    const c = await member();
    const v = (
      await c.call<{ bankCards: { bankCardId: string }[]; eWallets: { bankCardId: string }[] }>('withdraw.accounts')
    ).body.value!;
    const [card, eWallet] = [v.bankCards[0]!.bankCardId, v.eWallets[0]!.bankCardId];
    const group = (
      await c.call<{ methods: { methodGroupType: string; withdrawMethodGroup: string }[] }>('withdraw.settings')
    ).body.value!.methods.find((m) => m.methodGroupType === 'E')!.withdrawMethodGroup;
    const mismatched = [
      { bankCardId: card, currentWithdrawType: 'EW', groupId: group },
      { bankCardId: eWallet, currentWithdrawType: 'BC' },
      { bankCardId: eWallet, currentWithdrawType: 'EW' },
      { bankCardId: eWallet, currentWithdrawType: 'EW', groupId: 'BANK' },
    ];
    for (const target of mismatched)
      expect((await withdraw(c, { amount: 100, password: PW, ...target })).body.errorCode, JSON.stringify(target)).toBe(
        'bank_card_not_found',
      );
    const paid = await withdraw(c, {
      amount: 100,
      password: PW,
      bankCardId: eWallet,
      currentWithdrawType: 'EW',
      groupId: group,
    });
    expect(paid.body.success).toBe(true);
  });

  it('refuses a wrong or missing payment password, limits, unknown accounts and an unmet turnover', async () => {
    const c = await member();
    const card = await firstCard(c);
    expect((await withdraw(c, { amount: 300, bankCardId: card, password: '000000' })).body.errorCode).toBe(
      'invalid.payment.pw',
    );
    expect((await withdraw(c, { amount: 1, bankCardId: card, password: PW })).body).toMatchObject({
      errorCode: 'withdraw_amount_out_of_range',
      value: { minimumAmount: 100, maximumAmount: 50_000 },
    });
    expect((await withdraw(c, { amount: 300, bankCardId: 'NOPE', password: PW })).body.errorCode).toBe(
      'bank_card_not_found',
    );
    await c.control.setRequiredTurnover('demo_member', 99_999_999);
    const t = (await c.call<{ status: string; totalRequiredTurnover: number }>('withdraw.turnover')).body.value!;
    expect(t).toMatchObject({ status: 'N', totalRequiredTurnover: 99_999_999 });
    const refused = await withdraw(c, { amount: 300, bankCardId: card, password: PW });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('withdraw_turnover_not_enough');
    expect(refused.body.value).toMatchObject({ requiredTurnover: 99_999_999 });
  });

  it('refuses past the daily count and a member without a payment password', async () => {
    const c = await member();
    const card = await firstCard(c);
    const left = (await c.call<{ remainingTransactionTimes: number }>('withdraw.accounts')).body.value!
      .remainingTransactionTimes;
    for (let i = 0; i < left; i++)
      expect((await withdraw(c, { amount: 100, bankCardId: card, password: PW })).body.success).toBe(true);
    expect((await withdraw(c, { amount: 100, bankCardId: card, password: PW })).body.errorCode).toBe(
      'withdraw_count_exceeded',
    );
    const weak = await member('demo_weak', '123456');
    expect((await weak.call<{ hasPaymentPassword: boolean }>('withdraw.accounts')).body.value!.hasPaymentPassword).toBe(
      false,
    );
    expect((await withdraw(weak, { amount: 100, bankCardId: 'C1', password: PW })).body.errorCode).toBe(
      'not.exists.payment.password',
    );
  });

  it('answers bad input with the error envelope and refuses trial accounts', async () => {
    const c = await member();
    const bad = await withdraw(c, { amount: 10.001, bankCardId: 'C', password: PW });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request.invalid');
    expect(
      (
        await c.call('withdraw.submit', {
          body: { amount: 100, bankCardId: 'C', password: PW, currentWithdrawType: 'BC' },
        })
      ).body.errorCode,
    ).toBe('idempotency_key_required');
    const trial = new Client(gw.baseUrl, uniqueSession());
    trial.token = (
      await trial.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })
    ).body.value!.token;
    expect((await trial.call('withdraw.settings')).body.errorCode).toBe('in_need_true_account');
  });
});

describe('bound accounts', () => {
  it('binds and deletes an e-wallet with the payment password only', async () => {
    const c = await member();
    const add = { cardType: 'E', bankCode: 'GCASH', payeeName: 'Juan Dela Cruz', cardNumber: '09170001111' };
    expect((await c.call('withdraw.addAccount', { body: { ...add, paymentPassword: '999999' } })).body.errorCode).toBe(
      'invalid.payment.pw',
    );
    const made = (
      await c.call<{ bankCardId: string; cardNumber: string }>('withdraw.addAccount', {
        body: { ...add, paymentPassword: PW },
      })
    ).body.value!;
    expect(made.cardNumber).toBe('**** **** 1111');
    const del = (body: Record<string, unknown>) => c.call('withdraw.deleteAccount', { body });
    expect((await del({ bankCardId: made.bankCardId, password: '999999' })).body.errorCode).toBe('invalid.payment.pw');
    expect((await del({ bankCardId: made.bankCardId, password: PW })).body.success).toBe(true);
    expect((await del({ bankCardId: made.bankCardId, password: PW })).body.errorCode).toBe('bank_card_not_found');
    expect(
      (await c.call('withdraw.addAccount', { body: { ...add, bankCode: 'BDO', paymentPassword: PW } })).body.errorCode,
    ).toBe('bank_card_not_found');
  });
});

describe('payout receipt', () => {
  async function paid(c: Client): Promise<{ payDetailId: string; amount: number }> {
    const r = await withdraw(c, { amount: 400, bankCardId: await firstCard(c), password: PW });
    const p = await c.control.markPayoutPaid({ account: 'demo_member', refId: r.body.value!.refId });
    return { payDetailId: p.payDetailId, amount: p.amount };
  }

  it('not received with 2 images gives the whole amount back once; a bad image is refused', async () => {
    const c = await member();
    const { payDetailId } = await paid(c);
    const before = await main(c);
    expect((await receipt(c, { payDetailId, isMoneyReceived: 'N', proofOfNotReceive: [PNG, GIF] })).body).toMatchObject(
      {
        errorCode: 'proof_image_invalid',
        value: { reason: 'type', index: 1 },
      },
    );
    expect((await receipt(c, { payDetailId, isMoneyReceived: 'N' })).body.errorCode).toBe('request.invalid');
    const k = key();
    const ok = await receipt(c, { payDetailId, isMoneyReceived: 'N', proofOfNotReceive: [PNG, JPG] }, k);
    expect(ok.body.value).toMatchObject({ status: 5, refundedAmount: 400 });
    expect(ok.body.value!.proofIds).toHaveLength(2);
    await receipt(c, { payDetailId, isMoneyReceived: 'N', proofOfNotReceive: [PNG, JPG] }, k);
    expect(await main(c)).toBe(before + 40_000);
    const open = (await c.call<{ payDetailId: string }[]>('receipt.list')).body.value!;
    expect(open.map((o) => o.payDetailId)).not.toContain(payDetailId);
  });

  it('partially received gives the remainder back', async () => {
    const c = await member();
    const { payDetailId } = await paid(c);
    const before = await main(c);
    const r = await receipt(c, { payDetailId, isMoneyReceived: 'Y', receivedAmount: 150 });
    expect(r.body.value).toMatchObject({ status: 4, refundedAmount: 250 });
    expect(await main(c)).toBe(before + 25_000);
  });

  it('counts as received after the merchant minutes on the virtual clock, refunds nothing, and takes only an acknowledgement', async () => {
    const c = await member();
    const { payDetailId } = await paid(c);
    const before = await main(c);
    const list = async () =>
      (
        await c.call<{ payDetailId: string; isAutoConfirmed: string; secondsLeft: number }[]>('receipt.list')
      ).body.value!.find((p) => p.payDetailId === payDetailId)!;
    expect(await list()).toMatchObject({ isAutoConfirmed: 'N', secondsLeft: 15 * 60 });
    expect((await receipt(c, { payDetailId, isMoneyReceived: 'A' })).body.errorCode).toBe('payment_confirmation_open');
    await c.control.advanceClock(15 * MINUTE);
    expect(await list()).toMatchObject({ isAutoConfirmed: 'Y', secondsLeft: 0 });
    expect((await receipt(c, { payDetailId, isMoneyReceived: 'N', proofOfNotReceive: [PNG] })).body.errorCode).toBe(
      'payment_confirmation_auto_confirmed',
    );
    expect((await receipt(c, { payDetailId, isMoneyReceived: 'A' })).body.value).toMatchObject({
      status: 4,
      refundedAmount: 0,
    });
    expect(await main(c)).toBe(before);
    expect((await receipt(c, { payDetailId: 'NOPE', isMoneyReceived: 'Y' })).body.errorCode).toBe(
      'payment_confirmation_not_found',
    );
  });
});
