import type { GatewayClient } from '@/lib/gateway/client';

/**
 * A route's `handle.prefetch`: the reads its page makes first, started with its code when a visit lands on it (the
 * gateway client hands the answers to the page's own calls: src/app/preload-pages.ts).
 */
export type PagePrefetch = (gateway: GatewayClient) => void;
