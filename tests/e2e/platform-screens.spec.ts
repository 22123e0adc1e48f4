import { expectNoAxeViolations } from './support/axe';
import { royal, solbet, visit } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';

/*
 * Issue 43, the screens of the platform's last calls, on both merchants, against each test's own mock world: hot
 * sports matches (home and the sports centre, each opening its sportsbook on the match), the live chat's own unread
 * badge and permission (only royal has trial accounts, which may not chat), a lottery order's bets in the betting
 * record, and the agent's downline picker when composing mail.
 */

test.describe.configure({ timeout: 60_000 });

const MATCH_WALKS = [
  { merchant: royal, language: 'TY', title: 'Mainit na laban', bet: 'Tumaya na', none: /Walang mainit na laban/ },
  { merchant: solbet, language: 'EN', title: 'Hot matches', bet: 'Bet now', none: /No hot matches today/ },
] as const;

for (const { merchant, language, title, bet, none } of MATCH_WALKS) {
  test(`${merchant.code} (${language}): a hot match on home opens the sportsbook on that match; the sports centre lists them too`, async ({
    page,
    context,
    mockSession,
    mock,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/', language);
    // The home's block mounts as it comes near the screen: scroll down until its heading is there.
    const heading = page.getByRole('heading', { name: title, exact: true });
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(heading).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const section = page.getByRole('region', { name: title, exact: true });
    const matches = section.getByRole('listitem');
    await expect(matches).toHaveCount(4); // the section's maxGames
    await expectNoAxeViolations(page);

    // A match opens its vendor's sportsbook on that match, in a new tab.
    const first = matches.first();
    const opened = context.waitForEvent('page');
    await first.getByRole('button', { name: new RegExp(`^${bet}`) }).click();
    const book = await opened;
    await expect(book).toHaveURL(/\/__mock\/play\/.*matchId=[^&]+.*leagueId=[^&]+/);
    const launched = new URL(book.url());
    await book.close();
    const journal = await mock.journal({ endpoint: 'games.launch' });
    expect(journal.at(-1)?.query).toMatchObject({
      matchId: launched.searchParams.get('matchId'),
      leagueId: launched.searchParams.get('leagueId'),
    });

    // The sports centre shows the day's hot matches of every sportsbook.
    await visit(page, merchant, '/sports');
    const centre = page.getByRole('region', { name: title, exact: true });
    await expect(centre.getByRole('listitem').first()).toBeVisible();
    expect(await centre.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations(page);

    // A day without hot matches says so, in the member's language.
    await mock.addOverride({ route: 'games.matches', answer: { value: [] } });
    await page.reload();
    await expect(centre.getByText(none)).toBeVisible();
    await expect(centre.getByRole('listitem')).toHaveCount(0);
  });
}

/** The mock's chat page, so a test opening the chat never leaves the machine. */
const CHAT_PAGES = 'https://chat.example/**';

const CHAT_WALKS = [
  { merchant: royal, language: 'TY', entry: 'Agarang chat', unread: '1 hindi pa nababasang mensahe sa chat' },
  { merchant: solbet, language: 'EN', entry: 'Live chat', unread: '1 unread chat message' },
] as const;

for (const { merchant, language, entry, unread } of CHAT_WALKS) {
  test(`${merchant.code} (${language}): the footer's live chat shows the chat's own unread count, which opening the chat clears`, async ({
    page,
    context,
    mockSession,
  }) => {
    await context.route(CHAT_PAGES, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
    );
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/', language);
    // demo_member has one chat message waiting (the world's seed); the inbox count is another badge.
    const chat = page.getByRole('contentinfo').getByRole('button', { name: new RegExp(`^${entry}`) });
    await expect(chat).toHaveAccessibleName(`${entry} ${unread}`);
    await expectNoAxeViolations(page);

    const opened = context.waitForEvent('page');
    await chat.click();
    const chatPage = await opened;
    await expect(chatPage).toHaveURL(/chat\.example/);
    await chatPage.close();
    await expect(chat).toHaveAccessibleName(entry);
  });
}

test('royal (TY): a trial account sees why live chat is closed to it', async ({ page }) => {
  await visit(page, royal, '/login', 'TY');
  const login = page.getByRole('dialog', { name: 'Mag-log in' });
  await login.getByRole('button', { name: 'Libreng laro' }).click();
  await expect(login).toHaveCount(0);
  const chat = page.getByRole('contentinfo').getByRole('button', { name: 'Agarang chat' });
  await expect(chat).toBeDisabled();
  await expect(chat).toHaveAccessibleDescription(/Hindi available ang live chat sa account na ito/);
  await expectNoAxeViolations(page);
});

const DETAIL_WALKS = [
  {
    merchant: royal,
    language: 'EN',
    words: { tab: 'Lottery', show: 'Show', details: 'Details', order: 'Order', close: 'Close', stake: 'Stake' },
  },
  {
    merchant: solbet,
    language: 'PT',
    words: {
      tab: 'Loteria',
      show: 'Mostrar',
      details: 'Detalhes',
      order: 'Pedido',
      close: 'Fechar',
      stake: 'Valores apostados',
    },
  },
] as const;

for (const { merchant, language, words } of DETAIL_WALKS) {
  test(`${merchant.code} (${language}): a lottery order of the betting record opens its bets`, async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_member', 'Member123');
    await visit(page, merchant, '/member/personalHistoryCopy', language);
    await page.getByRole('tab', { name: words.tab, exact: true }).click();
    await page.getByRole('combobox', { name: words.show }).selectOption('last30');
    const details = page.getByRole('button', { name: new RegExp(`^${words.details} B\\d+$`) }).first();
    await details.click();

    const dialog = page.getByRole('dialog', { name: new RegExp(`^${words.order} B\\d+$`) });
    const bets = dialog.getByRole('table').getByRole('row');
    await expect(bets.nth(1)).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: words.stake })).toBeVisible();
    // Every bet of the order is of the order's draw, with a stake in the member's currency.
    await expect(bets.nth(1).getByRole('cell').nth(3)).toHaveText(/^₱ [\d.,]+[.,]\d\d$/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: words.close }).click();
    await expect(dialog).toHaveCount(0);
  });
}

