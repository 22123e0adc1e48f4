import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { EN, expectFieldError, royal, solbet, textbox, token, visit } from './support/accounts';

test.describe('forgot password', () => {
  test('solbet (EN): by e-mail by default; a bad address, an unknown pair, then the mail is sent', async ({ page }) => {
    await visit(page, solbet, '/login');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    const form = dialog.getByRole('tabpanel', { name: 'E-mail' });
    await expect(
      form.getByText('Enter your username and the e-mail address of your account.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Send e-mail' }).click();
    await expectFieldError(textbox(form, 'Username'), EN.required);
    await expectFieldError(textbox(form, 'E-mail'), EN.required);

    await textbox(form, 'Username').fill('demo_member');
    await textbox(form, 'E-mail').fill('demo_member@');
    await form.getByRole('button', { name: 'Send e-mail' }).click();
    await expectFieldError(textbox(form, 'E-mail'), 'Enter a valid e-mail address (6–80 characters).');

    await textbox(form, 'E-mail').fill('someone@example.com');
    await form.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(form.getByRole('alert')).toHaveText('Username or email does not exist.');
    await expect(textbox(form, 'Username')).toHaveValue('demo_member');
    await expect(textbox(form, 'E-mail')).toHaveValue('someone@example.com');

    await textbox(form, 'E-mail').fill(' demo_member@example.com ');
    await form.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'We have sent you an e-mail to reset your password. Please check your inbox.',
    );
    expect(await token(page)).toBeNull();
    // The confirmation's own button (after the dialog's × "Close") closes it.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // Forgot by phone (username and mobile, the code, a new password) walks in platform-deposit-recovery.spec.ts.
  test('royal (EN): customer service opens the chat', async ({ page, context }) => {
    await visit(page, royal, '/login', 'EN');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });

    await context.route('https://chat.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
    );
    const chat = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Customer service' }).click();
    await expect(await chat).toHaveURL(/^https:\/\/chat\.example\//);
  });
});

test.describe('switching between the account dialogs', () => {
  test('solbet (EN): login ↔ register ↔ forgot, Escape closes, the terms link', async ({ page }) => {
    await visit(page, solbet, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register).toBeVisible();
    await register.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(register).toHaveCount(0);
    await login.getByRole('button', { name: 'Register now' }).click();
    await expect(register).toBeVisible();
    await register.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('button', { name: 'Back to log in' }).click();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await login.getByRole('button', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/help#term$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
