import { Client } from '../contract/harness';
import { SaferControl } from '../contract/safer-control';
import { expectNoAxeViolations } from './support/axe';
import { enterSmsCode, passwordField, royal, solbet, textbox, token, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { GATEWAY } from './support/site-config';

test.describe.configure({ timeout: 90_000 });

const DAY = 86_400_000;

test('solbet (ukgc): 6 months after the limits last changed the member is asked to review them; "Keep my limits" is recorded', async ({
  page,
  mock,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, solbet, '/', 'EN');
  const gw = new Client(GATEWAY, mockSession, 'SB01');
  gw.token = (await token(page)) ?? undefined;
  const review = page.getByRole('dialog', { name: 'Review your limits' });
  const statusCalls = async () => (await mock.journal({ endpoint: 'safer.status' })).length;
  expect(
    (await gw.call('safer.setLimit', { body: { kind: 'deposit', period: 'MONTH', amount: 3000_00 } })).body.success,
  ).toBe(true);

  // 180 days on: a session lasts 24 hours, so the member signs in again.
  await mock.advanceClock(180 * DAY);
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await page.reload();
  await expect(review).toContainText('It is time to look at your safer-gambling limits again.');
  await expect(review.getByRole('link', { name: 'Review my limits' })).toHaveAttribute('href', '/member/saferGambling');
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Keep my limits' }).click();
  await expect(review).toHaveCount(0);

  // Recorded on the gateway: the next page load asks again and is not prompted.
  const asked = await statusCalls();
  await page.reload();
  await expect.poll(statusCalls).toBeGreaterThan(asked);
  await expect(page.getByRole('banner').locator('output')).toBeVisible();
  await expect(review).toHaveCount(0);
  gw.token = (await token(page)) ?? undefined;
  expect((await gw.call<{ reviewDue: boolean }>('safer.status')).body.value!.reviewDue).toBe(false);
});

test('royal (mga): right after registering, the new member is offered a deposit limit, and the gateway keeps it', async ({
  page,
  mock,
  mockSession,
}) => {
  await visit(page, royal, '/register', 'EN');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const form = dialog.getByRole('tabpanel', { name: 'Username' });
  await textbox(form, 'Username').fill('carefulplayer');
  await passwordField(form, 'Password').fill('Secret123');
  await passwordField(form, 'Confirm password').fill('Secret123');
  await enterSmsCode(form, mock, '09181117777', { mobile: 'Mobile number', send: 'Send code', code: 'SMS code' });
  await textbox(form, 'Captcha').fill((await mock.captcha()).answer!);
  await form.getByRole('checkbox', { name: 'I am 18 years old or over.' }).check();
  await form.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions.' }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toHaveCount(0);

  // royal offers the welcome bonus first; the deposit-limit offer follows it.
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await welcome.getByRole('button', { name: 'Maybe later' }).click();
  const offer = page.getByRole('dialog', { name: 'Set a deposit limit?' });
  await expect(offer).toContainText('Welcome! You can choose now how much you may deposit in a period.');
  await expectNoAxeViolations(page);
  const limit = offer.getByRole('form', { name: 'Set a deposit limit?' });
  await limit.getByRole('combobox', { name: 'Period' }).selectOption({ label: '7 days' });
  await limit.getByRole('textbox', { name: 'Amount' }).fill('250');
  await limit.getByRole('button', { name: 'Set limit' }).click();
  await expect(offer.getByRole('status')).toHaveText('Your deposit limit is set.');
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toHaveCount(0);

  expect((await new SaferControl(GATEWAY, mockSession).state('carefulplayer')).limits).toMatchObject([
    { kind: 'deposit', period: 'WEEK', amount: 250_00 },
  ]);
});

for (const { merchant, code, language, label, other } of [
  {
    merchant: royal,
    code: 'royal',
    language: 'TY' as const,
    label: 'Impormasyon sa mas ligtas na paglalaro',
    other: '/promotions',
  },
  { merchant: solbet, code: 'solbet', language: 'EN' as const, label: 'Safer gambling information', other: '/rng' },
]) {
  test(`${code} (${language}): every page's footer links to the merchant's safer-gambling information`, async ({
    page,
  }) => {
    for (const path of ['/', other]) {
      await visit(page, merchant, path, language);
      const link = page.getByRole('contentinfo').getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', '/help#responsible-gaming');
    }
    await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(/\/help#responsible-gaming$/);
  });
}
