import { describe, expect, it } from 'vitest';
import { banner, gameArt, vendorLogo } from './art.js';
import { ALL_VENDOR_CODES } from './vendors.js';
import { codeOf, errorOf, world } from './test-helpers.js';

describe('game catalogue queries', () => {
  it('pages a vendor list with totals', () => {
    const w = world();
    const p1 = w.games.list({ gameType: 'RNG', vassalage: 'PT', pageNo: 1, pageSize: 20 });
    expect(p1.games).toHaveLength(20);
    expect(p1.totalCount).toBe(1200);
    expect(p1.totalPages).toBe(60);
    expect(p1.pageNo).toBe(1);
    const p2 = w.games.list({ gameType: 'RNG', vassalage: 'PT', pageNo: 2, pageSize: 20 });
    expect(p2.games[0]).not.toEqual(p1.games[0]);
    expect(p1.games.every((g) => g.vassalage === 'PT' && g.gameType === 'RNG' && g.isGame === 'GAME')).toBe(true);
    const last = w.games.list({ gameType: 'RNG', vassalage: 'PT', pageNo: 61, pageSize: 20 });
    expect(last.games).toEqual([]);
  });

  it('filters by classify (Crash), selection (HOT, NEW) and search', () => {
    const w = world();
    const crash = w.games.list({ gameType: 'RNG', gameClassify: 'Crash', pageNo: 1, pageSize: 12 });
    expect(crash.games).toHaveLength(12);
    expect(crash.games.every((g) => g.gameClassify === 'Crash')).toBe(true);
    const hot = w.games.list({ gameType: 'RNG', selection: 'HOT', pageNo: 1, pageSize: 50 });
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
    const fresh = w.games.list({ gameType: 'RNG', selection: 'NEW', pageNo: 1, pageSize: 50 });
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew === 1)).toBe(true);
    expect(fresh.games.map((g) => g.releasedAt)).toEqual(
      [...fresh.games.map((g) => g.releasedAt)].sort((a, b) => b - a),
    );
    const found = w.games.list({ gameType: 'RNG', search: 'DRAGON', pageNo: 1, pageSize: 500 });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(
      found.games.every(
        (g) => g.displayName.toLowerCase().includes('dragon') || g.gameCode.toLowerCase().includes('dragon'),
      ),
    ).toBe(true);
  });

  it('has complete game fields and a VASSALAGE entry per sports and lottery vendor', () => {
    const w = world();
    for (const g of w.games.all()) {
      expect(g.iconUrl).toBe(`/__mock/art/game/${g.nodeId}.svg`);
      expect(g.gameName && g.displayName && g.nodeName && g.gameCode).toBeTruthy();
    }
    for (const v of w.games.vendors('SPORTS')) {
      const entries = w.games.all().filter((g) => g.vassalage === v.vassalage && g.isGame === 'VASSALAGE');
      expect(entries, v.vassalage).toHaveLength(1);
    }
    expect(w.games.menus().map((m) => m.gameType)).toEqual(['FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS', 'LOTT', 'ELOTT']);
    expect(new Set(w.games.menus().flatMap((m) => m.cards.map((c) => c.vassalage)))).toEqual(new Set(ALL_VENDOR_CODES));
  });

  it('hot games, rank list, rooms', () => {
    const w = world();
    const hot = w.games.hot(12);
    expect(hot).toHaveLength(12);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    expect(w.games.rankList(10, 'LIVE').every((g) => g.gameType === 'LIVE')).toBe(true);
    const pvp = w.games.list({ gameType: 'PVP', pageNo: 1, pageSize: 1 }).games[0]!;
    const rooms = w.games.roomList(pvp.gameCode);
    expect(rooms.length).toBeGreaterThanOrEqual(3);
    expect(rooms.every((r) => r.gameCode === pvp.gameCode && r.players <= r.maxPlayers && r.minBet < r.maxBet)).toBe(
      true,
    );
    expect(w.games.roomList('nope')).toEqual([]);
  });

  it('VN lottery menus and opened numbers advance with the clock', () => {
    const w = world();
    const menus = w.games.lotteryMenus('ELOTT');
    expect(menus.length).toBeGreaterThan(3);
    expect(menus.every((m) => m.prizeMode === 'ELOTT' && m.lottoArea === 'VN')).toBe(true);
    const fast = menus.find((m) => m.drawIntervalSec === 60)!;
    // The time left on the open draw, from the world's now: what a client counts down from.
    for (const m of menus) {
      expect(m.remainTime).toBe(m.nextDrawAt - w.clock.now());
      expect(m.remainTime).toBeGreaterThan(0);
      expect(m.remainTime).toBeLessThanOrEqual(m.drawIntervalSec * 1000);
    }
    const before = w.games.openedNumbers(fast.gameCode, 3);
    expect(before).toHaveLength(3);
    expect(before[0]!.winningNumbers).toHaveLength(27);
    expect(before[0]!.winningNumbers[0]).toMatch(/^\d{5}$/);
    expect(w.games.openedNumbers(fast.gameCode, 3)).toEqual(before);
    w.clock.advance(60_000);
    const after = w.games.openedNumbers(fast.gameCode, 3);
    expect(after[1]).toEqual(before[0]);
    expect(w.games.lotteryMenus('ELOTT').find((m) => m.gameCode === fast.gameCode)!.currentNumero).not.toBe(
      fast.currentNumero,
    );
    expect(w.games.lotteryMenus('SEA').every((m) => m.lottoArea === 'SEA')).toBe(true);
  });
});

