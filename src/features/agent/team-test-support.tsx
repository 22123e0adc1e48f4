import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import royal from '../../../site-config/royal/merchant.json';
import type { SystemRegisterSettingsValue } from '@/generated/api-types';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { SiteContext } from '@/lib/config/site-context';
import { SiteSettingsContext, type SiteSettings } from '@/lib/config/site-settings';
import type { GatewayClient } from '@/lib/gateway/client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enAgent from '@/locales/en/agent.json';
import enCommon from '@/locales/en/common.json';
import enMoney from '@/locales/en/money.json';

/** Renders an agent page with royal's config and the EN agent, money and common dictionaries. */
export function renderTeamPage(ui: ReactElement, gateway: GatewayClient, flags: Record<string, boolean> = {}) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { common: enCommon, money: enMoney, agent: enAgent } },
    ns: ['common', 'money', 'agent'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return render(
    <SiteContext
      value={{ merchant: royal as unknown as MerchantConfig, navigation: {} as NavigationCatalogue, assetBase: '/' }}
    >
      <I18nextProvider i18n={i18n}>
        <ServicesContext value={{ gateway, session: createSessionStore() }}>
          <SiteSettingsContext
            value={{
              domains: [],
              status: {} as SiteSettings['status'],
              flags,
              registrationRules: royal.registrationRules as unknown as SystemRegisterSettingsValue,
            }}
          >
            {ui}
          </SiteSettingsContext>
        </ServicesContext>
      </I18nextProvider>
    </SiteContext>,
  );
}

export const WALLET = {
  balance: 25_000,
  sumBalance: 25_000,
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'F',
};
