import { test, expect, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyShippedConfig } from '../../scripts/config/test-support';
import { freePort, startProcess, stopProcess } from '../../scripts/lib/processes';
import AxeBuilder from '@axe-core/playwright';

/**
 * The config studio (`npm run studio`) as an operator uses it, on a copy of site-config: create a merchant from
 * nothing and see each change in the live preview, save it and serve it with `npm start`; edit a merchant and undo;
 * a file changed on disk meanwhile is detected, not overwritten.
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface Studio {
  child: ChildProcess;
  url: string;
  preview: string;
  configDir: string;
}

/** Starts a studio on a fresh copy of the shipped config; its address (with the token) is read from its output. */
async function startStudio(): Promise<Studio> {
  const configDir = await mkdtemp(path.join(os.tmpdir(), 'studio-e2e-'));
  await copyShippedConfig(configDir);
  const [port, previewPort] = [await freePort(), await freePort()];
  const args = ['studio/server/main.ts', '--no-build', '--config-dir', configDir, '--port', String(port)];
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [...args, '--preview-port', String(previewPort)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /studio: open (\S+)/.exec(seen);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the studio exited (${code}) before it was ready:\n${seen}`)));
  });
  return { child, url, preview: `http://127.0.0.1:${previewPort}`, configDir };
}

async function stopStudio(studio: Studio | undefined): Promise<void> {
  if (!studio) return;
  await stopProcess(studio.child);
  await rm(studio.configDir, { recursive: true, force: true });
}

/** The preview's page (the frame beside the form), as it is now: it reloads after each edit. */
const preview = (page: Page, merchant: string) => page.frameLocator(`iframe[title="Preview of merchant ${merchant}"]`);

/**
 * `read` run in the preview's page, or null while the preview is between two loads (it reloads after each edit), so
 * a poll waits for the state instead of failing on the navigation.
 */
async function inPreview<E extends Element, T>(locator: Locator, read: (element: E) => T): Promise<T | null>;
async function inPreview<E extends Element, T>(
  locator: Locator,
  read: (elements: E[]) => T,
  all: true,
): Promise<T | null>;
async function inPreview(locator: Locator, read: (x: never) => unknown, all = false): Promise<unknown> {
  try {
    return all
      ? await locator.evaluateAll(read as (e: Element[]) => unknown)
      : await locator.evaluate(read as (e: Element) => unknown, undefined, { timeout: 2000 });
  } catch {
    return null;
  }
}

/**
 * Fills a field of the studio's form. The preview loads again after each edit and the site focuses its popups as it
 * loads; text typed while the preview holds the focus is lost (useKeepFocus gives the focus back a moment later), as
 * it would be for an operator, who would type it again. So does this: until the field holds the value.
 */
async function fillField(field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

let studio: Studio | undefined;
test.afterEach(async () => {
  await stopStudio(studio);
  studio = undefined;
});

test('an operator creates a merchant from nothing, sees each change in the preview, saves it and serves it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  studio = await startStudio();
  const started = Date.now();
  await page.goto(studio.url);

  // New merchant: the scaffold of npm run merchant:new.
  await page.getByRole('button', { name: 'New merchant' }).click();
  const dialog = page.getByRole('dialog', { name: 'New merchant' });
  await dialog.getByLabel('Merchant id (folder name)').fill('acme');
  await dialog.getByLabel('Brand name').fill('Acme Casino');
  await dialog.getByLabel('Domain').fill('acme.example');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Merchant acme created with the same scaffold as npm run merchant:new.')).toBeVisible();
  await expect(page.getByLabel('File')).toHaveValue('acme/merchant.json');
  const site = preview(page, 'acme');
  await expect(site.getByRole('link', { name: /Acme Casino/ }).first()).toBeVisible();

  // Name: typed in the generated form (its schema description as help), shown by the preview.
  await expect(page.getByText('Full brand name, shown in the header, page titles')).toBeVisible();
  await fillField(page.locator('#root_brand_name'), 'Acme Royale');
  await expect(site.getByRole('link', { name: /Acme Royale/ }).first()).toBeVisible();

  // Domain and merchant code: one table; the domain map follows.
  await openSection(page, 'Domains and codes');
  await fillField(page.getByLabel('Default merchant code'), 'ACME01');
  await fillField(page.getByLabel('Host to add'), 'www.acme.example');
  await page.getByRole('button', { name: 'Add host' }).click();
  await expect(page.getByTestId('hosts').getByRole('row', { name: /www\.acme\.example/ })).toContainText('yes');
  // The preview's pages are read from the gateway with the new code (the mock was restarted with it): the page the
  // server rendered hands over the boot reads it made, which a gateway that does not know the code refuses.
  const handedOver = (root: Element) => {
    const text = root.ownerDocument.getElementById('wl-rendered')?.textContent;
    const handover = text ? (JSON.parse(text) as { site: { merchant: { merchantCodes: { default: string } } } }) : null;
    return handover && { code: handover.site.merchant.merchantCodes.default, booted: 'boot' in handover };
  };
  await expect.poll(() => inPreview(site.locator('body'), handedOver)).toEqual({ code: 'ACME01', booted: true });

  // A palette that first fails contrast, then is fixed.
  await openSection(page, 'Theme');
  await fillField(page.locator('#colour-dark-text'), '#3a3f47');
  const textOnBackground = page
    .getByTestId('pairs-dark')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'text / background', exact: true }) });
  await expect(textOnBackground).toContainText('fail');
  await expect(page.getByTestId('all-findings')).toContainText(
    '/theme/palettes/dark/text: text #3a3f47 on background #111418 has a contrast of',
  );
  const textColour = (html: HTMLElement) => html.style.getPropertyValue('--color-text');
  await expect.poll(() => inPreview(site.locator('html'), textColour)).toBe('#3a3f47');
  await fillField(page.locator('#colour-dark-text'), '#f7f7f7');
  await expect(textOnBackground).toContainText('pass');
  await expect(page.getByTestId('check-summary')).toHaveText('config:check finds nothing: this configuration passes.');
  await expect.poll(() => inPreview(site.locator('html'), textColour)).toBe('#f7f7f7');

  // Languages: Portuguese added; the preview offers it and speaks it.
  await openSection(page, 'Languages');
  await page.getByLabel('Language to add').selectOption('PT');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('languages')).toContainText('PT');
  await page.getByLabel('Language', { exact: true }).selectOption('PT');
  await expect(site.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByLabel('Language', { exact: true }).selectOption('EN');
  await expect(site.locator('html')).toHaveAttribute('lang', 'en');

  // Logo: uploaded, checked by content, shown by the preview.
  await openSection(page, 'Brand');
  await page.getByLabel('Upload logo (SVG, PNG or WebP, at most 256 kB)').setInputFiles({
    name: 'Acme Logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 36"><rect width="150" height="36" fill="#c00"/></svg>',
    ),
  });
  await expect(page.locator('#root_brand_logo')).toHaveValue('assets/acme-logo.svg');
  await expect(site.locator('header img').first()).toHaveAttribute('src', '/site-config/acme/assets/acme-logo.svg');

  // Navigation: Sports moved before Live Casino.
  await openSection(page, 'Navigation and home');
  await page.getByRole('button', { name: 'Move SPORTS up' }).click();
  await expect(page.getByTestId('nav-order').getByRole('listitem').nth(5)).toContainText('SPORTS');
  const categories = site.getByRole('navigation').first().getByRole('link');
  await expect
    .poll(() => inPreview(categories, (links) => links.map((a) => a.textContent).join(','), true))
    .toMatch(/Sports,Live Casino/);

  // Member menu: the VIP page added from the routes catalogue, seen by a member.
  await openSection(page, 'Member and agent menus');
  await page.getByLabel('Page to add (routes catalogue)').first().selectOption('/member/vip');
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(page.getByTestId('memberMenu-entries')).toContainText('vip /member/vip member.vip');
  await page.getByLabel('Seen by').selectOption('member');
  await page.getByLabel('Page', { exact: true }).selectOption('/member');
  await expect(site.getByRole('link', { name: 'VIP', exact: true }).first()).toBeVisible();

  // Save: the diff against the file on disk, then written.
  await page.getByRole('button', { name: /^Review and save/ }).click();
  const review = page.getByRole('dialog', { name: 'Changes to save' });
  await expect(review.getByTestId('diff-acme/merchant.json')).toContainText('+     "name": "Acme Royale",');
  await expect(review.getByTestId('diff-domains.json')).toContainText('"www.acme.example": "acme"');
  await review.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toContainText('acme/merchant.json');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'creation walk', description: `${seconds} s` });
  console.log(`studio creation walk: ${seconds} s`);

  const saved = await readFile(path.join(studio.configDir, 'acme/merchant.json'), 'utf8');
  expect(saved.startsWith('{\n  "$schema": "../../schemas/config/merchant.schema.json",\n  "code": "acme",')).toBe(
    true,
  );
  expect(saved.endsWith('}\n')).toBe(true);
  const check = await run(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/config-check.ts', '--dir', studio.configDir],
    {
      cwd: root,
    },
  );
  expect(check.stdout).toMatch(/^config:check OK: .* 3 merchants \(acme, royal, solbet/);

  // npm start -- --merchant acme serves it.
  const port = await freePort();
  const site2 = await startProcess(
    root,
    // A cold server's first reads can pass the 300 ms a page waits for them by default on a busy machine.
    [
      'scripts/start.ts',
      '--no-build',
      '--merchant',
      'acme',
      '--port',
      String(port),
      '--config-dir',
      studio.configDir,
      '--first-read-wait',
      '5000',
    ],
    /site and mock gateway on/,
  );
  try {
    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toContain('Acme Royale');
    expect(home).toContain('/site-config/acme/assets/acme-logo.svg');
    const logo = await fetch(`http://127.0.0.1:${port}/site-config/acme/assets/acme-logo.svg`);
    expect(logo.status).toBe(200);
  } finally {
    await stopProcess(site2);
  }
});

