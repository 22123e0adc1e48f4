// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR, GatewayError } from '@/lib/gateway/gateway-error';
import { REPEAT_WINDOW_MS, useMoneyAction } from './use-money-action';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('useMoneyAction', () => {
  it('never stores a payment password, and reuses the key when the member submits the same intent again', async () => {
    const send = vi.fn<(body: unknown, key: string) => Promise<never>>(() => new Promise(() => {}));
    const first = renderHook(() => useMoneyAction('withdraw.submit', send), { wrapper });
    act(() => first.result.current.submit({ amount: 150, password: '246810' }));
    const stored = sessionStorage.getItem('money.pending.withdraw.submit')!;
    expect(stored).not.toContain('246810');
    expect(JSON.parse(stored)).toMatchObject({ body: { amount: 150 }, awaitsSecret: true });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    first.unmount();

    // After a reload the request waits for the password instead of being re-sent without it...
    send.mockClear();
    const second = renderHook(() => useMoneyAction('withdraw.submit', send), { wrapper });
    expect(send).not.toHaveBeenCalled();
    // ...and the same intent goes out under the same key.
    act(() => second.result.current.submit({ amount: 150, password: '246810' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![1]).toBe(JSON.parse(stored).idempotencyKey);
  });

  it('keeps the key of an intent whose SMS code was refused, and never stores the code', async () => {
    const send = vi.fn(async (body: { amount: number; password: string; verificationCode: string }, key: string) => {
      if (body.verificationCode !== '123456') throw new GatewayError('verification_code_invalid', 'wrong', 400);
      return { key };
    });
    const keep = { keepKeyOn: ['verification_code_invalid'] };
    const { result } = renderHook(() => useMoneyAction('withdraw.submit', send, keep), { wrapper });
    act(() => result.current.submit({ amount: 1500, password: '246810', verificationCode: '000000' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(sessionStorage.getItem('money.pending.withdraw.submit')).not.toContain('000000');
    act(() => result.current.submit({ amount: 1500, password: '246810', verificationCode: '123456' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(send.mock.calls.map(([, key]) => key)).toEqual([send.mock.calls[0]![1], send.mock.calls[0]![1]]);
    expect(sessionStorage.getItem('money.pending.withdraw.submit')).toBeNull();

    // Without the option a refusal ends the intent: the next try is a new movement.
    const plain = renderHook(() => useMoneyAction('withdraw.other', send), { wrapper });
    act(() => plain.result.current.submit({ amount: 1500, password: '246810', verificationCode: '000000' }));
    await waitFor(() => expect(plain.result.current.isError).toBe(true));
    act(() => plain.result.current.submit({ amount: 1500, password: '246810', verificationCode: '123456' }));
    await waitFor(() => expect(plain.result.current.isSuccess).toBe(true));
    expect(send.mock.calls[3]![1]).not.toBe(send.mock.calls[2]![1]);
  });

  it('keeps the key when the client could not confirm the movement, so the member’s next try moves nothing twice', async () => {
    let lost = true;
    const send = vi.fn(async (_body: unknown, key: string) => {
      if (lost) throw new GatewayError(CLIENT_ERROR.moneyUnconfirmed, 'answer lost', 0);
      return { key };
    });
    const { result } = renderHook(() => useMoneyAction('rebate.disburse', send), { wrapper });
    act(() => result.current.submit({ rebateAmount: { rng: 4 } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    lost = false;
    act(() => result.current.submit({ rebateAmount: { rng: 4 } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
  });

  it('finishes a request without secrets by itself after a reload', async () => {
    sessionStorage.setItem(
      'money.pending.wallet.transfer',
      JSON.stringify({ idempotencyKey: 'k-reload-1', body: { amount: 5 } }),
    );
    const send = vi.fn(async () => ({ ok: true }));
    renderHook(() => useMoneyAction('wallet.transfer', send), { wrapper });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ amount: 5 }, 'k-reload-1'));
  });

  it('moves once under a double click, even when the first answer arrives before the second click', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const send = vi.fn(async (_body: unknown, key: string) => ({ key }));
    const { result } = renderHook(() => useMoneyAction('points.convert', send), { wrapper });

    // Both clicks before React re-renders: the second is dropped while the first is in flight.
    act(() => {
      result.current.submit({ amount: 10, password: '246810' });
      result.current.submit({ amount: 10, password: '246810' });
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The second click of a double click lands after a fast answer: still the same movement.
    now += 200;
    act(() => result.current.submit({ amount: 10, password: '246810' }));
    expect(send).toHaveBeenCalledTimes(1);

    // Another amount, or the same one asked for again later, is a new movement with a new key.
    act(() => result.current.submit({ amount: 20, password: '246810' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    now += REPEAT_WINDOW_MS;
    act(() => result.current.submit({ amount: 20, password: '246810' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const keys = new Set(send.mock.calls.map(([, key]) => key));
    expect(keys.size).toBe(3);
  });
});
