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

  it("paints the home banner's first image the gateway named, its image host marked for the app", () => {
    const banner = 'https://img.example/art/first.png';
    const home = renderFirstScreen(site, 'EN', '/', { imageHost: 'https://img.example/', banner }).markup;
    expect(home).toMatch(
      /<img class="[^"]*" src="https:\/\/img\.example\/art\/first\.png" alt="" width="1200" height="400" fetchPriority="high"\/>/,
    );
    expect(home).toContain('data-image-host="https://img.example/"');
    expect(renderFirstScreen(site, 'EN', '/').markup).not.toMatch(/<img [^>]*fetchPriority|data-image-host/);
  });

  it("paints a game list's vendors, selections and first games the gateway sent, on the image host", () => {
    const game = (n: number) =>
      ({
        nodeId: `PG-${n}`,
        gameId: n,
        displayName: `Lucky ${n}`,
        vassalage: 'PG',
        iconUrl: `/icon/${n}.png`,
      }) as never;
    const lanes = [
      {
        title: 'RNG',
        gameType: 'RNG' as const,
        gameClassify: ['Crash'],
        cards: [{ vassalage: 'PG', accountTypeId: 1, accountTypeName: 'PG Soft', gameType: 'RNG' as const }],
      },
    ];
    const list = {
      search: '?selection=HOT',
      lanes,
      page: { games: [1, 2, 3, 4, 5, 6, 7].map(game), pageNo: 1, totalPages: 3, totalCount: 45 },
    };
    const markup = renderFirstScreen(site, 'EN', '/rng', { imageHost: 'https://img.example', list }).markup;
    expect(markup).toContain('<h1>Slots</h1>');
    expect(markup).toMatch(/href="\/rng\?selection=HOT&amp;vassalage=PG"[^>]*><span>PG Soft<\/span>/);
    expect(markup).toMatch(/<a aria-current="page" class="[^"]*" href="\/rng\?selection=HOT"[^>]*>Hot<\/a>/);
    expect(markup).toMatch(/href="\/rng\?selection=HOT&amp;classify=Crash"[^>]*>Crash games<\/a>/);
    expect(markup).toContain('data-painted-games="EN"');
    expect(markup).toMatch(/<input [^>]*type="search" readOnly=""/);
    // The tiles whose images load at once, from the host the app keeps to; the others hold their places.
    expect(markup).toContain('src="https://img.example/icon/1.png"');
    expect(markup).toMatch(/<li aria-posinset="6" aria-setsize="45">.*<h2 [^>]*>Lucky 6<\/h2>/);
    expect(markup).not.toContain('Lucky 7');
    expect(markup).toMatch(/<li aria-hidden="true"><div class="[^"]*skeleton/);
    expect(markup).toContain('Showing 7 of 45 games');
    // Without the gateway's answer, the list's busy sign as before.
    expect(renderFirstScreen(site, 'EN', '/rng').markup).toContain('boot-splash');
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
