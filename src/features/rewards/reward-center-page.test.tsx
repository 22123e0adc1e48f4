// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { queryClient } from '@/lib/query-client';
import { rewardsBadgeCount } from '@/lib/rewards/rewards-badge';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enRewards from '@/locales/en/rewards.json';
import ptRewards from '@/locales/pt/rewards.json';
import { RewardCenterPage } from './reward-center-page';

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
});

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const day = (n: number, extra: Record<string, unknown> = {}) => ({
  id: n,
  dayNo: n,
  dayCount: n,
  date: today + (n - 2) * DAY,
  isToday: n === 2,
  hasClaimed: n === 1,
  amount: n,
  pointAmount: 5,
  depositAmount: 0,
  validBetAmount: n === 2 ? 100 : 0,
  ticket: null,
  ...extra,
});

/** The gateway's answers by catalogue id; a function answers from the call's options. */
const READS: Record<string, unknown> = {
  'rewards.summary': { totalBonus: 12.5, totalPoints: 30, dailyReceivedBonus: 2.5, promoCodeEnabled: true },
  'points.balance': 8123,
  'rewards.claimList': [],
  'rewards.loginPromotions': [
    {
      configId: 1,
      name: 'Daily sign-in',
      description: '7 days',
      type: 'C',
      noExpiry: true,
      startTime: 0,
      endTime: null,
    },
  ],
  'rewards.loginHistory': {
    list: [day(1), day(2), day(3)],
    footer: { totalClaimedAmount: 1, totalClaimedPointAmount: 5, dayCountClaimed: 1 },
  },
  'rewards.registerList': {
    registerPromotion: [
      {
        promotionId: 502,
        promotionName: 'Bind a withdrawal account',
        remark: '',
        startDate: 0,
        endDate: null,
        hasExpiry: false,
        mobileVerified: false,
        bonusAmount: 15,
        pointAmount: 50,
        hasClaimed: false,
        bankCardRequired: true,
        emailRequired: false,
        payeeNameRequired: true,
      },
    ],
    accomplishedFields: ['bankCard'],
  },
  'rewards.savior': [],
  'rewards.tickets': [],
  'rewards.claimHistory': { list: [], footer: { totalAmount: 0, totalPoint: 0 }, totalPages: 0, totalCount: 0 },
};

function renderPage(language: 'EN' | 'PT', claim: (id: string) => Promise<unknown>) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    resources: { EN: { common: enCommon, rewards: enRewards }, PT: { common: enCommon, rewards: ptRewards } },
    ns: ['common', 'rewards'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const call = vi.fn(async (endpoint: { id: string }) =>
    endpoint.id in READS ? READS[endpoint.id] : claim(endpoint.id),
  );
  const gateway = {
    call,
    prefetch: () => undefined,
    onMoneySettled: () => () => undefined,
  } as unknown as GatewayClient;
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext value={{ gateway, session: createSessionStore() }}>
        <MemoryRouter>
          <RewardCenterPage />
        </MemoryRouter>
      </ServicesContext>
    </I18nextProvider>,
  );
  return call;
}

describe('reward centre', () => {
  it('shows the totals and says how much valid bet the sign-in day needs against what was bet', async () => {
    const claim = vi.fn(async () => {
      throw new GatewayError('claim_bet_required', 'The required valid bet is not reached yet', 403, {
        requiredValidBet: 100,
        actualBet: 12.5,
      });
    });
    renderPage('EN', claim);
    await waitFor(() => expect(screen.getByTestId('point-balance').textContent).toBe('8123'));
    const calendar = await screen.findByRole('list', { name: 'Sign-in calendar' });
    expect(within(calendar).getAllByRole('listitem')[0]!.textContent).toContain('Signed');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in today' }));
    await waitFor(() =>
      expect(
        screen.getByText('Bet more first: 100.00 in valid bets is required that day, you have bet 12.50.'),
      ).toBeTruthy(),
    );
    expect(claim).toHaveBeenCalledWith('rewards.loginClaim');
  });

  it('names the missing profile field of a newbie task in Portuguese when the gateway refuses the claim', async () => {
    renderPage('PT', async () => {
      throw new GatewayError('required_member_information_incomplete', 'x', 403, {
        requiredInformation: ['payeeName'],
      });
    });
    await screen.findByText('Bind a withdrawal account');
    fireEvent.click(screen.getAllByRole('button', { name: 'Resgatar' })[0]!);
    await waitFor(() => expect(screen.getByText('Complete seu perfil primeiro: Nome do beneficiário.')).toBeTruthy());
  });
});

describe('rewards badge', () => {
  it('counts the claimable items of the kinds that are on', () => {
    const off = { enabled: false, count: 4 };
    const on = (count: number) => ({ enabled: true, count });
    expect(
      rewardsBadgeCount({
        content: {
          MANUAL: on(2),
          RAFFLE: off,
          TICKET: on(5),
          REGISTER: on(0),
          LOGIN: on(1),
          SAVIOR: on(1),
          UPGRADE_BONUS: on(0),
          MISSION_MANUAL: off,
          MISSION: off,
          REFERRAL: off,
        },
      }),
    ).toBe(9);
  });
});
