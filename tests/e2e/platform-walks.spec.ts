import type { Page } from '@playwright/test';
import type { MockControl } from '../contract/mock-control';
import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, holdCalls, signInAs, test } from './support/fixtures';
import { gameTiles } from './support/game-tiles';

/*
 * Issue 43, walks through three screens of the platform's last calls, on both merchants, each test against its own
 * mock world: the manual rebate (royal has MANPLAYREB3 on, solbet off), the lottery page's popular games, and the
 * deposit records' method filter.
 */

test.describe.configure({ timeout: 60_000 });

/** The header's balance (the banner's output). */
const headerBalance = (page: Page) => page.getByRole('banner').locator('output');

/** An amount as the site shows it to an English reader of a peso merchant. */
const pesos = (major: number) =>
  `₱ ${major.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const fromPesos = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The body of the last answer the mock gave to an endpoint (an envelope, or the lottery gateway's raw value). */
async function lastAnswer<T>(mock: MockControl, endpoint: string): Promise<T> {
  const entries = await mock.journal({ endpoint, status: '2xx' });
  return entries.at(-1)?.responseBody as T;
}

test('royal (EN): a member who played claims a product’s rebate once, sees it in the balance, the account record and as claimed', async ({
  page,
  context,
  mockSession,
  mock,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, royal, '/rng', 'EN');

  // The member plays slots at a game launched from the site: rounds until one is a real bet (a pushed round, the
  // stake back, is no valid bet and earns no rebate).
  const opened = context.waitForEvent('page');
  await gameTiles(page)
    .first()
    .getByRole('button', { name: /Play Now/ })
    .click();
  const game = await opened;
  await expect(game.getByText('Playing as demo_member.')).toBeVisible();
  await expect(async () => {
    const before = game.url();
    await game.getByLabel('Stake').fill('500');
    await game.getByRole('button', { name: 'Bet' }).click();
    await game.waitForURL((url) => url.href !== before && url.searchParams.has('round'));
    expect(await game.getByText(/^Round /).textContent()).not.toMatch(/paid PHP 500\.00\.$/);
  }).toPass();
  await game.close();

  await visit(page, royal, '/member/manualRebate');
  const claims = page.getByRole('table', { name: 'Rebate you can claim today' });
  const row = (product: string) =>
    claims.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product, exact: true }) });
  const slots = row('Slots');
  const claimSlots = slots.getByRole('button', { name: 'Claim Slots' });
  await expect(claimSlots).toBeVisible();
  // Every product's figure is the gateway's, and the slots bet earned one.
  const { value: remain } = await lastAnswer<{ value: Record<string, number> }>(mock, 'rebate.remaining');
  expect(remain.rngRemain).toBeGreaterThan(0);
  for (const [product, key] of [
    ['Lottery', 'lottRemain'],
    ['Slots', 'rngRemain'],
    ['Live Casino', 'liveRemain'],
    ['Fishing', 'fishRemain'],
  ] as const)
    await expect(row(product).getByRole('cell').first()).toHaveText(pesos(remain[key]!));
  await expectNoAxeViolations(page);

  // A double click sends one claim (the first waits until the test has seen it busy) ...
  await expect(headerBalance(page)).toHaveText(/^₱ [\d,]+\.\d\d$/);
  const balance = fromPesos((await headerBalance(page).textContent())!);
  const release = await holdCalls(page, 'rebate.disburse');
  await claimSlots.dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Claiming…' })).toBeVisible();
  await expect(claimSlots).toBeDisabled();
  // ... whose answer is lost: the gateway paid, the page could not know.
  await mock.addFault({ route: 'rebate.disburse', kind: 'commit-then-drop' });
  await release();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not confirm this operation. Your balance has been refreshed: please check it before trying again.',
  );
  // Trying again replays the first claim under its key: paid once, the header shows it at once.
  await mock.clearFaults();
  await claimSlots.click();
  const paid = page.getByRole('status').filter({ hasText: 'has been added to your wallet' });
  await expect(paid).toHaveText(`${pesos(remain.rngRemain!)} has been added to your wallet.`);
  await expect(headerBalance(page)).toHaveText(pesos(balance + remain.rngRemain!));
  await expect(slots.getByRole('cell')).toHaveText([pesos(0), 'Claimed']);
  // One claim under one key, however often it was sent; one movement in the ledger.
  const sent = await mock.journal({ endpoint: 'rebate.disburse' });
  expect(new Set(sent.map((e) => e.headers['idempotency-key'])).size).toBe(1);
  const ledger = await mock.ledger('demo_member');
  expect(ledger.movements.filter((m) => m.kind === 'rebate')).toHaveLength(1);
  await page.reload();
  await expect(slots.getByRole('cell')).toHaveText([pesos(0), 'Claimed']);
  await expectNoAxeViolations(page);

  // The account record shows the rebate once, among today's bonuses.
  await page
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('link', { name: 'Account record' })
    .click();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('today');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('BONUS');
  const bookings = page.getByRole('list', { name: 'Account record' }).getByRole('listitem');
  await expect(bookings.filter({ hasText: /^Rebate/ })).toHaveCount(1);
  await expect(bookings.filter({ hasText: /^Rebate/ })).toContainText(pesos(remain.rngRemain!));
});

test('solbet (PT): manual rebate is not offered, and the page says so without asking the gateway', async ({
  page,
  mockSession,
  mock,
}) => {
  await signInAs(page, mockSession, 'demo_member', 'Member123');
  await visit(page, solbet, '/member/manualRebate', 'PT');
  await expect(page.getByRole('heading', { name: 'Reembolso manual' })).toBeVisible();
  await expect(page.getByText('O reembolso manual não está disponível neste site.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resgatar/ })).toHaveCount(0);
  // The member centre's menu does not offer it either.
  await expect(page.getByRole('link', { name: 'Reembolso manual' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await mock.journal({ endpoint: 'rebate.*' })).toEqual([]);
});

const POPULAR_WALKS = [
  {
    merchant: royal,
    language: 'TY',
    words: { popular: 'Mga sikat na laro', none: 'Wala pang sikat na laro na maipapakita.', lobby: 'Bulwagan' },
  },
  {
    merchant: solbet,
    language: 'EN',
    words: { popular: 'Popular games', none: 'No popular games to show yet.', lobby: 'Lobby' },
  },
] as const;

for (const { merchant, language, words } of POPULAR_WALKS) {
  test(`${merchant.code} (${language}): /lottery lists the gateway’s popular games, one opens; none says so`, async ({
    page,
    context,
    mockSession,
    mock,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/lottery', language);
    const popular = page.getByRole('region', { name: words.popular });
    const games = popular.getByRole('link');
    await expect(games.first()).toBeVisible();
    // The world's most played lottery games, in its order.
    const told = await lastAnswer<{ gameCode: string; remark: string }[]>(mock, 'lottery.popular');
    expect(told.length).toBeGreaterThan(1);
    await expect(games).toHaveText(told.map((g) => g.remark));
    await expectNoAxeViolations(page);

    // A popular game opens on the page, and launches from there.
    const [first] = told;
    await games.first().click();
    await expect(page).toHaveURL(new RegExp(`gameCode=${first!.gameCode}$`));
    const chosen = page.getByRole('region', { name: first!.remark, exact: true });
    const opened = context.waitForEvent('page');
    // Its lobby (the quick bet, which locks before each draw, has a walk of its own).
    await chosen.getByRole('button', { name: words.lobby, exact: true }).click();
    const lottery = await opened;
    await expect(lottery).toHaveURL(new RegExp(`/__mock/play/lottery/${first!.gameCode}\\b`));
    await lottery.close();

    // A gateway without popular games: the section says so.
    await mock.addOverride({ route: 'lottery.popular', answer: { value: [] } });
    await page.reload();
    await expect(popular.getByText(words.none)).toBeVisible();
    await expect(games).toHaveCount(0);
  });
}

const DEPOSIT_WALKS = [
  {
    merchant: royal,
    language: 'TY',
    words: {
      form: 'Bagong deposito',
      amount: 'Halaga',
      bank: 'Bangkong pagmumulan ng bayad',
      submit: 'Magdeposito',
      qr: 'Bayad sa QR',
      transfer: 'Paglipat sa bangko',
      fixed: 'Mga halagang mapipili',
      records: 'Talaan ng deposito',
      method: 'Paraan ng pagbabayad',
      all: 'Lahat ng paraan',
      answer: 'Deposito',
    },
  },
  {
    merchant: solbet,
    language: 'PT',
    words: {
      form: 'Novo depósito',
      amount: 'Valor',
      bank: 'Banco de origem',
      submit: 'Depositar',
      qr: 'Pagamento por QR',
      transfer: 'Transferência bancária',
      fixed: 'Valores disponíveis',
      records: 'Histórico de depósitos',
      method: 'Forma de pagamento',
      all: 'Todos os métodos',
      answer: 'Depósito',
    },
  },
] as const;

for (const { merchant, language, words } of DEPOSIT_WALKS) {
  test(`${merchant.code} (${language}): deposit records filter by payment method, and list every method again when cleared`, async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/member/depositv2', language);
    const form = page.getByRole('form', { name: words.form });
    const answer = page.getByRole('region', { name: new RegExp(`^${words.answer} D\\d+$`) });

    // Two deposits: a bank transfer, then a QR payment.
    const ids: string[] = [];
    await form.getByRole('radio', { name: words.transfer }).check();
    await form.getByRole('combobox', { name: words.bank }).selectOption({ index: 0 });
    await form.getByRole('textbox', { name: words.amount }).fill('150');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(answer).toBeVisible();
    const heading = answer.getByRole('heading').first();
    ids.push(/D\d+$/.exec(await heading.innerText())![0]);
    await form.getByRole('radio', { name: words.qr }).check();
    await form.getByRole('group', { name: words.fixed }).getByRole('button').first().click();
    await form.getByRole('button', { name: words.submit }).click();
    await expect(heading).not.toHaveText(new RegExp(`${ids[0]}$`));
    ids.push(/D\d+$/.exec(await heading.innerText())![0]);

    const records = page.getByRole('region', { name: words.records });
    const rows = records.getByRole('listitem');
    const transfer = rows.filter({ hasText: ids[0] });
    const qr = rows.filter({ hasText: ids[1] });
    await expect(transfer).toContainText(words.transfer);
    await expect(qr).toContainText(words.qr);

    // Only bank transfers: the QR deposit is gone, and every row left is a bank transfer.
    const filter = records.getByRole('combobox', { name: words.method });
    await filter.selectOption({ label: words.transfer });
    await expect(qr).toHaveCount(0);
    await expect(transfer).toBeVisible();
    await expect
      .poll(async () => (await rows.allInnerTexts()).filter((r) => !r.startsWith(words.transfer)))
      .toEqual([]);
    await expectNoAxeViolations(page);

    // Every method again.
    await filter.selectOption({ label: words.all });
    await expect(qr).toBeVisible();
    await expect(transfer).toBeVisible();
  });
}
