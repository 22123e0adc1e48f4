// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import royal from '../../../site-config/royal/merchant.json';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { DialogHost } from '@/components/dialog/dialog-host';
import { SiteContext } from '@/lib/config/site-context';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enMoney from '@/locales/en/money.json';
import enSms from '@/locales/en/sms.json';
import { PaymentPasswordForm } from './payment-password-forms';

function renderReset(smsAnswer: () => unknown) {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { common: enCommon, money: enMoney, sms: enSms } },
    ns: ['common', 'money', 'sms'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const fake = fakeGateway({ 'member.paymentPasswordSms': smsAnswer });
  render(
    <SiteContext
      value={{ merchant: royal as unknown as MerchantConfig, navigation: {} as NavigationCatalogue, assetBase: '/' }}
    >
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ServicesContext value={{ gateway: fake.gateway, session: createSessionStore() }}>
            <DialogHost>
              <PaymentPasswordForm mode="reset" onDone={() => undefined} />
            </DialogHost>
          </ServicesContext>
        </QueryClientProvider>
      </I18nextProvider>
    </SiteContext>,
  );
  return fake;
}

const form = () => screen.getByRole('form', { name: 'Forgot payment password' });
const button = (name: string | RegExp) => within(form()).getByRole('button', { name }) as HTMLButtonElement;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
    await vi.advanceTimersByTimeAsync(0);
  });

describe('the payment-password reset sends its code with the shared countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts expiredMinutes × 60 s down with the button disabled, then lets a new code be asked for', async () => {
    const { calls } = renderReset(() => ({ expiredMinutes: 3, mobileNum: '091****001' }));
    expect(within(form()).getByText('The code is sent by SMS to the mobile bound to your account.')).toBeTruthy();
    await click(button('Send code'));
    expect(calls('member.paymentPasswordSms')).toHaveLength(1);
    expect(button('New code in 180 s').disabled).toBe(true);
    expect(
      within(form()).getByText('A code has been sent. You can ask for a new one when the countdown ends.'),
    ).toBeTruthy();
    // A press while counting sends nothing.
    fireEvent.click(button('New code in 180 s'));
    await tick(1000);
    expect(button('New code in 179 s').disabled).toBe(true);
    await tick(178_000);
    expect(button('New code in 1 s').disabled).toBe(true);
    await tick(1000);
    expect(button('Send a new code').disabled).toBe(false);
    expect(within(form()).getByText('You can ask for a new code now.')).toBeTruthy();
    expect(calls('member.paymentPasswordSms')).toHaveLength(1);
    await click(button('Send a new code'));
    expect(calls('member.paymentPasswordSms')).toHaveLength(2);
    expect(button('New code in 180 s').disabled).toBe(true);
  });

  it("shows a refused send in the warning dialog with the gateway's message, then allows another try", async () => {
    renderReset(() => {
      throw new GatewayError('sms_throttled', 'Too many codes requested, try again later', 429);
    });
    await click(button('Send code'));
    await tick(0);
    const dialog = screen.getByRole('dialog', { name: 'The code could not be sent' });
    expect(within(dialog).getByText('Too many codes requested, try again later')).toBeTruthy();
    expect(button('Send code').disabled).toBe(false);
  });
});
