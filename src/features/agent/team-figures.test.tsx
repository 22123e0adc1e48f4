// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamOverviewValue } from '@/generated/api-types';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { QueryProvider, queryClient } from '@/lib/query-client';
import { TeamFigures } from './team-figures';
import { renderTeamPage, WALLET } from './team-test-support';

// The chart draws on a canvas jsdom does not have; its numbers are checked through the table.
vi.mock('./team-chart', () => ({ TeamChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
});

const overview = (betAmount: number): TeamOverviewValue => ({
  teamSize: 2067,
  newMembers: 3,
  activeMembers: 1189,
  teamBalance: 36165.07,
  deposit: 1000,
  withdraw: 500,
  betAmount,
  validBetAmount: betAmount,
  winAmount: 900,
  rebate: 1,
  promotion: 2,
  salary: 3,
  dividend: 4,
  profitAndLoss: 900 - betAmount,
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-01-${String(i + 1).padStart(2, '0')}`,
    betAmount: 10,
    winAmount: 5,
    profitAndLoss: -5,
    deposit: 0,
    withdraw: 0,
  })),
});

describe('team figures', () => {
  it('asks for the chosen period and shows its figures; a custom range over 92 days is explained and kept', async () => {
    // Mid-month: on the first of a month "this month" is today, and the two periods would read the same figures.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 18, 12));
    const { gateway, calls } = fakeGateway({
      'wallet.balance': () => WALLET,
      'team.overview': ({ query }) => overview(query?.startDate === query?.endDate ? 100 : 5000),
    });
    renderTeamPage(
      <QueryProvider>
        <TeamFigures />
      </QueryProvider>,
      gateway,
    );
    await waitFor(() => expect(document.querySelector('[data-figure="betAmount"]')!.textContent).toBe('₱ 100.00'));
    expect(document.querySelector('[data-figure="teamSize"]')!.textContent).toBe('2,067');
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'thisMonth' } });
    await waitFor(() => expect(document.querySelector('[data-figure="betAmount"]')!.textContent).toBe('₱ 5,000.00'));
    expect(String(calls('team.overview').at(-1)!.query!.startDate)).toMatch(/-01$/);
    expect(screen.getByRole('img', { name: /Line chart/ })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(31);

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-01' } });
    const asked = calls('team.overview').length;
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 92 days.');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-01-01');
    expect(calls('team.overview')).toHaveLength(asked);
  });
});
