import { describe, expect, it } from 'vitest';
import royal from '../../site-config/royal/merchant.json';
import navigation from '../../site-config/navigation.json';
import type { MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { renderFirstScreen } from './first-screen-server';

const site = {
  merchant: royal as unknown as MerchantConfig,
  navigation: navigation as unknown as NavigationCatalogue,
  assetBase: '/site-config/royal/',
};

describe('the painted first screen', () => {
  it("has the header, the merchant's categories with the current one marked, and the footer, in the language asked", () => {
    const { markup, lang, dir } = renderFirstScreen(site, 'TY', '/rng');
    expect([lang, dir]).toEqual(['fil', 'ltr']);
    expect(markup).toContain('data-first-screen="TY"');
    expect(markup).toContain('>Mag-log in</a>');
    expect(markup).toMatch(/<a aria-current="page"[^>]*href="\/rng"[^>]*>Mga Slot<\/a>/);
    expect(markup).toMatch(/<footer/);
    expect(markup).toContain('Kailangan ng site na ito ang JavaScript');
  });

  it("frames the home page's banner and promotions, and shows another page's busy sign", () => {
    const home = renderFirstScreen(site, 'EN', '/').markup;
    expect(home).toContain('Welcome to Royal Ace');
    expect(home).toContain('Promotions');
    expect(home).not.toContain('role="status"');
    expect(renderFirstScreen(site, 'EN', '/member').markup).toContain('role="status"');
  });

  it("paints the home banner's first image the gateway named, marked for the app, and none on another page", () => {
    const src = 'https://img.example/art/first.png';
    expect(renderFirstScreen(site, 'EN', '/', src).markup).toMatch(
      /<img class="[^"]*" src="https:\/\/img\.example\/art\/first\.png" alt="" width="1200" height="400" fetchPriority="high" data-first-banner=""\/>/,
    );
    expect(renderFirstScreen(site, 'EN', '/').markup).not.toContain('<img class="bannerImage');
    expect(renderFirstScreen(site, 'EN', '/rng', src).markup).not.toContain(src);
  });

  it('keeps a side menu place beside the page except on the game pages that start with it closed', () => {
    expect(renderFirstScreen(site, 'EN', '/rng').markup).toMatch(/<aside/);
    expect(renderFirstScreen(site, 'EN', '/lottery').markup).not.toMatch(/<aside/);
  });

  it("speaks the merchant's default language where the asked one has no dictionary, as the app does", () => {
    const thai = renderFirstScreen(site, 'TH', '/');
    expect(thai.lang).toBe('th');
    expect(thai.markup).toContain('>Mag-log in</a>');
  });
});
