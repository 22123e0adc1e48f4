import { useEffect, useSyncExternalStore } from 'react';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { useServices } from '@/lib/services';
import { useMerchantCode } from '@/lib/config/site-context';
import type { GamesVendorLanesValue } from '@/generated/api-types';
import { menusOfLanes, splitMenus, vendorCounts, type GameCategories, type GameCategoryId } from './categories';

export interface GameMenusSnapshot {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  categories: GameCategories | null;
  /** Vendors per navigation category, once known. */
  counts: Readonly<Record<GameCategoryId, number>> | undefined;
  error: unknown;
}

interface MenusStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): GameMenusSnapshot;
  /** What a page the server rendered was rendered with: the menus it read (seeded), or none. */
  getRenderedSnapshot(): GameMenusSnapshot;
  /** `merchantCode`: the platform's merchant code of this host (GCSGAME_gameVendor takes it). */
  load(merchantCode: string): void;
  /** The menus as already read (by the site server, for the page it rendered): no read of its own. */
  seed(lanes: GamesVendorLanesValue): void;
}

const stores = new WeakMap<GatewayClient, MenusStore>();

/**
 * The game menus (categories and their vendor cards from GCSGAME_gameVendor, split as SPEC §4 says), read once per app. Small and free of
 * the query library, so the shell can import it for the navigation's vendor counts and the drop menus.
 */
export function gameMenusStore(gateway: GatewayClient): MenusStore {
  const existing = stores.get(gateway);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let snapshot: GameMenusSnapshot = { status: 'idle', categories: null, counts: undefined, error: null };
  let rendered = snapshot;
  const emit = (next: GameMenusSnapshot) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  const ready = (value: GamesVendorLanesValue): GameMenusSnapshot => {
    const categories = splitMenus(menusOfLanes(value.data.lanes));
    return { status: 'ready', categories, counts: vendorCounts(categories), error: null };
  };
  const store: MenusStore = {
    seed(value) {
      if (snapshot.status !== 'ready') emit((rendered = ready(value)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    getRenderedSnapshot: () => rendered,
    load(merchantCode) {
      if (snapshot.status === 'loading' || snapshot.status === 'ready') return;
      emit({ ...snapshot, status: 'loading', error: null });
      callApi(gateway, 'games.vendorLanes', { query: { merchantCode, platform: 'html5-desktop' } }).then(
        (value) => emit(ready(value)),
        (error: unknown) => emit({ ...snapshot, status: 'failed', error }),
      );
    },
  };
  stores.set(gateway, store);
  return store;
}

/** The split game categories; starts the read on first use. `retry()` tries again after a failure. */
export function useGameMenus(): GameMenusSnapshot & { retry: () => void } {
  const { gateway } = useServices();
  const merchantCode = useMerchantCode();
  const store = gameMenusStore(gateway);
  // The same on the server and in the hydrating page: the menus the server read, handed over (`seed`), or none when
  // its read was late. Menus the browser reads meanwhile come right after the hydration: they would not match its HTML.
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getRenderedSnapshot);
  useEffect(() => {
    if (store.getSnapshot().status === 'idle') store.load(merchantCode);
  }, [store, merchantCode]);
  return { ...snapshot, retry: () => store.load(merchantCode) };
}

/**
 * For the navigation (`navigationEntries(order, catalogue, counts)`): vendors per category, or undefined while
 * unknown (then every category shows).
 */
export function useVendorCounts(): Readonly<Record<string, number>> | undefined {
  return useGameMenus().counts;
}
