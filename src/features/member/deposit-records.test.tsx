// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import type { CallOptions, EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { queryClient } from '@/lib/query-client';
import common from '@/locales/en/common.json';
import money from '@/locales/en/money.json';
import { DepositRecords } from './deposit-records';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('deposit records', () => {
  it('filters by the gateway’s own deposit methods', async () => {
    const call = vi.fn(async (endpoint: EndpointDef, _options?: CallOptions) => {
      if (endpoint.id === 'deposit.methods')
        return [
          { code: 'MT', displayName: 'Bank transfer' },
          { code: 'GCASH', displayName: 'GCash' },
        ];
      if (endpoint.id === 'deposit.records')
        return { list: [], totalPages: 0, totalCount: 0, footer: { amount: 0, customerBankCharge: 0 } };
      throw new Error(`unexpected ${endpoint.id}`);
    });
    const gateway = {
      call,
      prefetch: () => undefined,
      onMoneySettled: () => () => undefined,
    } as unknown as GatewayClient;
    renderOnSite(<DepositRecords money={(m) => `₱ ${m.toFixed(2)}`} locale="en" />, {
      gateway,
      namespaces: { common, money },
      token: 't',
    });
    const select = await screen.findByRole('combobox', { name: money.deposit.method });
    await screen.findByRole('option', { name: 'GCash' });
    fireEvent.change(select, { target: { value: 'GCASH' } });
    await waitFor(() =>
      expect(
        call.mock.calls.some(
          ([e, o]) => e.id === 'deposit.records' && (o?.query as { depositType?: string })?.depositType === 'GCASH',
        ),
      ).toBe(true),
    );
  });
});
