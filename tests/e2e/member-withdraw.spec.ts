import { layoutProblems } from './support/layout-checks';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, expectSmsCountdownToRunOut, signInAs, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

const MINUTE = 60_000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const peso = (minor: number) =>
  `₱ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('royal: the paid payout is reported not received with 2 images (refunded), then a withdrawal over ₱ 1,000.00 with the payment password and the SMS code, bound accounts and records', async ({
  page,
  mock,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  // The SMS send button's countdown runs on the page's clock, which the walk moves itself.
  await page.clock.install();
  const [open] = (await mock.withdrawals('demo_member')).confirmations;
  await visit(page, royal, '/', 'EN');
  const header = page.getByRole('banner').locator('output');
  await expect(header).toHaveText('₱ 5,000.00');

  // After login the gateway's open receipt shows in the dialog; a reload asks again and shows it again.
  const receipt = page.getByRole('alertdialog', { name: 'Withdrawal confirmation' });
  await expect(receipt).toContainText(`of ${peso(open!.amount)} has been paid`);
  // The gateway holds it: a reload asks once more and shows the same one.
  const asked = (await mock.journal({ endpoint: 'receipt.list' })).length;
  await page.reload();
  await expect(receipt).toContainText(`Your withdrawal ${open!.refId} of ${peso(open!.amount)} has been paid`);
  await expectNoAxeViolations(page);
  expect(await mock.journal({ endpoint: 'receipt.list' })).toHaveLength(asked + 1);
  await receipt.getByRole('button', { name: 'Not received' }).click();
  const files = receipt.getByLabel(/Proof that the money did not arrive/);
  await files.setInputFiles([{ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(receipt.getByRole('alert')).toHaveText('slip.gif is not a png or jpg image');
  await files.setInputFiles([
    { name: 'bank-app.png', mimeType: 'image/png', buffer: PNG },
    { name: 'sms.png', mimeType: 'image/png', buffer: PNG },
    { name: 'extra.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const chosen = receipt.getByRole('list', { name: 'Chosen images' });
  await expect(chosen.getByRole('img')).toHaveCount(3);
  await chosen.getByRole('button', { name: 'Remove extra.png' }).click();
  await expect(chosen.getByRole('img')).toHaveCount(2);
  await expect(chosen.getByRole('img', { name: 'sms.png' })).toBeVisible();
  await receipt.getByRole('button', { name: 'Send' }).click();
  await expect(receipt).toHaveCount(0);
  await expect(header).toHaveText(peso(500_000 + open!.amount));
  expect((await mock.withdrawals('demo_member')).withdrawals.find((w) => w.refId === open!.refId)?.status).toBe(5);

  // The header's Withdraw link leads to the page.
  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal', level: 2 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Withdraw to your account' });
  const amount = form.getByRole('textbox', { name: 'Amount' });
  const password = form.getByLabel('Payment password');

  // Bad input is explained and kept; a wrong payment password is refused by the gateway.
  await amount.fill('50');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('The smallest withdrawal is ₱ 100.00')).toBeVisible();
  await expect(amount).toHaveValue('50');
  const gcash = await form.locator('option', { hasText: 'GCash' }).getAttribute('value');
  await form.getByRole('combobox', { name: 'To account' }).selectOption(gcash!);
  // Royal asks for an SMS code over ₱ 1,000.00 (site-config wallet.mobileVerificationType WITHDRAW_AMOUNT).
  const code = form.getByRole('textbox', { name: 'SMS code' });
  await amount.fill('1000');
  await expect(code).toHaveCount(0);
  await amount.fill('1500');
  await expect(form.getByText('Fee ₱ 15.00 · you receive ₱ 1,485.00')).toBeVisible();
  await expect(form.getByText('Withdrawals over ₱ 1,000.00 need a code sent by SMS to your mobile.')).toBeVisible();
  await password.fill('000000');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Enter the code sent to your mobile.')).toBeVisible();
  expect(await mock.journal({ endpoint: 'withdraw.submit' })).toHaveLength(0);

  // The code goes to the bound mobile; the button counts expiredMinutes (5) × 60 s down, then may be used again.
  await form.getByRole('button', { name: 'Send code' }).click();
  await expectSmsCountdownToRunOut(page, form);
  await page.clock.resume();
  const [sms] = await mock.sms('09171234567');
  expect(sms).toMatchObject({ purpose: 'withdraw', used: false });

  // A wrong payment password, then a wrong code: each refused, nothing moves, nothing typed is lost.
  await code.fill(sms!.code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toHaveText('The payment password is incorrect.');
  await password.fill('246810');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Please enter a valid verification code.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveValue('1500');
  await expect(password).toHaveValue('246810');
  await expect(header).toHaveText(peso(500_000 + open!.amount));

  // The right code: the money leaves once (double click) under the refused attempt's key; the header and records follow.
  await code.fill(sms!.code);
  await form.getByRole('button', { name: 'Withdraw' }).dblclick();
  await expect(form.getByRole('status')).toContainText('Withdrawal of ₱ 1,500.00 requested');
  await expect(header).toHaveText(peso(500_000 + open!.amount - 150_000));
  await expect(password).toHaveValue('');
  await expect(code).toHaveCount(0);
  const [done] = await mock.journal({ endpoint: 'withdraw.submit', status: '2xx' });
  expect(await mock.journal({ endpoint: 'withdraw.submit', status: '2xx' })).toHaveLength(1);
  const [refused] = await mock.journal({ endpoint: 'withdraw.submit', errorCode: 'verification_code_invalid' });
  expect(refused!.headers['idempotency-key']).toBe(done!.headers['idempotency-key']);
  // GCash is an e-wallet: the body names it as the platform's page does.
  expect(done!.requestBody).toMatchObject({ currentWithdrawType: 'EW', groupId: 'EWALLET', amount: 1500 });
  const records = page.getByRole('list', { name: 'Withdrawal records' });
  await expect(records.getByRole('listitem').first()).toContainText('Processing · GCash');
  await expect(page.getByText('4 of 5')).toBeVisible();

  // What the vendor wallets still hold comes home from here too, as on the platform's page (GCS_walletReturn): the
  // main wallet, which is what can be withdrawn, and the header follow at once.
  const vendorMoney = page.getByRole('definition').filter({ hasText: '₱ 120.50' });
  await expect(vendorMoney).toBeVisible();
  await page.getByRole('button', { name: 'Return all to main wallet' }).click();
  await expect(page.getByText('₱ 120.50 returned to the main wallet')).toBeVisible();
  await expect(header).toHaveText(peso(500_000 + open!.amount - 150_000 + 12_050));
  await expect(page.getByRole('definition').filter({ hasText: '₱ 0.00' })).toBeVisible();

  // Bound accounts: bind an e-wallet and remove it, each with the payment password.
  const accounts = page.getByRole('list', { name: 'Bound accounts' });
  const add = page.getByRole('form', { name: 'Bind an account' });
  await add.getByRole('combobox', { name: 'Account type' }).selectOption('E');
  await add.getByRole('combobox', { name: 'Bank or e-wallet' }).selectOption('MAYA');
  await add.getByRole('textbox', { name: 'Account number' }).fill('0917123');
  await add.getByLabel('Payment password').fill('246810');
  await add.getByRole('button', { name: 'Bind account' }).click();
  await expect(add.getByText('Enter 8 to 20 digits')).toBeVisible();
  await add.getByRole('textbox', { name: 'Account number' }).fill('09171231234');
  await add.getByRole('button', { name: 'Bind account' }).click();
  await expect(add.getByRole('status')).toHaveText('Maya **** **** 1234 is bound.');
  const maya = accounts.getByRole('listitem').filter({ hasText: 'Maya' });
  await maya.getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('form', { name: 'Remove Maya **** **** 1234' });
  await remove.getByLabel('Payment password').fill('246810');
  await remove.getByRole('button', { name: 'Confirm removal' }).click();
  await expect(maya).toHaveCount(0);

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(form).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('solbet (TY): a withdrawal with the payment password, paid by QA, counts as received after the clock advance (no refund)', async ({
  page,
  mock,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, solbet, '/member/withdraw', 'TY');
  const header = page.getByRole('banner').locator('output');
  const receipt = page.getByRole('alertdialog', { name: 'Kumpirmasyon ng withdrawal' });
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'Mamaya' }).click();
  await expect(receipt).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Mag-withdraw sa iyong account' });
  // Solbet asks for no SMS code (wallet.mobileVerificationType NONE), whatever the amount.
  await form.getByRole('textbox', { name: 'Halaga' }).fill('1500');
  await expect(form.getByText('Bayad ₱ 0.00 · matatanggap mo ang ₱ 1,500.00')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Code sa SMS' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Halaga' }).fill('200');
  await form.getByLabel('Password sa pagbabayad').fill('246810');
  await form.getByRole('button', { name: 'Mag-withdraw' }).click();
  await expect(form.getByRole('status')).toContainText('Naisumite ang withdrawal na ₱ 200.00');
  await expect(header).toHaveText('₱ 4,800.00');

  // QA pays it with solbet's 30-minute window; every receipt still open after 30 virtual minutes counts as received.
  const paid = await mock.markPayoutPaid({ account: 'demo_member', merchant: 'solbet' });
  expect(paid.minutes).toBe(30);
  await mock.advanceClock(30 * MINUTE);
  // "Later" lasts until the next login: a new sign-in asks again.
  await page.evaluate(() => sessionStorage.removeItem('receipts.later'));
  await page.reload();
  await expect(receipt).toContainText('itinuturing nang natanggap');
  await expect(receipt).toContainText('May 1 pang payout na naghihintay');
  await expectNoAxeViolations(page);
  // On a phone the dock stays inside the screen.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await layoutProblems(page)).toEqual([]);
  await page.setViewportSize(desktop);
  await receipt.getByRole('button', { name: 'Sige' }).click();
  await expect(receipt).toContainText(`₱ 200.00`);
  await receipt.getByRole('button', { name: 'Sige' }).click();
  await expect(receipt).toHaveCount(0);
  await expect(header).toHaveText('₱ 4,800.00');
  const rows = page.getByRole('list', { name: 'Talaan ng withdrawal' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Matagumpay ang withdrawal');
  await expect(rows.first()).toContainText('Itinuring na natanggap');
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
