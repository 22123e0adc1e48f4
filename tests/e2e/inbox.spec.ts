import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { openLive } from './support/rendered';

test.describe.configure({ timeout: 90_000 });

const noSidewaysScroll = async (page: Page) => {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
};
/** The push channel is subscribed (the page says so on a hidden marker, instead of a guessed wait). */
const pushLive = (page: Page) => expect(page.locator('[data-push-channel="live"]')).toBeAttached();

test('solbet: a mail sent from QA is pushed as a toast and a badge, reading it clears every badge at once; notices page 9 by 9; a payment confirmation opens the receipt', async ({
  page,
  mock,
  mockSession,
}) => {
  await mock.clearMail('demo_member');
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, solbet, '/member/securityCenter');
  const header = page.getByRole('banner');
  const centreMenu = page.getByRole('navigation', { name: 'Member centre pages' });
  // The payout seeded for demo_member asks for its receipt after login: "Later" puts it away.
  const receipt = page.getByRole('alertdialog', { name: 'Withdrawal confirmation' });
  await receipt.getByRole('button', { name: 'Later' }).click();
  await expect(receipt).toHaveCount(0);
  await pushLive(page);
  await expect(header.getByRole('link', { name: 'Platform information', exact: true })).toBeVisible();

  // QA sends a mail (with markup the site must sanitise): a toast with its subject, a badge in header and menu.
  await mock.sendMail({
    account: 'demo_member',
    subject: 'Your VIP gift',
    content: '<p>Claim it <b>today</b></p><img src=x alt="" onerror="document.title=\'hacked\'">',
  });
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('New message');
  await expect(toasts).toContainText('Your VIP gift');
  await expect(header.getByRole('link', { name: 'Platform information 1 unread' })).toBeVisible();
  const menuEntry = centreMenu.getByRole('link', { name: 'Platform information 1 unread' });
  await expect(menuEntry).toBeVisible();

  // Reading it clears the badge in the header and the member centre at once.
  await menuEntry.click();
  await expect(page.getByRole('heading', { name: 'Platform information' })).toBeVisible();
  const mail = page.getByRole('button', { name: /Your VIP gift/, expanded: false });
  await mail.click();
  await expect(page.getByText('Claim it today')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Platform information', exact: true })).toBeVisible();
  await expect(centreMenu.getByRole('link', { name: 'Platform information', exact: true })).toBeVisible();
  expect(await page.title()).not.toBe('hacked');
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A payout is paid and the gateway pushes PAYMENT_CONFIRMATION: the receipt dialog opens though "Later" was chosen.
  await mock.push('demo_member', { type: 'PAYMENT_CONFIRMATION' });
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'Later' }).click();

  // A deposit result is shown.
  await mock.push('demo_member', { type: 'DEPOSIT', data: { amount: 500, time: 0, success: true } });
  await expect(toasts).toContainText('Deposit received');

  // Notices: 9 per page with page numbers, and a notice's detail.
  await openLive(page, page.url().replace(/\/member\/.*$/, '/'));
  await page.getByRole('button', { name: /^Notices: open all/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  const titles = dialog.getByRole('region', { name: 'Notices' }).getByRole('list').first().getByRole('listitem');
  await expect(titles).toHaveCount(9);
  const pages = dialog.getByRole('navigation', { name: 'Notice pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const count = await titles.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(9);
  const first = (await titles.first().locator('span').first().textContent())!;
  await titles.first().getByRole('button').click();
  await expect(dialog.getByRole('article', { name: first })).toBeVisible();
  await expect(dialog.getByRole('article').locator('time')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Back to all notices' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('royal (TY): an agent writes to a downline, who finds it in the inbox; a dropped push channel comes back', async ({
  page,
  mock,
  mockSession,
}) => {
  const friend = `ib${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await mock.login({ username: friend, password: 'Friend123', create: true, fields: { affiliateCode: 'DEMOAG' } });
  await mock.clearMail(friend);
  await signInAs(page, mockSession, 'demo_agent', 'Agent123');
  await visit(page, royal, '/agentHome/platformMessages');
  await expect(page.getByRole('heading', { name: 'Mga mensahe ng platform' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sumulat ng mensahe' });
  // Nothing is sent without recipients and text: each field says what it needs.
  await form.getByRole('button', { name: 'Ipadala' }).click();
  await expect(form.getByText('Kailangan ang field na ito.').first()).toBeVisible();
  await form.getByRole('combobox', { name: 'Para kay' }).selectOption({ label: 'Isang downline' });
  await form.getByRole('textbox', { name: 'Username ng downline' }).fill('demo_member');
  await form.getByRole('textbox', { name: 'Paksa' }).fill('Pulong ng team');
  await form.getByRole('textbox', { name: 'Mensahe' }).fill('Bukas ng 8 ng gabi.');
  await form.getByRole('button', { name: 'Ipadala' }).click();
  // Not in the team: refused in TY, and nothing typed is lost.
  await expect(form.getByRole('alert')).toHaveText('Wala sa team mo ang username na iyan. Suriin at subukang muli.');
  await expect(form.getByRole('textbox', { name: 'Paksa' })).toHaveValue('Pulong ng team');
  await form.getByRole('textbox', { name: 'Username ng downline' }).fill(friend);
  await form.getByRole('button', { name: 'Ipadala' }).click();
  await expect(form.getByRole('status')).toHaveText('Naipadala sa 1 tatanggap.');
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);

  // The downline, signed in on its own tab, finds it unread in the inbox and reads it.
  const downline = await page.context().newPage();
  const { token } = await mock.login({ username: friend, password: 'Friend123' });
  await downline.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await visit(downline, royal, '/member/messageV2');
  await pushLive(downline);
  const header = downline.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Impormasyon ng platform 1 hindi pa nababasa' })).toBeVisible();
  await downline.getByRole('button', { name: /Pulong ng team/, expanded: false }).click();
  await expect(downline.getByText('Bukas ng 8 ng gabi.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Impormasyon ng platform', exact: true })).toBeVisible();

  // QA drops the push sockets: the site reconnects, and the next mail still arrives as a toast.
  await downline.clock.install();
  expect((await mock.dropPush()).dropped).toBeGreaterThan(0);
  await expect(downline.locator('[data-push-channel="polling"]')).toBeAttached();
  await downline.clock.runFor(1_000);
  await pushLive(downline);
  await mock.sendMail({ account: friend, subject: 'Muling konektado' });
  await expect(downline.getByRole('region', { name: 'Mga abiso' })).toContainText('Muling konektado');
  await expectNoAxeViolations(downline);
});
