import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { gameTiles } from './support/game-tiles';
import { merchantUrl, royal, solbet } from './support/site-config';
import { leaveAndComeBack } from './support/tabs';

const WALKS = [
  { merchant: royal, language: 'TY', demo: 'Libreng demo', maintenance: 'Babalik kami agad' },
  { merchant: solbet, language: 'PT', demo: 'Demo grátis', maintenance: 'Voltamos já' },
] as const;

for (const { merchant, language, demo, maintenance } of WALKS) {
  test(`a visitor on ${merchant.code} (${language}) plays a demo, meets a maintenance window and a domain that went down`, async ({
    page,
    context,
    mock,
  }) => {
    await context.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    const [home, ...others] = merchant.domains.hosts;
    await page.goto(merchantUrl(merchant, '/rng'));
    const tile = gameTiles(page).first();
    await expect(tile).toBeVisible();

    // Free demo: no login asked, the game opens in fun mode in a new tab.
    const opened = context.waitForEvent('page');
    await tile.getByRole('button', { name: new RegExp(`^${demo}`) }).click();
    const game = await opened;
    await expect(game).toHaveURL(/\/__mock\/play\/.+mode=fun/);
    await expect(game.getByText(/fun mode/)).toBeVisible();
    await game.close();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A maintenance window starts while the visitor is away: coming back shows the maintenance page.
    await mock.setScenario('maintenance');
    await leaveAndComeBack(page);
    await expect(page.getByRole('heading', { name: maintenance })).toBeVisible();
    await expect(tile).toHaveCount(0);
    await expectNoAxeViolations(page);
    // ... and once it is over, the game list is back.
    await mock.clearScenario('maintenance');
    await leaveAndComeBack(page);
    await expect(page.locator('[data-node-id]').first()).toBeVisible();

    // The domain goes down: the visitor lands on another of the merchant's domains, on the same page.
    await mock.setDomainDown(home!);
    await leaveAndComeBack(page);
    await page.waitForURL((url) => url.hostname !== home && url.pathname === '/rng');
    expect(others).toContain(new URL(page.url()).hostname);
    await expect(page.locator('[data-node-id]').first()).toBeVisible();
  });
}
