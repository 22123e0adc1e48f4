import { describe, expect, it } from 'vitest';
import { assetName, checkAsset, MAX_ASSET_BYTES } from './assets.ts';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);
const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');

describe('checkAsset', () => {
  it('knows PNG, WebP and SVG by their content, whatever the name says', () => {
    expect(checkAsset(png)).toEqual({ ok: true, kind: 'png' });
    expect(checkAsset(webp)).toEqual({ ok: true, kind: 'webp' });
    expect(checkAsset(svg)).toEqual({ ok: true, kind: 'svg' });
  });

  it('refuses other files, empty files and big files with a reason', () => {
    expect(checkAsset(Buffer.from('GIF89a....'))).toEqual({
      ok: false,
      message: 'the file is not an SVG, PNG or WebP image',
    });
    expect(checkAsset(Buffer.alloc(0))).toEqual({ ok: false, message: 'the file is empty' });
    expect(checkAsset(Buffer.concat([png, Buffer.alloc(MAX_ASSET_BYTES)]))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^the file is 257 kB; logos and icons may be at most 256 kB$/),
    });
  });

  it('refuses an SVG that would run script when opened on its own', () => {
    for (const bad of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)">x</a></svg>',
    ]) {
      expect(checkAsset(Buffer.from(bad))).toMatchObject({ ok: false, message: expect.stringContaining('script') });
    }
  });
});

describe('assetName', () => {
  it('keeps the operator name, tidied, with the extension of what the file is', () => {
    expect(assetName('Acme Logo (final).PNG', 'png')).toBe('acme-logo-final.png');
    expect(assetName('../../evil.svg', 'svg')).toBe('evil.svg');
    expect(assetName('logo.png', 'svg')).toBe('logo.svg');
    expect(assetName('.svg', 'svg')).toBe('image.svg');
  });
});
