import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';

test.describe.configure({ timeout: 120_000 });

const MINUTE = 60_000;

test('solbet: an offer waiting at login is accepted from the popup and shown Signed, real-time salary accrues on the clock, deposit and withdraw open', async ({
  page,
  mock,
  mockSession,
}) => {
  // The mock clock moves only when the walk moves it: a 5-minute mark passing on its own would pay a period early.
  await mock.setClockFlowing(false);
  // The upline offers 0.5 % real-time salary; demo_agent gave its first sub-agent 0.7 %, which accepting ends.
  const offer = await mock.offerContract({ account: 'demo_agent', kind: 'REALTIME', rate: 0.5 });
  await signInAs(page, mockSession, 'demo_agent', 'Agent123');
  await visit(page, solbet, '/agentHome', 'EN');

  const popup = page.getByRole('dialog', { name: 'Contract offer' });
  await expect(popup).toContainText(`${offer.upline} offers you a Real-time salary contract.`);
  await expect(popup).toContainText(
    'Accepting ends the Real-time salary contracts of your downlines whose rate is higher than 0.5 %.',
  );
  await expect(page.getByRole('status').filter({ hasText: '1 contract offer waiting' })).toBeAttached();
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByRole('status')).toHaveText('Real-time salary contract: Signed');
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByText('1 contract offer waiting')).toHaveCount(0);

  // Signed: the real-time salary entry appears in the menu (flag agentRealtimeSalary and the contract).
  const menu = page.getByRole('navigation', { name: 'Agent centre pages' });
  await menu.getByRole('link', { name: 'Real-time salary' }).click();
  await expect(page.getByRole('heading', { name: 'Real-time salary', level: 2 })).toBeVisible();
  const mine = page.getByRole('region', { name: 'My contract' });
  await expect(mine.getByRole('listitem').filter({ hasText: '0.5 %' })).toContainText('Signed');
  const given = page.getByRole('region', { name: 'Contracts with my downlines' });
  await expect(given.getByRole('listitem').filter({ hasText: '0.7 %' })).toContainText('Cancel');

  // Nothing settled yet; ten minutes of the mock's clock settle one or two 5-minute periods.
  const totals = page.getByLabel('Totals of the period');
  await expect(page.getByText('No records in this period')).toBeVisible();
  await mock.advanceClock(10 * MINUTE);
  await page.getByRole('button', { name: 'Refresh records' }).click();
  await expect(totals.getByRole('definition').first()).toHaveText(/^[12]$/);
  await expect(
    page
      .getByRole('list', { name: 'Records' })
      .getByText(/Disbursed|Adjust|Reject/)
      .first(),
  ).toBeVisible();
  // Disbursed and Adjust periods are paid into the main wallet at once: the header shows the ledger's balance.
  const main = (await mock.ledger('demo_agent')).balances.main;
  await expect(page.getByRole('banner').locator('output')).toHaveText(
    new RegExp(`${(main / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace('.', '\\.')}$`),
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await layoutProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The member centre's money pages, inside the agent centre.
  await menu.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/agentHome\/deposit$/);
  await expect(page.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  await menu.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/agentHome\/withdraw$/);
  await expect(page.getByRole('heading', { name: 'Withdrawal', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agent centre pages' })).toBeVisible();
});

test('royal in TY: a lower-rate dividend contract ends the downline contract once the downline agrees; announcements and customer service open', async ({
  page,
  mock,
  mockSession,
}) => {
  const own = (await mock.contracts('demo_agent')).contracts;
  const old = own.find((c) => c.kind === 'DIVIDEND' && c.upline === 'demo_agent' && c.status === 'A')!;
  expect(old.rate).toBe(30);
  await signInAs(page, mockSession, 'demo_agent', 'Agent123');
  await visit(page, royal, '/agentHome', 'TY');
  const menu = page.getByRole('navigation', { name: 'Mga pahina ng sentro ng ahente' });
  // royal: dividend and daily wages (flags on, contracts signed); hourly and real-time are off for this merchant.
  await expect(menu.getByRole('link', { name: 'Araw-araw na sahod' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sahod kada oras' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Talaan ng dibidendo' }).click();
  await expect(page.getByRole('heading', { name: 'Dibidendo', level: 2 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Mag-alok ng kontrata sa downline' });
  await form.getByRole('combobox', { name: 'Miyembro sa ilalim' }).selectOption(old.downline);
  const rate = form.getByRole('textbox', { name: 'Porsiyento (%)' });
  await rate.fill('50');
  await form.getByRole('button', { name: 'Ipadala ang alok' }).click();
  await expect(form.getByRole('alert')).toHaveText('Hindi maaaring higit ang rate sa sarili mong 35 %.');
  await expect(rate).toHaveValue('50');
  await rate.fill('25');
  await form.getByRole('button', { name: 'Ipadala ang alok' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Naipadala ang alok kay ${old.downline} sa 25 %: hinihintay ang kanyang sagot.`,
  );
  const given = page.getByRole('region', { name: 'Mga kontrata sa aking mga downline' });
  const row = (rate: string) => given.getByRole('listitem').filter({ hasText: old.downline }).filter({ hasText: rate });
  await expect(row('25 %')).toContainText('Nakabinbin');
  await expect(row('30 %')).toContainText('Pirmado');

  // The downline agrees (as that account, through the QA API): its 30 % contract ends, the 25 % one is signed.
  const offered = (await mock.contracts('demo_agent')).contracts.find((c) => c.status === 'V' && c.rate === 25)!;
  await mock.answerContract({ account: old.downline, contractId: offered.contractId, status: 'A' });
  await page.reload();
  await expect(row('30 %')).toContainText('Kinansela');
  await expect(row('25 %')).toContainText('Pirmado');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await layoutProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Announcements: 9 a page, server HTML sanitised.
  await menu.getByRole('link', { name: 'Mga anunsyo sa ahente' }).click();
  await expect(page.getByRole('article')).toHaveCount(9);
  await expect(page.locator('article script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Susunod na pahina' }).click();
  await expect(page.getByRole('article')).toHaveCount(9);
  await menu.getByRole('link', { name: 'Serbisyo sa kustomer' }).click();
  await expect(page.getByRole('heading', { name: 'Serbisyo sa kustomer', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
});
