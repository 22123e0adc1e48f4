import { expectNoAxeViolations } from './support/axe';
import {
  EN,
  TY,
  expectFieldError,
  expectLoggedIn,
  passwordField,
  royal,
  solbet,
  textbox,
  token,
  visit,
} from './support/accounts';
import { copiedText, expect, holdCalls, keepClipboardWrites, signInAs, test } from './support/fixtures';
import { sidewaysScroll } from './support/layout-checks';

/*
 * Issue 43, the screens of two last calls, on both merchants, against each test's own mock world: a GCash deposit
 * (MCSFE_depositByGCash: its QR page or its payment page, paid, approved by QA, the balance on screen follows; solbet
 * offers no GCash) and forgot password by phone (/wps/member/password/sms: the username and its number, the code, a
 * new password, logged in; the refusals of the send in the member's language).
 */

test.describe.configure({ timeout: 60_000 });

test('royal (TY): a GCash deposit made once (double click) shows its QR page; paid and approved, the header follows; then the payment page', async ({
  page,
  context,
  mock,
  mockSession,
}) => {
  await mock.setCashier({ outcome: 'manual' });
  await keepClipboardWrites(page, context);
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, royal, '/member/depositv2', 'TY');
  const header = page.getByRole('banner').locator('output');
  await expect(header).toHaveText(/5,000\.00/);
  const form = page.getByRole('form', { name: 'Bagong deposito' });
  await form.getByRole('radio', { name: 'GCash' }).check();
  await form.getByRole('textbox', { name: 'Halaga' }).fill('1000');

  // A double click makes one deposit: the first click's answer waits until the test has seen the button busy.
  const release = await holdCalls(page, 'deposit.gcash');
  await form.getByRole('button', { name: 'Magdeposito' }).dblclick();
  await expect(form.getByRole('button', { name: 'Ipinapadala…' })).toBeDisabled();
  await release();
  const answer = page.getByRole('region', { name: /^Deposito D\d+$/ });
  await expect(answer.getByText('Halaga: ₱ 1,000.00')).toBeVisible();
  expect(await mock.journal({ endpoint: 'deposit.gcash' })).toHaveLength(1);
  expect(await mock.journal({ endpoint: 'deposit.transfer' })).toHaveLength(0);
  const [deposit] = await mock.deposits('demo_member');
  expect(deposit).toMatchObject({ method: 'GCASH', requestedAmount: 1000_00, state: 5 });
  const id = deposit!.depositId;

  // The QR page: the code names the amount and the reference, which are also text, with a copy button.
  const reference = id.slice(-6);
  await expect(
    answer.getByRole('img', { name: `QR code ng GCash: magbayad ng ₱ 1,000.00, reference ${reference}` }),
  ).toBeVisible();
  await expect(answer.getByRole('img').locator('svg')).toBeVisible();
  await expect(answer.getByRole('definition').filter({ hasText: reference })).toBeVisible();
  await expect(answer.getByRole('definition').filter({ hasText: '0917 555 0142' })).toBeVisible();
  await answer.getByRole('button', { name: 'Kopyahin ang reference' }).click();
  await expect(answer.getByText('Nakopya ang reference')).toBeVisible();
  expect(await copiedText(page)).toBe(reference);
  await expectNoAxeViolations(page);

  // The payment page opens in a new tab at the member's click; the site stays where it was.
  const opened = context.waitForEvent('page');
  await answer.getByRole('link', { name: 'Buksan ang pahina ng bayad sa GCash (bubukas sa bagong tab)' }).click();
  const pay = await opened;
  await expect(pay).toHaveURL(new RegExp(`/__mock/cashier/pay/${id}$`));
  await expect(pay.getByText(`Deposit ${id}: 1000.00 by GCASH-1`)).toBeVisible();
  await pay.close();
  await expect(page).toHaveURL(/\/member\/depositv2$/);

  // "I have paid", then QA marks it approved: the panel, the record and the header balance show it, moved once.
  await answer.getByRole('button', { name: 'Nakapagbayad na ako' }).click();
  await expect(answer.getByText('Sinusuri ng cashier ang iyong bayad')).toBeVisible();
  await mock.settleDeposit(id, 'approve');
  await expect(answer.getByText('Aprubado: nasa iyong pangunahing wallet na ang halaga')).toBeVisible();
  await expect(header).toHaveText(/6,000\.00/);
  const row = page.getByRole('region', { name: 'Talaan ng deposito' }).getByRole('listitem').filter({ hasText: id });
  await expect(row).toContainText('Aprubado');
  expect((await mock.ledger('demo_member')).movements.filter((m) => m.ref === id)).toHaveLength(1);

  // Where the gateway answers the payment page instead of the QR page, the member opens it with a link.
  await mock.setScenario('gcash-redirect');
  await form.getByRole('textbox', { name: 'Halaga' }).fill('500');
  await form.getByRole('button', { name: 'Magdeposito' }).click();
  const second = page.getByRole('region', { name: /^Deposito D\d+$/ });
  await expect(second.getByText('Halaga: ₱ 500.00')).toBeVisible();
  await expect(second.getByRole('img')).toHaveCount(0);
  await expect(second.getByRole('link', { name: /bagong tab/ })).toHaveAttribute('target', '_blank');
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(second).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});

