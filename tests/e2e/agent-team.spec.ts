import { Client } from '../contract/harness';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { GATEWAY } from './support/site-config';

test.describe.configure({ timeout: 120_000 });

const PAYMENT_PASSWORD = '135790';

/** demo_agent has no payment password at first: set one through the gateway, as the security centre would. */
async function givePaymentPassword(mockSession: string): Promise<void> {
  const c = new Client(GATEWAY, mockSession);
  await c.login('demo_agent', 'Agent123');
  const r = await c.call('member.paymentPasswordSet', {
    body: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  expect(r.body.success).toBe(true);
}

test('royal: the agent switches the overview period, registers a downline, finds it, pays a downline once under a double click and pages a team report', async ({
  page,
  mockSession,
  mock,
}) => {
  // The mock clock stands still: demo_agent's hourly salary, paid as it passes an hour, would move its balance.
  await mock.setClockFlowing(false);
  // The browser's day mid-month (the 15th, this month's or the last's): on a month's first day "this month" is today.
  const midMonth = new Date();
  if (midMonth.getDate() < 15) midMonth.setMonth(midMonth.getMonth() - 1, 15);
  else midMonth.setDate(15);
  await page.clock.setSystemTime(midMonth);
  await givePaymentPassword(mockSession);
  await signInAs(page, mockSession, 'demo_agent', 'Agent123');
  await visit(page, royal, '/agentHome/agentTeamOverview', 'EN');
  const menu = page.getByRole('navigation', { name: 'Agent centre pages' });
  const figure = (name: string) => page.locator(`[data-figure="${name}"]`);

  // Overview: today, then this month (more bets), the team of more than 2,000 and the 30-day chart.
  await expect(figure('teamSize')).toHaveText(/^2,0\d\d$/);
  const todayBets = await figure('betAmount').innerText();
  await page.getByRole('combobox', { name: 'Period' }).selectOption('thisMonth');
  await expect(page.getByText(/^From \d{4}-\d{2}-01 to /)).toBeVisible();
  await expect(figure('betAmount')).not.toHaveText(todayBets);
  await expect(page.getByRole('img', { name: /Line chart of the team/ }).locator('canvas')).toBeVisible();
  await expectNoAxeViolations(page);

  // Register centre: the invite code and QR, then a direct player registered under the merchant's rules.
  await menu.getByRole('link', { name: 'Register centre' }).click();
  await expect(page.getByTestId('affiliate-code')).toHaveText('DEMOAG');
  await expect(page.getByRole('img', { name: /QR code of the invite link/ })).toBeVisible();
  const form = page.getByRole('form', { name: 'Register a downline' });
  await form.getByRole('textbox', { name: /^Username/ }).fill('walker01');
  await form.getByLabel(/^Password/).fill('Secret12');
  await form.getByLabel(/^Confirm password/).fill('Secret12');
  await form.getByRole('textbox', { name: /^Mobile/ }).fill('09179990011');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'walker01' })).toHaveText(
    'Player walker01 is now in your team.',
  );
  await expectNoAxeViolations(page);

  // Team management: the new player is there; a transfer under a double click moves money once.
  await menu.getByRole('link', { name: 'Team management' }).click();
  const rows = page.getByRole('list', { name: 'Downlines' }).getByRole('listitem');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('walker01');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('walker01');
  await expect(rows.first()).toContainText('Level 1');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('tdp001');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows).toHaveCount(1);
  const theirsBefore = (await mock.ledger('tdp001')).balances.main;
  await rows.first().getByRole('button', { name: 'Transfer to tdp001' }).click();
  const transfer = page.getByRole('form', { name: 'Transfer to tdp001' });
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('12.34');
  await transfer.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Transfer' }).dblclick();
  await expect(transfer.getByRole('status')).toContainText('Sent ₱ 12.34 to tdp001. Your balance: ₱ 24,987.66');
  const theirsAfter = theirsBefore + 1234;
  await expect(rows.first()).toContainText(
    `Balance: ₱ ${(theirsAfter / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  const mine = await mock.ledger('demo_agent');
  expect(mine.balances.main).toBe(2_500_000 - 1234);
  expect((await mock.ledger('tdp001')).balances.main).toBe(theirsAfter);
  await expectNoAxeViolations(page);

  // Team betting: live casino over the last 30 days, paged, with totals.
  await menu.getByRole('link', { name: 'Team betting' }).click();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('last30');
  await page.getByRole('combobox', { name: 'Game type' }).selectOption('LIVE');
  const bets = page.getByRole('list', { name: 'Team betting' }).getByRole('listitem');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(bets.first()).toContainText(/Stake ₱ [\d,]+\.\d\d · payout ₱ [\d,]+\.\d\d/);
  await expectNoAxeViolations(page);
  // The lottery tab: the team's lottery orders (ODSFE2_lottMemBet, subordinateType ALL) with draw and status.
  await page.getByRole('combobox', { name: 'Game type' }).selectOption('LOTT');
  await expect(bets.first()).toContainText(/ · draw \d{8}/);
  expect(await mock.journal({ endpoint: 'records.lottery', status: '2xx' })).not.toHaveLength(0);

  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['agentTeamOverview', 'downlineManagmentView', 'personalHistoryCopy']) {
    await visit(page, royal, `/agentHome/${path}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('list').or(page.locator('[data-figure="teamSize"]')).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }
});

test('solbet in TY: the overview and a transfer to a downline', async ({ page, mockSession }) => {
  await givePaymentPassword(mockSession);
  await signInAs(page, mockSession, 'demo_agent', 'Agent123');
  await visit(page, solbet, '/agentHome/agentTeamOverview', 'TY');
  await expect(page.getByText('Laki ng team')).toBeVisible();
  await expect(page.locator('[data-figure="teamSize"]')).toHaveText(/^2,0\d\d$/);
  await page.getByRole('combobox', { name: 'Panahon' }).selectOption('yesterday');
  await expect(page.getByText(/^Mula \d{4}-\d{2}-\d{2} hanggang /)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Mga pahina ng sentro ng ahente' })
    .getByRole('link', { name: 'Pamamahala ng team' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pamamahala ng team' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Mga downline' }).getByRole('listitem');
  await page.getByRole('searchbox', { name: 'Maghanap ayon sa pangalan' }).fill('tdp002');
  await page.getByRole('button', { name: 'Maghanap', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: 'Maglipat kay tdp002' }).click();
  const transfer = page.getByRole('form', { name: 'Maglipat kay tdp002' });
  await transfer.getByRole('textbox', { name: 'Halaga' }).fill('5');
  await transfer.getByLabel('Password sa pagbabayad').fill('000000');
  await transfer.getByRole('button', { name: 'Ilipat' }).click();
  await expect(transfer.getByRole('status')).not.toBeEmpty();
  await transfer.getByLabel('Password sa pagbabayad').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Ilipat' }).click();
  await expect(transfer.getByRole('status')).toContainText('Naipadala ang ₱ 5.00 kay tdp002');
  // No red envelope on solbet (AGENTRANSMULTDOWN3 off).
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