const PICKER_WALKS = [
  {
    merchant: royal,
    language: 'TY',
    words: {
      form: 'Sumulat ng mensahe',
      to: 'Para kay',
      one: 'Isang downline',
      recipient: 'Username ng downline',
      search: 'Hanapin sa team ayon sa username',
      team: 'Ang iyong team',
      subject: 'Paksa',
      content: 'Mensahe',
      send: 'Ipadala',
      sent: 'Naipadala sa 2 na tatanggap.',
      none: 'Walang tumutugma sa “zz-nobody” sa iyong team.',
    },
  },
  {
    merchant: solbet,
    language: 'EN',
    words: {
      form: 'Write a message',
      to: 'To',
      one: 'One downline',
      recipient: 'Downline username',
      search: 'Search the team by username',
      team: 'Your team',
      subject: 'Subject',
      content: 'Message',
      send: 'Send',
      sent: 'Sent to 2 recipients.',
      none: 'No one in your team matches “zz-nobody”.',
    },
  },
] as const;

for (const { merchant, language, words } of PICKER_WALKS) {
  test(`${merchant.code} (${language}): an agent picks a mail's recipients from the team with the keyboard`, async ({
    page,
    mockSession,
  }) => {
    await signInAs(page, mockSession, 'demo_agent', 'Agent123');
    await visit(page, merchant, '/agentHome/platformMessages', language);
    const form = page.getByRole('form', { name: words.form });
    await form.getByRole('combobox', { name: words.to }).selectOption({ label: words.one });
    const team = form.getByRole('listbox', { name: words.team });
    const options = team.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    const [first, second] = [await options.nth(0).textContent(), await options.nth(1).textContent()];
    await expectNoAxeViolations(page);

    // One tab stop: the arrows move, Enter and Space pick; the names go to the recipient field.
    await team.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect(form.getByRole('textbox', { name: words.recipient })).toHaveValue(`${first}, ${second}`);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    // A search over the whole team that finds no one says so.
    await form.getByRole('searchbox', { name: words.search }).fill('zz-nobody');
    await expect(form.getByText(words.none)).toBeVisible();

    await form.getByRole('textbox', { name: words.subject }).fill('Team meeting');
    await form.getByRole('textbox', { name: words.content }).fill('Tomorrow at 8 pm.');
    await form.getByRole('button', { name: words.send }).click();
    await expect(form.getByRole('status').filter({ hasText: words.sent })).toBeVisible();
  });
}
