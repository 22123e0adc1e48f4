// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import { TeamBettingPage } from './team-betting-page';
import { renderTeamPage, WALLET } from './team-test-support';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

const footer = { betAmount: 10, validBetAmount: 10, winAmount: 0, profitAndLoss: -10 };

describe('team betting', () => {
  it('reads the lottery tab as the platform does (ODSFE2_lottMemBet, subordinateType ALL): who, draw, bet and status', async () => {
    const fake = fakeGateway({
      'wallet.balance': () => WALLET,
      'team.bets': () => ({
        list: [
          {
            orderNo: 'R1',
            customerName: 'tdp001',
            gameName: 'Sweet Bonanza',
            gameType: 'RNG',
            accountTypeName: 'PT',
            betTimeInTimestamp: 0,
            betAmount: 10,
            validBetAmount: 10,
            winAmount: 0,
            profitAndLoss: -10,
          },
        ],
        totalPages: 1,
        totalCount: 1,
        footer,
      }),
      'records.lottery': () => ({
        list: [
          {
            customerName: 'tdp002',
            gameName: 'Malaysia 4D',
            gameCode: 'MY4D',
            orderNo: 'L1',
            abbrOrderNo: 'L1',
            orderMasterId: 1,
            orderDetailId: 1,
            orderId: 1,
            playName: '3D Back',
            playCode: '3DB',
            betContent: '123',
            numero: '20261116',
            betAmount: 5,
            status: 4,
            winAmount: 50,
            betTimeInTimestamp: 0,
          },
        ],
        totalPages: 1,
        totalCount: 1,
        footer: { betAmount: 5, winAmount: 50 },
      }),
    });
    renderTeamPage(<TeamBettingPage />, fake.gateway);
    const list = await screen.findByRole('list', { name: 'Team betting' });
    expect(await within(list).findByText('tdp001')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: 'LOTT' } });
    const row = (await screen.findByText('tdp002')).closest('li')!;
    expect(row.textContent).toContain('Malaysia 4D · draw 20261116');
    expect(row.textContent).toContain('3D Back: 123 · Won');
    expect(fake.calls('records.lottery').at(-1)!.query).toMatchObject({ subordinateType: 'ALL', prizeModeId: 1 });
    expect(fake.calls('team.bets')).toHaveLength(1);

    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: 'ELOTT' } });
    await screen.findByText('tdp002');
    expect(fake.calls('records.lottery').at(-1)!.query).toMatchObject({ prizeModeId: 3 });
  });
});
