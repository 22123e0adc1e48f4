/**
 * The member community on both merchants (solbet in TY): a played game moves a mission's progress and a milestone is
 * claimed once under a double click; the VIP page shows progress; the referral link is copied and its QR shown; the
 * seeded friends are listed, and a friend registered with the code whose first deposit QA approves comes first in the
 * friend list and adds to today's income; the bets QA makes that friend place add their betting rebate after a reload.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { approvedDeposit, registerFriend } from '../contract/community-helpers';
import { Client } from '../contract/harness';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, token, visit } from './support/accounts';
import { copiedText, expect, keepClipboardWrites, signInAs, test } from './support/fixtures';
import { gameTiles } from './support/game-tiles';
import { layoutProblems } from './support/layout-checks';
import { untilLive } from './support/rendered';
import { GATEWAY } from './support/site-config';

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  EN: {
    missions: 'Missions',
    milestone1: 'Milestone 1',
    claim1: 'Claim milestone 1',
    claimed: 'Claimed',
    validBet: 'Valid bet',
    playNow: 'Play Now',
    answer: 'Answer',
    received: 'Received',
    vip: 'VIP level',
    progressTo: 'Progress to VIP 3',
    referral: 'Invite friends',
    copyLink: 'Copy link',
    copied: 'Copied',
    qr: 'QR code of your invitation link',
    friends: 'My friends',
    active: 'Active',
    today: 'Today',
    betRebates: 'Betting rebates',
    validBetWord: 'Valid bet',
  },
  TY: {
    missions: 'Mga misyon',
    milestone1: 'Yugto 1',
    claim1: 'Kunin ang yugto 1',
    claimed: 'Nakuha na',
    validBet: 'Valid na taya',
    playNow: 'Maglaro Na',
    answer: 'Sagutin',
    received: 'Natanggap',
    vip: 'Antas ng VIP',
    progressTo: 'Progreso patungong VIP 3',
    referral: 'Mag-imbita ng kaibigan',
    copyLink: 'Kopyahin ang link',
    copied: 'Nakopya na',
    qr: 'QR code ng iyong link ng imbitasyon',
    friends: 'Aking mga kaibigan',
    active: 'Aktibo',
    today: 'Ngayong araw',
    betRebates: 'Rebate sa taya',
    validBetWord: 'Valid na taya',
  },
} as const;

/** "₱ 1,234.50" -> 123450 (minor units). */
const minor = (text: string): number => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function launchFirstGame(page: Page, context: BrowserContext, playNow: string): Promise<void> {
  await untilLive(page);
  const tile = gameTiles(page).first();
  const [tab] = await Promise.all([context.waitForEvent('page'), tile.getByRole('button', { name: playNow }).click()]);
  await tab.waitForURL(/__mock\/play\//);
  await tab.close();
}

for (const [merchant, lang] of [
  [royal, 'EN'],
  [solbet, 'TY'],
] as const) {
  test(`${merchant.code} in ${lang}: a played game moves a mission, a milestone is claimed once, VIP progress, a referred friend's first deposit`, async ({
    page,
    context,
    mock,
    mockSession,
  }) => {
    const w = WORDS[lang];
    await keepClipboardWrites(page, context);
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await page.setViewportSize({ width: 360, height: 800 });

    // Missions: the weekly race's first milestone counts valid bets; a launched game plays one round of 100.00.
    await visit(page, merchant, '/member/missionLeaderboard', lang);
    await expect(page.getByRole('heading', { level: 2, name: w.missions })).toBeVisible();
    // demo_member has a paid payout waiting for a receipt (docked dialog): answered first, it covers nothing after.
    // On a phone it docks as a one-line bar: opened first.
    const receipt = page.getByRole('alertdialog');
    await receipt.getByRole('button', { name: w.answer, exact: true }).click();
    await receipt.getByRole('button', { name: w.received, exact: true }).click();
    await expect(receipt).toHaveCount(0);
    const milestone = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: w.milestone1 }) });
    const figures = milestone.locator('[data-numeric]').first();
    await expect(figures).toContainText('/');
    const before = minor((await figures.textContent())!.split('/')[0]!);

    await page.goto(page.url().replace('/member/missionLeaderboard', '/rng'));
    await launchFirstGame(page, context, w.playNow);
    await page.goto(page.url().replace('/rng', '/member/missionLeaderboard'));
    await expect(figures).toContainText('/');
    await expect.poll(async () => minor((await figures.textContent())!.split('/')[0]!)).toBe(before + 10_000);
    await expect(milestone.getByRole('progressbar', { name: w.validBet })).toBeVisible();

    // A double click claims once: one bonus movement, the header balance up by the reward at once.
    const header = page.getByRole('banner').locator('output');
    await expect(header).toContainText('₱');
    const balance = minor((await header.textContent())!);
    const bonuses = async () => (await mock.ledger('demo_member')).movements.filter((m) => m.kind === 'bonus').length;
    const bonusesBefore = await bonuses();
    await milestone.getByRole('button', { name: w.claim1 }).dblclick();
    await expect(milestone.getByText(w.claimed, { exact: true })).toBeVisible();
    await expect.poll(() => header.textContent().then((t) => minor(t!))).toBe(balance + 500);
    expect(await bonuses()).toBe(bonusesBefore + 1);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // VIP: the member's level and the progress to the next one.
    await page.goto(page.url().replace('/member/missionLeaderboard', '/member/vip'));
    await expect(page.getByRole('heading', { level: 2, name: w.vip })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.progressTo })).toBeVisible();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // Invite friends: the link is copied, its QR drawn.
    await page.goto(page.url().replace('/member/vip', '/member/referral'));
    await expect(page.getByRole('heading', { level: 2, name: w.referral })).toBeVisible();
    await page.getByRole('button', { name: w.copyLink }).click();
    await expect(page.getByRole('status').filter({ hasText: w.copied })).toBeVisible();
    const copied = await copiedText(page);
    const code = new URL(copied).searchParams.get('referralCode')!;
    expect(copied).toContain('/register?referralCode=RF');
    await expect(page.getByRole('img', { name: w.qr }).locator('svg')).toBeVisible();

    // demo_member's seeded friends are listed; a friend registers with the code, deposits 200.00 and QA approves it:
    // the friend comes first in the list and today's income rises by 20.00 + 2.00.
    const friends = page.getByRole('list', { name: w.friends });
    await expect(friends.getByRole('listitem').first()).toBeVisible();
    const referrer = new Client(GATEWAY, mockSession, merchant.merchantCodes.default);
    referrer.token = (await token(page)) ?? undefined;
    const seeded = (await referrer.call<{ totalAmountToday: number }>('referral.income')).body.value!;
    const { client: friend, username } = await registerFriend(referrer, code);
    await approvedDeposit(friend, 200);
    await page.reload();
    await expect(friends.getByRole('listitem').first()).toContainText(w.active);
    await expect(friends.getByRole('listitem').first()).toContainText(username.slice(0, 2));
    const today = page.locator('dl > div').filter({ has: page.getByRole('term').getByText(w.today, { exact: true }) });
    await expect
      .poll(async () => minor(await today.getByRole('definition').innerText()))
      .toBe(Math.round(seeded.totalAmountToday * 100) + 2_200);

    // The friend bets 4 × 50.00 (made through /__mock): after a reload today's income and the betting rebates rise by
    // 0.5 % of 200.00, and the betting-rebate records start with the friend's bet.
    const fact = (term: string) =>
      page.locator('dl > div').filter({ has: page.getByRole('term').getByText(term, { exact: true }) });
    const rebates = minor(await fact(w.betRebates).getByRole('definition').innerText());
    await referrer.control.friendBets({ account: username, count: 4, amount: 50, key: `e2e-bets-${merchant.code}` });
    await page.reload();
    await expect
      .poll(async () => minor(await today.getByRole('definition').innerText()))
      .toBe(Math.round(seeded.totalAmountToday * 100) + 2_200 + 100);
    await expect
      .poll(async () => minor(await fact(w.betRebates).getByRole('definition').innerText()))
      .toBe(rebates + 100);
    // The friend list above the records fills in after the reload: wait for it, or the tab moves under the click.
    await expect(friends.getByRole('listitem').first()).toContainText(username.slice(0, 2));
    // A list still settling above can move the tab between press and release (seen once in CI: focused, not pressed);
    // press until the tab says it is pressed.
    const betTab = page.getByRole('button', { name: w.betRebates });
    await expect(async () => {
      await betTab.click();
      await expect(betTab).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const betList = page.getByRole('list', { name: w.betRebates });
    // The records are windowed over the page's scroll: bring the window's top (the list's box, whose list moves down
    // as rows scroll away) into view, then read the first row.
    await betList.evaluate((el) => el.parentElement!.scrollIntoView({ block: 'start' }));
    const newest = betList.locator('li[aria-posinset="1"]');
    await expect(newest).toContainText(username.slice(0, 2));
    await expect(newest).toContainText(new RegExp(`${w.validBetWord}\\D*50\\.00`));
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
