// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
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
const BALANCE = { balance: 0, sumBalance: 0, currency: 'PHP', currencySymbol: '₱', currencyPosition: 'F' as const };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const onSite = (fake: ReturnType<typeof fakeGateway>) =>
  renderOnSite(<WithdrawalReceipts />, {
    gateway: fake.gateway,
    namespaces: { common: enCommon, money: enMoney },
    token: 'member-token',
  });
/** The page's painted picture of the dock (receipt-preview.ts), as the loader leaves it before the app runs. */
const paintPreview = () =>
  document.body.append(Object.assign(document.createElement('section'), { id: 'receipt-preview' }));

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
  document.getElementById('receipt-preview')?.remove();
  document.documentElement.removeAttribute('data-receipt-handed-over');
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

  it("takes the place of the page's painted picture of it", async () => {
    paintPreview();
    onSite(fakeGateway({ 'receipt.list': () => [RECEIPT], 'wallet.balance': () => BALANCE }));
    expect(document.getElementById('receipt-preview')).not.toBeNull(); // until the dock is there
    const dock = await screen.findByRole('alertdialog', { name: 'Withdrawal confirmation' });
    expect(dock).toBeTruthy();
    expect(document.getElementById('receipt-preview')).toBeNull();
    // A preview whose answers come only now paints nothing.
    expect(document.documentElement.hasAttribute('data-receipt-handed-over')).toBe(true);
  });

  it('lets the picture go when no payout waits any more, or the member chose "Later"', async () => {
    paintPreview();
    onSite(fakeGateway({ 'receipt.list': () => [] }));
    await waitFor(() => expect(document.getElementById('receipt-preview')).toBeNull());
    cleanup();
    queryClient.clear();
    paintPreview();
    sessionStorage.setItem('receipts.later', '1');
    onSite(fakeGateway({ 'receipt.list': () => [RECEIPT], 'wallet.balance': () => BALANCE }));
    await waitFor(() => expect(document.getElementById('receipt-preview')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("tells the next page load whether a payout waited, so its app waits for the page's picture only then", async () => {
    onSite(fakeGateway({ 'receipt.list': () => [RECEIPT], 'wallet.balance': () => BALANCE }));
    await waitFor(() => expect(sessionStorage.getItem('receipts.waiting')).toBe('1'));
    cleanup();
    queryClient.clear();
    onSite(fakeGateway({ 'receipt.list': () => [] }));
    await waitFor(() => expect(sessionStorage.getItem('receipts.waiting')).toBe('0'));
  });

  it('asks for nothing more when no payout waits', async () => {
    const none = fakeGateway({ 'receipt.list': () => [], 'wallet.balance': () => BALANCE });
    prefetchReceipts(none.gateway);
    await settled();
    expect(none.calls('receipt.list')).toHaveLength(1);
    expect(none.calls('wallet.balance')).toHaveLength(0);
  });
});
