// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import enCommon from '@/locales/en/common.json';
import enGames from '@/locales/en/games.json';
import enLater from '@/locales/en/later.json';
import { LotteryPage, SeaLotteryPage } from './lottery-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});

/** /lgw/games/game_menus as the real gateway answers it: groups of games with code and remark, no draw figures. */
const PLATFORM_MENUS = {
  SEA4D: {
    labelName: '4D',
    gameGroupCode: 'SEA4D',
    gameMenus: [
      { code: 'MY4D', remark: 'Malaysia 4D', defaultPlayType: '1' },
      { code: 'SG4D', remark: 'Singapore 4D', defaultPlayType: '1' },
    ],
  },
  THAI: {
    labelName: 'Thai',
    gameGroupCode: 'THAI',
    gameMenus: [{ code: 'TH', remark: 'Thai Lottery', defaultPlayType: '1' }],
  },
};

/** /lotto/lgw/games/opened/numero as the real gateway answers it: no draw interval; Thai Lottery not drawing. */
const PLATFORM_DRAWS = {
  '4D': [
    { gameId: 1, gameCode: 'MY4D', remark: 'Malaysia 4D', numero: '20261124', remainTime: 65_000, lockTime: 35_000 },
    { gameId: 2, gameCode: 'SG4D', remark: 'Singapore 4D', numero: '20261125', remainTime: 3_725_000, lockTime: 0 },
  ].map((d) => ({ ...d, defaultPlayType: '1' })),
};

function renderSeaLottery() {
  const fake = fakeGateway({
    'games.vendorLanes': () => ({
      data: {
        lanes: [{ title: 'LOTT', cards: [{ vassalage: 'TCG_SEA', accountTypeId: 1, accountTypeName: 'SEA Lottery' }] }],
      },
    }),
    'games.menus': () => PLATFORM_MENUS,
    'lottery.openedNumero': () => PLATFORM_DRAWS,
    'lottery.drawOf': () => [],
    'lottery.missionSummary': () => ({ missions: [], dayStartsAt: 0 }),
    'lottery.leaderboard': () => ({ period: 'DAY', list: [] }),
  });
  renderOnSite(<SeaLotteryPage />, {
    gateway: fake.gateway,
    namespaces: { common: enCommon, games: enGames, later: enLater },
    path: '/seaLottery',
    token: 'token-1',
  });
  return fake;
}

describe('/seaLottery in front of the real gateway', () => {
  it("lists every game of the platform's menu groups with the draw, betting time and countdown of its open draws, inventing none", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 }); // the browser clock stands still: exact countdowns
    const fake = renderSeaLottery();
    const table = await screen.findByRole('table');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names).toEqual(['Malaysia 4D', 'Singapore 4D', 'Thai Lottery']);
    const figures = (row: number) =>
      within(within(table).getAllByRole('row')[row]!)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent);
    await within(table).findByText('20261124');
    // Malaysia 4D takes bets for 35 more seconds (its lockTime), then shows the draw locked until it closes at 65 s;
    // Singapore 4D's lockTime of 0 tells nothing, so it counts to the close.
    expect([figures(1), figures(2), figures(3)]).toEqual([
      ['20261124', '00:35'],
      ['20261125', '1:02:05'],
      ['–', '–'],
    ]);
    vi.setSystemTime(1_000_000 + 36_000);
    expect(await within(table).findByText('Locked, drawn in 00:29', {}, { timeout: 3_000 })).toBeTruthy();
    expect(within(table).getByRole('button', { name: /^Bet\s*Malaysia 4D$/ })).toBeTruthy();
    expect(fake.calls('games.menus')[0]!.query).toMatchObject({ prizeMode: 'SEA' });
    expect(fake.calls('lottery.openedNumero')[0]!.query).toEqual({ prizeMode: 'SEA' });
    // The first game's results are asked by its platform code, in the path as the platform's client sends it.
    expect(fake.calls('lottery.drawOf')[0]!.path).toEqual({ gameCode: 'MY4D' });
  });
});

describe('/lottery’s popular games', () => {
  function renderLottery(popular: unknown[]) {
    const fake = fakeGateway({
      'games.vendorLanes': () => ({
        data: {
          lanes: [{ title: 'LOTT', cards: [{ vassalage: 'TCG', accountTypeId: 1, accountTypeName: 'Lottery' }] }],
        },
      }),
      'games.menus': () => PLATFORM_MENUS,
      'lottery.openedNumero': () => PLATFORM_DRAWS,
      'lottery.popular': () => popular,
      'lottery.drawOf': () => [],
      'lottery.missionSummary': () => ({ missions: [], dayStartsAt: 0 }),
      'lottery.leaderboard': () => ({ period: 'DAY', list: [] }),
    });
    renderOnSite(<LotteryPage />, {
      gateway: fake.gateway,
      namespaces: { common: enCommon, games: enGames, later: enLater },
      path: '/lottery',
      token: 'token-1',
    });
    return fake;
  }

  it('links the gateway’s most played games, in its order, to their draws', async () => {
    const fake = renderLottery([
      {
        gameId: 2,
        gameCode: 'SG4D',
        remark: 'Singapore 4D',
        prizeMode: 'LOTT',
        defaultPlayType: '1',
        lottoArea: 'SEA',
      },
      { gameId: 1, gameCode: 'MY4D', remark: 'Malaysia 4D', prizeMode: 'LOTT', defaultPlayType: '1', lottoArea: 'SEA' },
    ]);
    const section = (await screen.findByRole('heading', { name: enLater.lottery.popular })).parentElement!;
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Singapore 4D', 'Malaysia 4D']);
    expect(links[0]!.getAttribute('href')).toContain('gameCode=SG4D');
    expect(fake.calls('lottery.popular')[0]!.query).toMatchObject({ count: 6 });
  });

  it('says so when the gateway names none', async () => {
    renderLottery([]);
    expect(await screen.findByText(enLater.lottery.noPopular)).toBeTruthy();
  });
});
