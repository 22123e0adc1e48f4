// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '@/lib/gateway/client';
import { QueryProvider, queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enRewards from '@/locales/en/rewards.json';
import { TicketReveal } from './ticket-reveal';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const WHEEL = {
  prizeWheelData: [
    { configId: 1, rewardType: 'MONEY', value: 5, productName: '', imageUrl: '' },
    { configId: 2, rewardType: 'POINT', value: 20, productName: '', imageUrl: '' },
    { configId: 3, rewardType: 'RETRY', value: 0, productName: '', imageUrl: '' },
  ],
};

describe('ticket reveal', () => {
  it('spins the wheel once under a double click and lands on the slot the gateway names', async () => {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({
      lng: 'EN',
      resources: { EN: { common: enCommon, rewards: enRewards } },
      ns: ['common', 'rewards'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const claims: string[] = [];
    const call = vi.fn(async (endpoint: { id: string }, options: { idempotencyKey?: string }) => {
      if (endpoint.id === 'rewards.prizeWheel') return WHEEL;
      claims.push(options.idempotencyKey!);
      return { type: 'POINT', value: 20, productName: '', configId: 2 };
    });
    const gateway = { call, prefetch: () => undefined } as unknown as GatewayClient;
    render(
      <I18nextProvider i18n={i18n}>
        <ServicesContext value={{ gateway, session: createSessionStore() }}>
          <QueryProvider>
            <TicketReveal
              ticket={{
                id: 1,
                ticketId: 'TK1',
                transactionId: 'TX1',
                name: 'Prize wheel',
                description: 'Spin it.',
                type: 'PRIZE_WHEEL',
                status: 'AVAILABLE',
                startDate: 0,
                endDate: 1,
              }}
              onClose={() => undefined}
              money={(major) => major.toFixed(2)}
            />
          </QueryProvider>
        </ServicesContext>
      </I18nextProvider>,
    );
    const slots = await screen.findByRole('list', { name: 'Prizes on the wheel' });
    expect(
      within(slots)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5.00', '20 points', 'Try again']);
    const spin = screen.getByRole('button', { name: 'Spin the wheel' });
    fireEvent.click(spin);
    fireEvent.click(spin);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You won 20 points!'));
    expect(claims).toHaveLength(1);
    expect(within(slots).getByText('20 points').className).not.toBe('');
    expect(within(slots).getByText('5.00').className).toBe('');
  });
});
