/**
 * What makes a merchant's site installable ("Add to home screen", the iOS lite app): a web app manifest with the
 * brand's name, colours and icons at 192 and 512 px, made from the merchant's icon (brand.favicon, else its logo) by
 * the build into dist/site-config/<code>/app/, where the site server and a static host serve it. No service worker:
 * an installed site opens the live pages, and nothing personal is ever cached for it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { MerchantConfig } from '../src/generated/config-types.ts';
import { iconType } from '../server/merchant-meta.ts';
import { APP_FOLDER, APP_ICON_SIZES, appIconFile, appPath, MANIFEST_FILE } from '../server/web-app-paths.ts';

type Merchant = Pick<MerchantConfig, 'code' | 'brand' | 'theme'>;

/** The colours an installed site opens with: the header's surface, and the page's background behind the splash. */
export function appColours(merchant: Pick<MerchantConfig, 'theme'>): { theme: string; background: string } {
  const palette = merchant.theme.palettes[merchant.theme.default];
  return { theme: palette.surface, background: palette.background };
}

export function webAppManifest(merchant: Merchant): Record<string, unknown> {
  const colours = appColours(merchant);
  return {
    id: '/',
    name: merchant.brand.name,
    short_name: merchant.brand.shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: APP_ICON_SIZES.map((size) => ({
      src: appPath(merchant.code, appIconFile(size)),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/**
 * The icon as a square PNG of `size` px: the image centred with a margin on the palette's background (launchers crop
 * to their own shape, and a brand's icon is seldom square).
 */
export function appIconPng(image: Buffer, type: string, size: number, background: string): Buffer {
  const inner = Math.round(size * 0.8);
  const at = (size - inner) / 2;
  const href = `data:${type};base64,${image.toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<image href="${href}" x="${at}" y="${at}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet"/>` +
    '</svg>';
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}

/** Writes each merchant's manifest and icons into `siteConfigOut` (dist/site-config). */
export async function writeWebApps(siteConfigDir: string, siteConfigOut: string, codes: readonly string[]) {
  for (const code of codes) {
    const merchant = JSON.parse(await readFile(path.join(siteConfigDir, code, 'merchant.json'), 'utf8')) as Merchant;
    const icon = merchant.brand.favicon ?? merchant.brand.logo;
    const type = iconType(icon);
    if (!/^image\/(svg\+xml|png|jpeg|webp)$/.test(type))
      throw new Error(`site-config/${code}: brand icon ${icon} must be SVG, PNG, JPEG or WebP to make the app icons`);
    const image = await readFile(path.join(siteConfigDir, code, icon));
    const out = path.join(siteConfigOut, code, APP_FOLDER);
    await mkdir(out, { recursive: true });
    const { background } = appColours(merchant);
    for (const size of APP_ICON_SIZES)
      await writeFile(path.join(out, appIconFile(size)), appIconPng(image, type, size, background));
    await writeFile(path.join(out, MANIFEST_FILE), JSON.stringify(webAppManifest(merchant), null, 2) + '\n');
  }
}
