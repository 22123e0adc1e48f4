import { render } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import royal from '../../../site-config/royal/merchant.json';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { SiteContext } from '@/lib/config/site-context';
import { SiteSettingsContext, type SiteSettings } from '@/lib/config/site-settings';
import type { GatewayClient } from '@/lib/gateway/client';
import { QueryProvider } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import { DialogHost } from '../dialog/dialog-host';

/** Boot settings with no CDN hosts: images and launches keep their own URLs. */
const SETTINGS = { status: { info: { imageCDNs: [], launchGameCDNs: [] } }, flags: {} } as unknown as SiteSettings;

/**
 * Tests only: renders a screen as the booted site shows it (royal's config, EN words of `namespaces`, the query
 * client, dialogs, a router at `path`) in front of `gateway`; `token` signs a member in first; `flags` are the
 * merchant's switches (none on by default).
 */
export function renderOnSite(
  ui: ReactNode,
  options: {
    gateway: GatewayClient;
    namespaces: Resource;
    path?: string;
    token?: string;
    flags?: Record<string, boolean>;
  },
) {
  const session = createSessionStore();
  if (options.token) session.signIn(options.token);
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: options.namespaces },
    ns: Object.keys(options.namespaces),
    defaultNS: 'common',
    fallbackNS: 'later',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <SiteContext
        value={{ merchant: royal as unknown as MerchantConfig, navigation: {} as NavigationCatalogue, assetBase: '/' }}
      >
        <I18nextProvider i18n={i18n}>
          <ServicesContext value={{ gateway: options.gateway, session }}>
            <SiteSettingsContext value={options.flags ? { ...SETTINGS, flags: options.flags } : SETTINGS}>
              <QueryProvider>
                <DialogHost>{ui}</DialogHost>
              </QueryProvider>
            </SiteSettingsContext>
          </ServicesContext>
        </I18nextProvider>
      </SiteContext>
    </MemoryRouter>,
  );
}
