import { describe, expect, it } from 'vitest';
import type { DepositGcashValue, DepositSubmitValue } from '@/generated/api-types';
import { isGcashAnswer, submitCallOf } from './deposit-calls';

describe('deposit calls', () => {
  it('deposits by GCash through MCSFE_depositByGCash whatever its kind, the other methods by their kind', () => {
    expect(submitCallOf('GCASH', { kind: 'TRANSFER' })).toBe('deposit.gcash');
    expect(submitCallOf('MT', { kind: 'TRANSFER' })).toBe('deposit.transfer');
    expect(submitCallOf('PG', { kind: 'REDIRECT' })).toBe('deposit.redirect');
    expect(submitCallOf('QPQR', { kind: 'QR' })).toBe('deposit.qr');
    // The e-wallet codes of the platform's PGMT template are not the GCash page.
    expect(submitCallOf('GCASHPAY', { kind: 'REDIRECT' })).toBe('deposit.redirect');
  });

  it('tells a GCash answer from the generic submits’ by its QR-page flag', () => {
    const gcash: DepositGcashValue = {
      depositId: 'D1',
      amount: 500,
      defaultPageQr: false,
      redirectUrl: 'https://pay.example/D1',
      accountName: 'Receiver',
      accountNumber: '0917 555 0142',
      remarks: '000001',
      confirmationRequired: 'Y',
      state: 5,
    };
    const transfer = { depositId: 'D2', amount: 500, state: 5, confirmationRequired: 'Y' } as DepositSubmitValue;
    expect(isGcashAnswer(gcash)).toBe(true);
    expect(isGcashAnswer(transfer)).toBe(false);
  });
});