test('solbet (EN): GCash is not offered, the other methods are', async ({ page, mock, mockSession }) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, solbet, '/member/depositv2', 'EN');
  const form = page.getByRole('form', { name: 'New deposit' });
  const methods = form.getByRole('group', { name: 'Payment method' }).getByRole('radio');
  await expect(methods).toHaveCount(3);
  for (const name of ['Bank transfer', 'Online banking', 'QR payment'])
    await expect(form.getByRole('radio', { name })).toBeVisible();
  await expect(form.getByRole('radio', { name: 'GCash' })).toHaveCount(0);
  expect(await mock.journal({ endpoint: 'deposit.gcash' })).toHaveLength(0);
  await expectNoAxeViolations(page);
});

test('royal (TY): forgot password by phone asks the username first, refuses a number not its own, a weak password and a wrong code, then resets and logs in', async ({
  page,
  mock,
}) => {
  await page.clock.install();
  await visit(page, royal, '/login');
  await page
    .getByRole('dialog', { name: 'Mag-log in' })
    .getByRole('button', { name: 'Nakalimutan ang password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nakalimutan ang password' });
  // FORGETPWDPHONE3: the phone is royal's default.
  await expect(dialog.getByRole('tab', { name: 'Numero ng mobile' })).toHaveAttribute('aria-selected', 'true');
  const form = dialog.getByRole('tabpanel', { name: 'Numero ng mobile' });
  await expect(form.getByText(/^Ilagay ang iyong username at ang numero ng mobile/)).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'I-reset ang password' }).click();
  await expectFieldError(textbox(form, 'Pangalan ng account'), TY.required);
  await expectFieldError(textbox(form, 'Numero ng mobile'), TY.required);
  await expectFieldError(passwordField(form, 'Bagong password'), TY.required);

  // No username: nothing is sent.
  await textbox(form, 'Numero ng mobile').fill('09171234567');
  await form.getByRole('button', { name: 'Ipadala ang code' }).click();
  await expect(form.getByText(`Pangalan ng account: ${TY.required}`)).toBeVisible();
  expect(await mock.sms('09171234567')).toHaveLength(0);

  // Another account's username: the gateway sends nothing, and the member is told in their language. (A press within
  // a second of the last is ignored, SPEC §9: the page's clock moves past it.)
  await page.clock.runFor(1_000);
  await textbox(form, 'Pangalan ng account').fill('demo_agent');
  await form.getByRole('button', { name: 'Ipadala ang code' }).click();
  const warning = page.getByRole('dialog', { name: 'Hindi naipadala ang code' });
  await expect(warning).toContainText('Hindi ito ang numero ng mobile na nakarehistro sa username na ito.');
  await warning.getByRole('button', { name: 'Kumpirmahin' }).click();
  await expect(textbox(form, 'Numero ng mobile')).toHaveValue('09171234567');
  expect(await mock.sms('09171234567')).toHaveLength(0);

  await textbox(form, 'Pangalan ng account').fill('demo_member');
  await page.clock.runFor(1_000);
  await form.getByRole('button', { name: 'Ipadala ang code' }).click();
  // The forgot-password countdown is the fallback minute, whatever the code's lifetime.
  await expect(form.getByRole('button', { name: /^Bagong code sa loob ng (60|59|58) s$/ })).toBeDisabled();
  const [sms] = await mock.sms('09171234567');
  expect(sms).toMatchObject({ purpose: 'reset' });
  // The refused pair and this one: the press without a username asked nothing.
  expect(await mock.journal({ endpoint: 'member.passwordSms' })).toHaveLength(2);

  // A weak password and a wrong code are refused, and nothing typed is lost.
  const code = textbox(form, 'Code sa SMS');
  await code.fill(sms!.code === '000000' ? '111111' : '000000');
  await passwordField(form, 'Bagong password').fill('abc');
  await form.getByRole('button', { name: 'I-reset ang password' }).click();
  await expectFieldError(passwordField(form, 'Bagong password'), 'Maglagay ng 6–16 na character.');
  await passwordField(form, 'Bagong password').fill('Renewed123');
  await form.getByRole('button', { name: 'I-reset ang password' }).click();
  await expectFieldError(code, /^Pakilagay ang wastong code ng beripikasyon\./);
  await expect(textbox(form, 'Pangalan ng account')).toHaveValue('demo_member');
  await expect(passwordField(form, 'Bagong password')).toHaveValue('Renewed123');

  await code.fill(sms!.code);
  await form.getByRole('button', { name: 'I-reset ang password' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Napalitan na ang iyong password at naka-log in ka na.');
  await dialog.getByRole('button', { name: 'Magpatuloy' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, TY);
});

test('solbet (EN): forgot password by phone, chosen over the e-mail default; too many tries are explained, then the reset logs in', async ({
  page,
  mock,
}) => {
  await page.clock.install();
  await visit(page, solbet, '/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const form = dialog.getByRole('tabpanel', { name: 'Mobile number' });
  await expect(
    form.getByText('Enter your username and the mobile number of your account.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Too many sends to this number: the wait is said in the member's language, and nothing typed is lost.
  await mock.setScenario('sms-too-many');
  await textbox(form, 'Username').fill('demo_member');
  await textbox(form, 'Mobile number').fill('09171234567');
  await form.getByRole('button', { name: 'Send code' }).click();
  const warning = page.getByRole('dialog', { name: 'The code could not be sent' });
  await expect(warning).toContainText('Too many attempts. Please try again in 5 minutes.');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(textbox(form, 'Username')).toHaveValue('demo_member');
  await expect(textbox(form, 'Mobile number')).toHaveValue('09171234567');

  await mock.clearScenario('sms-too-many');
  // A press within a second of the last is ignored (SPEC §9): the page's clock moves past it.
  await page.clock.runFor(1_000);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /^New code in \d+ s$/ })).toBeDisabled();
  const [sms] = await mock.sms('09171234567');
  expect(sms).toMatchObject({ purpose: 'reset' });

  await textbox(form, 'SMS code').fill(sms!.code);
  // solbet's password rule asks for a capital, a small letter, a digit and a symbol.
  await passwordField(form, 'New password').fill('Renewed123!');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your password has been changed and you are now logged in.');
  expect(await token(page)).toBeTruthy();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expectLoggedIn(page, EN);
});
