import { expectNoAxeViolations } from './support/axe';
import { expect, signInAs, test } from './support/fixtures';
import { EN, expectLoggedIn, passwordField, solbet, textbox, visit } from './support/accounts';

/* SPEC §4 popups: the gateway's PU announcements, B for visitors, A for members, F on a first login. */
test.use({ popups: true });

const popup = (page: import('@playwright/test').Page, title: string) => page.getByRole('dialog', { name: title });

test('a visitor sees the visitor popup, sanitised; once closed it stays closed for the visit', async ({ page }) => {
  await visit(page, solbet, '/', 'EN');
  const welcome = popup(page, 'Welcome to SolBet');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('welcome bonus of up to R$5,000')).toBeVisible(); // solbet's own offer
  await expect(page.getByRole('dialog', { name: "Today's reload bonus" })).toHaveCount(0); // members only
  await expectNoAxeViolations(page);
  await welcome.getByRole('button', { name: 'Close' }).first().click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: EN.login, exact: true })).toBeVisible();
  // The visitor's round of popups has run, and shown nothing.
  await expect(page.locator('html')).toHaveAttribute('data-popup-round', 'done-visitor');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member sees the member popups one after another on the site, not in the member centre', async ({
  page,
  mockSession,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  // A member who lands in the member centre (a withdrawal, say) is not interrupted: the popups wait for the site.
  await visit(page, solbet, '/member/withdraw', 'EN');
  await expectLoggedIn(page, EN);
  await expect(page.locator('html')).toHaveAttribute('data-popup-round', 'held');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'SolBet' }).first().click();
  const first = popup(page, "Today's reload bonus");
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).first().click();
  const second = popup(page, 'New games this week');
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(popup(page, 'Welcome to SolBet')).toHaveCount(0);
  await expect(popup(page, 'Welcome aboard!')).toHaveCount(0); // first logins only
});

test('a first login gets its popup after the forced password change, never on top of a dialog', async ({ page }) => {
  await visit(page, solbet, '/login', 'EN');
  const login = page.getByRole('dialog', { name: 'Log in' });
  // The visitor's popups wait for the login dialog to close.
  await expect(page.locator('html')).toHaveAttribute('data-popup-round', 'waiting-visitor');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await textbox(login, 'Username').fill('demo_first');
  await passwordField(login, 'Password').fill('First123');
  await login.getByRole('button', { name: 'Log in' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-popup-round', 'waiting-member');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await passwordField(change, 'New password').fill('Second#123'); // solbet's rule wants a symbol
  await passwordField(change, 'Confirm new password').fill('Second#123'); // solbet's rule wants a symbol
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toHaveCount(0);
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    titles.push((await dialog.getByRole('heading').first().textContent()) ?? '');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  }
  expect(titles.sort()).toEqual(["Today's reload bonus", 'New games this week', 'Welcome aboard!'].sort());
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
