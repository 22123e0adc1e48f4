// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import enCommon from '@/locales/en/common.json';
import enMember from '@/locales/en/member.json';
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
const BALANCE = { balance: 0, sumBalance: 0, currency: 'PHP', currencySymbol: '₱', currencyPosition: 'F' as const };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const onSite = (fake: ReturnType<typeof fakeGateway>) =>
  renderOnSite(<WithdrawalReceipts />, {
    gateway: fake.gateway,
    namespaces: { common: enCommon, member: enMember },
    token: 'member-token',
  });
afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
});

describe("a signed-in page load's receipt check", () => {
  it("asks at start; the dock shows with the header balance's currency, and nothing is asked twice", async () => {
    const fake = fakeGateway({ 'receipt.list': () => [RECEIPT], 'wallet.balance': () => BALANCE });
    prefetchReceipts(fake.gateway);
    await settled();
    onSite(fake);
    expect(await screen.findByText(/Your withdrawal W1000100011 of ₱\s103\.00 has been paid/)).toBeTruthy();
    expect(fake.calls('receipt.list')).toHaveLength(1);
    expect(fake.calls('wallet.balance')).toHaveLength(1);
  });

  it('shows no dock once the member chose "Later", until the next login', async () => {
    sessionStorage.setItem('receipts.later', '1');
    const fake = fakeGateway({ 'receipt.list': () => [RECEIPT], 'wallet.balance': () => BALANCE });
    onSite(fake);
    await waitFor(() => expect(fake.calls('receipt.list')).toHaveLength(1));
    await settled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for nothing more when no payout waits', async () => {
    const none = fakeGateway({ 'receipt.list': () => [], 'wallet.balance': () => BALANCE });
    prefetchReceipts(none.gateway);
    await settled();
    expect(none.calls('receipt.list')).toHaveLength(1);
    expect(none.calls('wallet.balance')).toHaveLength(0);
  });
});
