// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletBalanceValue } from '@/generated/api-types';
import type { GatewayClient } from '@/lib/gateway/client';
import { queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import { refreshBalance } from '@/lib/wallet/balance-query';
import { createTestI18n } from '@/schema-ui/test-i18n';
import { Balance } from './balance';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

function renderBalance(balances: number[], currency: Partial<WalletBalanceValue> = { currencySymbol: '₱' }) {
  const answers = [...balances];
  const call = vi.fn(async () => ({ balance: answers.shift() ?? 0, ...currency }) as WalletBalanceValue);
  const settled = new Set<() => void>();
  const onMoneySettled = (listener: () => void) => {
    settled.add(listener);
    return () => settled.delete(listener);
  };
  const gateway = { call, prefetch: () => undefined, onMoneySettled } as unknown as GatewayClient;
  render(
    <I18nextProvider i18n={createTestI18n('EN')}>
      <ServicesContext value={{ gateway, session: createSessionStore() }}>
        <Balance />
      </ServicesContext>
    </I18nextProvider>,
  );
  return { call, moneySettled: () => settled.forEach((listener) => listener()) };
}

describe('header balance', () => {
  it('shows a movement of money at once: refreshBalance asks the gateway again', async () => {
    const { call } = renderBalance([0, 131_000]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('₱ 0.00'));
    await act(() => refreshBalance());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('₱ 131,000.00'));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('reads the balance again whenever a money call settles, confirmed or not', async () => {
    const { call, moneySettled } = renderBalance([0, 2_500]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('₱ 0.00'));
    act(() => moneySettled());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('₱ 2,500.00'));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('puts the symbol where the gateway says (B: after the amount)', async () => {
    renderBalance([12_500], { currencySymbol: '₫', currencyPosition: 'B' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('12,500.00 ₫'));
  });
});
