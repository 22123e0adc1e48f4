// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Game, GamesVendorLanesValue } from '@/generated/api-types';
import type { GatewayClient } from '@/lib/gateway/client';
import type { RequestSpacer } from '@/lib/games/request-spacing';
import { cachedLanes, fetchLanes } from './home-queries';

const game = (nodeId: string) => ({ nodeId, vassalage: 'AE', gameType: 'LIVE' }) as Game;
const spacer = { turn: () => Promise.resolve() } as unknown as RequestSpacer;

describe('home vendor lanes (GCSGAME_gameVendor with a game type)', () => {
  it('turns each vendor card of the lane into a lane of its games, and keeps them in sessionStorage', async () => {
    const answer: GamesVendorLanesValue = {
      data: {
        lanes: [
          {
            title: 'LIVE',
            gameType: 'LIVE',
            cards: [
              {
                vassalage: 'AE',
                accountTypeId: 1,
                accountTypeName: 'AE Sexy',
                displayName: 'AE Live',
                games: [game('n1'), game('n2')],
              },
              { vassalage: 'DG', accountTypeId: 2, accountTypeName: 'Dream Gaming' },
            ],
          },
        ],
      },
    };
    const call = vi.fn(() => Promise.resolve(answer));
    const gateway = { call, prefetch: vi.fn() } as unknown as GatewayClient;
    const lanes = await fetchLanes(gateway, 'RA88', 'LIVE', 'EN', spacer, new AbortController().signal);
    expect(call.mock.calls[0]).toMatchObject([
      { path: '/wps/relay/GCSGAME_gameVendor' },
      { query: { merchantCode: 'RA88', gameType: 'LIVE', platform: 'html5-desktop', language: 'EN' } },
    ]);
    expect(lanes).toEqual([
      { laneId: 'LIVE-AE', title: 'AE Live', gameType: 'LIVE', vassalage: 'AE', games: [game('n1'), game('n2')] },
      // The platform's bare card: its name is accountTypeName, and it has no games to show (the section skips it).
      { laneId: 'LIVE-DG', title: 'Dream Gaming', gameType: 'LIVE', vassalage: 'DG', games: [] },
    ]);
    expect(cachedLanes('LIVE', 'EN')?.value).toEqual(lanes);
  });
});