describe('favourites, recent games and launch', () => {
  it('favourite add/remove is idempotent and lists with paging', () => {
    const w = world();
    const id = w.accounts.findByUsername('demo_weak')!.id;
    const [a, b, c] = w.games.hot(3, 'RNG');
    expect(w.favourites.add(id, a!.nodeId)).toBe(true);
    expect(w.favourites.add(id, a!.nodeId)).toBe(false);
    w.favourites.add(id, b!.nodeId);
    w.favourites.add(id, c!.nodeId);
    expect(w.favourites.ids(id)).toEqual([c!.nodeId, b!.nodeId, a!.nodeId]);
    expect(w.favourites.list(id, { pageNo: 2, pageSize: 2 })).toMatchObject({
      pageNum: 2,
      totalPages: 2,
      content: [a],
    });
    expect(w.favourites.remove(id, b!.nodeId)).toBe(true);
    expect(w.favourites.remove(id, b!.nodeId)).toBe(false);
    expect(w.favourites.ids(id, 'LIVE')).toEqual([]);
    expect(codeOf(() => w.favourites.add(id, 'NOPE'))).toBe('game_not_found');
  });

  it('launching pushes recent games: most recent first, deduplicated, at most 50', () => {
    const w = world();
    const id = w.accounts.findByUsername('demo_weak')!.id;
    const games = w.games.list({ gameType: 'RNG', pageNo: 1, pageSize: 60 }).games;
    for (const g of games) w.play.launch(id, { nodeId: g.nodeId });
    w.play.launch(id, { gameCode: games[10]!.gameCode });
    const recent = w.recent.list(id, { pageNo: 1, pageSize: 100 });
    expect(recent.totalCount).toBe(50);
    expect(recent.games[0]!.nodeId).toBe(games[10]!.nodeId);
    expect(recent.games[1]!.nodeId).toBe(games[59]!.nodeId);
    expect(new Set(recent.games.map((g) => g.nodeId)).size).toBe(50);
  });

  it('launch needs a known game and a balance', () => {
    const w = world();
    const broke = w.accounts.findByUsername('demo_broke')!;
    const g = w.games.hot(1)[0]!;
    expect(codeOf(() => w.play.launch(broke.id, { nodeId: 'NOPE' }))).toBe('game_not_found');
    expect(errorOf(() => w.play.launch(broke.id, { nodeId: g.nodeId }))).toMatchObject({
      code: 'launch_game_balance_not_enough',
      status: 400,
    });
    const member = w.accounts.findByUsername('demo_member')!;
    expect(w.play.launch(member.id, { vassalage: 'IBC', gameType: 'SPORTS' }).game.isGame).toBe('VASSALAGE');
    const vn = w.games.lotteryMenus('LOTT')[0]!;
    expect(w.play.launchLottery(member.id, { gameCode: vn.gameCode, view: 'betting' }).url).toContain(vn.gameCode);
    expect(w.play.recentLotteryMenus(member.id).map((m) => m.gameCode)).toEqual([vn.gameCode]);
  });
});

describe('generated art', () => {
  it('is small, accessible, deterministic SVG', () => {
    const w = world();
    const g = w.games.all()[100]!;
    const svgs = [
      w.art.gameArt(g.nodeId),
      vendorLogo('TCG_LOTTO_VN'),
      banner('w_home-1'),
      w.art.banner(w.content.announcements({ types: ['B'] }).banners[0]!.url.replace(/^.*\/|\.svg$/g, '')),
      w.art.avatar('10001'),
      gameArt('x<&>"', 'Tom & "Jerry" <3>'),
    ];
    for (const s of svgs) {
      expect(s).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/);
      expect(s).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(s.endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(s)).toBeLessThan(2048);
      expect(s).not.toMatch(/<(?!\/?(svg|title|defs|linearGradient|stop|rect|circle|polygon|path|text|g)\b)/);
    }
    expect(w.art.gameArt(g.nodeId)).toContain(g.displayName.split(' ')[0]!);
    expect(w.art.gameArt(g.nodeId)).toBe(world().art.gameArt(g.nodeId));
    expect(w.art.gameArt(g.nodeId)).not.toBe(w.art.gameArt(w.games.all()[101]!.nodeId));
  });
});
