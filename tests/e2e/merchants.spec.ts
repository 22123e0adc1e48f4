import { expect, test } from './support/fixtures';
import { bcp47, type PlatformLanguage } from '../../src/lib/i18n/languages';
import { expectNoAxeViolations } from './support/axe';
import { merchantUrl, readDomainMap, readMerchants } from './support/site-config';

const merchants = readMerchants();

test('there are at least two merchants to serve', () => {
  expect(merchants.length).toBeGreaterThanOrEqual(2);
});

for (const merchant of merchants) {
  test.describe(`merchant ${merchant.code}`, () => {
    test('its own domain shows its brand, language, theme and navigation', async ({ page }) => {
      await page.goto(merchantUrl(merchant));
      await expect(page.getByRole('link', { name: new RegExp(merchant.brand.name) }).first()).toBeVisible();
      await expect(page).toHaveTitle(merchant.brand.name);
      await expect(page.locator('html')).toHaveAttribute('lang', bcp47(merchant.languages.default as PlatformLanguage));
      await expect(page.locator('html')).toHaveAttribute('data-theme', merchant.theme.default);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(hexToRgb(merchant.theme.palettes[merchant.theme.default].background));
      const nav = page.getByRole('navigation', { name: /./ }).first();
      await expect(nav.getByRole('link')).toHaveCount(merchant.navigation.order.length);
      await expectNoAxeViolations(page);
    });
  });
}

test('an unknown host falls back to the default merchant', async ({ page }) => {
  const fallback = merchants.find((m) => m.code === readDomainMap().defaultMerchant)!;
  await page.goto('/');
  await expect(page).toHaveTitle(fallback.brand.name);
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
