// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '@/generated/api-types';
import type { HomeSection } from '@/generated/config-types';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { queryClient } from '@/lib/query-client';
import enCommon from '@/locales/en/common.json';
import enGames from '@/locales/en/games.json';
import { GameSection } from './game-section';

afterEach(cleanup);
beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});

const game = (vassalage: string, n: number) =>
  ({
    nodeId: `${vassalage}-${n}`,
    gameCode: `${vassalage}_${n}`,
    gameId: `${vassalage}_${n}`,
    displayName: `${vassalage} Table ${n}`,
    gameType: 'LIVE',
    vassalage,
    iconUrl: '/icon.png',
    isGame: 'GAME',
  }) as unknown as Game;

/** The platform's answer: vendor cards with no games; each vendor's games only through GCSGAME_gameList. */
function renderLiveLanes() {
  const fake = fakeGateway({
    'games.vendorLanes': () => ({
      data: {
        lanes: [
          {
            title: 'LIVE',
            cards: [
              { vassalage: 'AE', accountTypeId: 1, accountTypeName: 'AE Sexy' },
              { vassalage: 'DG', accountTypeId: 2, accountTypeName: 'Dream Gaming' },
            ],
          },
        ],
      },
    }),
    'games.list': ({ query }) => {
      const vassalage = (query as { vassalage: string }).vassalage;
      return { games: [game(vassalage, 1), game(vassalage, 2)], totalCount: 2, totalPages: 1, pageNo: 1, pageSize: 12 };
    },
  });
  const section = {
    id: 'live',
    titleKey: 'nav.live',
    source: 'CATEGORY',
    category: 'LIVE',
    maxGames: 12,
  } as HomeSection;
  renderOnSite(<GameSection section={section} />, {
    gateway: fake.gateway,
    namespaces: { common: enCommon, games: enGames },
  });
  return fake;
}

describe('a home vendor lane in front of the platform (cards without games)', () => {
  it("shows the lane on screen with its vendor's games from the game list, and reads another vendor's when chosen", async () => {
    const fake = renderLiveLanes();
    const first = await screen.findByRole('list', { name: /: AE Sexy$/ });
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first).getByText('AE Table 1')).toBeTruthy();
    // Only the lane shown read its games.
    expect(fake.calls('games.list').map((o) => o.query)).toEqual([
      expect.objectContaining({ gameType: 'LIVE', vassalage: 'AE', pageNo: 1, pageSize: 12 }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Dream Gaming' }));
    const second = await screen.findByRole('list', { name: /: Dream Gaming$/ });
    expect(within(second).getByText('DG Table 2')).toBeTruthy();
    expect(fake.calls('games.list').map((o) => (o.query as { vassalage: string }).vassalage)).toEqual(['AE', 'DG']);
  });
});
