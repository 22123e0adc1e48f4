/**
 * SMS verification of withdrawals: royal (wallet.mobileVerificationType WITHDRAW_AMOUNT over 1,000.00) asks for the
 * code of withdraw.sms on larger withdrawals; solbet (NONE) never does. A missing, wrong or expired code is refused
 * with the error envelope and moves nothing; the right code withdraws once, also when sent again with the same key.
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
const MOBILE = '09171234567';
let n = 0;
const key = () => `withdraw-sms-${Date.now()}-${++n}`;

async function member(merchant?: string): Promise<Client> {
  const c = new Client(gw.baseUrl, uniqueSession(), ...(merchant ? [merchant] : []));
  await c.login('demo_member', 'Member123');
  return c;
}
const sendCode = (c: Client) => c.call<{ expiredMinutes: number; mobileNum: string }>('withdraw.sms', { body: {} });
const settings = async (c: Client) =>
  (await c.call<{ mobileVerificationType: string; mobileVerificationWithdrawAmount: number }>('withdraw.settings')).body
    .value!;

describe('withdraw SMS verification on (royal: over 1,000.00)', () => {
  it('says so in the withdraw settings and sends the code to the bound mobile', async () => {
    const c = await member();
    expect(await settings(c)).toMatchObject({
      mobileVerificationType: 'WITHDRAW_AMOUNT',
      mobileVerificationWithdrawAmount: 1000,
    });
    const sent = await sendCode(c);
    expect(sent.body.value).toEqual({ expiredMinutes: 5, mobileNum: '091****567' });
    const [sms] = await c.control.sms(MOBILE);
    expect(sms).toMatchObject({ purpose: 'withdraw', used: false });
  });

  it('refuses a missing, wrong or expired code with the error envelope, moving nothing', async () => {
    const c = await member();
    const card = await firstCard(c);
    const before = await main(c);
    const body = { amount: 1500, bankCardId: card, password: PW };

    const missing = await withdraw(c, body);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'verification_code_invalid' });
    expect(typeof missing.body.message).toBe('string');

    await sendCode(c);
    const code = await c.control.lastSmsCode(MOBILE);
    const wrong = await withdraw(c, { ...body, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'verification_code_invalid' });

    await c.control.advanceClock(5 * 60_000 + 1_000);
    const expired = await withdraw(c, { ...body, verificationCode: code });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ success: false, errorCode: 'verification_code_expired' });

    const tooLong = await withdraw(c, { ...body, verificationCode: '12345678901' });
    expect(tooLong.body.errorCode).toBe('request.invalid');
    expect(await main(c)).toBe(before);
  });

  it('with the right code after a refused one and the same key, withdraws once', async () => {
    const c = await member();
    const before = await main(c);
    const body = { amount: 1500, bankCardId: await firstCard(c), password: PW };
    const k = key();
    await sendCode(c);
    const code = await c.control.lastSmsCode(MOBILE);
    const refused = await withdraw(c, { ...body, verificationCode: code === '000000' ? '111111' : '000000' }, k);
    expect(refused.body.errorCode).toBe('verification_code_invalid');

    const ok = await withdraw(c, { ...body, verificationCode: code }, k);
    expect(ok.body).toMatchObject({ success: true, value: { amount: 1500 } });
    // Sent again (a retry after a lost answer): the same withdrawal, although the code is used up now.
    const again = await withdraw(c, { ...body, verificationCode: code }, k);
    expect(again.body.value!.refId).toBe(ok.body.value!.refId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await main(c)).toBe(before - 150_000);

    // The code was single-use: a new withdrawal with it (new key) is refused.
    expect((await withdraw(c, { ...body, verificationCode: code })).body.errorCode).toBe('verification_code_invalid');
    expect(await main(c)).toBe(before - 150_000);
  });

  it('asks no code up to 1,000.00, and does not use a sent code up on a refused amount', async () => {
    const c = await member();
    const card = await firstCard(c);
    expect((await withdraw(c, { amount: 1000, bankCardId: card, password: PW })).body.success).toBe(true);
    await sendCode(c);
    const code = await c.control.lastSmsCode(MOBILE);
    const tooBig = await withdraw(c, { amount: 60_000, bankCardId: card, password: PW, verificationCode: code });
    expect(tooBig.body.errorCode).toBe('withdraw_amount_out_of_range');
    expect((await c.control.sms(MOBILE))[0]).toMatchObject({ code, used: false });
  });
});

describe('withdraw SMS verification off (solbet)', () => {
  it('says NONE and withdraws any amount without a code', async () => {
    const c = await member('SB01');
    expect((await settings(c)).mobileVerificationType).toBe('NONE');
    const before = await main(c);
    const r = await withdraw(c, { amount: 1500, bankCardId: await firstCard(c), password: PW });
    expect(r.body).toMatchObject({ success: true, value: { amount: 1500 } });
    expect(await main(c)).toBe(before - 150_000);
  });
});

describe('withdraw.sms refusals', () => {
  it('refuses a trial account with in_need_true_account', async () => {
    const trial = new Client(gw.baseUrl, uniqueSession());
    trial.token = (
      await trial.call<{ token: string }>('session.freeplay', { body: { platform: 'W' } })
    ).body.value!.token;
    expect((await sendCode(trial)).body.errorCode).toBe('in_need_true_account');
  });
});
