import { describe, expect, it, vi } from 'vitest';
import type { EndpointDef, GatewayClient } from '@/lib/gateway/client';
import { preloadPagesAt } from './preload-pages';

describe('preloading the pages a signed-in visit lands on', () => {
  it('starts the first reads the landing page declares beside its code', async () => {
    const prefetch = vi.fn<(endpoint: EndpointDef) => void>();
    await preloadPagesAt('/member/securityCenter', { prefetch } as unknown as GatewayClient);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(3)); // the endpoint table may load first
    expect(prefetch.mock.calls.map(([endpoint]) => endpoint.id).sort()).toEqual([
      'member.securityConfig',
      'wallet.balances',
      'withdraw.accounts',
    ]);
  });

  it('asks for nothing on a page that declares no reads', async () => {
    const prefetch = vi.fn();
    await preloadPagesAt('/member/vip', { prefetch } as unknown as GatewayClient);
    await preloadPagesAt('/member/securityCenter', { prefetch } as unknown as GatewayClient);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(3)); // the security centre's three, nothing else
  });
});
