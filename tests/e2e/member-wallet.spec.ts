import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, holdCalls, signInAs, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

/** The merchants' hosts resolve only inside the browser: a request replayed from the test goes to 127.0.0.1. */
const onLoopback = (url: string) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  return u.toString();
};

test('royal: My wallet transfers once per intent (double click, reload during submit), returns all, and the header follows', async ({
  page,
  mock,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, royal, '/member/transferFund', 'EN');
  const header = page.getByRole('banner').locator('output');
  const form = page.getByRole('form', { name: 'Transfer between wallets' });
  const vendors = page.getByRole('list', { name: 'Vendor wallets' });
  const recent = page.getByRole('list', { name: 'Recent transfers (last 30 days)' });
  await expect(page.getByRole('heading', { name: 'My wallet' })).toBeVisible();
  await expect(page.getByText('₱ 5,120.50')).toBeVisible();
  await expect(header).toHaveText('₱ 5,000.00');
  await expect(vendors.getByRole('listitem').filter({ hasText: /^PT/ })).toContainText('₱ 120.50');

  // Bad input is explained and kept.
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await amount.fill('12.345');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByText('Use at most 2 decimals')).toBeVisible();
  await expect(amount).toHaveValue('12.345');

  // A double click moves the money once.
  await form.getByRole('combobox', { name: 'To' }).selectOption('PT');
  await amount.fill('10');
  // The first click's answer waits until the test has seen the button busy.
  const releaseTransfer = await holdCalls(page, 'wallet.transfer');
  await form.getByRole('button', { name: 'Transfer' }).dblclick();
  await expect(form.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
  await releaseTransfer();
  await expect(form.getByRole('status')).toHaveText('₱ 10.00 moved from Main wallet to PT');
  await expect(header).toHaveText('₱ 4,990.00');
  await expect(vendors.getByRole('listitem').filter({ hasText: /^PT/ })).toContainText('₱ 130.50');
  await expect(recent.getByRole('listitem').first()).toContainText('From the main wallet to PT');
  expect(await mock.journal({ endpoint: 'wallet.transfer' })).toHaveLength(1);

  // The gateway books a transfer but its answer is lost: the client re-sends it with the same key, so it moves once.
  await amount.fill('25');
  await page.route(
    '**/wps/relay/GCS_walletTransfer',
    async (route) => {
      await route.fetch({ url: onLoopback(route.request().url()) });
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('₱ 25.00 moved from Main wallet to PT');
  await expect(header).toHaveText('₱ 4,965.00');

  // The gateway books it and the page reloads before the answer: the reloaded page finishes it with its key.
  await amount.fill('5');
  let landed = () => {};
  const booked = new Promise<void>((resolve) => (landed = resolve));
  await page.route(
    '**/wps/relay/GCS_walletTransfer',
    async (route) => {
      await route.fetch({ url: onLoopback(route.request().url()) });
      landed(); // and never answer
    },
    { times: 1 },
  );
  await form.getByRole('button', { name: 'Transfer' }).click();
  await booked;
  await page.reload();
  await expect(vendors.getByRole('listitem').filter({ hasText: /^PT/ })).toContainText('₱ 160.50');
  await expect(header).toHaveText('₱ 4,960.00');
  await page.reload();
  await expect(header).toHaveText('₱ 4,960.00');

  // Return all brings every vendor wallet home; the header follows without a reload. The body is what the platform's
  // own client sends: the JSON text of {customerId} as one JSON string.
  const returnAll = page.waitForRequest('**/wps/relay/GCS_walletReturn');
  await page.getByRole('button', { name: 'Return all to main wallet' }).click();
  const sent = JSON.parse((await returnAll).postData()!) as unknown;
  expect(typeof sent).toBe('string');
  expect(JSON.parse(sent as string)).toEqual({ customerId: expect.any(Number) });
  await expect(page.getByText('₱ 160.50 returned to the main wallet')).toBeVisible();
  await expect(header).toHaveText('₱ 5,120.50');
  await expect(vendors.getByRole('listitem').filter({ hasText: /^PT/ })).toContainText('₱ 0.00');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'My wallet' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('solbet (TY): a single-wallet merchant shows the one balance and no transfers, and /seamless its latest bookings', async ({
  page,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, solbet, '/member/transferFund', 'TY');
  await expect(page.getByRole('heading', { name: 'Aking wallet' })).toBeVisible();
  await expect(page.getByText(/Iisang wallet ang gamit ng site na ito/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ilipat' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ibalik lahat sa pangunahing wallet' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // /seamless: the one balance and its latest bookings.
  await visit(page, solbet, '/seamless', 'TY');
  await expect(page.getByRole('heading', { name: 'Tuloy-tuloy na wallet', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText('₱ 5,000.00');
  const latest = page.getByRole('list', { name: 'Mga pinakabagong transaksyon (huling 7 araw)' }).getByRole('listitem');
  await expect(latest).toHaveCount(5);
  await expect(latest.first()).toContainText('Balanse pagkatapos: ₱ 5,000.00');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(latest.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
