// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RankSalaryValue, RewardsClaimListValue } from '@/generated/api-types';
import { GatewayError } from '@/lib/gateway/gateway-error';
import type { CallOptions, EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommunity from '@/locales/en/community.json';
import { createTestI18n } from '@/schema-ui/test-i18n';
import { VipPage } from './vip-page';

type Handlers = Record<string, (options: CallOptions) => unknown>;
const DAY = 86_400_000;
const unlock = Date.UTC(2026, 10, 25);

const salaryConfig = (isQualified: 'Y' | 'N', bonusAmount: number) => ({
  unlockTime: unlock,
  announcementContent: '',
  rewards: [
    {
      requiredBetAmount: 500,
      requiredDepositAmount: 0,
      actualBetAmount: isQualified === 'Y' ? 1000 : 0,
      actualDepositAmount: 0,
      bonusAmount,
      pointAmount: 10,
      ticketType: null,
      isQualified,
    },
  ],
});
const SALARY: RankSalaryValue = {
  dailyConfig: salaryConfig('Y', 8),
  weeklyConfig: salaryConfig('N', 38),
  monthlyConfig: null,
};
const issuedSalary = (claimedAt?: number): RewardsClaimListValue[number] => ({
  rewardId: 'RS7-DAILY-1',
  promId: 0,
  eventName: 'VIP 2 daily salary',
  promotionType: 'RANK_SALARY',
  rewardAmount: 8,
  rewardPoint: 10,
  expiry: unlock + DAY,
  approvedAt: unlock,
  ...(claimedAt ? { claimedAt } : {}),
});

const BASE: Handlers = {
  'wallet.balances': () => ({ currencySymbol: '₱', currencyPosition: 'F', wallets: [] }),
  'rank.progress': () => ({
    playerRankProgress: {
      labelId: null,
      labelName: 'VIP 6',
      ranklevel: 6,
      rankColor: '#000',
      rankColor2: '#000',
      conditionType: 'AND',
      demoteConditionType: 'OR',
      condition: { maintenance: { enabled: false, actual: 0, expected: 0 } },
      demoteCondition: null,
    },
    currentProgress: {
      completedConditions: 0,
      totalExpectedConditions: 0,
      completedDemoteConditions: 0,
      totalExpectedDemoteConditions: 0,
    },
  }),
  'rank.levels': () => [],
  'rank.clubBenefits': () => [],
  'rank.rules': () => [],
  'rank.salary': () => SALARY,
  'rank.salaryHistory': () => ({ list: [], totalPages: 0, footer: { totalBonus: 0, totalPoints: 0 } }),
};

function setup(handlers: Handlers) {
  const call = vi.fn(async (endpoint: EndpointDef, options: CallOptions = {}) =>
    ({ ...BASE, ...handlers })[endpoint.id]!(options),
  );
  const gateway = {
    call,
    prefetch: () => undefined,
    onMoneySettled: () => () => undefined,
  } as unknown as GatewayClient;
  const i18n = createTestI18n('EN');
  i18n.addResourceBundle('EN', 'community', enCommunity);
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext value={{ gateway, session: createSessionStore() }}>
        <VipPage />
      </ServicesContext>
    </I18nextProvider>,
  );
  return (id: string) => call.mock.calls.filter(([e]) => e.id === id).map(([, o]) => o);
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
});

describe('the VIP page rank salary', () => {
  it('says which salary is reached and claims the issued one from the reward list once under a double click', async () => {
    let claimed = false;
    const sent = setup({
      'rewards.claimList': () => [issuedSalary(claimed ? unlock + 1000 : undefined)],
      'rewards.claimIssued': () => {
        claimed = true;
        return { amount: 8, points: 10, balance: 108, pointBalance: 10 };
      },
    });
    const cards = await screen.findAllByRole('heading', { level: 4 });
    expect(cards.map((h) => h.textContent)).toEqual(['Daily salary', 'Weekly salary', 'Salary to claim']);
    expect(screen.getByText(enCommunity.vip.qualified)).toBeTruthy();
    expect(screen.getByText(enCommunity.vip.notQualified)).toBeTruthy();
    // Only the rank-salary kind is asked for.
    await waitFor(() => expect(sent('rewards.claimList')).toEqual([{ query: { promotionType: 'RANK_SALARY' } }]));

    const claim = await screen.findByRole('button', { name: 'Claim VIP 2 daily salary' });
    expect(within(claim.closest('li')!).getByText('₱ 8.00 + 10 points')).toBeTruthy();
    await act(async () => {
      fireEvent.click(claim);
      fireEvent.click(claim);
    });
    expect(await screen.findByText('Claimed: ₱ 8.00 added to your main wallet.')).toBeTruthy();
    const claims = sent('rewards.claimIssued');
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ body: { rewardId: 'RS7-DAILY-1', promotionType: 'RANK_SALARY' } });
    expect(claims[0]!.idempotencyKey).toBeTruthy();
    // The list refreshes at once: the reward now reads Claimed.
    expect(await screen.findByText(enCommunity.vip.claimed)).toBeTruthy();
  });

  it('tells the member in words that the platform asks a verified mobile number, and keeps the claim offered', async () => {
    setup({
      'rewards.claimList': () => [issuedSalary()],
      'rewards.claimIssued': () => {
        throw new GatewayError('prom.claim.req.field', 'required field', 403, { data: 'required.mobile_no_verified' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim VIP 2 daily salary' }));
    expect((await screen.findByRole('alert')).textContent).toBe(enCommunity.errors.mobileRequired);
    expect(screen.getByRole('button', { name: 'Claim VIP 2 daily salary' })).toBeTruthy();
  });

  it('says so when no salary waits', async () => {
    setup({ 'rewards.claimList': () => [] });
    expect(await screen.findByText(enCommunity.vip.nothingToClaim)).toBeTruthy();
  });
});
