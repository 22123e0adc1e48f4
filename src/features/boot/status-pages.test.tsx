// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import royal from '../../../site-config/royal/merchant.json';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { SiteContext } from '@/lib/config/site-context';
import { createTestI18n } from '@/schema-ui/test-i18n';
import { countryName, formatMaintenanceEnd, MaintenancePage, RegionBlockedPage } from './site-closed-pages';

const merchant = royal as unknown as MerchantConfig;

function renderPage(ui: ReactElement, language: 'EN' | 'TY' = 'EN') {
  return render(
    <SiteContext value={{ merchant, navigation: {} as NavigationCatalogue, assetBase: '/site-config/royal/' }}>
      <I18nextProvider i18n={createTestI18n(language)}>{ui}</I18nextProvider>
    </SiteContext>,
  );
}

afterEach(cleanup);

describe('status pages', () => {
  it('name the end of a maintenance in the visitor language and time zone', () => {
    const until = Date.UTC(2026, 10, 25, 14, 30);
    expect(formatMaintenanceEnd(until, 'en-PH', 'Asia/Manila')).toMatch(/Nov 25, 2026.*10:30\sPM.*(GMT\+8|PHT)/);
    expect(formatMaintenanceEnd(until, 'pt', 'Europe/Lisbon')).toMatch(/25.*2026.*14:30/);
    expect(formatMaintenanceEnd(until, 'fil', 'UTC')).toMatch(/^Nob 25, 2026.*2:30\sPM UTC$/);
  });

  it('show the merchant logo, and the end time only when the gateway gives one', () => {
    const until = Date.UTC(2026, 10, 25, 14, 30);
    const { rerender } = renderPage(<MaintenancePage until={until} customerService={null} />);
    expect(screen.getByRole('img', { name: 'Royal Ace' }).getAttribute('src')).toBe(
      '/site-config/royal/assets/logo.svg',
    );
    const time = screen.getByText(formatMaintenanceEnd(until, 'en'));
    expect(time.getAttribute('dateTime')).toBe('2026-11-25T14:30:00.000Z');
    expect(screen.getByText('Expected back:')).toBeTruthy();
    rerender(
      <SiteContext value={{ merchant, navigation: {} as NavigationCatalogue, assetBase: '/' }}>
        <I18nextProvider i18n={createTestI18n('EN')}>
          <MaintenancePage customerService={null} />
        </I18nextProvider>
      </SiteContext>,
    );
    expect(screen.queryByText('Expected back:')).toBeNull();
  });

  it('name the visitor country from its code, in the page language, beside the IP', () => {
    renderPage(<RegionBlockedPage location={{ ip: '203.0.113.7', country: 'PH' }} customerService={null} />, 'TY');
    expect(screen.getByText('Ang iyong bansa:').nextElementSibling?.textContent).toBe(countryName('PH', 'fil'));
    expect(countryName('PH', 'fil')).toBe('Pilipinas');
    expect(countryName('PH', 'en')).toBe('Philippines');
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Royal Ace' })).toBeTruthy();
  });

  it('leave out the country when the gateway does not know it, and keep an unknown code as it came', () => {
    renderPage(<RegionBlockedPage location={{ ip: '203.0.113.7' }} customerService={null} />);
    expect(screen.queryByText('Your country:')).toBeNull();
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
