// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import enCommon from '@/locales/en/common.json';
import enMoney from '@/locales/en/money.json';
import { prefetchReceipts, WithdrawalReceipts } from './withdrawal-receipt-watch';

const RECEIPT = {
  payDetailId: 'PD-1',
  refId: 'W1000100011',
  isAutoConfirmed: 'N' as const,
  amount: 103,
  remainingAmount: 0,
  paidAt: 0,
  secondsLeft: 900,
};
const BALANCES = { sumBalance: 0, currency: 'PHP', currencySymbol: '₱', currencyPosition: 'F' as const, balances: [] };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
});

describe("a signed-in page load's receipt check", () => {
  it("asks at start, with the dock's currency when a payout waits; the dock then shows without asking again", async () => {
    const fake = fakeGateway({ 'receipt.list': () => [RECEIPT], 'wallet.balances': () => BALANCES });
    prefetchReceipts(fake.gateway);
    await settled();
    expect(fake.calls('wallet.balances')).toHaveLength(1);
    renderOnSite(<WithdrawalReceipts />, {
      gateway: fake.gateway,
      namespaces: { common: enCommon, money: enMoney },
      token: 'member-token',
    });
    expect(await screen.findByText(/Your withdrawal W1000100011 of ₱\s103\.00 has been paid/)).toBeTruthy();
    expect(fake.calls('receipt.list')).toHaveLength(1);
    expect(fake.calls('wallet.balances')).toHaveLength(1);
  });

  it('asks for nothing more when no payout waits, or when the member chose "Later"', async () => {
    const none = fakeGateway({ 'receipt.list': () => [], 'wallet.balances': () => BALANCES });
    prefetchReceipts(none.gateway);
    await settled();
    expect(none.calls('receipt.list')).toHaveLength(1);
    expect(none.calls('wallet.balances')).toHaveLength(0);
    queryClient.clear();
    sessionStorage.setItem('receipts.later', '1');
    const later = fakeGateway({ 'receipt.list': () => [RECEIPT], 'wallet.balances': () => BALANCES });
    prefetchReceipts(later.gateway);
    await settled();
    expect(later.calls('wallet.balances')).toHaveLength(0);
  });
});
