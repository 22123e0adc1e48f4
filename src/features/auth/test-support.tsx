import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import royal from '../../../site-config/royal/merchant.json';
import type { SystemRegisterSettingsValue } from '@/generated/api-types';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { DialogHost } from '@/components/dialog/dialog-host';
import { SiteContext } from '@/lib/config/site-context';
import { SiteSettingsContext, type SiteSettings } from '@/lib/config/site-settings';
import { fakeGateway as sharedFakeGateway, type FakeHandlers } from '@/lib/gateway/fake-gateway';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import { createTestI18n } from '@/schema-ui/test-i18n';

/** jsdom has <dialog> without showModal(): enough of it for the dialog host (open attribute, close). */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Tests only: a gateway answering by catalogue id; a handler throws a GatewayError to refuse. */
export type Handlers = FakeHandlers;

/** The shared fake, plus the bodies (or queries) sent to one endpoint, in order. */
export function fakeGateway(handlers: Handlers) {
  const fake = sharedFakeGateway(handlers);
  const sent = (id: string) => fake.calls(id).map((options) => options.body ?? options.query);
  return { gateway: fake.gateway, call: fake.call, sent };
}

export const ROYAL = royal as unknown as MerchantConfig;
export const ROYAL_RULES = royal.registrationRules as unknown as SystemRegisterSettingsValue;
export const ROYAL_FLAGS: Record<string, boolean> = Object.fromEntries(
  Object.entries(royal.siteFlags).map(([k, v]) => [k, v === '1' || v === true]),
);

export interface Setup {
  handlers: Handlers;
  flags?: Record<string, boolean>;
  rules?: SystemRegisterSettingsValue;
  merchant?: MerchantConfig;
  language?: 'EN' | 'TY';
  /** The status answer (its info.gw turns Geetest on). */
  status?: SiteSettings['status'];
}

export function renderAuth(ui: ReactElement, setup: Setup) {
  installDialogPolyfill();
  const fake = fakeGateway(setup.handlers);
  const session = createSessionStore();
  const merchant = setup.merchant ?? ROYAL;
  const result = render(
    <SiteContext value={{ merchant, navigation: {} as NavigationCatalogue, assetBase: '/' }}>
      <I18nextProvider i18n={createTestI18n(setup.language)}>
        <ServicesContext value={{ gateway: fake.gateway, session }}>
          <SiteSettingsContext
            value={{
              status: setup.status ?? ({} as SiteSettings['status']),
              domains: [],
              flags: setup.flags ?? ROYAL_FLAGS,
              registrationRules: setup.rules ?? ROYAL_RULES,
            }}
          >
            <DialogHost>{ui}</DialogHost>
          </SiteSettingsContext>
        </ServicesContext>
      </I18nextProvider>
    </SiteContext>,
  );
  return { ...result, ...fake, session };
}

/** A status answer naming a Geetest id and version (the rest of it is not read by the accounts forms). */
export const geetestStatus = (version: 'v3' | 'v4', id = `${version}-geetest-id`) =>
  ({ info: { gw: { GEETEST_ID: id, GEETEST_VERSION: version } } }) as unknown as SiteSettings['status'];

/** A label as shown: its text, then the required marker when there is one. */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
