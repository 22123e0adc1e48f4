import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { merchantWalletQuery } from './wallet-queries';

describe("the merchant's wallet mode (GCS_merchantWallet)", () => {
  it('reads isSingle 1 or "1" as a single wallet, as the platform sends it, and names the merchant', async () => {
    for (const [isSingle, single] of [
      [1, true],
      ['1', true],
      [0, false],
      ['0', false],
    ] as const) {
      const fake = fakeGateway({ 'wallet.merchantWallet': () => ({ isSingle }) });
      const mode = await new QueryClient().fetchQuery(merchantWalletQuery(fake.gateway, 'RA88'));
      expect(mode, String(isSingle)).toEqual({ isSingle: single });
      expect(fake.calls('wallet.merchantWallet')[0]!.query).toEqual({ merchantCode: 'RA88' });
    }
  });
});
