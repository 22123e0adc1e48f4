import { expectNoAxeViolations } from './support/axe';
import { expect, expectSmsCountdownToRunOut, holdScript, nextFrames, test } from './support/fixtures';
import {
  EN,
  TY,
  expectFieldError,
  expectLoggedIn,
  passwordField,
  royal,
  solbet,
  textbox,
  visit,
} from './support/accounts';

test('the login dialog opens at its full size, even when its form is slow to arrive', async ({ page }) => {
  await visit(page, solbet, '/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The dialog's form arrives only when the test lets it, as on a slow phone.
  const form = await holdScript(page, 'login-form');
  await page.getByRole('link', { name: 'Log in' }).click();
  await form.asked;
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await nextFrames(page);
  await expect(dialog).toHaveCount(0);
  await form.release();
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  const opened = await dialog.boundingBox();
  await nextFrames(page);
  expect(await dialog.boundingBox()).toEqual(opened);
});

test.describe('login by username', () => {
  test('royal (TY): both fields required, input trimmed, dialog closes and the member is logged in', async ({
    page,
  }) => {
    await visit(page, royal, '/login');
    const dialog = page.getByRole('dialog', { name: 'Mag-log in' });
    await expect(dialog.getByRole('tab', { name: 'Pangalan ng account' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Mag-log in' }).click();
    const username = textbox(dialog, 'Pangalan ng account');
    const password = passwordField(dialog, 'Password');
    await expectFieldError(username, TY.required);
    await expectFieldError(password, TY.required);
    await expect(username).toBeFocused();

    await username.fill('  demo_member  ');
    await password.fill('Member123 ');
    await dialog.getByRole('button', { name: 'Mag-log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page, TY);
  });

  test('solbet (EN): a wrong password is refused, the captcha appears, a wrong answer is refused, then it works', async ({
    page,
    mock,
  }) => {
    await visit(page, solbet, '/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('tab')).toHaveCount(0); // MOBILEVERCODELOGIN3 off: username only
    await expect(textbox(dialog, 'Captcha')).toHaveCount(0);
    const username = textbox(dialog, 'Username');
    const password = passwordField(dialog, 'Password');
    await username.fill('demo_member');
    await password.fill('Wrong123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The account or password is incorrect.');
    await expect(username).toHaveValue('demo_member');
    await expect(password).toHaveValue('Wrong123');

    // The failure carried the captcha flag: the captcha field and its image appear.
    const captcha = textbox(dialog, 'Captcha');
    const image = dialog.getByRole('button', { name: 'Captcha image. Select it for a new one.' });
    await expect(captcha).toBeVisible();
    await expect(image.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expectNoAxeViolations(page);

    await password.fill('Member123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expectFieldError(captcha, 'Please enter the captcha.');

    await captcha.fill('0000' === (await mock.captcha()).answer ? '1111' : '0000');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expectFieldError(captcha, 'Please enter the captcha.');
    await expect(username).toHaveValue('demo_member');

    const { answer } = await mock.captcha();
    await captcha.fill(answer!);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page, EN);
  });

  test('the captcha image is refreshed on click, at most once a second', async ({ page, mock }) => {
    await page.clock.install();
    await visit(page, solbet, '/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await textbox(dialog, 'Username').fill('demo_member');
    await passwordField(dialog, 'Password').fill('nope');
    // Time stands still from here: the second after the captcha appeared lasts until the test moves the clock.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const image = dialog.getByRole('button', { name: 'Captcha image. Select it for a new one.' });
    await expect(image.locator('img')).toBeVisible();
    const loads = async () => (await mock.journal({ endpoint: 'captcha.image' })).length;
    await expect.poll(loads).toBe(1);
    await image.click();
    await image.click();
    await page.clock.runFor(1000);
    await image.click();
    await image.click();
    await expect.poll(loads).toBe(2);
    await page.clock.runFor(1000);
    await image.click();
    await expect.poll(loads).toBe(3);
    await expect(image.locator('img')).toBeVisible();
  });
});

test.describe('login with Geetest', () => {
  test('royal (EN) with Geetest v4: the stand-in check runs on login; closing or failing it keeps what was typed; passing it logs in', async ({
    page,
    mock,
  }) => {
    await mock.setScenario('geetest', { version: 'v4' });
    await visit(page, royal, '/login', 'EN');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const username = textbox(dialog, 'Username');
    const password = passwordField(dialog, 'Password');
    const submit = dialog.getByRole('tabpanel', { name: 'Username' }).getByRole('button', { name: 'Log in' });
    await username.fill('demo_member');
    await password.fill('Member123');
    // Nothing of Geetest's comes with the page: its script loads with the first check.
    expect(await page.evaluate(() => 'initGeetest4' in window)).toBe(false);

    await submit.click();
    const check = page.getByRole('dialog', { name: 'Security check (test)' });
    await expect(check).toBeVisible();
    await expect(check.getByRole('button', { name: 'Pass the check' })).toBeFocused();
    // The login dialog steps out of the top layer while the check's own popup shows, and comes back after.
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(false);
    await expectNoAxeViolations(page);
    await check.getByRole('button', { name: 'Close' }).click();
    await expect(check).toBeHidden();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expect(dialog.getByRole('alert')).toHaveText(
      'The security check was closed before it was finished. Nothing you entered was lost: try again when you are ready.',
    );
    await expect(username).toHaveValue('demo_member');
    await expect(password).toHaveValue('Member123');

    await submit.click();
    await check.getByRole('button', { name: 'Fail the check' }).click();
    await expect(check.getByRole('status')).toHaveText('Not passed. Try again, or close the check.');
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('alert')).toHaveText(
      'The security check was not passed. Nothing you entered was lost: please try again.',
    );
    expect(await mock.journal({ endpoint: 'session.login' })).toHaveLength(0);

    await submit.click();
    await check.getByRole('button', { name: 'Pass the check' }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page, EN);
    const [login] = await mock.journal({ endpoint: 'session.login' });
    expect(login).toMatchObject({
      status: 200,
      requestBody: { geetestValidateV4: { lot_number: expect.any(String) } },
    });
  });
});

test.describe('login by mobile (SMS code)', () => {
  test('royal (TY): the number is checked before a code is sent; a wrong code is refused; the right one logs in', async ({
    page,
    mock,
  }) => {
    await page.clock.install();
    await visit(page, royal, '/login');
    const dialog = page.getByRole('dialog', { name: 'Mag-log in' });
    await dialog.getByRole('tab', { name: 'Numero ng mobile' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Numero ng mobile' });
    await expect(textbox(panel, 'Code ng bansa')).toHaveValue('63');
    const mobile = textbox(panel, 'Numero ng mobile');
    const code = textbox(panel, 'Code sa SMS');
    const send = panel.getByRole('button', { name: 'Ipadala ang code' });
    await expectNoAxeViolations(page);

    await send.click();
    await expect(panel.getByText('Numero ng mobile: Hindi maaaring walang laman ang field na ito.')).toBeVisible();
    await mobile.fill('0917-12');
    await mobile.press('Tab'); // the field says it at once...
    await expectFieldError(mobile, 'Numero lamang (10–16 na character).');
    await page.clock.runFor(1_000); // (presses are taken at most once a second)
    await send.click(); // ...and so does the send button, without asking the gateway
    await expect(panel.getByText('Numero ng mobile: Numero lamang (10–16 na character).')).toBeVisible();
    expect(await mock.journal({ endpoint: 'sms.noLogin' })).toHaveLength(0);

    await mobile.fill('09171234567');
    await mobile.press('Tab');
    await page.clock.runFor(1_000);
    await send.click();
    await expect(panel.getByRole('button', { name: /^Bagong code sa loob ng \d+ s$/ })).toBeDisabled();
    await expect(panel.getByText('Naipadala na ang code.', { exact: false })).toBeVisible();
    const [sms] = await mock.sms('09171234567');
    expect(sms).toMatchObject({ purpose: 'login', used: false });

    await code.fill(sms!.code === '000000' ? '111111' : '000000');
    await panel.getByRole('button', { name: 'Mag-log in' }).click();
    await expectFieldError(code, /^Pakilagay ang wastong code ng beripikasyon\./);
    await expect(mobile).toHaveValue('09171234567');

    await code.fill(sms!.code);
    await panel.getByRole('button', { name: 'Mag-log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page, TY);
  });

  test('royal (EN): the send button counts expiredMinutes × 60 s down, then may be used again', async ({ page }) => {
    await page.clock.install();
    await visit(page, royal, '/login', 'EN');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await textbox(dialog, 'Mobile number').fill('09171234567');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expectSmsCountdownToRunOut(page, dialog);
    await expect(dialog.getByText('You can ask for a new code now.')).toBeVisible();
  });

  test('royal (EN): an expired code is refused; an SMS login of an expired password is not forced to change it', async ({
    page,
    mock,
  }) => {
    await page.clock.install();
    await visit(page, royal, '/login', 'EN');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Mobile number' });
    await textbox(panel, 'Mobile number').fill('09171234570'); // demo_expired
    await panel.getByRole('button', { name: 'Send code' }).click();
    await expect(panel.getByRole('button', { name: /^New code in/ })).toBeDisabled();
    const first = await mock.lastSmsCode('09171234570');
    await mock.advanceClock(5 * 60_000 + 1_000);
    await textbox(panel, 'SMS code').fill(first);
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expectFieldError(textbox(panel, 'SMS code'), /^The code has expired\. Please send a new one\./);

    // The countdown ends, a new code is sent, and that one works.
    await page.clock.runFor(300_000);
    await panel.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(async () => (await mock.sms('09171234570')).length).toBe(2);
    await textbox(panel, 'SMS code').fill(await mock.lastSmsCode('09171234570'));
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectLoggedIn(page, EN);
  });
});

test.describe('SMS errors: a warning dialog with the gateway message', () => {
  test('royal (EN): quota used up (sms-quota)', async ({ page, mock }) => {
    await mock.setScenario('sms-quota', 0);
    await visit(page, royal, '/login', 'EN');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('tab', { name: 'Mobile number' }).click();
    await textbox(login, 'Mobile number').fill('09171234567');
    await login.getByRole('button', { name: 'Send code' }).click();
    const warning = page.getByRole('dialog', { name: 'The code could not be sent' });
    await expect(warning).toContainText('SMS quota insufficient, please contact customer service');
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toHaveCount(0);
    await expect(login.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(textbox(login, 'Mobile number')).toHaveValue('09171234567');
  });

  test('royal (TY): too many requests (sms-too-many); an unknown number', async ({ page, mock }) => {
    await mock.setScenario('sms-too-many');
    await page.clock.install();
    await visit(page, royal, '/login');
    const login = page.getByRole('dialog', { name: 'Mag-log in' });
    await login.getByRole('tab', { name: 'Numero ng mobile' }).click();
    const mobile = textbox(login, 'Numero ng mobile');
    await mobile.fill('09171234567');
    await login.getByRole('button', { name: 'Ipadala ang code' }).click();
    const warning = page.getByRole('dialog', { name: 'Hindi naipadala ang code' });
    // A rate limit is the one server refusal shown in the page's language, with the wait it asks for.
    await expect(warning).toContainText('Masyadong maraming pagsubok. Subukang muli pagkalipas ng 5 minuto.');
    await expect(warning.getByRole('button', { name: 'Isara' })).toBeVisible();
    await warning.getByRole('button', { name: 'Kumpirmahin' }).click();
    await expect(warning).toHaveCount(0);

    await mock.clearScenario('sms-too-many');
    await mobile.fill('09990000000');
    await page.clock.runFor(1_000);
    await login.getByRole('button', { name: 'Ipadala ang code' }).click();
    await expect(warning).toContainText('This mobile number is not registered');
    await warning.getByRole('button', { name: 'Kumpirmahin' }).click();
    await expect(mobile).toHaveValue('09990000000');
  });
});

test.describe('login from an unrecognised IP', () => {
  test('solbet (EN): extra verification by SMS code; a wrong answer is refused; Back keeps what was typed', async ({
    page,
    mock,
  }) => {
    await mock.setScenario('unrecognised-ip');
    await visit(page, solbet, '/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await textbox(dialog, 'Username').fill('demo_fresh_ip');
    await passwordField(dialog, 'Password').fill('Fresh123');
    await dialog.getByRole('button', { name: 'Log in' }).click();

    const verify = dialog.getByRole('region', { name: 'Confirm it is you' });
    await expect(verify).toBeVisible();
    const methods = verify.getByRole('group', { name: 'Confirm with' });
    await expect(methods.getByRole('radio')).toHaveCount(3);
    await expect(methods.getByRole('radio', { name: 'A code by SMS' })).toBeChecked();
    await expect(verify.getByText('We sent a code to 091****001.')).toBeVisible();
    await expectNoAxeViolations(page);

    await verify.getByRole('button', { name: 'Back' }).click();
    await expect(textbox(dialog, 'Username')).toHaveValue('demo_fresh_ip');
    await dialog.getByRole('button', { name: 'Log in' }).click();

    const answer = textbox(verify, 'SMS code');
    const code = await mock.lastSmsCode('09170000001');
    await answer.fill(code === '000000' ? '111111' : '000000');
    await verify.getByRole('button', { name: 'Confirm' }).click();
    await expect(verify.getByRole('alert')).toHaveText('Please enter a valid verification code.');
    await expect(answer).toHaveValue(code === '000000' ? '111111' : '000000');

    await answer.fill(await mock.lastSmsCode('09170000001'));
    await verify.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page, EN);
    // Both answers went through the platform's second step, not a repeated login.
    const steps = await mock.journal({ endpoint: 'session.loginVerification' });
    expect(steps.map((s) => s.status)).toEqual([steps[0]!.status, 200]);
    expect(steps[0]!.status).not.toBe(200);
  });

  test('royal (TY): extra verification by e-mail address', async ({ page, mock }) => {
    await mock.setScenario('unrecognised-ip');
    await visit(page, royal, '/login');
    const dialog = page.getByRole('dialog', { name: 'Mag-log in' });
    await textbox(dialog, 'Pangalan ng account').fill('demo_fresh_ip');
    await passwordField(dialog, 'Password').fill('Fresh123');
    await dialog.getByRole('button', { name: 'Mag-log in' }).click();
    const verify = dialog.getByRole('region', { name: 'Kumpirmahin na ikaw ito' });
    await verify.getByRole('radio', { name: 'Aking e-mail address' }).check();
    await expect(verify.getByText('Ilagay ang buong address ng de***@example.com.')).toBeVisible();
    await verify.getByLabel('Ang buo mong e-mail address').fill('demo_fresh_ip@example.com');
    await verify.getByRole('button', { name: 'Kumpirmahin' }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page, TY);
  });
});

test.describe('forced password change', () => {
  test('royal (TY): the weak default password; the change cannot be skipped, survives a reload, checks its input', async ({
    page,
  }) => {
    await visit(page, royal, '/login');
    const login = page.getByRole('dialog', { name: 'Mag-log in' });
    await textbox(login, 'Pangalan ng account').fill('demo_weak');
    await passwordField(login, 'Password').fill('123456');
    await login.getByRole('button', { name: 'Mag-log in' }).click();

    const change = page.getByRole('dialog', { name: 'Palitan ang password' });
    await expect(change.getByText('Masyadong madaling hulaan ang iyong password. Pumili ng bago.')).toBeVisible();
    await expect(change.getByRole('button', { name: 'Isara' })).toHaveCount(0);
    await expect(passwordField(change, 'Kasalukuyang password')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(change).toBeVisible();

    await page.reload();
    await expect(change).toBeVisible();
    const next = passwordField(change, 'Bagong password');
    const confirm = passwordField(change, 'Kumpirmahin ang bagong password');
    await next.fill('abc');
    await confirm.fill('abcdef');
    await change.getByRole('button', { name: 'Palitan ang password' }).click();
    await expectFieldError(next, 'Maglagay ng 6–16 na character.');
    await expectFieldError(confirm, 'Hindi magkapareho ang dalawang inilagay. Mali ang kumpirmasyon.');
    await next.fill('Stronger1');
    await confirm.fill('Stronger1');
    await change.getByRole('button', { name: 'Palitan ang password' }).click();
    await expect(change).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page, TY);
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('solbet (EN): an expired password (PWDEXPFORCECHANGE3) must be changed, by the password rule', async ({
    page,
  }) => {
    await visit(page, solbet, '/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await textbox(login, 'Username').fill('demo_expired');
    await passwordField(login, 'Password').fill('Expired123');
    await login.getByRole('button', { name: 'Log in' }).click();

    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change.getByText('Your password has expired. Please choose a new one.')).toBeVisible();
    await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
    const next = passwordField(change, 'New password');
    await next.fill('Abcdefg1');
    await passwordField(change, 'Confirm new password').fill('Abcdefg1');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(
      next,
      'Include at least one capital letter, one small letter, one digit and one symbol (8–20 characters).',
    );
    await next.fill('Abcdef1!');
    await passwordField(change, 'Confirm new password').fill('Abcdef1!');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toHaveCount(0);
    await expectLoggedIn(page, EN);
  });

  test('royal (EN): the first login must change the password too; the next login does not', async ({ page, mock }) => {
    await visit(page, royal, '/login', 'EN');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await textbox(login, 'Username').fill('demo_first');
    await passwordField(login, 'Password').fill('First123');
    await login.getByRole('button', { name: 'Log in' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await passwordField(change, 'New password').fill('Second123');
    await passwordField(change, 'Confirm new password').fill('Second123');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toHaveCount(0);
    await expectLoggedIn(page, EN);
    expect(await mock.journal({ endpoint: 'member.passwordChange' })).toMatchObject([{ status: 200 }]);

    // A later login (new tab: a fresh sessionStorage) goes straight in.
    const later = await page.context().newPage();
    await visit(later, royal, '/login', 'EN');
    const again = later.getByRole('dialog', { name: 'Log in' });
    await textbox(again, 'Username').fill('demo_first');
    await passwordField(again, 'Password').fill('Second123');
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect(again).toHaveCount(0);
    await expectLoggedIn(later, EN);
    await expect(later.getByRole('dialog')).toHaveCount(0);
  });
});
