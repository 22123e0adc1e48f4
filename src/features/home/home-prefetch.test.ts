// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import royal from '../../../site-config/royal/merchant.json';
import type { MerchantConfig } from '@/generated/config-types';
import type { GatewayClient } from '@/lib/gateway/client';
import { prefetchHomeData } from './home-prefetch';
import { homeAnnouncementsQuery, jackpotBody } from './home-queries';

const merchant = royal as unknown as MerchantConfig;

function landOn(url: string, config = merchant) {
  history.replaceState(null, '', url);
  const prefetch = vi.fn();
  prefetchHomeData({ call: vi.fn(), prefetch } as unknown as GatewayClient, config, 'EN');
  return prefetch.mock.calls.map(([endpoint, options]) => [endpoint.id, options.query ?? options.body]);
}

describe('prefetchHomeData', () => {
  it('asks for the banners and notices, and the boards the merchant shows, on a home path', () => {
    const calls = landOn('/home');
    expect(calls).toContainEqual(['announcements.list', homeAnnouncementsQuery('EN')]);
    expect(calls.map(([id]) => id)).toEqual(['announcements.list', 'games.jackpot', 'games.winnerBoard']);
    // VIS_getJackpot is a POST: the platform's merchant_code goes in the body.
    expect(calls).toContainEqual(['games.jackpot', jackpotBody('RA88', 'EN')]);
  });

  it('skips boards the merchant turned off, and every other page', () => {
    const boards = {
      jackpotCounter: { enabled: false },
      jackpotGames: { enabled: false },
      biggestWins: { enabled: false },
    };
    const quiet = { ...merchant, home: { ...merchant.home, boards } } as unknown as MerchantConfig;
    expect(landOn('/', quiet).map(([id]) => id)).toEqual(['announcements.list']);
    expect(landOn('/rng')).toEqual([]);
  });
});
