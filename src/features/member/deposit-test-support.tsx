import type { DepositSettingsValue } from '@/generated/api-types';
import { fakeGateway, type FakeHandlers } from '@/lib/gateway/fake-gateway';
import { DepositPage } from './deposit-page';
import { renderSmsForm } from './sms-test-support';

/** Tests only: one channel as MCSFE_getDepositBanksList lists it (₱ 100 to 20,000, no fee, "I have paid" asked). */
export const depositChannel = (vendorId: string, vendorName: string) => ({
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

/**
 * Tests only: the deposit page against a fake gateway that allows deposits (with `settings` on top), in pesos, with no
 * records and no promotions; `handlers` add the methods (deposit.banks) and the submits.
 */
export function renderDepositPage(settings: Partial<DepositSettingsValue>, handlers: FakeHandlers) {
  const fake = fakeGateway({
    'deposit.settings': () => ({
      allowDeposit: 'Y',
      allowDepositMessage: '',
      inProgressCashInCount: 0,
      depositInfo: 'Deposits are credited once the cashier confirms the payment.',
      mobileVerificationType: 'NONE',
      mobileVerified: true,
      idPictureVerifiedRequired: 'N',
      ...settings,
    }),
    'wallet.balances': () => ({
      sumBalance: 0,
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
      balances: [],
    }),
    'deposit.records': () => ({ list: [], totalPages: 0, totalCount: 0, footer: { amount: 0, customerBankCharge: 0 } }),
    'deposit.promotions': () => [],
    ...handlers,
  });
  renderSmsForm(<DepositPage />, fake.gateway);
  return fake;
}
