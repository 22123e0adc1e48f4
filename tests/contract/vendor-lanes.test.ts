/**
 * Vendor lists through the platform's GCSGAME_gameVendor (data.lanes of vendor cards) and the lottery lobby through
 * its one launch call (/wps/game/launchGame with launchMode LOTT); /lgw/games/game_menus answers the platform's lottery menu groups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_VENDOR_CODES } from '../../mock-gateway/world/index.js';
import { Client, catalogue, envelopeViolations, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const client = () => new Client(gw.baseUrl, uniqueSession('vendor-lanes'));
type Card = {
  vassalage: string;
  accountTypeId: number;
  accountTypeName: string;
  displayName?: string;
  gameCount?: number;
  games?: { vassalage: string }[];
};
type Lanes = { data: { lanes: { title: string; gameType?: string; cards: Card[] }[] } };

describe('GCSGAME_gameVendor: vendor lists', () => {
  it('answers lanes titled by game type, every vendor of the world once per type with its wallet id and name', async () => {
    const c = client();
    const r = await c.call<Lanes>('games.vendorLanes', { query: { merchantCode: 'RA88', platform: 'html5-desktop' } });
    expect(r.status).toBe(200);
    const lanes = r.body.value!.data.lanes;
    expect(lanes.map((l) => l.title)).toEqual(['FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS', 'LOTT', 'ELOTT']);
    expect(lanes.every((l) => l.title === l.gameType)).toBe(true);
    const cards = lanes.flatMap((l) => l.cards);
    expect(new Set(cards.map((v) => v.vassalage))).toEqual(new Set(ALL_VENDOR_CODES));
    for (const card of cards) {
      expect(card.accountTypeId).toBe(ALL_VENDOR_CODES.indexOf(card.vassalage) + 1);
      expect(card.accountTypeName).toBe(card.displayName);
      expect(card.gameCount).toBeGreaterThan(0);
      expect(card.games).toBeUndefined();
    }
    // The e-sports and cockfight vendors still arrive under SPORTS, BGS under RNG (the client moves them).
    expect(lanes.find((l) => l.title === 'SPORTS')!.cards.map((v) => v.vassalage)).toEqual(
      expect.arrayContaining(['IMES', 'TF', 'DS88']),
    );
    expect(lanes.find((l) => l.title === 'RNG')!.cards.map((v) => v.vassalage)).toContain('BGS');
  });

  it('with a game type, answers that lane alone, its cards without games as on the platform (games.list has them)', async () => {
    const c = client();
    const lanes = (await c.call<Lanes>('games.vendorLanes', { query: { gameType: 'LIVE' } })).body.value!.data.lanes;
    expect(lanes.map((l) => l.title)).toEqual(['LIVE']);
    expect(lanes[0]!.cards.length).toBeGreaterThan(0);
    for (const card of lanes[0]!.cards) expect(card.games).toBeUndefined();
    // A home lane's games: the vendor's first page of the game list.
    const card = lanes[0]!.cards[0]!;
    const page = (
      await c.call<{ games: { vassalage: string; gameType: string }[] }>('games.list', {
        query: {
          clientType: '3',
          platform: 'html5-desktop',
          gameType: 'LIVE',
          vassalage: card.vassalage,
          pageNo: 1,
          pageSize: 12,
        },
      })
    ).body.value!;
    expect(page.games.length).toBeGreaterThan(0);
    expect(page.games.length).toBeLessThanOrEqual(12);
    expect(page.games.every((g) => g.vassalage === card.vassalage && g.gameType === 'LIVE')).toBe(true);
  });

  it('refuses an unknown game type with the error envelope', async () => {
    const c = client();
    const r = await c.call('games.vendorLanes', { query: { gameType: 'CHESS' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false });
    expect(r.body.errorCode).toMatch(/^request\./);
    expect(envelopeViolations(r.body)).toEqual([]);
  });
});

type Groups = Record<
  string,
  {
    labelName: string;
    gameGroupCode: string;
    gameMenus: { code: string; remark: string; defaultPlayType: string }[];
  }
>;

describe("/lgw/games/game_menus: the platform's lottery menu groups", () => {
  it('answers raw an object of groups keyed by gameGroupCode, each game with its code, remark and default play type', async () => {
    const c = client();
    const r = await c.call<Groups>('games.menus', { query: { prizeMode: 'SEA' } });
    expect(r.status).toBe(200);
    expect(r.raw).toBe(true);
    const groups = r.body.value!;
    expect(Object.keys(groups)).toEqual(['DAILY']);
    for (const [key, group] of Object.entries(groups)) {
      expect(group.gameGroupCode).toBe(key);
      expect(group.labelName).not.toBe('');
      for (const menu of group.gameMenus)
        expect(menu).toMatchObject({
          code: expect.any(String),
          remark: expect.any(String),
          defaultPlayType: 'Traditional',
        });
    }
    expect(groups.DAILY!.gameMenus.map((m) => m.remark)).toContain('Thai Government Lottery');
    expect((r.body.value as { lotteryMenus?: unknown }).lotteryMenus).toBeUndefined();
  });

  it('groups daily draws before fast ones, the same games as the VN menu', async () => {
    const c = client();
    const groups = (await c.call<Groups>('games.menus', { query: { prizeMode: 'LOTT' } })).body.value!;
    expect(Object.keys(groups)).toEqual(['DAILY', 'FAST']);
    expect(groups.DAILY!.gameMenus.map((m) => m.remark)).toContain('Mien Bac');
    expect(groups.FAST!.gameMenus.map((m) => m.remark)).toContain('VN Fast 1 Min');
    const vn = (await c.call<Groups>('lottery.vnMenu', { query: { prizeMode: 'LOTT' } })).body.value!;
    expect(vn).toEqual(groups);
  });

  it('refuses a request without a prize mode with the error envelope', async () => {
    const c = client();
    const r = await c.call('games.menus');
    expect(r.status).toBe(400);
    expect(r.raw).toBe(false);
    expect(r.body).toMatchObject({ success: false });
    expect(r.body.errorCode).toMatch(/^request\./);
  });
});

describe('/wps/game/launchGame: the lottery lobby (launchMode LOTT)', () => {
  it('is the only launch path: no lobby path of its own', () => {
    expect(catalogue.some((e) => e.path === '/lgw/games/lobby')).toBe(false);
  });

  it('opens the lobby of a lottery game and lists it among the recent lottery games', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const menu = (await c.call<Groups>('lottery.vnMenu', { query: { prizeMode: 'LOTT' } })).body.value!.DAILY!
      .gameMenus[0]!;
    const r = await c.call<{ content: { game_url: string } }>('games.launch', {
      query: {
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: menu.code,
        lottoView: 'betting',
        device: 'WEB',
        backUrl: 'http://127.0.0.1:8080/vnLottery',
        language: 'EN',
      },
    });
    expect(r.raw).toBe(false);
    expect(r.body.value!.content.game_url).toMatch(
      new RegExp(`/__mock/play/lottery/${menu.code}\\?prizeMode=LOTT&view=betting`),
    );
    const recent = (await c.call<Groups>('lottery.vnMenuRecent')).body.value!;
    expect(recent.RECENT!.gameMenus[0]!.code).toBe(menu.code);
  });

  it('refuses a lottery launch without a game, an unknown one, a bad view and an odd back URL', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const noGame = await c.call('games.launch', { query: { launchMode: 'LOTT', lottoView: 'lobby' } });
    expect(noGame.status).toBe(400);
    expect(noGame.body.errorCode).toMatch(/^request\./);
    expect(envelopeViolations(noGame.body)).toEqual([]);
    const badView = await c.call('games.launch', {
      query: { launchMode: 'LOTT', lottoGameCode: 'X', lottoView: 'sideways' },
    });
    expect(badView.status).toBe(400);
    expect(
      (await c.call('games.launch', { query: { launchMode: 'LOTT', lottoGameCode: 'NOPE' } })).body.errorCode,
    ).toBe('game_not_found');
    const menu = (await c.call<Groups>('lottery.vnMenu', { query: { prizeMode: 'LOTT' } })).body.value!.DAILY!
      .gameMenus[0]!;
    expect(
      (
        await c.call('games.launch', {
          query: { launchMode: 'LOTT', lottoGameCode: menu.code, backUrl: 'javascript:alert(1)' },
        })
      ).body.errorCode,
    ).toBe('merchant.acct.setup.err');
  });
});
