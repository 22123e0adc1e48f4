// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { renderDepositPage } from './deposit-test-support';

const BANKS = {
  MT: {
    displayName: 'Bank transfer',
    kind: 'TRANSFER',
    paymentMethodType: 'NORMAL',
    channels: [
      {
        vendorId: 'MT-BDO',
        vendorName: 'BDO',
        min: 100,
        max: 50_000,
        customerCharge: 0,
        fixAmountFlag: 'N',
        fixedAmounts: [],
        banks: [],
        confirmationRequired: 'Y',
      },
    ],
  },
};

function renderDeposit(mobileVerified: boolean, idPictureVerifiedRequired: 'Y' | 'N' = 'N') {
  renderDepositPage(
    { mobileVerificationType: 'REQUIRED', mobileVerified, idPictureVerifiedRequired },
    { 'deposit.banks': () => BANKS },
  );
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('a merchant that asks for a verified mobile number before a deposit', () => {
  it('sends a member without one to the security centre instead of showing the form', async () => {
    renderDeposit(false);
    expect((await screen.findByRole('alert')).textContent).toContain('A deposit needs a verified mobile number.');
    expect(screen.getByRole('link', { name: 'Verify it in the security centre' }).getAttribute('href')).toBe(
      '/member/securityCenter',
    );
    expect(screen.queryByRole('form', { name: 'New deposit' })).toBeNull();
  });

  it('shows the form to a member with a verified mobile number', async () => {
    renderDeposit(true);
    expect(await screen.findByRole('form', { name: 'New deposit' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Verify it in the security centre' })).toBeNull();
  });
});

describe('a gateway that asks for a verified ID picture before a deposit (idPictureVerifiedRequired Y)', () => {
  it('tells the member to have it verified through customer service instead of showing the form', async () => {
    renderDeposit(true, 'Y');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A deposit needs a verified ID picture. Please contact customer service to have yours verified.',
    );
    expect(screen.queryByRole('form', { name: 'New deposit' })).toBeNull();
  });
});
