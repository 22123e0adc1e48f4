// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositGcashValue } from '@/generated/api-types';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import { DepositPage } from './deposit-page';
import { renderSmsForm } from './sms-test-support';

const channel = (vendorId: string, vendorName: string) => ({
  vendorId,
  vendorName,
  min: 100,
  max: 20_000,
  customerCharge: 0,
  fixAmountFlag: 'N',
  fixedAmounts: [],
  banks: [],
  confirmationRequired: 'Y',
});

const BANKS = {
  MT: {
    displayName: 'Bank transfer',
    kind: 'TRANSFER',
    paymentMethodType: 'NORMAL',
    channels: [channel('MT-BDO', 'BDO')],
  },
  GCASH: {
    displayName: 'GCash',
    kind: 'TRANSFER',
    paymentMethodType: 'EWALLET',
    channels: [channel('GCASH-1', 'GCash')],
  },
};

const answer = (defaultPageQr: boolean): DepositGcashValue => ({
  depositId: 'D900001',
  amount: 1000,
  defaultPageQr,
  redirectUrl: 'https://pay.example/cashier/pay/D900001',
  accountName: 'Royal Gaming Corp',
  accountNumber: '0917 555 0142',
  remarks: '900001',
  confirmationRequired: 'Y',
  state: 5,
});

function renderDeposit(defaultPageQr: boolean) {
  const fake = fakeGateway({
    'deposit.settings': () => ({
      allowDeposit: 'Y',
      allowDepositMessage: '',
      inProgressCashInCount: 0,
      depositInfo: 'Deposits are credited once the cashier confirms the payment.',
      mobileVerificationType: 'NONE',
      mobileVerified: true,
      idPictureVerifiedRequired: 'N',
    }),
    'deposit.banks': () => BANKS,
    'wallet.balances': () => ({
      sumBalance: 0,
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
      balances: [],
    }),
    'deposit.records': () => ({ list: [], totalPages: 0, totalCount: 0, footer: { amount: 0, customerBankCharge: 0 } }),
    'deposit.promotions': () => [],
    'deposit.gcash': () => answer(defaultPageQr),
    'deposit.transfer': () => {
      throw new Error('a GCash deposit must not go through the generic transfer');
    },
  });
  renderSmsForm(<DepositPage />, fake.gateway);
  return fake;
}

async function depositByGcash() {
  const form = await screen.findByRole('form', { name: 'New deposit' });
  fireEvent.click(within(form).getByRole('radio', { name: 'GCash' }));
  fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '1000' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
  });
  return screen.findByRole('region', { name: 'Deposit D900001' });
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('a GCash deposit', () => {
  it('goes through MCSFE_depositByGCash with an idempotency key and shows the QR page, account and reference', async () => {
    const fake = renderDeposit(true);
    const region = await depositByGcash();
    const [sent] = fake.calls('deposit.gcash');
    expect(sent!.body).toEqual({ amount: 1000, vendorId: 'GCASH-1' });
    expect(sent!.idempotencyKey).toMatch(/\S{8,}/);
    const qr = within(region).getByRole('img', { name: 'GCash QR code: pay ₱ 1,000.00, reference 900001' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    const page = within(region).getByRole('link', { name: 'Open the GCash payment page (opens a new tab)' });
    expect(page.getAttribute('href')).toBe('https://pay.example/cashier/pay/D900001');
    expect(page.getAttribute('target')).toBe('_blank');
    expect(page.getAttribute('rel')).toContain('noopener');
    expect(within(region).getByText('0917 555 0142')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'I have paid' })).toBeTruthy();

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Copy the reference' }));
    });
    expect(writeText).toHaveBeenCalledWith('900001');
    expect(within(region).getByText('Reference copied')).toBeTruthy();
  });

  it('without the QR page, offers only the link to the payment page, opened by the member', async () => {
    renderDeposit(false);
    const region = await depositByGcash();
    expect(within(region).queryByRole('img')).toBeNull();
    const page = within(region).getByRole('link', { name: 'Continue to the payment page (opens a new tab)' });
    expect(page.getAttribute('target')).toBe('_blank');
    expect(window.location.href).not.toContain('pay.example');
  });
});
