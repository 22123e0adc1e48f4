import { describe, expect, it, vi } from 'vitest';
import type { GamesVendorLanesValue } from '@/generated/api-types';
import type { GatewayClient } from '@/lib/gateway/client';
import { gameMenusStore } from './game-menus-store';

const ANSWER: GamesVendorLanesValue = {
  data: {
    lanes: [
      {
        title: 'SPORTS',
        gameType: 'SPORTS',
        cards: [
          { vassalage: 'SBT', accountTypeId: 1, accountTypeName: 'SBTech', displayName: 'SBTech', gameCount: 4 },
          { vassalage: 'IMES', accountTypeId: 2, accountTypeName: 'IM Esports' },
        ],
      },
      { title: 'LIVE', cards: [{ vassalage: 'AE', accountTypeId: 3, accountTypeName: 'AE Sexy' }] },
    ],
  },
};

function fakeGateway(answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  return { gateway: { call, prefetch: vi.fn() } as unknown as GatewayClient, call };
}

describe('the game menus store', () => {
  it('reads the vendor lists from GCSGAME_gameVendor with the merchant code, once, split for the navigation', async () => {
    const { gateway, call } = fakeGateway(() => Promise.resolve(ANSWER));
    const store = gameMenusStore(gateway);
    store.load('RA88');
    store.load('RA88');
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'));
    expect(call).toHaveBeenCalledTimes(1);
    const [endpoint, options] = call.mock.calls[0] as unknown as [{ path: string; method: string }, { query: unknown }];
    expect(endpoint).toMatchObject({ method: 'GET', path: '/wps/relay/GCSGAME_gameVendor' });
    expect(options.query).toEqual({ merchantCode: 'RA88', platform: 'html5-desktop' });
    const { categories, counts } = store.getSnapshot();
    expect(categories!.SPORTS.cards).toEqual([
      { gameType: 'SPORTS', vassalage: 'SBT', displayName: 'SBTech', gameCount: 4 },
    ]);
    expect(categories!.ESPORTS.cards.map((c) => c.displayName)).toEqual(['IM Esports']);
    expect(counts).toMatchObject({ SPORTS: 1, ESPORTS: 1, LIVE: 1, RNG: 0 });
  });

  it("keeps what the server's page was rendered with, for its hydration: the seeded menus, or none", async () => {
    const late = gameMenusStore(fakeGateway(() => Promise.resolve(ANSWER)).gateway);
    late.load('RA88');
    await vi.waitFor(() => expect(late.getSnapshot().status).toBe('ready'));
    expect(late.getRenderedSnapshot().status).toBe('idle');
    const seeded = gameMenusStore(fakeGateway(() => Promise.resolve(ANSWER)).gateway);
    seeded.seed(ANSWER);
    expect(seeded.getRenderedSnapshot()).toBe(seeded.getSnapshot());
    expect(seeded.getRenderedSnapshot().status).toBe('ready');
  });

  it('reports a failure and reads again on retry', async () => {
    let fail = true;
    const { gateway, call } = fakeGateway(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(ANSWER)));
    const store = gameMenusStore(gateway);
    store.load('RA88');
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('failed'));
    fail = false;
    store.load('RA88');
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'));
    expect(call).toHaveBeenCalledTimes(2);
  });
});
