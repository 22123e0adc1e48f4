import { expectNoAxeViolations } from './support/axe';
import { royal, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

test('royal: the account record filters by type and period, pages, totals, and shows a new transfer at once', async ({
  page,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, royal, '/member/transactionHistory', 'EN');
  await expect(page.getByRole('heading', { name: 'Account record' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Account record' }).getByRole('listitem');
  const totals = page.getByRole('definition');
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await expect(rows.first()).toContainText('Balance after: ₱ 5,000.00');

  // Last 30 days, 20 per page: more than one page of bookings, with the window's totals.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('last30');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(rows.first()).toHaveAttribute('aria-setsize', '20'); // windowed: 20 rows, a few in the DOM

  // Only deposits.
  await page.getByRole('combobox', { name: 'Type' }).selectOption('DEPOSIT');
  await expect(page.getByText(/^Page 2/)).toHaveCount(0);
  await expect(rows.first()).toContainText('Deposit');
  // The previous rows stay on show while the filtered page loads: wait until every row shown is a deposit.
  await expect.poll(async () => (await rows.allInnerTexts()).filter((text) => !/^Deposit/.test(text))).toEqual([]);
  await expect(totals.nth(2)).toHaveText('₱ 0.00'); // money out

  // A custom range longer than 30 days is explained, and what was typed stays.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at most 30 days');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-01-01');
  await expectNoAxeViolations(page);

  // A transfer made in My wallet is on the account record without a reload.
  await menu.getByRole('link', { name: 'Wallet', exact: true }).click();
  const form = page.getByRole('form', { name: 'Transfer between wallets' });
  await form.getByRole('combobox', { name: 'To' }).selectOption('PT');
  await form.getByRole('textbox', { name: 'Amount' }).fill('7.25');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('₱ 7.25 moved from Main wallet to PT');
  await menu.getByRole('link', { name: 'Account record' }).click();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('today');
  await expect(rows.first()).toContainText('From the main wallet to PT');
  await expect(rows.first()).toContainText('₱ -7.25');
  await expect(rows.first()).toContainText('Balance after: ₱ 4,992.75');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('royal: the betting record by game type and vendor, and profit and loss by period', async ({
  page,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, royal, '/member/personalHistoryCopy', 'EN');
  await expect(page.getByRole('heading', { name: 'Betting record' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Betting record' }).getByRole('listitem');
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('last30');
  await expect(rows.first()).toContainText(/Stake ₱ [\d,]+\.\d\d · payout ₱ [\d,]+\.\d\d/);

  // Sports rows name the event, the pick, the odds and the outcome; the keyboard moves between tabs.
  await page.getByRole('tab', { name: 'Slots' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sports' }).click();
  await expect(rows.first()).toContainText(/ vs .+ @ \d+(\.\d+)? · (Won|Lost|Draw)/);

  // One vendor only.
  const vendorFilter = page.getByRole('combobox', { name: 'Vendor' });
  await page.getByRole('tab', { name: 'Slots' }).click();
  await expect(vendorFilter.locator('option')).not.toHaveCount(1);
  const vendor = (await vendorFilter.locator('option').nth(1).getAttribute('value'))!;
  await vendorFilter.selectOption(vendor);
  // The previous rows stay while the new page loads: wait for the filtered answer, then check every row.
  await expect(rows.first()).toContainText(` · ${vendor}`);
  await expect
    .poll(async () => (await rows.allInnerTexts()).filter((text) => !text.includes(` · ${vendor}`)))
    .toEqual([]);
  await expectNoAxeViolations(page);

  // The lottery tab lists the platform's lottery orders: draw, bet and status, in the same period.
  await page.getByRole('tab', { name: 'Lottery', exact: true }).click();
  const orders = page.getByRole('list', { name: 'Lottery orders' }).getByRole('listitem');
  await expect(orders.first()).toContainText(/ · draw \d{8}(-\d{4})?/);
  await expect(orders.first()).toContainText(/(Won|Not won|Tie)/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Not won' });
  await expect.poll(async () => (await orders.allInnerTexts()).filter((text) => !text.includes('Not won'))).toEqual([]);
  const orderNo = /· (B\d+)\s*$/.exec(await orders.first().innerText())![1]!;
  // A number the gateway cannot take is explained, and what was typed stays.
  const orderField = page.getByRole('textbox', { name: 'Order number' });
  await orderField.fill(`${orderNo}/1`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Use letters, digits and hyphens only, as in ABC123 or ABC123-001')).toBeVisible();
  await expect(orderField).toHaveValue(`${orderNo}/1`);
  await orderField.fill(`${orderNo}-001`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(orderNo);
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('link', { name: 'Personal profit and loss' })
    .click();
  await expect(page.getByRole('heading', { name: 'Profit and loss' })).toBeVisible();
  const periods = page.getByRole('list', { name: 'Profit and loss' }).getByRole('listitem');
  await page.getByRole('combobox', { name: 'Group by' }).selectOption('MONTHLY');
  await expect(periods.first()).toContainText(/Deposits ₱ [\d,]+\.\d\d · withdrawals ₱ -?[\d,]+\.\d\d/);
  await page.getByRole('combobox', { name: 'Game type' }).selectOption('LIVE');
  await expect(page.getByText(/^From .+ to .+$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(periods.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
