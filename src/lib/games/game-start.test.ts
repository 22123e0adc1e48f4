import { describe, expect, it } from 'vitest';
import { launchQuery, launchedUrl, onHost, pickHost, startAction, type StartTarget } from './game-start';

const game = (over: Partial<StartTarget>): StartTarget => ({
  vassalage: 'PG',
  gameType: 'RNG',
  nodeId: 'RNG-PG-0001',
  gameCode: 'PG_R0001',
  isGame: 'GAME',
  ...over,
});

describe('game start routing (SPEC §4)', () => {
  it('sends a visitor to the login, whatever the game', () => {
    expect(startAction(game({}), false)).toEqual({ kind: 'login' });
    expect(startAction(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }), false)).toEqual({ kind: 'login' });
  });

  it('sends TCG_LOTTO_VN to /vnLottery and TCG_SEA to /seaLottery', () => {
    expect(startAction(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }), true)).toEqual({
      kind: 'navigate',
      to: '/vnLottery',
    });
    expect(startAction(game({ vassalage: 'TCG_SEA', gameType: 'LOTT', isGame: 'VASSALAGE' }), true)).toEqual({
      kind: 'navigate',
      to: '/seaLottery',
    });
  });

  it('sends LOTT and ELOTT to /lottery with the game code', () => {
    expect(startAction(game({ vassalage: 'LOTT', gameType: 'LOTT', gameCode: 'LOTT_T0003' }), true)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=LOTT_T0003',
    });
    expect(startAction(game({ vassalage: 'ELOTT', gameType: 'ELOTT', gameCode: 'ELOTT_E0001' }), true)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=ELOTT_E0001',
    });
    expect(startAction({ vassalage: 'LOTT', gameType: 'LOTT' }, true)).toEqual({ kind: 'navigate', to: '/lottery' });
  });

  it('opens the vendor game list for a VASSALAGE entry', () => {
    expect(startAction(game({ vassalage: 'IBC', gameType: 'SPORTS', isGame: 'VASSALAGE' }), true)).toEqual({
      kind: 'vendorGames',
      vassalage: 'IBC',
      gameType: 'SPORTS',
    });
  });

  it('sends an RNG vendor card to /rng (and other list vendors to their list page)', () => {
    expect(startAction({ vassalage: 'PG', gameType: 'RNG' }, true)).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=PG',
    });
    expect(startAction({ vassalage: 'BGS', gameType: 'RNG' }, true)).toEqual({
      kind: 'navigate',
      to: '/bgs?vassalage=BGS',
    });
    expect(startAction({ vassalage: 'AG', gameType: 'LIVE' }, true)).toEqual({
      kind: 'navigate',
      to: '/live?vassalage=AG',
    });
  });

  it('opens the game list of a sports vendor card', () => {
    expect(startAction({ vassalage: 'IMES', gameType: 'SPORTS' }, true)).toEqual({
      kind: 'vendorGames',
      vassalage: 'IMES',
      gameType: 'SPORTS',
    });
  });

  it('launches any other game in place, RNG games included', () => {
    expect(startAction(game({}), true)).toEqual({ kind: 'launch' });
    expect(startAction(game({ vassalage: 'AG', gameType: 'LIVE', nodeId: 'LIVE-AG-0001' }), true)).toEqual({
      kind: 'launch',
    });
    expect(startAction({ nodeId: 'RNG-MG-0293' }, true)).toEqual({ kind: 'launch' });
  });
});

describe('launch query (/wps/game/launchGame)', () => {
  it("names a game by gameId and node id with the platform's launch parameters", () => {
    const target = { gameId: 7, nodeId: 'N1', gameCode: 'PNG_7', vassalage: 'PNG', gameType: 'RNG' as const };
    expect(launchQuery(target, { language: 'TY', backUrl: 'https://a.example/' })).toEqual({
      gameId: 7,
      nodeId: 'N1',
      vassalage: 'PNG',
      gameType: 'RNG',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      device: 'WEB',
      backUrl: 'https://a.example/',
      language: 'TY',
    });
    // A trial account plays for play money (accountType 0).
    expect(launchQuery(target, { language: 'EN', backUrl: '/', trial: true })).toMatchObject({ accountType: 0 });
  });

  it('opens a sportsbook on a hot match: matchId and leagueId beside its node id, none without a match', () => {
    const book = { nodeId: 'SB1', vassalage: 'SABA', gameType: 'SPORTS' as const };
    const q = launchQuery(
      { ...book, match: { matchId: 'SABA-1-2', leagueId: 'EPL' } },
      { language: 'EN', backUrl: '/' },
    );
    expect(q).toMatchObject({ nodeId: 'SB1', matchId: 'SABA-1-2', leagueId: 'EPL', launchMode: 'GLS' });
    expect(launchQuery(book, { language: 'EN', backUrl: '/' })).not.toHaveProperty('matchId');
  });

  it('carries the room a card game seats the member at; a code names the game only when nothing else does', () => {
    const q = launchQuery({ gameCode: 'KX_1', gameType: 'PVP', roomId: 'R2' }, { language: 'EN', backUrl: '/' });
    expect(q).toMatchObject({ gameCode: 'KX_1', roomId: 'R2' });
  });

  it('launches a lottery with launchMode LOTT and its code as lottoGameCode, not as a game', () => {
    const q = launchQuery(
      { gameCode: 'SEA_1', gameType: 'LOTT', lottery: { area: 'SEA', prizeMode: 'SEA', view: 'lobby' } },
      { language: 'EN', backUrl: 'https://a.example/seaLottery' },
    );
    expect(q).toMatchObject({
      launchMode: 'LOTT',
      lottoGameCode: 'SEA_1',
      lottoMode: 'SEA_Tradition',
      lottoArea: 'SEA',
      lottoView: 'lobby',
    });
    expect(q).not.toHaveProperty('gameCode');
  });
});

describe('launched URL', () => {
  it("reads content.game_url, or the gameUrl of the platform's lottery launch", () => {
    expect(launchedUrl({ content: { game_url: 'https://g.example/1' } })).toBe('https://g.example/1');
    expect(launchedUrl({ gameUrl: 'https://lott.example/lobby' })).toBe('https://lott.example/lobby');
    expect(launchedUrl({})).toBeUndefined();
  });
});

describe('CDN hosts (SPEC §9)', () => {
  it('picks a host at random and none from an empty list', () => {
    expect(pickHost(['https://a.example', 'https://b.example'], () => 0)).toBe('https://a.example');
    expect(pickHost(['https://a.example', 'https://b.example'], () => 0.99)).toBe('https://b.example');
    expect(pickHost([], () => 0)).toBeNull();
    expect(pickHost(undefined)).toBeNull();
  });

  it('moves relative and absolute URLs onto the host and leaves them alone without one', () => {
    expect(onHost('/__mock/art/game/x.svg', 'https://cdn.example/')).toBe('https://cdn.example/__mock/art/game/x.svg');
    expect(onHost('https://gw.example/__mock/play/1?launch=2', 'https://cdn.example')).toBe(
      'https://cdn.example/__mock/play/1?launch=2',
    );
    expect(onHost('/x.svg', null)).toBe('/x.svg');
    expect(onHost('data:image/png;base64,AA', 'https://cdn.example')).toBe('data:image/png;base64,AA');
  });
});
