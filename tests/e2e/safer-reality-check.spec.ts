import type { Page } from '@playwright/test';
import { Client } from '../contract/harness';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, token, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { GATEWAY } from './support/site-config';

test.describe.configure({ timeout: 90_000 });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const peso = (minor: number) =>
  `₱ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The payout seeded for demo_member asks for its receipt after login: "Later" puts it away for the visit. */
async function receiptLater(page: Page): Promise<void> {
  await page
    .getByRole('alertdialog', { name: 'Withdrawal confirmation' })
    .getByRole('button', { name: 'Later' })
    .click();
}

/** The page's session on the gateway, to play and read as the member does. */
async function gatewayAs(page: Page, mockSession: string, merchantCode: string): Promise<Client> {
  const c = new Client(GATEWAY, mockSession, merchantCode);
  c.token = (await token(page)) ?? undefined;
  return c;
}

/** A few rounds at a launched table (docs/gateway.md, "Play a launched game"), until the session is not even. */
async function playSomeRounds(c: Client, mockSession: string, since: number): Promise<number> {
  const list = await c.call<{ games: { nodeId: string; isGame: string }[] }>('games.list', {
    query: { gameType: 'RNG', pageNo: 1, pageSize: 20 },
  });
  const game = list.body.value!.games.find((g) => g.isGame === 'GAME')!;
  expect((await c.call('games.launch', { query: { nodeId: game.nodeId } })).body.success).toBe(true);
  const headers = { 'X-Mock-Session': mockSession };
  const launches = (await (await fetch(`${GATEWAY}/__mock/play/launches?account=demo_member`, { headers })).json()) as {
    value: { launches: { launch: string }[] };
  };
  let winLoss = 0;
  for (let i = 0; i < 10 && winLoss === 0; i++) {
    const body = new URLSearchParams({
      launch: launches.value.launches[0]!.launch,
      key: `reality-${i}-x`,
      stake: '50',
    });
    await fetch(`${GATEWAY}/__mock/play/bet`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    const summary = await c.call<{ winLoss: number }>('safer.summary', {
      query: { startDate: since, endDate: since + DAY },
    });
    winLoss = summary.body.value!.winLoss;
  }
  expect(winLoss).not.toBe(0);
  return winLoss;
}

// royal (mga) sets a 30-minute default interval, solbet (ukgc) the preset's 60.
for (const { merchant, code, merchantCode, interval, twice } of [
  { merchant: royal, code: 'royal', merchantCode: 'RA88', interval: 30, twice: '1 hour' },
  { merchant: solbet, code: 'solbet', merchantCode: 'SB01', interval: 60, twice: '2 hours' },
]) {
  test(`${code}: the reality check comes ${interval} minutes after the session started on the gateway, survives a reload, continues to the next and logs out`, async ({
    page,
    mock,
    mockSession,
  }) => {
    // Both clocks move only as the walk moves them, by the same amounts.
    await mock.setClockFlowing(false);
    const started = (await mock.clock()).now;
    await page.clock.install();
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    // A page load reads the session's times once (safer.status): the clocks move only after it has, or the page
    // would map the gateway's time onto its own with one clock moved and not yet the other.
    const load = async (go: () => Promise<unknown>) => {
      const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/safer/status');
      await go();
      await read;
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await load(() => visit(page, merchant, '/', 'EN'));
    await receiptLater(page);
    const gw = await gatewayAs(page, mockSession, merchantCode);
    const winLoss = await playSomeRounds(gw, mockSession, started);
    const check = page.getByRole('dialog', { name: 'Reality check' });
    const forward = async (minutes: number) => {
      await mock.advanceClock(minutes * MINUTE);
      await page.clock.fastForward(minutes * MINUTE);
    };

    // 5 minutes before it is due, a reload does not start the interval again: 5 minutes later it is due.
    await forward(interval - 5);
    await load(() => page.reload());
    await forward(4);
    await expect(check).toHaveCount(0);
    await forward(1);
    await expect(check).toBeVisible();
    await expect(check).toContainText(
      `You have been playing for ${interval === 30 ? '30 minutes' : '1 hour'} this session.`,
    );
    await expect(check).toContainText(`Net win/loss this session: ${peso(winLoss)}`);
    await expect(check.getByRole('link', { name: 'See your history' })).toHaveAttribute(
      'href',
      '/member/saferGambling#history',
    );
    await expect(check.getByRole('link', { name: 'Check your limits' })).toHaveAttribute(
      'href',
      '/member/saferGambling',
    );
    await expectNoAxeViolations(page);

    // Due it stays due: a reload shows it again at once.
    await page.reload();
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toHaveCount(0);
    // Answered, it does not come back with a reload, only at the next interval.
    await load(() => page.reload());
    await forward(interval - 1);
    await expect(check).toHaveCount(0);
    await forward(1);
    await expect(check).toContainText(`You have been playing for ${twice} this session.`);

    // Log out ends the session on the gateway too.
    await check.getByRole('button', { name: 'Log out' }).click();
    await expect(check).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    expect((await gw.call('safer.status')).status).toBe(401);
  });
}
