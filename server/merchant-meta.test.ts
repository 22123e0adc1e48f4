import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { afterMerchantTag, merchantMeta, merchantMetaTag } from './merchant-meta.ts';

const page = '<head><!--wl-merchant--></head>';
const configDir = path.resolve(import.meta.dirname, '../site-config');

describe('merchant pinning', () => {
  it('names the merchant and preloads its config', () => {
    const html = merchantMetaTag(page, 'solbet');
    expect(html).toContain('<meta name="wl-merchant" content="solbet" />');
    expect(html).toContain('href="/site-config/solbet/merchant.json"');
  });
  it('re-pins a page that a build already pinned, icon included', () => {
    const royal = merchantMetaTag(page, 'royal', merchantMeta(configDir, 'royal'));
    const html = merchantMetaTag(royal, 'solbet', merchantMeta(configDir, 'solbet'));
    expect(html).not.toContain('royal');
    expect(html.match(/wl-merchant/g)).toHaveLength(1);
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html.match(/rel="manifest"/g)).toHaveLength(1);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
  });
  it("makes the site installable: its manifest, the touch icon and the default theme's header colour", () => {
    const html = merchantMetaTag(page, 'solbet', merchantMeta(configDir, 'solbet'));
    expect(html).toContain('<link rel="manifest" href="/site-config/solbet/app/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/site-config/solbet/app/icon-192.png" />');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/i);
    expect(merchantMetaTag(page, 'royal', { languages: [], themeColor: 'red"><x' })).not.toContain('theme-color');
  });
  it('leaves the page alone without a merchant, and refuses an invalid code', () => {
    expect(merchantMetaTag(page, undefined)).toBe(page);
    expect(() => merchantMetaTag(page, '../etc')).toThrow(/not a valid merchant code/);
  });
  it('lists the merchant languages, the default first, for the loader to fetch a dictionary early', () => {
    const html = merchantMetaTag(page, 'royal', { languages: ['TY', 'EN', '"><script>'] });
    expect(html).toContain('<meta name="wl-merchant" content="royal" data-languages="TY,EN" />');
    expect(merchantMeta(configDir, 'royal').languages).toEqual(['TY', 'EN']);
    expect(merchantMeta(configDir, 'solbet').languages[0]).toBe('EN');
    expect(merchantMeta(configDir, 'nobody')).toEqual({ languages: [] });
  });
  it("declares the merchant's own icon (brand.favicon) with its type", () => {
    for (const code of ['royal', 'solbet']) {
      const meta = merchantMeta(configDir, code);
      expect(meta.icon).toBe('assets/favicon.svg');
      expect(merchantMetaTag(page, code, meta)).toContain(
        `<link rel="icon" href="/site-config/${code}/assets/favicon.svg" type="image/svg+xml" />`,
      );
    }
  });
  it('declares no icon whose path could leave the merchant folder or break the tag', () => {
    for (const icon of ['../royal/assets/logo.svg', 'assets/x.svg" onload="x', '/etc/passwd', 'assets/logo.txt'])
      expect(merchantMetaTag(page, 'royal', { languages: [], icon })).not.toContain('rel="icon"');
  });
  it("puts a script right after the merchant's tag, where pinning it (again) leaves the script after it", () => {
    const withScript = afterMerchantTag(page, '<script>early()</script>');
    expect(withScript).toBe('<head><!--wl-merchant--><script>early()</script></head>');
    const pinned = merchantMetaTag(withScript, 'royal', merchantMeta(configDir, 'royal'));
    expect(pinned).toMatch(
      /^<head><meta name="wl-merchant"[^>]*\/>(<link [^>]+>)+<meta name="theme-color"[^>]+><script>early\(\)<\/script><\/head>$/,
    );
    expect(merchantMetaTag(pinned, 'solbet', merchantMeta(configDir, 'solbet'))).toMatch(
      /content="solbet".*<script>early\(\)<\/script><\/head>$/,
    );
    expect(afterMerchantTag(merchantMetaTag(page, 'royal'), '<script>x</script>')).toMatch(
      /\/>(<link[^>]+>){4}<script>x/,
    );
    expect(() => afterMerchantTag('<head></head>', '<script>x</script>')).toThrow(/no merchant tag/);
  });
});
