// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import royal from '../../../site-config/royal/merchant.json';
import type { MerchantConfig } from '@/generated/config-types';
import type { GatewayClient } from '@/lib/gateway/client';
import { prefetchGameList } from './list-prefetch';

const merchant = royal as unknown as MerchantConfig;

function landOn(url: string) {
  history.replaceState(null, '', url);
  const prefetch = vi.fn();
  prefetchGameList({ call: vi.fn(), prefetch } as unknown as GatewayClient, merchant, 'TY');
  return prefetch;
}

describe('prefetchGameList', () => {
  beforeEach(() => history.replaceState(null, '', '/'));

  it('asks for the first page of the list the visit lands on, as the page will', () => {
    const prefetch = landOn('/rng?selection=HOT');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]![0]).toMatchObject({ id: 'games.list' });
    expect(prefetch.mock.calls[0]![1].query).toEqual({
      clientType: '3',
      platform: 'html5-desktop',
      gameType: 'RNG',
      selection: 'HOT',
      pageNo: 1,
      pageSize: merchant.pageSizes.vendorGames,
      language: 'TY',
    });
  });

  it('uses the Crash page size for the Crash classification', () => {
    const prefetch = landOn('/live?classify=Crash');
    expect(prefetch.mock.calls[0]![1].query).toMatchObject({
      gameType: 'LIVE',
      gameClassify: 'Crash',
      pageSize: merchant.pageSizes.crashGames,
    });
  });

  it('leaves vendor lists, account selections, BGS and other pages to the page itself', () => {
    for (const url of ['/rng?vassalage=PG', '/rng?selection=FAV', '/bgs', '/sports', '/', '/member'])
      expect(landOn(url), url).not.toHaveBeenCalled();
  });
});
