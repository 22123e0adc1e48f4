// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGateway, type FakeHandlers } from '@/lib/gateway/fake-gateway';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { WithdrawPage } from './withdraw-page';
import { smsCodeNeeded } from './withdraw-sms-field';
import { click, renderSmsForm, tick, fakeTimersPerTest } from './sms-test-support';

const RIGHT_CODE = '482913';
const SETTINGS = {
  methods: [{ methodGroupType: 'B', withdrawMethodGroup: 'BANK', groupName: 'Bank account' }],
  normalBankWithdrawalSwitch: 'Y',
  eWalletWithdrawalSwitch: 'Y',
  minimumAmount: 100,
  maximumAmount: 50_000,
  dailyWithdrawMaxCount: 5,
  dailyWithdrawMaxAmount: 100_000,
  eWalletFeePercent: 1,
  eWalletMinFee: 5,
  allowWithdraw: 'Y',
  c2cEnabled: 'Y',
  receiptAutoConfirmMinutes: 15,
  mobileVerificationType: 'WITHDRAW_AMOUNT',
  mobileVerificationWithdrawAmount: 1000,
};
const CARD = { bankCardId: 'C1', bankCode: 'BDO', bankName: 'BDO', cardHolder: 'Demo', cardNumber: '**** 1234' };

function fakeWithdrawGateway(smsAnswer: () => unknown) {
  const handlers: FakeHandlers = {
    'withdraw.turnover': () => ({ status: 'A', details: [], totalActualTurnover: 0, totalRequiredTurnover: 0 }),
    'withdraw.settings': () => SETTINGS,
    'withdraw.accounts': () => ({
      bankCards: [{ ...CARD, createdAt: 0, isWithdrawActive: 'Y' }],
      eWallets: [],
      remainingTransactionTimes: 5,
      remainingWithdrawAmount: 100_000,
      maxCardCount: 5,
      normalDeleteBankCard: 'Y',
      ewalletDeleteBankCard: 'Y',
      payee: 'Demo',
      hasPaymentPassword: true,
    }),
    'withdraw.banks': () => [],
    'withdraw.charges': () => 0,
    'withdraw.records': () => ({ records: [], footer: [{ totalCount: 0 }] }),
    'wallet.balances': () => ({
      sumBalance: 5000,
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
      balances: [{ accountTypeId: 2, accountName: 'MAIN', displayName: 'Main', availBalance: 5000 }],
    }),
    'withdraw.sms': smsAnswer,
    'withdraw.submit': ({ body }) => {
      const b = body as { amount: number; verificationCode?: string };
      if (b.verificationCode !== RIGHT_CODE)
        throw new GatewayError('verification_code_invalid', 'Please enter a valid verification code', 400);
      return { refId: 'W1', amount: b.amount, fee: 0, status: 1, balance: 5000 - b.amount };
    },
  };
  return fakeGateway(handlers);
}

function renderPage(smsAnswer: () => unknown = () => ({ expiredMinutes: 2, mobileNum: '091****567' })) {
  const fake = fakeWithdrawGateway(smsAnswer);
  renderSmsForm(<WithdrawPage />, fake.gateway);
  return fake;
}

const form = () => screen.getByRole('form', { name: 'Withdraw to your account' });
const field = (name: string | RegExp) => within(form()).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const button = (name: string | RegExp) => within(form()).getByRole('button', { name }) as HTMLButtonElement;

describe('smsCodeNeeded', () => {
  it('asks every time, over the amount, or never', () => {
    const over = { mobileVerificationType: 'WITHDRAW_AMOUNT' as const, mobileVerificationWithdrawAmount: 1000 };
    expect(smsCodeNeeded(over, 100_000)).toBe(false);
    expect(smsCodeNeeded(over, 100_001)).toBe(true);
    expect(smsCodeNeeded(over, undefined)).toBe(false);
    expect(smsCodeNeeded({ ...over, mobileVerificationType: 'EVERY_WITHDRAWAL' }, 10_000)).toBe(true);
    expect(smsCodeNeeded({ ...over, mobileVerificationType: 'NONE' }, 10_000_000)).toBe(false);
    expect(smsCodeNeeded({ ...over, mobileVerificationType: 'REQUIRED' }, 10_000_000)).toBe(false);
  });
});

