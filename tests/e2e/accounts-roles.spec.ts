import { expectNoAxeViolations } from './support/axe';
import { expect, signInAs, test } from './support/fixtures';
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

test.describe('free play and trial rules', () => {
  test('royal (TY): free play logs in a trial, which the member and agent centres refuse', async ({ page, mock }) => {
    await visit(page, royal, '/login');
    const login = page.getByRole('dialog', { name: 'Mag-log in' });
    await login.getByRole('button', { name: 'Libreng laro' }).click();
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page, TY);

    await page.getByRole('button', { name: 'Guest' }).click();
    await page.getByRole('link', { name: 'Aking account (sentro ng seguridad)' }).click();
    const refused = page.getByRole('dialog', { name: 'Hindi available' });
    await expect(refused).toContainText('Hindi ito magagamit ng trial account. Magrehistro ng totoong account.');
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(refused).toHaveCount(0);

    await visit(page, royal, '/agentHome');
    await expect(refused).toContainText('Hindi ito magagamit ng trial account.');
    await expect(page).toHaveURL(/\/$/);
    // Trial accounts skip the unread-message count and the consolidated balance.
    expect(await mock.journal({ endpoint: 'messages.unreadCount' })).toEqual([]);
    expect(await mock.journal({ endpoint: 'member.fundsConsolidated' })).toEqual([]);
  });

  test('royal (EN): free play from a page that asked for a login goes home, not back to that page', async ({
    page,
  }) => {
    await visit(page, royal, '/member/securityCenter', 'EN');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByRole('button', { name: 'Guest' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('solbet (EN): no free play without FREEPLAY3', async ({ page }) => {
    await visit(page, solbet, '/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('button', { name: 'Register now' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Free play' })).toHaveCount(0);
  });
});

test.describe('agents', () => {
  test('solbet (EN): /agent shows the programme and support hours; a member is refused, an agent lands in the agent centre', async ({
    page,
  }) => {
    await visit(page, solbet, '/agent');
    await expect(page.getByRole('heading', { name: 'Become a SolBet agent', level: 1 })).toBeVisible();
    await expect(page.getByText('Mon–Sat, 10:00–22:00 (America/Sao_Paulo)')).toBeVisible();
    const form = page.getByRole('region', { name: 'Agent login' });
    await textbox(form, 'Username').fill('demo_member');
    await passwordField(form, 'Password').fill('Member123');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Non-agent account unable to login.');
    await expect(textbox(form, 'Username')).toHaveValue('demo_member');
    expect(await token(page)).toBeNull();

    await textbox(form, 'Username').fill('demo_agent');
    await passwordField(form, 'Password').fill('Agent123');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/agentHome/);
    await expect(page.getByRole('heading', { name: 'Agent centre' })).toBeVisible();
  });

  test('royal (TY): the agent landing page in Filipino passes axe', async ({ page }) => {
    await visit(page, royal, '/agent');
    await expect(page.getByRole('heading', { name: 'Maging ahente ng Royal Ace', level: 1 })).toBeVisible();
    // Day names in Filipino, not English.
    await expect(page.getByText('Lun–Biy, 12:00–21:00 (Asia/Manila)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Login ng ahente' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('solbet (EN): the member area refuses an agent-only account and a locked one; an agent goes to the agent centre', async ({
    page,
    mock,
  }) => {
    await visit(page, solbet, '/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await textbox(login, 'Username').fill('demo_agent_only');
    await passwordField(login, 'Password').fill('Agent123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Non-member account unable to login.');
    await expect(textbox(login, 'Username')).toHaveValue('demo_agent_only');
    expect(await token(page)).toBeNull();

    await mock.freezeAccount('demo_agent');
    await textbox(login, 'Username').fill('demo_agent');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('This account is locked. Please contact customer service.');

    await mock.freezeAccount('demo_agent', false);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(/\/agentHome/);
  });

  test('royal (TY): the agent centre sends a member to /agent', async ({ page, mockSession }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, royal, '/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('heading', { name: 'Maging ahente ng Royal Ace' })).toBeVisible();
  });

  test('solbet (EN): an agent whose password expired changes it before anything else', async ({ page, mock }) => {
    await mock.setScenario('password-expired');
    await visit(page, solbet, '/agent');
    const form = page.getByRole('region', { name: 'Agent login' });
    await textbox(form, 'Username').fill('demo_agent');
    await passwordField(form, 'Password').fill('Agent123');
    await form.getByRole('button', { name: 'Log in' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change.getByText('Your password has expired. Please choose a new one.')).toBeVisible();
    await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(passwordField(change, 'Current password')).toHaveCount(0);
  });
});

test.describe('my account and sign out', () => {
  test('royal (EN): a visitor sent to log in from the member centre comes back to it', async ({ page }) => {
    await visit(page, royal, '/member/securityCenter', 'EN');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await textbox(login, 'Username').fill('demo_member');
    await passwordField(login, 'Password').fill('Member123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  });

  test('solbet (EN): change password from the member centre; a wrong current password and bad input are refused', async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, solbet, '/member/securityCenter');
    await page.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    const current = passwordField(change, 'Current password');
    const next = passwordField(change, 'New password');
    const confirm = passwordField(change, 'Confirm new password');
    await expectNoAxeViolations(page);

    await change.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(current, EN.required);
    await next.fill('short');
    await confirm.fill('other');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(
      next,
      'Include at least one capital letter, one small letter, one digit and one symbol (8–20 characters).',
    );
    await expectFieldError(confirm, 'The two entries are not the same. Confirmation input incorrect.');

    await current.fill('Wrong123');
    await next.fill('Better1!pass');
    await confirm.fill('Better1!pass');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(current, 'The old password is incorrect.');
    await expect(next).toHaveValue('Better1!pass');

    await current.fill('Member123');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page, EN);
  });

  test('royal (TY): sign out asks first, then clears the session; the remembered username stays', async ({ page }) => {
    await visit(page, royal, '/login');
    const login = page.getByRole('dialog', { name: 'Mag-log in' });
    await textbox(login, 'Pangalan ng account').fill('demo_member');
    await passwordField(login, 'Password').fill('Member123');
    await login.getByRole('checkbox', { name: 'Tandaan ako' }).check();
    await login.getByRole('button', { name: 'Mag-log in' }).click();
    await expectLoggedIn(page, TY);

    const signOut = async () => {
      await page.getByRole('button', { name: 'Demo Member' }).click();
      await page.getByRole('button', { name: 'Mag-sign out' }).click();
    };
    const confirm = page.getByRole('dialog', { name: 'Mag-sign out' });
    await signOut();
    await expect(confirm).toContainText('Gusto mo bang mag-sign out?');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Kanselahin' }).click();
    await expect(confirm).toHaveCount(0);
    await expectLoggedIn(page, TY);

    await signOut();
    await confirm.getByRole('button', { name: 'Mag-sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mag-log in' })).toBeVisible();
    expect(await token(page)).toBeNull();

    await page.getByRole('banner').getByRole('link', { name: 'Mag-log in' }).click();
    await expect(textbox(login, 'Pangalan ng account')).toHaveValue('demo_member');
    await expect(login.getByRole('checkbox', { name: 'Tandaan ako' })).toBeChecked();
    await expect(passwordField(login, 'Password')).toHaveValue('');
    // The username only, for 24 hours.
    const [remembered] = (await page.context().cookies()).filter((c) => c.name === 'wl_remember_user');
    expect(remembered?.value).toBe('demo_member');
    expect(remembered!.expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(remembered!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });
});
