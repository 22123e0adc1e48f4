// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import common from '@/locales/en/common.json';
import money from '@/locales/en/money.json';
import { DepositRecords } from './deposit-records';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

/** The records with the gateway's methods and no deposits; the calls the page made. */
function show(methods: { code: string; displayName: string }[]) {
  const { gateway, calls } = fakeGateway({
    'deposit.methods': () => methods,
    'deposit.records': () => ({
      list: [],
      totalPages: 0,
      totalCount: 0,
      footer: { amount: 0, customerBankCharge: 0 },
    }),
  });
  renderOnSite(<DepositRecords money={(m) => `₱ ${m.toFixed(2)}`} locale="en" />, {
    gateway,
    namespaces: { common, money },
    token: 't',
  });
  return calls;
}

describe('deposit records', () => {
  it('filters by the gateway’s own deposit methods', async () => {
    const calls = show([
      { code: 'MT', displayName: 'Bank transfer' },
      { code: 'GCASH', displayName: 'GCash' },
    ]);
    const select = await screen.findByRole('combobox', { name: money.deposit.method });
    await screen.findByRole('option', { name: 'GCash' });
    fireEvent.change(select, { target: { value: 'GCASH' } });
    await waitFor(() =>
      expect(
        calls('deposit.records').some(
          (o) => (o.query as { depositType?: string } | undefined)?.depositType === 'GCASH',
        ),
      ).toBe(true),
    );
  });

  it('names the methods in the member’s words, the gateway’s name where the site has none', async () => {
    show([
      { code: 'QPQR', displayName: 'QRPH' },
      { code: 'NEWPAY', displayName: 'New Pay' },
    ]);
    expect(await screen.findByRole('option', { name: money.deposit.methods.QPQR })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'New Pay' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'QRPH' })).toBeNull();
  });
});
