// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import royal from '../../site-config/royal/merchant.json';
import navigation from '../../site-config/navigation.json';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { SiteContext } from '@/lib/config/site-context';
import { i18nOptions } from '@/lib/i18n/i18n-options';
import enCommon from '@/locales/en/common.json';
import enGames from '@/locales/en/games.json';
import { FirstScreen } from './first-screen';
import { renderFirstScreen } from './first-screen-server';

const site = {
  merchant: { ...royal, languages: { ...royal.languages, default: 'EN' } } as unknown as MerchantConfig,
  navigation: navigation as unknown as NavigationCatalogue,
  assetBase: '/site-config/royal/',
};

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page as the server sends it, then taken over by the app's first render. */
async function paintAndHydrate(path: string, onFollow = vi.fn()) {
  const { markup } = renderFirstScreen(site, 'EN', path);
  const container = document.createElement('div');
  container.innerHTML = markup.replace(/^(<link [^>]*\/>)*/, '');
  document.body.append(container);
  const i18n = i18next.createInstance();
  void i18n.init({
    ...i18nOptions('EN', 'EN', () => true),
    resources: { EN: { common: enCommon, games: enGames } },
    initAsync: false,
  });
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <SiteContext value={site}>
        <I18nextProvider i18n={i18n}>
          <FirstScreen path={path} language="EN" onFollow={onFollow} />
        </I18nextProvider>
      </SiteContext>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors, onFollow };
}

describe('the first screen', () => {
  it('is painted with the header, the categories, the banner frame and the footer, in the language asked', () => {
    const { markup, lang } = renderFirstScreen({ ...site, merchant: royal as unknown as MerchantConfig }, 'TY', '/');
    expect(lang).toBe('fil');
    expect(markup).toContain('Mag-log in');
    expect(markup).toContain('Mga Slot');
    expect(markup).toContain('aria-current="page"');
    expect(markup).toMatch(/<footer/);
  });

  it('is taken over by the app without a difference, on the home page and on another page', async () => {
    for (const path of ['/', '/rng', '/lottery']) {
      const { errors, container } = await paintAndHydrate(path);
      expect(errors, path).toEqual([]);
      expect(container.querySelector('[data-first-screen="EN"]'), path).not.toBeNull();
    }
  });

  it('keeps a side menu place beside the page except on the game pages that start with it closed', async () => {
    expect(renderFirstScreen(site, 'EN', '/rng').markup).toMatch(/<aside/);
    expect(renderFirstScreen(site, 'EN', '/lottery').markup).not.toMatch(/<aside/);
  });

  it('hands a followed link to the app instead of loading the page again', async () => {
    const { container, onFollow } = await paintAndHydrate('/');
    const slots = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Slots')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      slots.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(onFollow).toHaveBeenCalledWith('/rng');
  });
});