test('an operator edits a merchant, sees it in the preview and undoes it; the studio is axe-clean', async ({
  page,
}) => {
  studio = await startStudio();
  await page.goto(studio.url);
  await expect(page.getByLabel('File')).toHaveValue('royal/merchant.json');
  const site = preview(page, 'royal');
  await expect(site.getByRole('link', { name: /Royal Ace/ }).first()).toBeVisible();

  await fillField(page.locator('#root_brand_name'), 'Royal Ace Deluxe');
  await expect(site.getByRole('link', { name: /Royal Ace Deluxe/ }).first()).toBeVisible();
  await expect(page.getByLabel('File')).toContainText('royal/merchant.json (unsaved changes)');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('#root_brand_name')).toHaveValue('Royal Ace');
  await expect(site.getByRole('link', { name: /Royal Ace$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.locator('#root_brand_name')).toHaveValue('Royal Ace Deluxe');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('#root_brand_name')).toHaveValue('Royal Ace');

  // A label key no language translates: the checker's message on its field and on its line of the raw JSON.
  await openSection(page, 'Footer and social');
  await fillField(page.locator('#root_footer_help_0_labelKey'), 'footer.faq');
  const message =
    '"footer.faq" has no translation in src/locales/ty/, src/locales/en/ (common.json or later.json), so the page would show the raw key: add it there or use a key that exists';
  await expect(
    page.locator('#root_footer_help_0_labelKey').locator('xpath=ancestor::div[contains(@class,"form-group")][1]'),
  ).toContainText(message);
  await page.getByRole('button', { name: 'Raw JSON' }).click();
  await expect(page.getByTestId('raw-findings')).toContainText(`/footer/help/0/labelKey: ${message}`);
  await expect(page.getByTestId('raw-findings')).toContainText(/line \d+ \/footer\/help\/0\/labelKey/);
  await page.getByRole('button', { name: 'Form', exact: true }).click();

  await expectNoAxeViolationsOutsidePreview(page);
});

