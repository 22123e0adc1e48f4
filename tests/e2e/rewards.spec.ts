import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { MerchantConfig } from '../../src/generated/config-types';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { merchantUrl } from './support/site-config';

test.describe.configure({ timeout: 120_000 });

type Dict = Record<string, unknown>;
const dictionary = (lang: string): Dict =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../src/locales/${lang.toLowerCase()}/rewards.json`), 'utf8'),
  ) as Dict;
/** A dictionary string with its placeholders filled, as the page shows it. */
const say = (d: Dict, key: string, vars: Record<string, string | number> = {}): string => {
  const raw = key.split('.').reduce<unknown>((node, k) => (node as Dict)[k], d) as string;
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A sentence with one placeholder as a number pattern, to read the figure the gateway gave. */
const pattern = (d: Dict, key: string, name: string) =>
  new RegExp(escape(say(d, key, { [name]: '\u0000' })).replace('\u0000', '(\\d+)'));

async function open(page: Page, merchant: MerchantConfig, pathname: string, language: 'EN' | 'PT'): Promise<void> {
  await page.addInitScript((code) => {
    localStorage.setItem('curLang', code);
    localStorage.setItem('hisLang', code);
  }, language);
  await page.goto(merchantUrl(merchant, pathname));
}

/** demo_member belongs to royal: its points follow royal's rules (10 points = 1.00) on either site. */
const WALKS = [
  { merchant: royal, language: 'EN', perPoint: 0.1 },
  { merchant: solbet, language: 'PT', perPoint: 0.1 },
] as const;

for (const { merchant, language, perPoint } of WALKS) {
  test(`${merchant.code} (${language}): sign in, a ticket revealed, points from play, a reward redeemed and approved, details agree, points converted once`, async ({
    page,
    mock,
    mockSession,
  }) => {
    const d = dictionary(language);
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await open(page, merchant, '/member/rewardCenter', language);
    await expect(page.getByRole('heading', { name: say(d, 'centre.title'), level: 2 })).toBeVisible();
    const pointsNow = async (testId: string) => Number(await page.getByTestId(testId).textContent());
    await expect(page.getByTestId('point-balance')).toHaveText(/^\d+$/);
    const opening = await pointsNow('point-balance');

    // Daily sign-in: day 1 asks nothing; the claim pays once and the calendar says so.
    await page.getByRole('button', { name: say(d, 'signIn.claim') }).dblclick();
    const calendar = page.getByRole('list', { name: say(d, 'signIn.calendar') });
    await expect(calendar.getByRole('listitem').first()).toContainText(say(d, 'signIn.signed'));
    expect(await mock.journal({ endpoint: 'rewards.loginClaim', status: '2xx' })).not.toHaveLength(0);
    await expect(
      page.getByText(say(d, 'signIn.footer', { days: 1, amount: '\u0000', points: 5 }).split('\u0000')[0]!),
    ).toBeVisible();

    // Day 1 pays 5 points (once, though the button was double-clicked).
    const before = opening + 5;
    await expect(page.getByTestId('point-balance')).toHaveText(String(before));

    // A golden egg: the member cracks it, the gateway's prize shows and lands in the points.
    const egg = say(d, 'tickets.types.GOLDEN_EGG');
    await page.getByRole('button', { name: say(d, 'tickets.open', { name: egg }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: say(d, 'tickets.actions.crack') }).dblclick();
    const prize = dialog.getByRole('status');
    await expect(prize).toHaveText(pattern(d, 'tickets.wonPoints', 'points'));
    const won = Number(pattern(d, 'tickets.wonPoints', 'points').exec((await prize.textContent()) ?? '')![1]);
    await dialog
      .getByRole('button', { name: say(d, 'close') })
      .first()
      .click();
    await expect(page.getByTestId('point-balance')).toHaveText(String(before + won));
    await expect(page.getByRole('button', { name: say(d, 'tickets.open', { name: egg }) })).toHaveCount(0);
    await expect(page.getByText(say(d, 'history.status.ENCASHED')).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A round of a slot game earns points by the merchant's rules; the mall shows them.
    const { earned } = await mock.playRound('demo_member', 100);
    expect(earned).toBeGreaterThan(0);
    await page.getByRole('link', { name: say(d, 'centre.toMall') }).click();
    await expect(page.getByRole('heading', { name: say(d, 'mall.title'), level: 1 })).toBeVisible();
    await expect(page.getByTestId('mall-points')).toHaveText(String(before + won + earned));
    const start = await pointsNow('mall-points');

    // Redeem the travel mug (250 points): a wrong fund password is refused, the right one takes the points once.
    await page.getByRole('tab', { name: say(d, 'mall.types.3') }).click();
    await page.getByRole('button', { name: say(d, 'mall.redeemNamed', { name: 'Travel mug' }) }).click();
    const redeem = page.getByRole('dialog');
    await redeem.getByRole('button', { name: say(d, 'mall.redeem') }).click();
    await expect(redeem.getByText(say(d, 'mall.problems.required')).first()).toBeVisible();
    await redeem.getByLabel(say(d, 'mall.name')).fill('Ana Cruz');
    await redeem.getByLabel(say(d, 'mall.address')).fill('1 Main St, Makati');
    await redeem.getByLabel(say(d, 'mall.mobile')).fill('09171234567');
    await redeem.getByLabel(say(d, 'mall.fundPassword')).fill('000000');
    await redeem.getByRole('button', { name: say(d, 'mall.redeem') }).click();
    await expect(redeem.getByRole('status')).toHaveText(say(d, 'errors.fundPasswordWrong'));
    await expect(redeem.getByLabel(say(d, 'mall.name'))).toHaveValue('Ana Cruz');
    await redeem.getByLabel(say(d, 'mall.fundPassword')).fill('246810');
    await redeem.getByRole('button', { name: say(d, 'mall.redeem') }).dblclick();
    await expect(redeem.getByRole('status')).toContainText(say(d, 'mall.status.P'));
    await redeem
      .getByRole('button', { name: say(d, 'close') })
      .first()
      .click();
    await expect(page.getByTestId('mall-points')).toHaveText(String(start - 250));
    const [redemption, ...more] = await mock.redemptions('demo_member');
    expect(more).toHaveLength(0);

    // Redeem history: In process, then Approved once the back office approves it.
    await page.getByRole('tab', { name: say(d, 'mall.tabs.history') }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Travel mug' });
    await expect(row).toContainText(say(d, 'mall.status.P'));
    await mock.decideRedemption(redemption!.redemptionId, 'approve');
    await page.reload();
    await page.getByRole('tab', { name: say(d, 'mall.tabs.history') }).click();
    await expect(row).toContainText(say(d, 'mall.status.A'));

    // Points details (the points account's record, as the platform reads it): the points from play are there, the
    // redemption is not (it is in the redeem history).
    await page.getByRole('tab', { name: say(d, 'mall.tabs.details') }).click();
    const details = page.getByRole('list', { name: say(d, 'mall.tabs.details') });
    await expect(details.getByRole('listitem').first()).toContainText(say(d, 'mall.tx.9201'));
    await expect(details.getByText(say(d, 'mall.tx.9203'))).toHaveCount(0);
    const balance = await pointsNow('mall-points');

    // Convert 10 points under a double click: converted once, at the merchant's rate.
    await page.getByRole('tab', { name: say(d, 'mall.tabs.convert') }).click();
    await page.getByLabel(say(d, 'mall.convertAmount')).fill('10');
    await page.getByLabel(say(d, 'mall.fundPassword')).fill('246810');
    const money = (10 * perPoint).toLocaleString(language === 'PT' ? 'pt-BR' : 'en-US', { minimumFractionDigits: 2 });
    await page.getByRole('button', { name: say(d, 'mall.convert'), exact: true }).dblclick();
    await expect(page.getByText(say(d, 'mall.converted', { points: 10, amount: money }))).toBeVisible();
    await expect(page.getByTestId('mall-points')).toHaveText(String(balance - 10));
    expect((await mock.points('demo_member')).points).toBe(balance - 10);

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.reload(); // the mall opens on its rewards again
    await expect(page.getByRole('tab', { name: say(d, 'mall.tabs.rewards') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: say(d, 'mall.redeemNamed', { name: 'Travel mug' }) })).toBeVisible();
    await expectNoAxeViolations(page); // the rewards' own headings (the first tab) too
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await open(page, merchant, '/member/rewardCenter', language);
    await expect(page.getByTestId('point-balance')).toHaveText(String(balance - 10));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
}
