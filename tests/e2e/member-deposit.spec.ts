import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, holdCalls, signInAs, test } from './support/fixtures';
import { sidewaysScroll } from './support/layout-checks';

test.describe.configure({ timeout: 60_000 });

/** A png by its leading bytes: the gateway reads the type from them, not from the name. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

test('royal: a bank transfer deposited once (double click), paid, slip uploaded, approved through /__mock, and the header follows', async ({
  page,
  mock,
  mockSession,
}) => {
  await mock.setCashier({ outcome: 'manual' });
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, royal, '/member/depositv2', 'EN');
  const header = page.getByRole('banner').locator('output');
  const form = page.getByRole('form', { name: 'New deposit' });
  await expect(page.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  await expect(header).toHaveText('₱ 5,000.00');
  await expect(form.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  await expect(form.getByText('From ₱ 100.00 to ₱ 50,000.00')).toBeVisible();

  // Bad input is explained and kept.
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await amount.fill('50');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(form.getByText('The least you can deposit here is ₱ 100.00')).toBeVisible();
  await expect(amount).toHaveValue('50');

  // A double click opens one deposit.
  await amount.fill('1000');
  await form.getByRole('combobox', { name: 'Pay from bank' }).selectOption({ label: 'Bank of the Philippine Islands' });
  // The promotion's tiers, as the gateway sends them.
  await form.getByRole('combobox', { name: 'Promotion' }).selectOption({ label: 'Reload bonus (from ₱ 500.00)' });
  const tiers = form.getByRole('list', { name: 'Bonus by deposit' }).getByRole('listitem');
  await expect(tiers).toHaveText(['From ₱ 500.00: 10% up to ₱ 1,000.00', 'From ₱ 10,000.00: 15% up to ₱ 3,000.00']);
  // The first click's answer waits until the test has seen the button busy.
  const releaseTransfer = await holdCalls(page, 'deposit.transfer');
  await form.getByRole('button', { name: 'Deposit' }).dblclick();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await releaseTransfer();
  const answer = page.getByRole('region', { name: /^Deposit D\d+$/ });
  await expect(answer.getByText('Amount: ₱ 1,000.00')).toBeVisible();
  await expect(answer.getByRole('definition').filter({ hasText: 'Royal Gaming Corp' })).toBeVisible();
  expect(await mock.journal({ endpoint: 'deposit.transfer' })).toHaveLength(1);

  // "I have paid", then the slip.
  await expect(answer.getByText('Waiting for your payment')).toBeVisible();
  await answer.getByRole('button', { name: 'I have paid' }).click();
  await expect(answer.getByRole('button', { name: 'Payment reported' })).toBeDisabled();
  await expect(answer.getByText('The cashier is checking your payment')).toBeVisible();
  await answer
    .getByLabel('Payment slip (png or jpg, at most 5 MB, optional)')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(answer.getByRole('status')).toHaveText('Slip received');
  const [deposit] = await mock.deposits('demo_member');
  expect(deposit).toMatchObject({ state: 4, requestedAmount: 1000_00, slips: [{ kind: 'png' }] });

  // QA approves it: the record, the header balance and the ledger show it once.
  const records = page.getByRole('region', { name: 'Deposit records' });
  const row = records.getByRole('listitem').filter({ hasText: deposit!.depositId });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('slip uploaded');
  await mock.settleDeposit(deposit!.depositId, 'approve');
  await expect(answer.getByText('Approved: the amount is in your main wallet')).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(header).toHaveText('₱ 6,100.00');
  // The deposit and its 10 % bonus, each moved once.
  const movements = (await mock.ledger('demo_member')).movements;
  expect(movements.filter((m) => m.ref === deposit!.depositId)).toHaveLength(1);
  expect(movements.filter((m) => m.ref === `${deposit!.depositId}:bonus`)).toHaveLength(1);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(answer).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});

test('solbet (TY): a QR deposit from the fixed amounts shows its code and address; an open deposit is hastened', async ({
  page,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, solbet, '/member/depositv2', 'TY');
  const form = page.getByRole('form', { name: 'Bagong deposito' });
  await form.getByRole('radio', { name: 'Bayad sa QR' }).check();
  const amounts = form.getByRole('group', { name: 'Mga halagang mapipili' });
  await amounts.getByRole('button', { name: '₱ 500.00' }).click();
  await expect(form.getByRole('textbox', { name: 'Halaga' })).toHaveValue('500');
  await form.getByRole('button', { name: 'Magdeposito' }).click();
  const answer = page.getByRole('region', { name: /^Deposito D\d+$/ });
  await expect(answer.getByRole('img', { name: 'QR code na i-scan gamit ang iyong payment app' })).toBeVisible();
  await expect(answer.getByText(/^PH-QRPAY-D\d+$/)).toBeVisible();
  await expect(answer.getByText('Sinusuri ng cashier ang iyong bayad')).toBeVisible();

  // A seeded deposit still open can be hastened once.
  const records = page.getByRole('region', { name: 'Talaan ng deposito' });
  const hasten = records.getByRole('button', { name: /^Paalalahanan tungkol sa deposito/ }).first();
  const label = await hasten.getAttribute('aria-label');
  await hasten.click();
  await expect(records.getByRole('button', { name: label! })).toHaveCount(0);
  await expect(records.getByText('Naipadala ang paalala').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(answer).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});
