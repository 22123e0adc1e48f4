import { SaferControl } from '../contract/safer-control';
import { expectNoAxeViolations } from './support/axe';
import { passwordField, registerThroughGateway, royal, solbet, textbox, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { GATEWAY } from './support/site-config';

test.describe.configure({ timeout: 90_000 });

const HOUR = 3_600_000;

// The payout seeded for demo_member asks for its receipt after login, whenever it arrives: "Later" puts it away, and
// "OK" once the gateway's clock has moved past its confirmation time.
test.beforeEach(async ({ page }) => {
  const receipt = page.getByRole('alertdialog', { name: 'Withdrawal confirmation' });
  await page.addLocatorHandler(receipt, async () => {
    await receipt.getByRole('button', { name: /^(Later|OK)$/ }).click();
  });
});

/** royal runs the mga preset (wager limits too), solbet ukgc (deposit and loss only): the walk is the same. */
for (const { merchant, code, symbol } of [
  { merchant: royal, code: 'royal', symbol: '₱' },
  { merchant: solbet, code: 'solbet', symbol: '₱' },
]) {
  test(`${code}: a deposit limit set, a deposit refused beyond it, a raise pending until the cooling-off, then confirmed`, async ({
    page,
    mock,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/member/saferGambling', 'EN');
    await expect(page.getByRole('heading', { name: 'Safer gambling', level: 2 })).toBeVisible();
    const limits = page.getByRole('region', { name: 'Limits' });
    await expect(limits.getByText('You have no limits set.')).toBeVisible();
    await expect(limits.getByRole('combobox', { name: 'Limit' }).getByRole('option')).toHaveText(
      code === 'royal' ? ['Deposit limit', 'Loss limit', 'Wagering limit'] : ['Deposit limit', 'Loss limit'],
    );
    await expectNoAxeViolations(page);

    // 500.00 a day applies at once.
    const form = limits.getByRole('form', { name: 'Set a limit' });
    await form.getByRole('combobox', { name: 'Period' }).selectOption({ label: '24 hours' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('500');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await expect(limits.getByRole('status')).toHaveText('Your limit applies now.');
    const mine = limits.getByRole('list', { name: 'Your limits' }).getByRole('listitem');
    await expect(mine).toContainText(`Limit: ${symbol} 500.00`);
    await expect(mine).toContainText(`Remaining: ${symbol} 500.00`);

    // A deposit over what remains is refused with the remaining amount and the reset.
    await visit(page, merchant, '/member/depositv2');
    const deposit = page.getByRole('form', { name: 'New deposit' });
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('600');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await expect(deposit.getByRole('status').filter({ hasText: 'deposit limit' })).toHaveText(
      new RegExp(`^This deposit is over your deposit limit: you can deposit ${symbol} 500\\.00 more until .+\\.$`),
    );

    // A raise waits for the 24-hour cooling-off; confirming early is refused.
    await visit(page, merchant, '/member/saferGambling');
    await form.getByRole('combobox', { name: 'Period' }).selectOption({ label: '24 hours' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('2000');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await expect(limits.getByRole('status')).toHaveText(
      'Your higher limit is waiting: confirm it once the waiting time has ended.',
    );
    await expect(mine).toContainText(`Raise to ${symbol} 2,000.00 waiting`);
    await expect(mine).toContainText(`Limit: ${symbol} 500.00`);
    await limits.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(limits.getByRole('alert')).toHaveText(
      'This change cannot be confirmed yet: its waiting time has not ended.',
    );

    // QA fast-forwards the gateway past the cooling-off; a session lasts 24 hours, so the member signs in again (the
    // page may already have been sent home by the session's end).
    await mock.advanceClock(24 * HOUR);
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/member/saferGambling');
    await limits.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(limits.getByRole('status')).toHaveText('The change is confirmed.');
    await expect(mine).toContainText(`Limit: ${symbol} 2,000.00`);
    await expect(mine).not.toContainText('waiting');
    await expectNoAxeViolations(page);
  });

  test(`${code}: a time-out logs the member out and the login says until when`, async ({ page, mockSession }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/member/saferGambling', 'EN');
    const timeOut = page.getByRole('region', { name: 'Take a break' });
    await timeOut.getByRole('combobox', { name: 'Length' }).selectOption({ label: '7 days' });
    await timeOut.getByRole('button', { name: 'Take a break' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    // A new tab, as a person coming back: the ended session's token stays in this one (signInAs stores it at every
    // load), where a page load would end it again with a dialog of its own.
    const tab = await page.context().newPage();
    await visit(tab, merchant, '/login');
    const dialog = tab.getByRole('dialog', { name: 'Log in' });
    await textbox(dialog, 'Username').fill('demo_member');
    await passwordField(dialog, 'Password').fill('Member123');
    await dialog.getByRole('form', { name: 'Username' }).getByRole('button', { name: 'Log in' }).click();
    // The day the break ends, written in the page language.
    const { block } = await new SaferControl(GATEWAY, mockSession).state('demo_member');
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(block!.until);
    await expect(dialog.getByRole('alert')).toHaveText(
      new RegExp(`^You are taking a break: you can log in again from ${day}\\b.*\\.$`),
    );
    await expectNoAxeViolations(tab);
  });
}

test('solbet (ukgc): a new member is offered a deposit limit before the first deposit, and the deposit keeps to it', async ({
  page,
  mockSession,
}) => {
  await registerThroughGateway(mockSession, 'SB01', {
    username: 'saferplay',
    password: 'Secret1!',
    confirmPassword: 'Secret1!',
    payeeName: 'Ana Souza',
    email: 'safer@mail.example',
    idNumber: '10987654322',
    birthday: '1991-01-02',
    countryDialingCode: '55',
  });
  await signInAs(page, mockSession, 'saferplay', 'Secret1!');
  await visit(page, solbet, '/member/depositv2', 'EN');
  const prompt = page.getByRole('form', { name: 'Set a deposit limit?' });
  await expect(prompt.getByRole('combobox', { name: 'Period' })).toHaveValue('DAY');
  await expectNoAxeViolations(page);
  await prompt.getByRole('textbox', { name: 'Amount' }).fill('300');
  await prompt.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your deposit limit is set.' })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  const deposit = page.getByRole('form', { name: 'New deposit' });
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('400');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expect(deposit.getByRole('status').filter({ hasText: 'deposit limit' })).toHaveText(
    /^This deposit is over your deposit limit: you can deposit .+ 300\.00 more until .+\.$/,
  );
});
