// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamMembersValue } from '@/generated/api-types';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import { TeamManagementPage } from './team-management-page';
import { renderTeamPage, WALLET } from './team-test-support';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

const member = (name: string, isAgent: boolean, balance = 100): TeamMembersValue['list'][number] => ({
  customerId: name.length,
  customerName: name,
  nickname: `Nick ${name}`,
  type: isAgent ? 2 : 0,
  isAgent,
  level: 1,
  upline: 'demo_agent',
  status: 1,
  balance,
  lastLoginTime: null,
  registeredAt: 0,
  directCount: isAgent ? 3 : 0,
  rates: isAgent ? { DAILY: 1.2 } : {},
});

function setup(flags: Record<string, boolean> = {}) {
  let theirs = 100;
  let resolveTransfer: (() => void) | undefined;
  const fake = fakeGateway({
    'wallet.balance': () => WALLET,
    'team.members': ({ query }) => ({
      list:
        query?.parentName === 'tda01'
          ? [member('tsa011', true)]
          : [member('tda01', true), member('tdp001', false, theirs)],
      totalPages: 1,
      totalCount: 2,
      path: query?.parentName ? ['demo_agent', String(query.parentName)] : ['demo_agent'],
      affiliateCode: 'DEMOAG',
    }),
    'team.transfer': ({ body }) =>
      new Promise((resolve) => {
        resolveTransfer = () => {
          theirs += 12.34;
          resolve({
            transferId: 'T1',
            amount: 12.34,
            at: 0,
            downline: (body as { downlineName: string }).downlineName,
            balance: 24_987.66,
            downlineBalance: theirs,
          });
        };
      }),
  });
  renderTeamPage(<TeamManagementPage />, fake.gateway, flags);
  return { ...fake, finishTransfer: () => resolveTransfer?.() };
}

describe('team management', () => {
  it('drills into a downline agent and back by the path, showing status, rates and last login', async () => {
    const { calls } = setup();
    const list = await screen.findByRole('list', { name: 'Downlines' });
    // The rows render in a deferred pass after the list's frame.
    expect((await within(list).findAllByRole('listitem'))[0]!.textContent).toContain(
      'Normal · Balance: ₱ 100.00 · Last login: never',
    );
    expect(list.textContent).toContain('Daily salary 1.2%');
    fireEvent.click(screen.getByRole('button', { name: 'Open the team of tda01' }));
    await screen.findByText('tsa011');
    expect(calls('team.members').at(-1)!.query).toMatchObject({ parentName: 'tda01', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'demo_agent' }));
    await screen.findByText('tdp001');
    // Back at the top (answered from the cache): the path has no link left.
    expect(screen.queryByRole('button', { name: 'demo_agent' })).toBeNull();
  });

  it('sends one transfer under a double click, explains a missing password, and refreshes the downline balance', async () => {
    const { calls, finishTransfer } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to tdp001' }));
    const form = screen.getByRole('form', { name: 'Transfer to tdp001' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '12.34' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Enter your payment password.')).toBeTruthy();
    expect(calls('team.transfer')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^Payment password/), { target: { value: '135790' } });
    const button = within(form).getByRole('button', { name: 'Transfer' });
    fireEvent.click(button);
    await waitFor(() => expect(calls('team.transfer')).toHaveLength(1));
    fireEvent.click(within(form).getByRole('button', { name: /Sending|Transfer/ }));
    expect(calls('team.transfer')).toHaveLength(1);
    expect(calls('team.transfer')[0]!.body).toEqual({
      downlineName: 'tdp001',
      transferAmount: 12.34,
      password: '135790',
      remark: '',
    });
    expect(calls('team.transfer')[0]!.idempotencyKey).toEqual(expect.any(String));
    await act(async () => finishTransfer());
    expect((await within(form).findByRole('status')).textContent).toContain(
      'Sent ₱ 12.34 to tdp001. Your balance: ₱ 24,987.66; their balance: ₱ 112.34.',
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Downlines' }).textContent).toContain('Balance: ₱ 112.34'),
    );
  });

  it('offers the red envelope only where the flag is on', async () => {
    setup();
    await screen.findByText('tdp001');
    expect(screen.queryByRole('checkbox')).toBeNull();
    queryClient.clear();
    document.body.innerHTML = '';
    setup({ AGENTRANSMULTDOWN3: true });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Red envelope for tdp001' }));
    expect(screen.getByRole('form', { name: 'Red envelope to 1 downlines' })).toBeTruthy();
  });
});
