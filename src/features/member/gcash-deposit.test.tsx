// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositGcashValue } from '@/generated/api-types';
import { queryClient } from '@/lib/query-client';
import { depositChannel, renderDepositPage } from './deposit-test-support';

const BANKS = {
  MT: {
    displayName: 'Bank transfer',
    kind: 'TRANSFER',
    paymentMethodType: 'NORMAL',
    channels: [depositChannel('MT-BDO', 'BDO')],
  },
  GCASH: {
    displayName: 'GCash',
    kind: 'TRANSFER',
    paymentMethodType: 'EWALLET',
    channels: [depositChannel('GCASH-1', 'GCash')],
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
  return renderDepositPage(
    {},
    {
      'deposit.banks': () => BANKS,
      'deposit.gcash': () => answer(defaultPageQr),
      'deposit.transfer': () => {
        throw new Error('a GCash deposit must not go through the generic transfer');
      },
    },
  );
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
