// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletBalancesValue } from '@/generated/api-types';
import { renderOnSite } from '@/components/testing/render-on-site';
import type { CallOptions, EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { queryClient } from '@/lib/query-client';
import common from '@/locales/en/common.json';
import money from '@/locales/en/money.json';
import { VendorWalletsReturn } from './return-all';

const WALLETS: WalletBalancesValue = {
  sumBalance: 130.3,
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'F',
  balances: [
    { accountTypeId: 2, accountName: 'MAIN', displayName: 'Main', availBalance: 100, status: 'OK' },
    { accountTypeId: 11, accountName: 'JILI', displayName: 'JILI', availBalance: 20.1, status: 'OK' },
    { accountTypeId: 12, accountName: 'PG', displayName: 'PG', availBalance: 10.2, status: 'MAINTENANCE' },
  ],
};

function show(isSingle: 0 | 1) {
  const call = vi.fn(async (endpoint: EndpointDef, _options?: CallOptions) => {
    if (endpoint.id === 'wallet.merchantWallet') return { isSingle };
    if (endpoint.id === 'wallet.returnAll') return { success: true, returnedAmount: 30.3, balance: 130.3 };
    throw new Error(`unexpected ${endpoint.id}`);
  });
  const gateway = {
    call,
    prefetch: () => undefined,
    onMoneySettled: () => () => undefined,
  } as unknown as GatewayClient;
  renderOnSite(<VendorWalletsReturn wallets={WALLETS} money={(major) => `₱ ${major.toFixed(2)}`} />, {
    gateway,
    namespaces: { common, money },
    token: 't',
  });
  return (id: string) => call.mock.calls.filter(([e]) => e.id === id).map(([, o]) => o);
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('the vendor wallets beside the main one (withdraw, transfer to upline)', () => {
  it('says what the vendor wallets hold, to the cent, and returns it to the main wallet once under a double click', async () => {
    const sent = show(0);
    expect(await screen.findByText('₱ 30.30')).toBeTruthy();
    const button = screen.getByRole('button', { name: money.wallet.returnAll });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('₱ 30.30 returned to the main wallet')).toBeTruthy();
    expect(sent('wallet.returnAll')).toHaveLength(1);
    expect(sent('wallet.returnAll')[0]!.idempotencyKey).toBeTruthy();
  });

  it('is not there for a single-wallet merchant', async () => {
    const sent = show(1);
    await vi.waitFor(() => expect(sent('wallet.merchantWallet')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: money.wallet.returnAll })).toBeNull();
    expect(screen.queryByText(money.wallet.inVendors)).toBeNull();
  });
});
