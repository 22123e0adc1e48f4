import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appColours, writeWebApps } from './web-app.ts';

const configDir = path.resolve(import.meta.dirname, '../site-config');

/** A PNG's size (its header) and RGBA pixels, read back through the renderer: the image drawn at its own size. */
function readPng(png: Buffer) {
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  const href = `data:image/png;base64,${png.toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
  const image = new Resvg(svg).render();
  return { width: image.width, height: image.height, data: image.pixels };
}

describe('the web app each merchant installs as', () => {
  let out: string;
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'web-app-'));
    await writeWebApps(configDir, out, ['royal', 'solbet']);
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it("lists the icons it drew, in the default palette's colours (the page's check is in phone-first.spec.ts)", async () => {
    for (const code of ['royal', 'solbet']) {
      const merchant = JSON.parse(await readFile(path.join(configDir, code, 'merchant.json'), 'utf8'));
      const manifest = JSON.parse(await readFile(path.join(out, code, 'app/manifest.webmanifest'), 'utf8'));
      expect([manifest.theme_color, manifest.background_color]).toEqual(Object.values(appColours(merchant)));
      for (const icon of manifest.icons as { src: string }[])
        expect((await readFile(path.join(out, icon.src.replace(/^\/site-config\//, '')))).length).toBeGreaterThan(0);
    }
  });

  it("draws the merchant's icon at each size on its background, not an empty square", async () => {
    for (const size of [192, 512]) {
      const png = readPng(await readFile(path.join(out, 'royal', `app/icon-${size}.png`)));
      expect([png.width, png.height]).toEqual([size, size]);
      const colours = new Set<number>();
      for (let i = 0; i < png.data.length; i += 4 * 97) colours.add(png.data.readUInt32BE(i));
      // The background, the crown's gold and the edges between them.
      expect(colours.size).toBeGreaterThan(3);
      // A corner is the palette's background, opaque.
      const [r, g, b, a] = png.data;
      expect(`#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`).toBe('#12101f');
      expect(a).toBe(255);
    }
  });
});
