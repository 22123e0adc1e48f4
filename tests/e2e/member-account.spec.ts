import { expectNoAxeViolations } from './support/axe';
import { royal, visit } from './support/accounts';
import { expect, holdCalls, signInAs, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const noSidewaysScroll = async (page: import('@playwright/test').Page) => {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
};

test('royal: a double-clicked transfer to upline moves money once, refusals are explained, and bonus details list the turnover', async ({
  page,
  mock,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, royal, '/member/transferUpline', 'EN');
  const header = page.getByRole('banner').locator('output');
  const form = page.getByRole('form', { name: 'Send money to your upline' });
  await expect(page.getByRole('heading', { name: 'Transfer to upline' })).toBeVisible();
  await expect(header).toHaveText('₱ 5,000.00');
  await expect(page.getByText('No transfers to your upline in the last 30 days.')).toBeVisible();
  await expect(form.getByText('Available: ₱ 5,000.00')).toBeVisible();

  // Bad input is explained and kept; a wrong payment password is the gateway's refusal, translated.
  const amount = form.getByRole('textbox', { name: 'Amount' });
  const password = form.getByRole('textbox', { name: 'Payment password' });
  await amount.fill('9999');
  await amount.press('Enter');
  await expect(form.getByText('That is more than the available ₱ 5,000.00')).toBeVisible();
  await expect(form.getByText('Enter your payment password')).toBeVisible();
  await expect(amount).toHaveValue('9999');
  await amount.fill('10');
  await password.fill('000000');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('The payment password is incorrect.');

  // A double click moves the money once, and the header and the history follow.
  await password.fill('246810');
  await form.getByRole('textbox', { name: 'Remark' }).fill('team fund');
  // The first click's answer waits until the test has seen the button busy.
  const releaseTransfer = await holdCalls(page, 'member.uplineTransfer');
  await form.getByRole('button', { name: 'Transfer' }).dblclick();
  await expect(form.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
  await releaseTransfer();
  await expect(form.getByRole('status')).toHaveText('₱ 10.00 sent to top_agent.');
  await expect(header).toHaveText('₱ 4,990.00');
  const history = page.getByRole('list', { name: 'Transfers to upline (last 30 days)' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('team fund');
  await expect(history.first()).toContainText('₱ -10.00');
  const ledger = await mock.ledger('demo_member');
  expect(ledger.movements.filter((m) => m.kind === 'upline').map((m) => m.legs)).toEqual([
    [{ wallet: 'MAIN', amount: -1000 }],
  ]);
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);

  // Bonus details: the seeded bonuses of the last 30 days, newest first, with their turnover.
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, royal, '/member/bonusDetails', 'EN');
  await expect(page.getByRole('heading', { name: 'Bonus details' })).toBeVisible();
  // The member's rebate rates, as the platform's page reads them (MCS2_lottoCustomersSeries): sports by bet series.
  const rates = page.getByRole('table', { name: 'Rebate rates' });
  await expect(rates.getByRole('row').filter({ hasText: 'Parlays' })).toHaveText(/^Sports\s*Parlays\s*0\.3%$/);
  const rows = page.getByRole('list', { name: 'Bonus details' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Reload bonus');
  await expect(rows.first()).toContainText('Turnover in progress');
  await expect(rows.first().getByRole('progressbar', { name: /^Turnover ₱ [\d,.]+ of ₱ [\d,.]+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Earlier period' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Turnover completed');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('today');
  await expect(page.getByText('No records in this period')).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
});

test('royal (TY): the security centre shows what is bound, sets, changes and resets the payment password', async ({
  page,
  mock,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_fresh_ip', 'Fresh123');
  await visit(page, royal, '/member/securityCenter', 'TY');
  await expect(page.getByText('Wala ka pang payment password.', { exact: false })).toBeVisible();
  await expect(page.getByText('Wala pang naka-link na bank card o e-wallet.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /\*/ }).first()).toBeVisible();

  // Set: a bad password is explained and kept.
  await page.getByRole('button', { name: 'Mag-set ng payment password' }).click();
  const set = page.getByRole('form', { name: 'Mag-set ng payment password' });
  const fresh = set.getByRole('textbox', { name: 'Bagong payment password (6-12 numero)' });
  await fresh.fill('12');
  await set.getByRole('textbox', { name: 'Kumpirmahin ang bagong payment password' }).fill('12');
  await set.getByRole('textbox', { name: 'Kumpirmahin ang bagong payment password' }).press('Enter');
  await expect(set.getByText('Gumamit ng 6 hanggang 12 na numero')).toBeVisible();
  await expect(fresh).toHaveValue('12');
  await fresh.fill('135790');
  await set.getByRole('textbox', { name: 'Kumpirmahin ang bagong payment password' }).fill('135790');
  await set.getByRole('button', { name: 'I-save' }).click();
  await expect(page.getByText('Naka-set na ang iyong payment password.')).toBeVisible();
  await expect(page.getByText(/^Naka-set ang iyong payment password/)).toBeVisible();

  // Change: the old one must be right.
  await page.getByRole('button', { name: 'Palitan ang payment password' }).click();
  const change = page.getByRole('form', { name: 'Palitan ang payment password' });
  await change.getByRole('textbox', { name: 'Kasalukuyang payment password' }).fill('000000');
  await change.getByRole('textbox', { name: 'Bagong payment password (6-12 numero)' }).fill('975310');
  await change.getByRole('textbox', { name: 'Kumpirmahin ang bagong payment password' }).fill('975310');
  await change.getByRole('button', { name: 'I-save' }).click();
  await expect(change.getByRole('status')).toHaveText('Mali ang payment password.');
  await change.getByRole('textbox', { name: 'Kasalukuyang payment password' }).fill('135790');
  await change.getByRole('button', { name: 'I-save' }).click();
  await expect(page.getByText('Napalitan na ang iyong payment password.')).toBeVisible();

  // Forgotten: reset with the code sent to the bound mobile.
  await page.getByRole('button', { name: 'Nakalimutan ang payment password' }).click();
  const reset = page.getByRole('form', { name: 'Nakalimutan ang payment password' });
  await reset.getByRole('button', { name: 'Ipadala ang code' }).click();
  await expect(reset.getByText(/^Naipadala na ang code\./)).toBeVisible();
  await expect(reset.getByRole('button', { name: /^Bagong code sa loob ng \d+ s$/ })).toBeDisabled();
  const [sms] = await mock.sms('09170000001');
  await reset.getByRole('textbox', { name: 'Code sa SMS' }).fill(sms!.code);
  await reset.getByRole('textbox', { name: 'Bagong payment password (6-12 numero)' }).fill('112233');
  await reset.getByRole('textbox', { name: 'Kumpirmahin ang bagong payment password' }).fill('112233');
  await reset.getByRole('button', { name: 'I-save' }).click();
  await expect(page.getByText('Na-reset na ang iyong payment password.')).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
});
