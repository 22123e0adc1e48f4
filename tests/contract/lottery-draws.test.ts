/**
 * The lottery pages' open draws and VN menus as the platform answers them: /lotto/lgw/games/opened/numero (no token,
 * raw, by type) from the same world draws as the menus, and /lgw/vn/games/game_menu (and /recent) in the groups of
 * /lgw/games/game_menus.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryDraw, LotteryMenuGroup, LotteryOpenedNumero } from '../../src/generated/api-types.js';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';
import { REFERENCE_FILE } from './reference-calls.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const client = () => new Client(gw.baseUrl, uniqueSession('lottery-draws'));

type Draw = LotteryOpenedNumero;
type Groups = Record<string, LotteryMenuGroup>;

const codesOf = (groups: Groups) => Object.values(groups).flatMap((g) => g.gameMenus.map((m) => m.code));

describe('/lotto/lgw/games/opened/numero: the open draw of every lottery game', () => {
  it("answers a visitor raw, by type, each game's draw number, remaining and lock times, for the menus' games", async () => {
    const c = client();
    const r = await c.call<Record<string, Draw[]>>('lottery.openedNumero', {
      query: { prizeMode: 'ELOTT' },
      token: null,
    });
    expect(r.status).toBe(200);
    expect(r.raw).toBe(true);
    expect(Object.keys(r.body.value!)).toEqual(['DAILY', 'FAST']);
    const draws = Object.values(r.body.value!).flat();
    for (const d of draws) {
      expect(d).toMatchObject({
        gameId: expect.any(Number),
        numero: expect.any(String),
        defaultPlayType: 'Traditional',
      });
      expect(d.remainTime).toBeGreaterThan(0);
      expect(d.remainTime).toBeLessThanOrEqual(d.drawIntervalSec! * 1000);
      expect(d.lockTime).toBeLessThan(d.remainTime);
    }
    const fast = draws.find((d) => d.remark === 'VN Fast 1 Min')!;
    expect(fast.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(fast.drawIntervalSec).toBe(60);
    const menus = (await c.call<Groups>('lottery.vnMenu', { query: { prizeMode: 'ELOTT', device: 'WEB' } })).body
      .value!;
    expect(draws.map((d) => d.gameCode).sort()).toEqual(codesOf(menus).sort());
  });

  it("follows the mock's virtual clock: a closed draw gives way to the next number at once", async () => {
    const c = client();
    await c.control.setClockFlowing(false);
    const malaysia4D = async () =>
      (
        await c.call<Record<string, Draw[]>>('lottery.openedNumero', { query: { prizeMode: 'SEA' } })
      ).body.value!.DAILY!.find((d) => d.remark === 'Malaysia 4D')!;
    const before = await malaysia4D();
    await c.control.advanceClock(before.remainTime - 1);
    const last = await malaysia4D();
    expect(last).toMatchObject({ numero: before.numero, remainTime: 1, lockTime: 0 });
    await c.control.advanceClock(1);
    const next = await malaysia4D();
    expect(next.numero).not.toBe(before.numero);
    expect(next.remainTime).toBe(86_400_000);
    expect(next.lockTime).toBe(86_400_000 - 30_000);
  });

  it('refuses a request without a prize mode, or with an unknown one, with the error envelope', async () => {
    const c = client();
    for (const query of [{}, { prizeMode: 'NOPE' }]) {
      const r = await c.call('lottery.openedNumero', { query });
      expect(r.status).toBe(400);
      expect(r.raw).toBe(false);
      expect(r.body).toMatchObject({ success: false });
      expect(r.body.errorCode).toMatch(/^request\./);
    }
  });

  it('spells the fields the reference shows', () => {
    const row = fs
      .readFileSync(REFERENCE_FILE, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('| /lotto/lgw/games/opened/numero |'))!;
    expect(row).toContain('[{gameId, gameCode, remark, numero, remainTime, lockTime, defaultPlayType}]');
  });
});

describe("/lgw/vn/games/game_menu and /recent: the platform's menu groups", () => {
  it('answers raw the VN games in groups of labelName, gameGroupCode and gameMenus {code, remark, defaultPlayType}', async () => {
    const c = client();
    const r = await c.call<Groups>('lottery.vnMenu', { query: { prizeMode: 'LOTT', device: 'WEB' }, token: null });
    expect(r.status).toBe(200);
    expect(r.raw).toBe(true);
    const groups = r.body.value!;
    expect(Object.keys(groups)).toEqual(['DAILY', 'FAST']);
    expect(groups.FAST).toMatchObject({ labelName: 'Fast draws', gameGroupCode: 'FAST' });
    expect(groups.FAST!.gameMenus).toContainEqual(
      expect.objectContaining({ remark: 'VN Fast 1 Min', defaultPlayType: 'Traditional' }),
    );
    // The VN menus hold no SEA game.
    expect(codesOf(groups).some((code) => code.includes('SEA'))).toBe(false);
  });

  it('refuses a request without a prize mode with the error envelope', async () => {
    const r = await client().call('lottery.vnMenu', { query: { device: 'WEB' } });
    expect(r.status).toBe(400);
    expect(r.raw).toBe(false);
    expect(r.body).toMatchObject({ success: false });
  });

  it("lists a member's recent VN games in one group, newest first, and nothing before any", async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const recent = async () =>
      (await c.call<Groups>('lottery.vnMenuRecent', { query: { prizeMode: 'LOTT', device: 'WEB' } })).body.value!;
    expect(await recent()).toEqual({});
    const codes = codesOf(
      (await c.call<Groups>('lottery.vnMenu', { query: { prizeMode: 'LOTT', device: 'WEB' } })).body.value!,
    );
    for (const code of codes.slice(0, 2))
      await c.call('games.launch', {
        query: { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: code, lottoView: 'lobby' },
      });
    const groups = await recent();
    expect(Object.keys(groups)).toEqual(['RECENT']);
    expect(groups.RECENT!.gameGroupCode).toBe('RECENT');
    expect(groups.RECENT!.gameMenus.map((m) => m.code)).toEqual([codes[1], codes[0]]);
  });
});

describe('/lgw/draw and /lgw/draw/code/<gameCode>: the finished draws, as the platform names them', () => {
  it("answers a visitor raw the latest draw of every lottery game, and one game's last 10, newest first", async () => {
    const c = client();
    const latest = await c.call<LotteryDraw[]>('lottery.draws', { token: null });
    expect(latest.status).toBe(200);
    expect(latest.raw).toBe(true);
    const draws = latest.body.value!;
    expect(new Set(draws.map((d) => d.gameCode)).size).toBe(draws.length);
    const menus = (await c.call<Groups>('lottery.vnMenu', { query: { prizeMode: 'ELOTT', device: 'WEB' } })).body
      .value!;
    expect(draws.map((d) => d.gameCode)).toEqual(expect.arrayContaining(codesOf(menus)));

    const [first] = draws;
    const of = await c.call<LotteryDraw[]>('lottery.drawOf', { path: { gameCode: first!.gameCode }, token: null });
    expect(of.raw).toBe(true);
    const history = of.body.value!;
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual(first);
    expect(history.every((d) => d.gameCode === first!.gameCode && /^\d+(,\d+)*$/.test(d.winNoStr))).toBe(true);
    const times = history.map((d) => d.openedAt!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses a game it does not know, in the envelope, and a code with a slash is no path of the catalogue', async () => {
    const c = client();
    const unknown = await c.call('lottery.drawOf', { path: { gameCode: 'NO-SUCH-GAME' } });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'game_not_found' });
    const nested = await fetch(`${gw.baseUrl}/lgw/draw/code/a/b`, { headers: c.baseHeaders() });
    expect(((await nested.json()) as { errorCode: string }).errorCode).toBe('endpoint.not_implemented');
  });
});