describe('the withdraw form asks for the SMS code when the merchant requires it', () => {
  fakeTimersPerTest();

  it('shows the code over 1,000.00 only, counts expiredMinutes × 60 s down, then lets a new code be asked for', async () => {
    const { calls } = renderPage();
    await tick();
    type('Amount', '1000');
    expect(within(form()).queryByLabelText(/^SMS code/)).toBeNull();
    type('Amount', '1500');
    expect(
      within(form()).getByText('Withdrawals over ₱ 1,000.00 need a code sent by SMS to your mobile.'),
    ).toBeTruthy();

    await click(button('Send code'));
    expect(calls('withdraw.sms')).toHaveLength(1);
    expect(button('New code in 120 s').disabled).toBe(true);
    expect(
      within(form()).getByText('A code has been sent. You can ask for a new one when the countdown ends.'),
    ).toBeTruthy();
    await tick(1000);
    expect(button('New code in 119 s').disabled).toBe(true);
    // The countdown belongs to the form: hiding the field (a smaller amount) does not restart it.
    type('Amount', '200');
    await tick(1000);
    type('Amount', '1500');
    expect(button('New code in 118 s').disabled).toBe(true);
    await tick(117_000);
    expect(button('New code in 1 s').disabled).toBe(true);
    await tick(1000);
    expect(button('Send a new code').disabled).toBe(false);
    expect(within(form()).getByText('You can ask for a new code now.')).toBeTruthy();
    expect(calls('withdraw.sms')).toHaveLength(1);
  });

  it('needs the code before sending, shows a refused one on its field keeping what was typed, then withdraws once with the same key', async () => {
    const { calls } = renderPage();
    await tick();
    type('Amount', '1500');
    type('Payment password', '246810');
    await click(button('Withdraw'));
    expect(within(form()).getByText('Enter the code sent to your mobile.')).toBeTruthy();
    expect(calls('withdraw.submit')).toHaveLength(0);

    type(/^SMS code/, '000000');
    await click(button('Withdraw'));
    expect(field(/^SMS code/).getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).getByText('Please enter a valid verification code.')).toBeTruthy();
    expect(field('Amount').value).toBe('1500');
    expect(field('Payment password').value).toBe('246810');
    expect(field(/^SMS code/).value).toBe('000000');

    type(/^SMS code/, RIGHT_CODE);
    expect(within(form()).queryByText('Please enter a valid verification code.')).toBeNull();
    await click(button('Withdraw'));
    await tick();
    expect(within(form()).getByRole('status').textContent).toContain('Withdrawal of ₱ 1,500.00 requested');
    const submits = calls('withdraw.submit');
    expect(submits.map((o) => o.body)).toEqual([
      { amount: 1500, bankCardId: 'C1', currentWithdrawType: 'BC', password: '246810', verificationCode: '000000' },
      { amount: 1500, bankCardId: 'C1', currentWithdrawType: 'BC', password: '246810', verificationCode: RIGHT_CODE },
    ]);
    expect(submits[1]!.idempotencyKey).toBe(submits[0]!.idempotencyKey);
    expect(field('Payment password').value).toBe('');
  });

  it("shows a refused send in the warning dialog with the gateway's message", async () => {
    renderPage(() => {
      throw new GatewayError('mobile_required', 'Please bind a mobile number first', 400);
    });
    await tick();
    type('Amount', '1500');
    await click(button('Send code'));
    await tick();
    const dialog = screen.getByRole('dialog', { name: 'The code could not be sent' });
    expect(within(dialog).getByText('Please bind a mobile number first')).toBeTruthy();
  });
});
