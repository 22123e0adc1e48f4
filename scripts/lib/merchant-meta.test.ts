import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { merchantLanguages, merchantMetaTag } from './merchant-meta.ts';

const page = '<head><!--wl-merchant--></head>';

describe('merchant pinning', () => {
  it('names the merchant and preloads its config', () => {
    const html = merchantMetaTag(page, 'solbet');
    expect(html).toContain('<meta name="wl-merchant" content="solbet" />');
    expect(html).toContain('href="/site-config/solbet/merchant.json"');
  });
  it('re-pins a page that a build already pinned', () => {
    const html = merchantMetaTag(merchantMetaTag(page, 'royal'), 'solbet');
    expect(html).not.toContain('royal');
    expect(html.match(/wl-merchant/g)).toHaveLength(1);
  });
  it('leaves the page alone without a merchant, and refuses an invalid code', () => {
    expect(merchantMetaTag(page, undefined)).toBe(page);
    expect(() => merchantMetaTag(page, '../etc')).toThrow(/not a valid merchant code/);
  });
  it('lists the merchant languages, the default first, for the loader to fetch a dictionary early', () => {
    const html = merchantMetaTag(page, 'royal', ['TY', 'EN', '"><script>']);
    expect(html).toContain('<meta name="wl-merchant" content="royal" data-languages="TY,EN" />');
    const configDir = path.resolve(import.meta.dirname, '../../site-config');
    expect(merchantLanguages(configDir, 'royal')).toEqual(['TY', 'EN']);
    expect(merchantLanguages(configDir, 'solbet')[0]).toBe('EN');
    expect(merchantLanguages(configDir, 'nobody')).toEqual([]);
  });
});
