// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Game, GamesListValue, GamesVendorLanesValue } from '@/generated/api-types';
import type { GatewayClient } from '@/lib/gateway/client';
import type { RequestSpacer } from '@/lib/games/request-spacing';
import { cachedLanes, fetchLaneGames, fetchLanes } from './home-queries';

const game = (nodeId: string) => ({ nodeId, vassalage: 'DG', gameType: 'LIVE' }) as Game;
// A spacer that gives the turn at once; the request must hand it its `sent` (the gap counts from there).
const spacer = () => {
  const sent = vi.fn();
  return { sent, inTurn: vi.fn((request: (sent: () => void) => Promise<unknown>) => request(sent)) };
};
const gatewayAnswering = (answer: unknown) => {
  const call = vi.fn(() => Promise.resolve(answer));
  return { call, gateway: { call, prefetch: vi.fn() } as unknown as GatewayClient };
};

describe('home vendor lanes (GCSGAME_gameVendor with a game type)', () => {
  it("turns each vendor card of the lane into a lane, the platform's bare cards too, and keeps them in sessionStorage", async () => {
    const answer: GamesVendorLanesValue = {
      data: {
        lanes: [
          {
            title: 'LIVE',
            gameType: 'LIVE',
            cards: [
              { vassalage: 'AE', accountTypeId: 1, accountTypeName: 'AE Sexy', displayName: 'AE Live', gameCount: 9 },
              { vassalage: 'DG', accountTypeId: 2, accountTypeName: 'Dream Gaming' },
            ],
          },
        ],
      },
    };
    const { call, gateway } = gatewayAnswering(answer);
    const s = spacer();
    const lanes = await fetchLanes(
      gateway,
      'RA88',
      'LIVE',
      'EN',
      s as unknown as RequestSpacer,
      new AbortController().signal,
    );
    expect(call.mock.calls[0]).toMatchObject([
      { path: '/wps/relay/GCSGAME_gameVendor' },
      { query: { merchantCode: 'RA88', gameType: 'LIVE', platform: 'html5-desktop', language: 'EN' }, onSend: s.sent },
    ]);
    expect(s.inTurn).toHaveBeenCalledTimes(1);
    expect(lanes).toEqual([
      { laneId: 'LIVE-AE', title: 'AE Live', gameType: 'LIVE', vassalage: 'AE' },
      // The platform's bare card: its name is accountTypeName; its games come from the game list.
      { laneId: 'LIVE-DG', title: 'Dream Gaming', gameType: 'LIVE', vassalage: 'DG' },
    ]);
    expect(cachedLanes('LIVE', 'EN')?.value).toEqual(lanes);
  });
});

describe("a home lane's games (GCSGAME_gameList of its vendor)", () => {
  it("asks the platform's game list for the vendor's first page, spaced like every vendor request", async () => {
    const page: GamesListValue = {
      games: [game('n1'), game('n2')],
      totalCount: 2,
      totalPages: 1,
      pageNo: 1,
      pageSize: 12,
    };
    const { call, gateway } = gatewayAnswering(page);
    const s = spacer();
    const lane = { laneId: 'LIVE-DG', title: 'Dream Gaming', gameType: 'LIVE', vassalage: 'DG' } as const;
    const games = await fetchLaneGames(
      gateway,
      lane,
      12,
      'TY',
      s as unknown as RequestSpacer,
      new AbortController().signal,
    );
    expect(games).toEqual([game('n1'), game('n2')]);
    expect(s.inTurn).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual([
      expect.objectContaining({ path: '/wps/relay/GCSGAME_gameList' }),
      expect.objectContaining({
        query: {
          clientType: '3',
          platform: 'html5-desktop',
          gameType: 'LIVE',
          vassalage: 'DG',
          pageNo: 1,
          pageSize: 12,
          language: 'TY',
        },
        onSend: s.sent,
      }),
    ]);
  });
});
