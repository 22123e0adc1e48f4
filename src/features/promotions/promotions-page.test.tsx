// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementPromotion, PromotionStateValue, RewardsClaimListValue } from '@/generated/api-types';
import { SiteSettingsContext, type SiteSettings } from '@/lib/config/site-settings';
import type { CallOptions, EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enPromotions from '@/locales/en/promotions.json';
import { PromotionsPage } from './promotions-page';

const DAY = 86_400_000;
const now = Date.now();
const promo = (id: number, title: string, extra: Partial<AnnouncementPromotion> = {}): AnnouncementPromotion => ({
  id,
  title,
  content: `<p>About ${title}</p><img src="x" onerror="alert(1)">`,
  time: now - DAY,
  startDate: now - DAY,
  announcementImages: [{ url: `/art/${id}.svg`, sequence: 1 }],
  promoAnnouncementCategoryIds: [id === 1 ? 1 : 2],
  linkedPromotionId: id,
  ...extra,
});
const state = (promotionId: number, status: PromotionStateValue['status'], mechanic: PromotionStateValue['mechanic']) =>
  ({ promotionId, status, mechanic, promotionType: 'MANUAL', rewardAmount: 88 }) satisfies PromotionStateValue;
/** An approved application's reward as the reward list names it. */
const issued = (promId: number): RewardsClaimListValue[number] => ({
  rewardId: `PROMO-${promId}`,
  promId,
  eventName: 'Cashback',
  promotionType: 'MANUAL',
  rewardAmount: 88,
  rewardPoint: 0,
  expiry: null,
  approvedAt: now,
});

/** The Claim button, once the reward list has named the reward it claims. */
async function claimButton(): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Claim' });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function setup(hash: string, handlers: Record<string, (o: CallOptions) => unknown>, signedIn = true) {
  const call = vi.fn(async (endpoint: EndpointDef, options: CallOptions = {}) => handlers[endpoint.id]!(options));
  const gateway: GatewayClient = {
    call: call as GatewayClient['call'],
    prefetch: () => undefined,
    onMoneySettled: () => () => undefined,
  };
  if (signedIn) sessionStorage.setItem('token', 't');
  else sessionStorage.removeItem('token');
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { common: enCommon, promotions: enPromotions } },
    ns: ['common', 'promotions'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext value={{ gateway, session: createSessionStore() }}>
        <SiteSettingsContext
          value={{
            domains: [],
            status: { info: { imageCDNs: [], launchGameCDNs: [] } } as unknown as SiteSettings['status'],
            flags: {},
            registrationRules: {} as never,
          }}
        >
          <MemoryRouter initialEntries={[`/promotions${hash}`]}>
            <PromotionsPage />
          </MemoryRouter>
        </SiteSettingsContext>
      </ServicesContext>
    </I18nextProvider>,
  );
  return call;
}

const base = {
  'announcements.list': () => ({
    player: [],
    popup: [],
    banners: [],
    promotion: [promo(1, 'Cashback'), promo(2, 'Reload', { startDate: now + 2 * DAY })],
  }),
  'promotions.categories': () => ({
    categories: [
      { id: 1, name: 'Casino' },
      { id: 2, name: 'Deposit' },
    ],
  }),
};

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
});

describe('the promotions page', () => {
  it('shows cards with their status under category tabs; a visitor sees the period-based status', async () => {
    setup('', base, false);
    expect(await screen.findByRole('heading', { name: 'Cashback' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reload.*Coming soon/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Casino' }));
    expect(screen.queryByRole('heading', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('link', { name: /Cashback.*Join/ }).getAttribute('href')).toBe('/promotions#1');
  });

  it('opens one promotion by hash with its HTML sanitised, claims it and shows the amount paid', async () => {
    let claimed = false;
    const call = setup('#1', {
      ...base,
      'promotions.statuses': () => [state(1, claimed ? 'CLAIMED' : 'CLAIM', 'apply')],
      'rewards.claimList': () => [issued(1)],
      'rewards.claimIssued': () => {
        claimed = true;
        return { amount: 88, points: 0, balance: 5088, pointBalance: 0 };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashback' })).toBeTruthy();
    expect(await screen.findByText('About Cashback')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    const claim = await claimButton();
    await act(async () => fireEvent.click(claim));
    expect(await screen.findByText('88.00 was added to your main wallet.')).toBeTruthy();
    // Claimed from the reward list, as on the platform: the listed reward, with an idempotency key.
    const sent = call.mock.calls.filter(([e]) => e.id === 'rewards.claimIssued');
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]!.body).toEqual({ rewardId: 'PROMO-1', promotionType: 'MANUAL' });
    expect(sent[0]![1]!.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('promotion-status').textContent).toBe('Status: Claimed'));
  });

  it('tells a trial account in words why its claim was refused', async () => {
    setup('#1', {
      ...base,
      'promotions.statuses': () => [state(1, 'CLAIM', 'apply')],
      'rewards.claimList': () => [issued(1)],
      'rewards.claimIssued': () => {
        throw new GatewayError('in_need_true_account', 'Trial accounts need a real account', 403);
      },
    });
    fireEvent.click(await claimButton());
    expect(await screen.findByText(enPromotions.errors.in_need_true_account)).toBeTruthy();
  });

  it('links a deposit promotion to the deposit page', async () => {
    setup('#2', {
      ...base,
      'announcements.list': () => ({ player: [], popup: [], banners: [], promotion: [promo(2, 'Reload')] }),
      'promotions.statuses': () => [state(2, 'JOIN', 'deposit')],
    });
    const link = await screen.findByRole('link', { name: 'Go to deposit' });
    expect(link.getAttribute('href')).toBe('/member/depositv2');
  });

  it('does not invite a member who reached a deposit limit to deposit (issue 45)', async () => {
    const limit = (remaining: number) => ({
      limits: [{ kind: 'deposit', period: 'DAY', amount: 500_00, used: 500_00 - remaining, remaining }],
    });
    const call = setup('#2', {
      ...base,
      'announcements.list': () => ({ player: [], popup: [], banners: [], promotion: [promo(2, 'Reload')] }),
      'promotions.statuses': () => [state(2, 'JOIN', 'deposit')],
      'safer.status': () => limit(0),
    });
    await waitFor(() => expect(call.mock.calls.some(([e]) => e.id === 'safer.status')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('promotion-status').textContent).toBe('Status: Join'));
    expect(screen.queryByRole('link', { name: 'Go to deposit' })).toBeNull();
    cleanup();
    queryClient.clear();
    // With some allowance left, the invitation stands.
    setup('#2', {
      ...base,
      'announcements.list': () => ({ player: [], popup: [], banners: [], promotion: [promo(2, 'Reload')] }),
      'promotions.statuses': () => [state(2, 'JOIN', 'deposit')],
      'safer.status': () => limit(1),
    });
    expect(await screen.findByRole('link', { name: 'Go to deposit' })).toBeTruthy();
  });
});
