// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { queryClient } from '@/lib/query-client';
import common from '@/locales/en/common.json';
import money from '@/locales/en/money.json';
import { LotteryBetDetail } from './lottery-bet-detail';

const BET = { playId: 11, playName: '4D Big', betContent: '1234', numero: '20261129-001', betAmount: 2, winAmount: 0 };

function show(answer: () => unknown) {
  const { gateway, calls } = fakeGateway({
    'records.lotteryDetail': answer,
    'wallet.balances': () => ({
      sumBalance: 100,
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
      balances: [],
    }),
  });
  renderOnSite(<LotteryBetDetail order={{ orderNo: 'LT100', numero: '20261129-001' }} />, {
    gateway,
    namespaces: { common, money },
    token: 't',
  });
  return calls;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('a lottery order’s detail', () => {
  it('shows each bet of the order the gateway names, asked by order number and draw', async () => {
    const calls = show(() => [
      { ...BET, status: 5 },
      { ...BET, playId: 12, playName: '4D Small', betContent: '5678', winAmount: 30, status: 4 },
    ]);
    const table = await screen.findByRole('table', { name: 'The bets of order LT100' });
    await within(table).findAllByText('₱ 2.00');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['4D Big', '1234', '20261129-001', '₱ 2.00', '₱ 0.00', 'Not won'],
      ['4D Small', '5678', '20261129-001', '₱ 2.00', '₱ 30.00', 'Won'],
    ]);
    expect(calls('records.lotteryDetail')[0]!.query).toEqual({ orderNo: 'LT100', numero: '20261129-001' });
  });

  it('says when the order has no bets, and explains a refusal with a retry', async () => {
    show(() => []);
    expect(await screen.findByText(money.records.lottery.detailEmpty)).toBeTruthy();
    cleanup();
    queryClient.clear();
    let refuse = true;
    show(() => {
      if (refuse) throw new GatewayError('order_not_found', 'no such order', 400);
      return [{ ...BET, status: 5 }];
    });
    const alert = await screen.findByRole('alert');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: money.records.lottery.retry }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