test('a file changed on disk meanwhile is detected and not overwritten', async ({ page }) => {
  studio = await startStudio();
  await page.goto(studio.url);
  await fillField(page.locator('#root_brand_name'), 'Royal Ace Draft');
  const file = path.join(studio.configDir, 'royal/merchant.json');
  const elsewhere = (await readFile(file, 'utf8')).replace('"shortName": "RoyalAce"', '"shortName": "RoyalOther"');
  await writeFile(file, elsewhere);
  await expect(
    page.getByRole('alert').filter({ hasText: 'royal/merchant.json changed on disk since you opened it' }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Review and save/ }).click();
  const review = page.getByRole('dialog', { name: 'Changes to save' });
  await review.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(review.getByRole('alert')).toContainText(
    'royal/merchant.json changed on disk since you opened it; nothing was saved.',
  );
  expect(await readFile(file, 'utf8')).toBe(elsewhere);

  await review.getByRole('button', { name: 'Load royal/merchant.json from disk' }).click();
  await expect(page.locator('#root_brand_shortName')).toHaveValue('RoyalOther');
  await expect(page.locator('#root_brand_name')).toHaveValue('Royal Ace');
  await page.getByRole('button', { name: 'Undo' }).click(); // the draft is not lost
  await expect(page.locator('#root_brand_name')).toHaveValue('Royal Ace Draft');
});

/** The studio's own page, by the suite's rules; the framed site is axe-checked by the site's own specs. */
async function expectNoAxeViolationsOutsidePreview(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('.frame-box')
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
