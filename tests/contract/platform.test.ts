/**
 * Platform fidelity (issue 16): the calls renamed to the platform's names and the ones added for its boot, domain
 * fallback, language and demo play, as a client of the real gateway would see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable, type CatalogueEntry } from '../../mock-gateway/lib/catalogue.js';
import { Client, catalogue, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

const client = (baseUrl = gw.baseUrl, session = uniqueSession('platform')) => new Client(baseUrl, session);
type GameRow = {
  nodeId: string;
  gameType: string;
  supportPlay: number;
  rewardCounter: number;
  rewardCounterStep: number;
};
const games = async (c: Client, gameType: string) =>
  (await c.call<{ games: GameRow[] }>('games.list', { query: { gameType, pageSize: 5 } })).body.value!.games;

describe('renamed calls answer at the platform paths only', () => {
  it.each([
    ['GET', '/wps/relay/ODSFE2_getWinnerBoard', 200],
    ['GET', '/wps/relay/GCSGAME_getWinnerBoard', 501],
    ['POST', '/wps/relay/VIS_getJackpot', 200],
    ['GET', '/wps/relay/VIS_getJackpot', 405],
    ['GET', '/wps/relay/MCSFE_getListAnnouncements', 200],
    ['GET', '/wps/announcements', 501],
    ['GET', '/wps/relay/GCSGAME_gameVendor', 200],
    ['GET', '/wps/relay/GCSGAME_vendorLanes', 501],
  ] as const)('%s %s answers %i', async (method, path, status) => {
    const c = client();
    const r = await fetch(`${gw.baseUrl}${path}`, {
      method,
      headers: { ...c.baseHeaders(), ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify({ merchant_code: 'RA88', currency: 'PHP' }) } : {}),
    });
    expect(r.status).toBe(status);
  });

  it('launches a game with a GET, the URL under content as the platform nests it', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const [g] = await games(c, 'RNG');
    const r = await c.call<{ content: { game_url: string } }>('games.launch', { query: { nodeId: g!.nodeId } });
    expect(r.body.value!.content.game_url).toMatch(/\/__mock\/play\//);
  });
});

describe('PvP rooms', () => {
  it('lists a card game’s rooms and launches into an open one, never into a full or unknown one', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    const game = (await c.call<{ games: { gameCode: string }[] }>('games.list', { query: { gameType: 'PVP' } })).body
      .value!.games[0]!;
    const rooms = (
      await c.call<{ list: { roomId: string; status: string }[] }>('games.roomList', {
        query: { gameCode: game.gameCode },
      })
    ).body.value!.list;
    const open = rooms.find((r) => r.status === 'OPEN')!;
    const launched = await c.call<{ content: { game_url: string } }>('games.launch', {
      query: { gameCode: game.gameCode, roomId: open.roomId },
    });
    expect(launched.body.value!.content.game_url).toMatch(/\/__mock\/play\//);
    const unknown = await c.call('games.launch', { query: { gameCode: game.gameCode, roomId: 'nope' } });
    expect(unknown.body.errorCode).toBe('game_not_found');
    const full = rooms.find((r) => r.status === 'FULL');
    if (full)
      expect(
        (await c.call('games.launch', { query: { gameCode: game.gameCode, roomId: full.roomId } })).body.errorCode,
      ).toBe('game_not_found');
  });
});

describe('/lgw calls answer raw', () => {
  it('sends a success without the envelope and a failure with it', async () => {
    const c = client();
    const menus = await c.call<Record<string, { gameMenus: unknown[] }>>('games.menus', {
      query: { prizeMode: 'LOTT' },
    });
    expect(menus.status).toBe(200);
    expect(menus.raw).toBe(true);
    expect(Object.values(menus.body.value!).every((g) => Array.isArray(g.gameMenus))).toBe(true);
    const refused = await c.call('lottery.vnMenuRecent', { token: null });
    expect(refused.status).toBe(401);
    expect(refused.raw).toBe(false);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
  });

  it('keeps the envelope on every other path', async () => {
    const c = client();
    const r = await c.call('system.status');
    expect(r.raw).toBe(false);
    expect(catalogue.filter((e) => e.path.startsWith('/lgw/')).length).toBeGreaterThan(0);
  });
});

describe('free demo play', () => {
  it('opens a fun-mode game for a visitor where the vendor allows it, and says no where it does not', async () => {
    const c = client();
    const [slot] = await games(c, 'RNG');
    const [live] = await games(c, 'LIVE');
    expect(slot!.supportPlay).toBe(1);
    expect(live!.supportPlay).toBe(0);
    const ok = await c.call<{ content: { game_url: string } }>('games.trialLaunch', {
      query: { nodeId: slot!.nodeId },
      token: null,
    });
    expect(ok.body.value!.content.game_url).toContain('mode=fun');
    const refused = await c.call('games.trialLaunch', { query: { nodeId: live!.nodeId }, token: null });
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'trial_not_supported' } });
  });
});

describe('reward counters', () => {
  it('give the step the counter rises by every 3 s of server time', async () => {
    const c = client();
    await c.control.setClockFlowing(false);
    const [before] = await games(c, 'RNG');
    await c.control.advanceClock(9000);
    const [after] = await games(c, 'RNG');
    expect(before!.rewardCounterStep).toBeGreaterThan(0);
    expect(after!.rewardCounter - before!.rewardCounter).toBe(3 * before!.rewardCounterStep);
  });
});

describe('boot calls', () => {
  it('serves the consolidated settings with the same rules and switches as the single calls', async () => {
    const c = client();
    const consolidated = (
      await c.call<{ register: unknown; whitelabel: unknown; domainRoute: unknown }>('system.consolidated')
    ).body.value!;
    expect(consolidated.register).toEqual((await c.call('system.registerSettings')).body.value);
    expect(consolidated.whitelabel).toEqual((await c.call('system.whitelabel')).body.value);
    expect(consolidated.domainRoute).toEqual((await c.call('system.domainRoute')).body.value);
    expect((await c.call<{ templateId: string }>('system.templates')).body.value!.templateId).toMatch(/^W/);
    expect((await c.call<{ currency: string }>('system.country')).body.value!.currency).toBe('PHP');
    expect((await c.call<{ ip: string }>('system.location')).body.value!.ip).toBeTruthy();
  });

  it('names image hosts in the scheme the visitor used, behind a TLS front too', async () => {
    const c = client();
    const cdns = async (headers?: Record<string, string>) =>
      (await c.call<{ info: { imageCDNs: string[] } }>('system.status', { headers })).body.value!.info.imageCDNs;
    expect(await cdns()).toEqual([gw.baseUrl]);
    // An http:// image on an https:// page is blocked by the browser (CSP 'self', mixed content).
    expect(await cdns({ 'X-Forwarded-Proto': 'https' })).toEqual([gw.baseUrl.replace('http:', 'https:')]);
  });
});

describe('domains marked down', () => {
  it('answer domain_not_available on that host only, until marked up again', async () => {
    const session = uniqueSession('domains');
    const other = gw.baseUrl.replace('127.0.0.1', 'localhost');
    const down = client(other, session);
    const up = client(gw.baseUrl, session);
    await up.control.setDomainDown('localhost');
    const ping = { query: { speed: String(Date.now()) } };
    expect(await down.call('system.ping', ping)).toMatchObject({
      status: 503,
      body: { success: false, errorCode: 'domain_not_available' },
    });
    expect((await down.call('system.status')).body.errorCode).toBe('domain_not_available');
    expect((await up.call<{ speed: string }>('system.ping', ping)).body.value).toEqual({ speed: ping.query.speed });
    await up.control.setDomainDown('localhost', false);
    expect((await down.call('system.ping', ping)).status).toBe(200);
    // Another mock session never sees this one's marks.
    await up.control.setDomainDown('localhost');
    expect((await client(other).call('system.ping', ping)).status).toBe(200);
  });
});

describe('member language', () => {
  it('is stored for a member and refused for a trial account', async () => {
    const c = client();
    await c.login('demo_member', 'Member123');
    expect((await c.call('member.language', { body: { language: 'PT' } })).body).toEqual({
      success: true,
      value: { language: 'PT' },
    });
    const trial = client();
    const free = await trial.call<{ token: string }>('session.freeplay', {
      body: { os: 'linux', platform: 'W', gatewayVersion: '3' },
    });
    trial.token = free.body.value!.token;
    expect((await trial.call('member.language', { body: { language: 'PT' } })).body.errorCode).toBe(
      'in_need_true_account',
    );
  });
});

describe('twin names', () => {
  it('route both builds’ names of a call to one entry', () => {
    const entry = {
      id: 'points.balance',
      method: 'GET',
      path: '/wps/relay/MCSFE_getPointBalance',
      twins: ['/wps/relay/MCS2_getPointBalance'],
    } as CatalogueEntry;
    const table = buildRouteTable([entry]);
    expect(table.byPath.get('/wps/relay/MCSFE_getPointBalance')?.get('GET')).toBe(entry);
    expect(table.byPath.get('/wps/relay/MCS2_getPointBalance')?.get('GET')).toBe(entry);
  });
});
