import { act, cleanup, fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import royal from '../../../site-config/royal/merchant.json';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { DialogHost } from '@/components/dialog/dialog-host';
import { SiteContext } from '@/lib/config/site-context';
import type { GatewayClient } from '@/lib/gateway/client';
import { QueryProvider, queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enLater from '@/locales/en/later.json';
import enMember from '@/locales/en/member.json';
import enMoney from '@/locales/en/money.json';
import enSms from '@/locales/en/sms.json';

/**
 * Tests only: renders a member form that sends SMS codes, with royal's config, the EN common, money, member and sms
 * dictionaries and the dialog host (jsdom lacks showModal, so a stand-in opens and closes the dialog).
 */
export function renderSmsForm(ui: ReactElement, gateway: GatewayClient, session = createSessionStore()) {
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
    resources: { EN: { common: enCommon, money: enMoney, member: enMember, sms: enSms, later: enLater } },
    ns: ['common', 'money', 'member', 'sms', 'later'],
    defaultNS: 'common',
    fallbackNS: 'later',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return render(
    <MemoryRouter>
      <SiteContext
        value={{ merchant: royal as unknown as MerchantConfig, navigation: {} as NavigationCatalogue, assetBase: '/' }}
      >
        <I18nextProvider i18n={i18n}>
          <QueryProvider>
            <ServicesContext value={{ gateway, session }}>
              <DialogHost>{ui}</DialogHost>
            </ServicesContext>
          </QueryProvider>
        </I18nextProvider>
      </SiteContext>
    </MemoryRouter>,
  );
}

/** Tests only: each test of the calling file runs on fake timers with an empty query cache and session. */
export function fakeTimersPerTest() {
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    sessionStorage.clear();
  });
}

/** Tests only: lets the fake clock run `ms` (0: settle what is already due). */
export const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Tests only: clicks and lets what the click started settle. */
export const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
    await vi.advanceTimersByTimeAsync(0);
  });
