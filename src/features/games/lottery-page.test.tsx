// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import enCommon from '@/locales/en/common.json';
import enGames from '@/locales/en/games.json';
import { SeaLotteryPage } from './lottery-page';

afterEach(cleanup);
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

function renderSeaLottery() {
  const fake = fakeGateway({
    'games.vendorLanes': () => ({
      data: {
        lanes: [{ title: 'LOTT', cards: [{ vassalage: 'TCG_SEA', accountTypeId: 1, accountTypeName: 'SEA Lottery' }] }],
      },
    }),
    'games.menus': () => PLATFORM_MENUS,
    'lottery.openedNumbers': () => ({ list: [] }),
    'lottery.missionSummary': () => ({ missions: [], dayStartsAt: 0 }),
    'lottery.leaderboard': () => ({ period: 'DAY', list: [] }),
  });
  renderOnSite(<SeaLotteryPage />, {
    gateway: fake.gateway,
    namespaces: { common: enCommon, games: enGames },
    path: '/seaLottery',
    token: 'token-1',
  });
  return fake;
}

describe('/seaLottery in front of the real gateway', () => {
  it("lists every game of the platform's menu groups, with no invented draw or countdown", async () => {
    const fake = renderSeaLottery();
    const table = await screen.findByRole('table');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names).toEqual(['Malaysia 4D', 'Singapore 4D', 'Thai Lottery']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['–', '–']);
    expect(within(firstRow).getByRole('button', { name: /^Bet\s*Malaysia 4D$/ })).toBeTruthy();
    expect(fake.calls('games.menus')[0]!.query).toMatchObject({ prizeMode: 'SEA' });
    // The first game's results are asked by its platform code.
    expect(fake.calls('lottery.openedNumbers')[0]!.query).toMatchObject({ gameCode: 'MY4D' });
  });
});
