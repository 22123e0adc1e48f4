import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_DIR } from '../../lib/paths.js';
import { loadSiteConfig } from '../../lib/site-config.js';
import { createWorld, type World } from '../index.js';
import type { Announcements, BannerArt } from '../types.js';
import { START } from '../test-helpers.js';

/* Issue 18: the mock's world reads like a real operator's site, per brand, in EN, TY and PT. */

const site = loadSiteConfig(DEFAULT_SITE_CONFIG_DIR);
const merchants = site.merchants.map((m) => m.seed);
/** The two shipped merchants this copy is checked against; a merchant an operator adds does not change the test. */
const shipped = site.merchants.filter((m) => m.code === 'royal' || m.code === 'solbet');
const make = (seed = 42): World => createWorld({ seed, merchants, patterns: site.patterns, fixedStart: START });
const LANGUAGES = ['EN', 'TY', 'PT'] as const;

const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const stem = (url: string): string => url.replace(/^.*\//, '').replace(/\.svg$/, '');
/** Everything a member sees: notices, popups (all three audiences), promotions, banner art, help. */
function everything(w: World, merchantCode: string, language: string) {
  const visitor = w.content.announcements({ merchantCode, language });
  const member = w.content.announcements({ merchantCode, language, accountId: 1, firstLogin: true, types: ['PU'] });
  const a: Announcements = { ...visitor, popup: [...visitor.popup, ...member.popup] };
  const images = [
    ...a.banners.map((b) => b.url),
    ...a.promotion.flatMap((p) => p.announcementImages.map((i) => i.url)),
  ];
  const art = images.map((url) => w.content.bannerArt(stem(url)));
  return { a, art, images, help: w.content.helpCenter(language, merchantCode) };
}
const artWords = (art: BannerArt | undefined): string[] =>
  art ? [art.kicker, art.headline, art.subline, art.cta, art.smallPrint ?? ''] : [];
const svgText = (svg: string): string =>
  [...svg.matchAll(/<(title|text)[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]).join(' | ');

describe('the world copy', () => {
  const w = make();

  it('shows no internal id in any title, body or piece of art, in any language or brand', () => {
    for (const m of shipped)
      for (const language of LANGUAGES) {
        const { a, art, images, help } = everything(w, m.defaultMerchantCode, language);
        const visible = [
          ...a.player.flatMap((n) => [n.title, text(n.content)]),
          ...a.popup.flatMap((p) => [p.title, text(p.content)]),
          ...a.promotion.flatMap((p) => [p.title, text(p.content)]),
          ...art.flatMap(artWords),
          ...images.map((url) => svgText(w.art.banner(stem(url)))),
          ...help.flatMap((h) => [h.category, h.title, text(h.content)]),
        ];
        expect(art.every(Boolean), 'every image has words').toBe(true);
        expect(visible.every((v) => v.trim().length > 0 || v === '')).toBe(true);
        const ids = [
          ...a.banners.flatMap((b) => [b.id, b.linkage ?? '']),
          ...images.map(stem),
          ...m.seed.merchantCodes,
        ].filter((id) => id.length > 2 && id !== '/promotions');
        const numericIds = [...a.promotion, ...a.popup].map((x) => String(x.id));
        for (const v of visible) {
          expect(v, v).not.toMatch(/w_(home|reg|leftmenu|forget)|promo-\d|Promotion \w+-\d|[A-Z]{2,}-[A-Z]+-\d/);
          for (const id of ids) expect(v.includes(id), `"${v}" shows ${id}`).toBe(false);
          for (const id of numericIds) expect(v, `"${v}" shows ${id}`).not.toMatch(new RegExp(`\\b${id}\\b`));
        }
      }
  });

  it('never repeats a title as its body', () => {
    for (const language of LANGUAGES) {
      const { a, help } = everything(w, 'royal', language);
      for (const item of [...a.player, ...a.popup, ...a.promotion, ...help]) {
        const body = text(item.content);
        expect(body.length, item.title).toBeGreaterThan(item.title.length);
        expect(body.includes(item.title), `${item.title} is its own body`).toBe(false);
      }
    }
  });

  it('writes TY and PT for real, answers PT-BR in PT and unknown languages in EN', () => {
    const en = everything(w, 'solbet', 'EN');
    for (const language of ['TY', 'PT'] as const) {
      const other = everything(w, 'solbet', language);
      const pairs = (x: typeof en) => [
        ...x.a.player.map((n) => [n.title, n.content]),
        ...x.a.popup.map((p) => [p.title, p.content]),
        ...x.a.promotion.map((p) => [p.title, p.content]),
        ...x.art.map((art) => [art!.subline, art!.cta]),
        ...x.help.map((h) => [h.title, h.content]),
      ];
      const theirs = pairs(other);
      pairs(en).forEach(([title, body], i) => {
        expect(theirs[i]![0], `${language} of "${title}"`).not.toBe(title);
        expect(theirs[i]![1], `${language} body of "${title}"`).not.toBe(body);
      });
      // Same world: the same items in every language, only the words differ.
      expect(other.a.promotion.map((p) => p.id)).toEqual(en.a.promotion.map((p) => p.id));
      expect(other.a.banners.map((b) => [b.id, b.linkageType, b.linkage])).toEqual(
        en.a.banners.map((b) => [b.id, b.linkageType, b.linkage]),
      );
    }
    expect(w.content.announcements({ merchantCode: 'solbet', language: 'PT-BR' }).promotion).toEqual(
      everything(w, 'solbet', 'PT').a.promotion,
    );
    expect(w.content.announcements({ merchantCode: 'solbet', language: 'JA' }).player).toEqual(en.a.player);
    expect(w.content.helpCenter('xx', 'solbet')).toEqual(en.help);
    // Help categories are translated; their codes (the site opens TERMS on #term) are not.
    const terms = (language: string) =>
      w.content.helpCenter(language, 'solbet').filter((h) => h.categoryCode === 'TERMS');
    expect(terms('EN').map((h) => h.category)).toEqual(['Terms']);
    expect(terms('TY').map((h) => h.category)).toEqual(['Mga Tuntunin']);
    expect(terms('PT').map((h) => h.category)).toEqual(['Termos']);
    expect(everything(w, 'solbet', 'PT').help.map((h) => h.categoryCode)).toEqual(en.help.map((h) => h.categoryCode));
  });

  it("names the merchant's own brand, never the other one's, and prices in its currency", () => {
    const brands = shipped.map((m) => (m.raw.brand as { name: string }).name);
    expect(brands).toEqual(['Royal Ace', 'SolBet']);
    shipped.forEach((m, k) => {
      const brand = brands[k]!;
      const other = brands[1 - k]!;
      for (const language of LANGUAGES) {
        const { a, art, help } = everything(w, m.defaultMerchantCode, language);
        const visitorPopup = a.popup.find((p) => p.execution === 'B')!;
        expect(visitorPopup.title).toContain(brand);
        expect(a.player.filter((n) => `${n.title} ${n.content}`.includes(brand)).length).toBeGreaterThanOrEqual(3);
        for (const p of a.promotion) expect(text(p.content)).toContain(brand);
        expect(art.filter((x) => x!.kicker === brand).length).toBeGreaterThanOrEqual(5);
        expect(help.some((h) => h.content.includes(brand))).toBe(true);
        const all = JSON.stringify([a, art, help]);
        expect(all.includes(other), `${m.code} ${language} names ${other}`).toBe(false);
        expect(all).toContain(m.code === 'royal' ? '₱' : 'R$');
      }
    });
    // The visitor popup advertises the merchant's own welcome bonus.
    expect(everything(w, 'RA88', 'EN').a.popup[0]!.content).toContain('₱131,000');
    expect(everything(w, 'SB01', 'PT').a.popup[0]!.content).toContain('R$\u00a05.000');
  });

  it('serves HTML of a few plain tags, and small accessible art', () => {
    for (const language of LANGUAGES) {
      const { a, images, help } = everything(w, 'royal', language);
      for (const html of [...a.player, ...a.popup, ...a.promotion, ...help].map((x) => x.content)) {
        expect(html).toMatch(/^<p>/);
        expect(html).not.toMatch(/<(?!\/?(p|strong|h3|ol|ul|li)>)/);
      }
      for (const p of a.promotion)
        expect(p.content).toMatch(/<h3>[^<]+<\/h3><ol>(<li>[^<]+(<strong>[^<]+<\/strong>[^<]*)*<\/li>)+<\/ol>/);
      for (const url of images) {
        const svg = w.art.banner(stem(url));
        expect(Buffer.byteLength(svg)).toBeLessThan(2048);
        expect(svg).toMatch(/<title id="[^"]+">[^<]{8,}<\/title>/);
      }
    }
  });

  it('is the same world for the same seed, and another for another seed', () => {
    const again = make();
    for (const language of LANGUAGES) {
      const one = everything(w, 'royal', language);
      const two = everything(again, 'royal', language);
      expect(two.a).toEqual(one.a);
      expect(two.help).toEqual(one.help);
      expect(one.images.map((u) => again.art.banner(stem(u)))).toEqual(one.images.map((u) => w.art.banner(stem(u))));
    }
    const promos = (seed: number) =>
      JSON.stringify(make(seed).content.announcements({ merchantCode: 'royal', language: 'EN', types: ['PR'] }));
    expect(new Set([1, 2, 3, 4].map(promos)).size).toBeGreaterThan(1);
  });

  it('draws nothing for an image name it never served', () => {
    expect(w.content.bannerArt('w_home-1')).toBeUndefined();
    expect(w.content.bannerArt('royal-en-promo-1')).toBeUndefined();
    expect(w.content.bannerArt('nosuchmerchant-en-home-1')).toBeUndefined();
    expect(svgText(w.art.banner('w_home-1'))).not.toMatch(/w_home/);
  });
});
