/**
 * The stand-in game a launch opens (/__mock/play/<nodeId>?launch=N): the member who launched it bets through a plain
 * form, each round once per key, settled through the bet history and the ledger; bad input answers the envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startGateway, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const balance = async (c: Client) => (await c.call<{ balance: number }>('wallet.balance')).body.value!.balance;

/** The launched game's page, as the member's new tab opens it. */
async function openTable(c: Client) {
  const games = (
    await c.call<{ games: { nodeId: string; gameCode: string }[] }>('games.list', { query: { gameType: 'RNG' } })
  ).body.value!.games;
  const launched = await c.call<{ content: { game_url: string } }>('games.launch', {
    query: { nodeId: games[0]!.nodeId },
  });
  const url = new URL(launched.body.value!.content.game_url);
  const page = await (await fetch(url, { headers: c.baseHeaders() })).text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)?.[1];
  return { url, page, launch: field('launch')!, key: field('key')!, gameCode: games[0]!.gameCode };
}

const bet = (c: Client, form: Record<string, string>) =>
  fetch(`${gw.baseUrl}/__mock/play/bet`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...c.baseHeaders(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

describe('the stand-in game', () => {
  it('takes a round from the member who launched it, once however often the form is sent, and books it', async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const table = await openTable(c);
    expect(table.page).toContain('Playing as demo_member.');
    const before = await balance(c);

    const sent = await bet(c, { launch: table.launch, key: table.key, stake: '2.50' });
    expect(sent.status).toBe(303);
    const back = new URL(sent.headers.get('location')!, gw.baseUrl);
    const orderNo = back.searchParams.get('round')!;
    expect(back.pathname).toBe(table.url.pathname);
    const after = await balance(c);
    const shown = await (await fetch(back, { headers: c.baseHeaders() })).text();
    expect(shown).toContain(`Round ${orderNo}: staked PHP 2.50`);

    // The same form again (a double click, a resubmitted page): the same round, no second movement.
    const again = await bet(c, { launch: table.launch, key: table.key, stake: '2.50' });
    expect(again.headers.get('location')).toBe(sent.headers.get('location'));
    expect(await balance(c)).toBe(after);

    // The round is in the betting record, and the balance moved by its outcome.
    const now = Date.now();
    const records = await c.call<{ list: { orderNo: string; betAmount: number; winAmount: number }[] }>(
      'records.bets',
      { query: { gameType: 'RNG', startDate: now - 86_400_000, endDate: now + 86_400_000, page: 1, size: 50 } },
    );
    const row = records.body.value!.list.find((r) => r.orderNo === orderNo)!;
    expect(row.betAmount).toBe(2.5);
    expect(Math.round((after - before) * 100)).toBe(Math.round((row.winAmount - row.betAmount) * 100));
  });

  it('sends a refused round back to the table with its reason, and bad input gets the error envelope', async () => {
    const c = new Client(gw.baseUrl);
    await c.login('demo_member', 'Member123');
    const table = await openTable(c);
    const tooMuch = await bet(c, { launch: table.launch, key: table.key, stake: '9999999' });
    expect(tooMuch.status).toBe(400);
    const broke = await bet(c, { launch: table.launch, key: table.key, stake: '9999.99' });
    expect(new URL(broke.headers.get('location')!, gw.baseUrl).searchParams.get('refused')).toBe('balance_not_enough');
    for (const form of [
      { launch: 'x', key: table.key, stake: '1.00' },
      { launch: table.launch, key: 'short', stake: '1.00' },
      { launch: table.launch, key: table.key, stake: '1.005' },
      { launch: '99999', key: table.key, stake: '1.00' },
    ]) {
      const r = await bet(c, form);
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ success: false, errorCode: 'qa.invalid' });
    }
  });
});
